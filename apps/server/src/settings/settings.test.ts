import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/factories';
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

describe('getSetting of a setting that is not public', () => {
  const GET = 'query ($key: String!) { getSetting(key: $key) { key value } }';
  const UPSERT =
    'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }';

  it('answers null to a visitor and a contributor, as for an unknown key; an administrator reads it', async () => {
    const admin = await signedIn(server, 'admin');
    expect(
      (await admin.data(UPSERT, { key: 'smtp_password', value: 'geheim-123' })).upsertSetting
        .success,
    ).toBe(true);
    const visitor = await server.client();
    const contributor = await signedIn(server, 'contributor');
    for (const client of [visitor, contributor]) {
      expect(await client.data(GET, { key: 'smtp_password' })).toEqual({ getSetting: null });
      expect((await client.data(GET, { key: 'site_title' })).getSetting.key).toBe('site_title');
    }
    expect(await admin.data(GET, { key: 'smtp_password' })).toEqual({
      getSetting: { key: 'smtp_password', value: 'geheim-123' },
    });
  });
});

describe('public settings are read from memory', () => {
  const GET = 'query ($key: String!) { getSetting(key: $key) { key value } }';
  const UPSERT =
    'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }';

  it('answers site_title again without SQL, and a change at once', async () => {
    const admin = await signedIn(server, 'admin');
    const visitor = await server.client();
    const title = `Archiv ${Math.random().toString(36).slice(2)}`;
    expect((await admin.data(UPSERT, { key: 'site_title', value: title })).upsertSetting).toEqual({
      success: true,
    });
    expect((await visitor.data(GET, { key: 'site_title' })).getSetting.value).toBe(title);

    const before = server.database.statements();
    expect((await visitor.data(GET, { key: 'site_title' })).getSetting.value).toBe(title);
    expect(server.database.statements() - before).toBe(0);

    const changed = `${title} (neu)`;
    await admin.data(UPSERT, { key: 'site_title', value: changed });
    expect((await visitor.data(GET, { key: 'site_title' })).getSetting.value).toBe(changed);
  });

  it('reads a setting that is not public from the database every time', async () => {
    const admin = await signedIn(server, 'admin');
    await admin.data(UPSERT, { key: 'archive_note', value: 'eins' });
    expect((await admin.data(GET, { key: 'archive_note' })).getSetting.value).toBe('eins');
    const before = server.database.statements();
    expect((await admin.data(GET, { key: 'archive_note' })).getSetting.value).toBe('eins');
    expect(server.database.statements() - before).toBeGreaterThan(0);
  });
});
