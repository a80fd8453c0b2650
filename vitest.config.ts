import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository. Server tests run on PGlite, and once more on a
// PostgreSQL server when TEST_DATABASE_URL is set (CI sets it when one answers) — those that
// reach the test database: through a test server (test/test-server.ts, test/suite.ts, the
// test/*-api.ts helpers) or by opening a database themselves. The others (parsers, geometry,
// caches, the admission, the image renderer, …) do the same on either, so they run once.
const SERVER_SOURCES = 'apps/server/src';
const REACHES_DATABASE =
  /test\/(test-server|suite|[a-z-]+-api)'|openDatabase|testDatabaseKind|TEST_DATABASE_URL/;

const onceOnly = readdirSync(SERVER_SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => !REACHES_DATABASE.test(readFileSync(join(SERVER_SOURCES, file), 'utf8')))
  .map((file) => join('src', file));

const serverProjects = [
  {
    extends: 'apps/server/vitest.config.ts',
    test: { name: 'server:pglite', root: 'apps/server', env: { TEST_DB_KIND: 'pglite' } },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: 'apps/server/vitest.config.ts',
          test: {
            name: 'server:postgres',
            root: 'apps/server',
            exclude: onceOnly,
            env: { TEST_DB_KIND: 'postgres' },
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, is a single worker on a two-core machine.
    // A server test waits on its server and database as much as it computes: two files at once
    // took the whole run from 600 s to 410 s on two cores (ARCHITECTURE.md, "Tests").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/domain', 'apps/web', ...serverProjects],
  },
});
