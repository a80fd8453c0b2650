import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built
// application, served by the real server on a fresh data directory (see start-server.mjs).

/** A port no process listens on now: the system's choice for port 0, asked of a short child. */
function freePort(): string {
  const script =
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => " +
    '{ process.stdout.write(String(s.address().port)); s.close(); });';
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

// Chosen once by the main process (E2E_PORT fixes one); the workers load this file again and
// inherit it, so two runs side by side never meet on a port.
process.env.E2E_PORT ||= freePort();
export const E2E_PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = { email: 'admin@partitura.test', password: 'e2e-admin-password' };

/** Debian's Chromium, started as root on a machine without internet (DESIGN.md). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// The server's data directory, shared with the tests so they can read the mail outbox. Set once
// by the main process; the workers inherit it (this file is loaded in every worker too).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'partitura-e2e-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  // Two browsers at once, each running its files in order. Every test makes the records it
  // changes under a unique name, so two files never meet on one; the website's settings (its
  // title and colour, which every screen shows) change only after all else has run.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Waits are for visible states, never fixed sleeps; the limits only bound how long a busy
  // machine (two test suites on two cores) may take to show them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  // Per run (a run clears its output folder when it starts): traces of failed tests, with the DOM
  // at every step but no screencast: recording the screen for every test took a third of the
  // run's processor time (Chromium encoding frames) to keep for the few that fail.
  outputDir: `test-results/${E2E_PORT}`,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    trace: { mode: 'retain-on-failure', screenshots: false },
    navigationTimeout: 30_000,
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'screens', testIgnore: /website-settings\.spec\.ts$/ },
    {
      name: 'website settings',
      testMatch: /website-settings\.spec\.ts$/,
      dependencies: ['screens'],
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    // A first start creates the embedded database and loads the demonstration archive.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(E2E_PORT),
      E2E_DATA_DIR,
      E2E_ADMIN_EMAIL: ADMIN.email,
      E2E_ADMIN_PASSWORD: ADMIN.password,
    },
  },
});
