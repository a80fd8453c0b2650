import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/**
 * The GraphQL-over-HTTP audit of graphql-http (written by the spec's authors), each audit a test:
 * every MUST and SHOULD is met ('ok'). What it reports as a 'notice' is a MAY we do not do — GET
 * requests: the API answers POST only (a GET is what another site can make a browser send).
 */
describe('GraphQL over HTTP audit (graphql-http)', () => {
  for (const audit of serverAudits({ url: () => `${server.url}/graphql` })) {
    it(`${audit.id}: ${audit.name}`, async () => {
      const result = await audit.fn();
      const told = result.status === 'ok' ? '' : `${result.status}: ${result.reason}`;
      if (audit.name.startsWith('MAY') && audit.name.includes('GET')) return;
      expect(told).toBe('');
    });
  }
});
