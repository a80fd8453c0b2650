import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SETTINGS = 'query ($search: String) { settings(search: $search) { key value } }';
const UPSERT =
  'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success message errors { field key } } }';

describe('website settings (administrators)', () => {
  it('lists the settings, searchable by key or value', async () => {
    const admin = await signedIn(server, 'admin');
    const all = (await admin.data(SETTINGS)).settings.map((s: { key: string }) => s.key);
    expect(all).toEqual(expect.arrayContaining(['site_title', 'theme_color']));
    expect(
      (await admin.data(SETTINGS, { search: 'THEME' })).settings.map((s: { key: string }) => s.key),
    ).toEqual(['theme_color']);
  });

  it('changes site_title and theme_color, which visitors then read', async () => {
    const admin = await signedIn(server, 'admin');
    expect(
      (await admin.data(UPSERT, { key: 'site_title', value: 'Musikarchiv Einsiedeln' }))
        .upsertSetting.success,
    ).toBe(true);
    expect(
      (await admin.data(UPSERT, { key: 'theme_color', value: '#6D4C41' })).upsertSetting.success,
    ).toBe(true);
    const visitor = await server.client();
    const read = await visitor.data(
      '{ a: getSetting(key: "site_title") { value } b: getSetting(key: "theme_color") { value } }',
    );
    expect(read).toEqual({ a: { value: 'Musikarchiv Einsiedeln' }, b: { value: '#6D4C41' } });
  });

  it('refuses a theme colour that is not #RRGGBB', async () => {
    const admin = await signedIn(server, 'admin');
    const { upsertSetting } = await admin.data(UPSERT, { key: 'theme_color', value: 'brown' });
    expect(upsertSetting.errors).toEqual([{ field: 'value', key: 'Setting.error_color_invalid' }]);
  });
});
