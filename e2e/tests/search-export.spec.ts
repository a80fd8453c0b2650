import { readFile } from 'node:fs/promises';
import { axeFindings } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { PHONE, layoutProblems } from './phone-layout';
import { createScore } from './scores-api';
import { adminToken, createCollection, unique } from './support';

/*
 * A search result's export (issue 25): "Export" beside a result downloads every hit as CSV (the
 * columns shown, in the interface's language, with a byte order mark) and its scores as MARC 21.
 */

/** Three scores whose title has a word no other test uses; the word. */
async function exportableScores(request: APIRequestContext) {
  const token = await adminToken(request);
  const word = unique('Exportlied').split(' ').join('');
  const collection = await createCollection(request, token, unique('Sammlung Export'), 'D-Ex');
  for (const n of [1, 2, 3])
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: `Mus. ${n}`,
      short_title: `${word} ${n}`,
      title: n === 1 ? 'Lied, "für" Singstimme' : null,
    });
  return word;
}

/** The file a menu item gives: its name and bytes. */
async function downloaded(page: Page, name: RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test.describe('export of a search result', () => {
  test('downloads the result as CSV and as MARC 21', async ({ page, request }) => {
    const word = await exportableScores(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(page.getByRole('status')).toHaveText('3 records found');
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('menu', { name: 'Export this result' })).toBeVisible();

    const csv = await downloaded(page, /Spreadsheet \(CSV\)/);
    expect(csv.name).toMatch(/^partitura-search-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Score,Title,Composer,Key,Address');
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes('"Lied, ""für"" Singstimme"'))).toBe(true);

    await page.getByRole('button', { name: 'Export' }).click();
    const marc = await downloaded(page, /MARC 21/);
    expect(marc.name).toMatch(/\.xml$/);
    const xml = marc.bytes.toString('utf8');
    expect(xml.match(/<record>/g)).toHaveLength(3);
    expect(xml).toContain(`${word} 2`);
  });

  test.describe('in German, on a phone', () => {
    test.use({ locale: 'de-DE', viewport: PHONE });

    test('labels the columns in German; people are no MARC records', async ({ page, request }) => {
      const word = await exportableScores(request);
      await page.goto(`/search/people?q=${word}`);
      await expect(page.getByRole('status')).toHaveText('Nichts passt zu dieser Suche.');
      // Nothing found, nothing to export.
      await expect(page.getByRole('button', { name: 'Exportieren' })).toHaveCount(0);
      await page.goto(`/search?q=${word}`);
      await page.getByRole('button', { name: 'Exportieren' }).click();
      expect(await layoutProblems(page)).toEqual([]);
      const csv = await downloaded(page, /Tabelle \(CSV\)/);
      const lines = csv.bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
      expect(lines[0]).toBe('Art,Überschrift,Details,Adresse');
      expect(lines.filter((line) => line.startsWith('Musikalie,'))).toHaveLength(3);
    });
  });
});
