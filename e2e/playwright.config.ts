import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built
// application, served by the real server on a fresh data directory (see start-server.mjs).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const ADMIN = { email: 'admin@partitura.test', password: 'e2e-admin-password' };

// The server's data directory, shared with the tests so they can read the mail outbox. Set once
// by the main process; the workers inherit it (this file is loaded in every worker too).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'partitura-e2e-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  webServer: {
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
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
