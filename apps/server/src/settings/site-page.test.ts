import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSitePageData, SITE_PAGE_DATA_ID } from '@partitura/domain';
import { deriveSiteSchemes } from '@partitura/domain/site-scheme';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '../db/schema/settings';
import { signedIn } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { PUBLIC_SETTINGS_CACHE_MS } from './setting-cache';

// The application page as the build leaves it (apps/web/index.html).
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#ffffff" />
    <title>Partitura</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

const UPSERT =
  'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }';

let web: string;
let server: TestServer;
beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'partitura-web-'));
  await writeFile(join(web, 'index.html'), INDEX);
  server = await startTestServer({ WEB_DIST: web });
});
afterAll(async () => {
  await server?.close();
  await rm(web, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The application page at `path`, and what a browser reads of its head. */
async function page(path = '/') {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  const html = await response.text();
  // As the browser's parser does: the data's element ends at the first `</script`.
  const json = new RegExp(
    `<script type="application/json" id="${SITE_PAGE_DATA_ID}">(.*?)</script`,
    's',
  ).exec(html)?.[1];
  const meta = (scheme: string) =>
    new RegExp(
      `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="([^"]*)"`,
    ).exec(html)?.[1];
  return {
    html,
    data: parseSitePageData(json),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    themeColor: { light: meta('light'), dark: meta('dark') },
  };
}

async function save(key: string, value: string) {
  const admin = await signedIn(server, 'admin');
  expect((await admin.data(UPSERT, { key, value })).upsertSetting.success).toBe(true);
}

describe('the application page carries the public settings', () => {
  it('writes site_title, theme_color and the schemes derived from it into every route’s page', async () => {
    const title = `Archiv ${Math.random().toString(36).slice(2)}`;
    await save('site_title', title);
    await save('theme_color', '#1565C0');
    for (const path of ['/', '/scores/12/edit', '/index.html']) {
      const { data, title: pageTitle, themeColor } = await page(path);
      expect(data, path).toEqual({
        siteTitle: title,
        themeColor: '#1565C0',
        schemes: deriveSiteSchemes('#1565C0'),
      });
      expect(pageTitle).toBe(title);
      expect(themeColor).toEqual({
        light: data!.schemes.light.primary,
        dark: data!.schemes.dark.primary,
      });
    }
  });

  it('escapes a site_title so that it ends neither the data nor the title', async () => {
    const title = `</script><script>alert(1)</script><!-- "Bach & Söhne" </title>`;
    await save('site_title', title);
    const { html, data, title: pageTitle } = await page();
    expect(data?.siteTitle).toBe(title);
    expect(pageTitle).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;Bach &amp; Söhne&quot; &lt;/title&gt;',
    );
    // Nothing of the title became markup: the page's own two scripts, and no comment.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
  });

  it('keeps a blank site_title out of the title, and derives the fallback colour from no colour', async () => {
    await server.database.db
      .update(settings)
      .set({ value: 'not a colour' })
      .where(eq(settings.key, 'theme_color'));
    await save('site_title', ' '); // a save forgets the cached settings
    const { data, title } = await page();
    expect(title).toBe('Partitura');
    expect(data?.themeColor).toBe('not a colour');
    expect(data?.schemes).toEqual(deriveSiteSchemes(null));
  });

  it('shows a saved change at once, and reads the settings from memory meanwhile', async () => {
    await save('theme_color', '#B71C1C');
    expect((await page()).data?.schemes).toEqual(deriveSiteSchemes('#b71c1c'));
    const before = server.database.statements();
    expect((await page('/search')).data?.themeColor).toBe('#B71C1C');
    expect(server.database.statements() - before).toBe(0);
  });

  it('shows a change another server made once the cached settings have expired', async () => {
    await save('theme_color', '#2E7D32');
    expect((await page()).data?.themeColor).toBe('#2E7D32');
    // Written past this server, as another server on the same database would.
    await server.database.db
      .update(settings)
      .set({ value: '#6A1B9A' })
      .where(eq(settings.key, 'theme_color'));
    expect((await page()).data?.themeColor).toBe('#2E7D32');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PUBLIC_SETTINGS_CACHE_MS + 1);
    const { data, themeColor } = await page();
    expect(data?.themeColor).toBe('#6A1B9A');
    expect(themeColor.light).toBe(deriveSiteSchemes('#6A1B9A').light.primary);
  });
});
