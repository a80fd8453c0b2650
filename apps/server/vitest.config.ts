import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

// Server tests talk HTTP to a real server on a real database: PGlite by default, PostgreSQL when
// the root config runs this project again with TEST_DB_KIND=postgres (TEST_DATABASE_URL set).
export default defineProject({
  resolve: {
    // graphql 16 ships CommonJS (main) and ESM (module) builds. Node, and so the armor rules and
    // graphql-tools, load the CommonJS one; Vite would pick the other, and errors thrown by our
    // resolvers would then not be `instanceof GraphQLError` for graphql-js. One copy, as in
    // production.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker runs file after file in one module graph instead of loading the server anew for
    // each (about 2 s of imports a file): the run took 222 s instead of 410 s, on two cores.
    // Every file starts its own server on its own database, so nothing a test sees is left by
    // another; a file that mocks one of the server's modules resets them first
    // (auth/register-existing.test.ts).
    isolate: false,
    // @material/material-color-utilities 0.4 ships extension-less ESM imports, which Node's own
    // loader refuses: Vite's resolver reads them instead (the domain's site-scheme.ts; the
    // server's bundle has esbuild resolve them).
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
});
