import { afterAll, beforeAll } from 'vitest';
import type { ApiClient } from './api-client';
import { signedIn } from './factories';
import {
  startMailingTestServer,
  startTestServer,
  type SmtpCapture,
  type TestServer,
} from './test-server';

// The server most test files start: one per file, with a contributor signed in. The bindings are
// live: a test file imports `server` and `contributor` and reads them in its tests, after the
// hooks useTestServer registers have set them.

/** The server of the test file that called useTestServer (or useMailingServer). */
export let server: TestServer;
/** A contributor's client of that server (useTestServer). */
export let contributor: ApiClient;
/** The SMTP server that server mails to (useMailingServer). */
export let smtp: SmtpCapture;

/** Starts the file's server (with these environment variables) and signs a contributor in. */
export function useTestServer(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    server = await startTestServer(env);
    contributor = await signedIn(server, 'contributor');
  });
  afterAll(() => server?.close());
}

/** Starts the file's server mailing through an SMTP server of its own. */
export function useMailingServer(): void {
  beforeAll(async () => ({ server, smtp } = await startMailingTestServer()));
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
}
