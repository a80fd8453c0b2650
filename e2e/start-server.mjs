// Starts the built server for the browser tests on a fresh, throw-away data directory (E2E_DATA_DIR,
// made by playwright.config.ts so tests can read the mail outbox) with the
// demonstration data and a known administrator. Playwright stops it when the run ends.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// playwright.config.ts picks a free port for every run and passes it on.
const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT is not set: start the browser tests with `npm run test:e2e`');
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'partitura-e2e-'));
// The built web application as it is now: another test run's build may empty apps/web/dist while
// these tests still load pages from it.
const built = join(here, '../apps/web/dist');
if (!existsSync(join(built, 'index.html')))
  throw new Error('The web application is not built: `npm run test:e2e` builds it first.');
const webDist = join(dataDir, 'web');
cpSync(built, webDist, { recursive: true });
const child = spawn(process.execPath, [join(here, '../apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST: webDist,
    SEED: 'demo',
    APP_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // A small limit, so the files screen's refusal of a larger file can be shown with a few MB.
    UPLOAD_MAX_BYTES: String(5 * 1024 * 1024),
    // Several browsers at once on a busy machine: no request refused for waiting its turn (the
    // admission's refusals are the server tests' and the chaos suite's to test).
    MAX_WAITING_REQUESTS: '100000',
    MAX_REQUEST_WAIT_MS: '120000',
    MAX_REQUESTS_PER_CLIENT: '100000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
