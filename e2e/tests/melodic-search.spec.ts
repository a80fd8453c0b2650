import { expect, test, type APIRequestContext } from './fixtures';
import { createScore } from './scores-api';
import { FIRST_NOTATION } from './settled';
import { adminToken, createCollection, unique } from './support';

// The melodic search (issue 9) as a researcher uses it: notes played on the on-screen keyboard,
// the query drawn as it grows, the matching incipit shown with the matched notes marked, and
// "find similar" from a score's incipit.

/** A score whose incipit leaps by octaves (C4 C5 B4 C5 …), a figure no demonstration incipit has. */
async function leapingScore(request: APIRequestContext) {
  const token = await adminToken(request);
  const collection = await createCollection(request, token, unique('Melodienhof'), 'CH-MH');
  const shortTitle = unique('Oktavsprung').replace(/\W+/g, '');
  const id = await createScore(request, token, {
    collection: { id: collection },
    shelfmark: 'Mel. 1',
    short_title: shortTitle,
    incipits: [{ clef: 'G-2', pae: "'4C''C'B''C'8G,G'G,G" }],
  });
  return { id, shortTitle };
}

test('a melody played on the keyboard finds its incipit with the notes marked', async ({
  page,
  request,
}) => {
  const { shortTitle } = await leapingScore(request);
  await page.goto('/search/scores');
  await page.getByRole('button', { name: 'Melodic search' }).click();
  const keyboard = page.getByRole('group', { name: 'Keyboard: each key adds its note' });
  for (const key of ['C4', 'C5', 'B4', 'C5'])
    await keyboard.getByRole('button', { name: key }).click();
  await expect(page.getByRole('textbox', { name: 'Notes (Plaine & Easie code)' })).toHaveValue(
    "'4C''C'B''C",
  );
  await expect(page.getByRole('img', { name: 'The notes searched for' })).toBeVisible(
    FIRST_NOTATION,
  );
  await page.getByRole('button', { name: 'Search melody' }).click();
  await expect(page).toHaveURL(/melody=/);

  const hit = page.getByRole('listitem').filter({ hasText: shortTitle });
  await expect(hit).toBeVisible();
  await expect(hit.getByText('Melody matches')).toBeVisible();
  const notation = hit.getByRole('img', { name: /Matching incipit of/ });
  await expect(notation).toBeVisible();
  await expect(notation.locator('.partitura-match')).toHaveCount(4);
  // Not by colour alone: the matched notes are named in words and bracketed.
  await expect(hit.getByText('Notes 1–4 of 8 match the melody.')).toBeVisible();
  await expect(notation.locator('.partitura-match-bracket')).toHaveCount(1);

  // Reload keeps the melodic search.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: shortTitle })).toBeVisible();
});

test('"find similar" on a score\'s incipit searches with its opening', async ({
  page,
  request,
}) => {
  const { id, shortTitle } = await leapingScore(request);
  await page.goto(`/scores/${id}`);
  await page.getByRole('link', { name: /^Find similar/ }).click();
  await expect(page).toHaveURL(/\/search\/scores\?melody=/);
  await expect(page.getByRole('listitem').filter({ hasText: shortTitle })).toBeVisible();
});

test('a near match says which notes match and that one differs', async ({ page, request }) => {
  const { shortTitle } = await leapingScore(request);
  // The whole incipit with its third note changed (A for B): no incipit has these notes exactly,
  // and so long a figure nearly matches few others.
  await page.goto(`/search/scores?${new URLSearchParams({ melody: "'4C''C'A''C'8G,G'G,G" })}`);
  const hit = page.getByRole('listitem').filter({ hasText: shortTitle });
  await expect(hit.getByText('Near match (one note differs)')).toBeVisible();
  await expect(
    hit.getByText(
      'Notes 1–8 of 8 match the melody except for one note (changed, missing or added).',
    ),
  ).toBeVisible();
  // The notation is drawn once it comes near the screen.
  await hit.scrollIntoViewIfNeeded();
  await expect(hit.getByRole('img', { name: /Matching incipit of/ })).toBeVisible(FIRST_NOTATION);
  await expect(hit.locator('.partitura-match')).toHaveCount(8);
});

test.describe('melodic search in German', () => {
  test.use({ locale: 'de-DE' });

  test('says in German which notes match', async ({ page, request }) => {
    const { shortTitle } = await leapingScore(request);
    await page.goto(`/search/scores?${new URLSearchParams({ melody: "'4C''C'B''C" })}`);
    const hit = page.getByRole('listitem').filter({ hasText: shortTitle });
    await expect(hit.getByText('Noten 1–4 von 8 stimmen mit der Melodie überein.')).toBeVisible();
  });
});

/** `count` scores of a new collection, each with this incipit; answers their short titles. */
async function scoresWith(request: APIRequestContext, pae: string, count: number, name: string) {
  const token = await adminToken(request);
  const collection = await createCollection(request, token, unique(name), 'CH-MS');
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const shortTitle = unique(`${name}${i}`).replace(/\W+/g, '');
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: `Mel. ${i + 1}`,
      short_title: shortTitle,
      incipits: [{ clef: 'G-2', pae }],
    });
    titles.push(shortTitle);
  }
  return titles;
}

test('a melody of three notes is answered: how many match, and the first page', async ({
  page,
  request,
}) => {
  // Two octaves up, four down (C4 C6 C2): in any transposition, a figure no other incipit has.
  await scoresWith(request, "'4C'''C,,C'8G", 23, 'Dreiton');
  await page.goto(
    `/search/scores?${new URLSearchParams({ melody: "'4C'''C,,C", mode: 'interval' })}`,
  );
  await expect(page.getByRole('status').filter({ hasText: '23 records found' })).toBeVisible();
  const hits = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(hits.filter({ hasText: 'Melody matches' })).toHaveCount(20);
  await expect(page.getByText(/Enter at least/)).toHaveCount(0);
});

test('a grace note does not break a match at the start; the matched main notes are marked', async ({
  page,
  request,
}) => {
  // An appoggiatura (D5) after the first note: the melody is C4 C5 B4 C5 G4.
  const [title] = await scoresWith(request, "'4C8q''D'4''C'B''C'8G", 1, 'Vorschlag');
  await page.goto(
    `/search/scores?${new URLSearchParams({ melody: "'4C''C'B''C", mode: 'pitch', start: '1' })}`,
  );
  const hit = page.getByRole('listitem').filter({ hasText: title });
  await expect(hit.getByText('Notes 1–4 of 5 match the melody.')).toBeVisible();
  await hit.scrollIntoViewIfNeeded();
  const notation = hit.getByRole('img', { name: /Matching incipit of/ });
  await expect(notation).toBeVisible(FIRST_NOTATION);
  // Four main notes marked; the grace note is drawn but not marked.
  await expect(notation.locator('.partitura-match')).toHaveCount(4);
  await expect(notation.locator('.note')).toHaveCount(6);
});

test('near matches follow the exact ones, on the pages after them', async ({ page, request }) => {
  // 21 exact matches (a page and one) and one with its last note changed.
  await scoresWith(request, "'4D''D'C''D'8A,A", 21, 'Genau');
  const [near] = await scoresWith(request, "'4D''D'C''D'8A,B", 1, 'Beinahe');
  const search = { melody: "'4D''D'C''D'8A,A", mode: 'pitch' };
  await page.goto(`/search/scores?${new URLSearchParams(search)}`);
  // Page 1 holds exact matches only: the near ones are not read yet, the total is the exact
  // matches, said to be approximate.
  await expect(
    page.getByRole('status').filter({ hasText: 'about 21 records found' }),
  ).toBeVisible();
  const hits = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(hits.filter({ hasText: 'Melody matches' })).toHaveCount(20);
  await expect(page.getByText('Near match (one note differs)')).toHaveCount(0);

  await page.goto(`/search/scores?${new URLSearchParams({ ...search, page: '2' })}`);
  await expect(page.getByRole('status').filter({ hasText: '22 records found' })).toBeVisible();
  await expect(hits).toHaveCount(2);
  await expect(hits.nth(0).getByText('Melody matches')).toBeVisible();
  await expect(hits.nth(1)).toContainText(near);
  await expect(hits.nth(1).getByText('Near match (one note differs)')).toBeVisible();
});
