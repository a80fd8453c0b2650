import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository. Server tests run on PGlite, and once more on a
// PostgreSQL server when TEST_DATABASE_URL is set (CI sets it when one answers).
const serverProjects = [
  {
    extends: 'apps/server/vitest.config.ts',
    test: { name: 'server:pglite', root: 'apps/server', env: { TEST_DB_KIND: 'pglite' } },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: 'apps/server/vitest.config.ts',
          test: { name: 'server:postgres', root: 'apps/server', env: { TEST_DB_KIND: 'postgres' } },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/web', ...serverProjects],
  },
});
