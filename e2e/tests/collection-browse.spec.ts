import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminToken, createCollection, graphql, unique } from './support';

// Browsing without searching: a demonstration collection lists its catalogs and its scores,
// the scores in shelfmark order, 25 a page, the page kept in the address.

const DEMO_COLLECTION = 'Kloster Einsiedeln, Musikbibliothek';
const DEMO_CATALOG = 'Catalogus musicalium chori Einsidlensis 1875';

type ScoreRow = { id: string; shelfmark: string };

/** The demonstration collection's id and, as the API orders them, its first 50 scores. */
async function demoCollection(request: APIRequestContext) {
  const { collections } = await graphql<{ collections: { data: { id: string; name: string }[] } }>(
    request,
    'query ($search: String) { collections(search: $search) { data { id name } } }',
    { search: DEMO_COLLECTION },
  );
  const id = collections.data.find((collection) => collection.name === DEMO_COLLECTION)!.id;
  const { scores } = await graphql<{
    scores: { data: ScoreRow[]; paginatorInfo: { total: number } };
  }>(
    request,
    'query ($id: ID) { scores(collection_id: $id, first: 50) { data { id shelfmark } paginatorInfo { total } } }',
    { id },
  );
  expect(scores.paginatorInfo.total).toBeGreaterThan(50);
  return {
    id,
    total: scores.paginatorInfo.total,
    first: scores.data.slice(0, 25),
    second: scores.data.slice(25),
  };
}

function scoreLinks(page: Page, listName: string) {
  return page.getByRole('list', { name: listName }).getByRole('link');
}

test.describe('browsing a collection', () => {
  test('lists its catalogs and scores, pages the scores, keeps the page on reload and follows a score', async ({
    page,
    request,
  }) => {
    const collection = await demoCollection(request);
    const total = collection.total.toLocaleString('en');
    await page.goto(`/collections/${collection.id}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_COLLECTION })).toBeVisible();

    const catalogs = page.getByRole('list', { name: 'Catalogs' });
    await expect(catalogs.getByRole('link', { name: DEMO_CATALOG })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: `Scores (${total})` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search in this collection' })).toHaveAttribute(
      'href',
      `/search/scores?collection=${collection.id}`,
    );
    const scores = scoreLinks(page, 'Scores');
    await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();
    await expect(scores).toHaveCount(25);
    await expect(scores.first()).toHaveAttribute('href', `/scores/${collection.first[0].id}`);
    await expect(scores.first()).toContainText(collection.first[0].shelfmark);

    await page.getByRole('button', { name: 'Go to the next page' }).click();
    await expect(page).toHaveURL(/[?&]scores_page=2(&|$)/);
    await expect(page.getByText(`26–50 of ${total}`)).toBeVisible();
    await expect(scores.first()).toHaveAttribute('href', `/scores/${collection.second[0].id}`);
    await expect(scores.last()).toHaveAttribute('href', `/scores/${collection.second[24].id}`);

    await page.reload();
    await expect(page.getByText(`26–50 of ${total}`)).toBeVisible();
    await expect(scores.first()).toHaveAttribute('href', `/scores/${collection.second[0].id}`);

    const chosen = collection.second[0];
    await scores.first().click();
    await expect(page).toHaveURL(new RegExp(`/scores/${chosen.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(chosen.shelfmark).first()).toBeVisible();

    // Back in the collection, on the page the score was chosen from.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]scores_page=2(&|$)/);
    await expect(page.getByText(`26–50 of ${total}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();
  });

  test('a collection without catalogs or scores says so', async ({ page, request }) => {
    const id = await createCollection(request, await adminToken(request), unique('Pfarrei'), 'X');
    await page.goto(`/collections/${id}`);
    await expect(page.getByText('This collection has no catalogs yet.')).toBeVisible();
    await expect(page.getByText('This collection has no scores yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to the next page' })).toHaveCount(0);
  });
});

test.describe('browsing a collection in German on a phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 360, height: 740 } });

  test('shows the sections in German, pages without scrolling sideways', async ({
    page,
    request,
  }) => {
    const collection = await demoCollection(request);
    const total = collection.total.toLocaleString('de');
    await page.goto(`/collections/${collection.id}?scores_page=2`);
    await expect(page.getByRole('heading', { level: 2, name: 'Kataloge' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: `Musikalien (${total})` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'In dieser Sammlung suchen' })).toBeVisible();
    await expect(page.getByText(`26–50 von ${total}`)).toBeVisible();

    await page.getByRole('button', { name: 'Zur vorherigen Seite' }).click();
    await expect(page.getByText(`1–25 von ${total}`)).toBeVisible();
    await expect(page).not.toHaveURL(/scores_page/);
    await expect(scoreLinks(page, 'Musikalien').first()).toHaveAttribute(
      'href',
      `/scores/${collection.first[0].id}`,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
