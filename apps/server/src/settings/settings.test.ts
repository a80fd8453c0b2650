import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('getSetting', () => {
  it('answers the seeded site_title and theme_color to a visitor', async () => {
    const client = await server.client();
    const data = await client.data(
      '{ a: getSetting(key: "site_title") { key value } b: getSetting(key: "theme_color") { key value } }',
    );
    expect(data.a).toEqual({ key: 'site_title', value: expect.any(String) });
    expect(data.b.value).toMatch(/^#[0-9a-fA-F]{6}$/);
  });

  it('answers null for an unknown key', async () => {
    const client = await server.client();
    expect(await client.data('{ getSetting(key: "no_such_key") { key value } }')).toEqual({
      getSetting: null,
    });
  });
});
