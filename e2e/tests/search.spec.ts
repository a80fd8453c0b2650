import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createScore } from './scores-api';
import { screenSettled } from './settled';
import { adminToken, createCollection, unique } from './support';

// The home screen's search (issue 9) as a researcher uses it: type, switch to a kind, narrow by
// a facet and widen again, page, reload and find the same state, in German, on a phone.

/** 25 scores of a new collection whose short title holds a word no other test uses; 5 in D. */
async function scoresToFind(request: APIRequestContext) {
  const token = await adminToken(request);
  const word = unique('Suchwerk').replace(/\W+/g, '');
  const collection = await createCollection(request, token, unique('Suchkloster'), 'CH-SK');
  for (let i = 1; i <= 25; i++)
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: `Such. ${i}`,
      short_title: `${word} Sinfonia`,
      key: i <= 5 ? 'D' : 'C',
    });
  return word;
}

/**
 * 25 scores of a new collection in 13 keys: 12 keys on two scores each and F-sharp major (RISM's
 * "F|x") on one, so that the key facet shows the twelve and keeps it for "Show more".
 */
async function scoresInManyKeys(request: APIRequestContext) {
  const token = await adminToken(request);
  const word = unique('Tonartwerk').replace(/\W+/g, '');
  const collection = await createCollection(request, token, unique('Tonartstift'), 'CH-TS');
  const keys = ['C', 'D', 'E', 'F', 'G', 'A', 'c', 'd', 'e', 'f', 'g', 'a'];
  for (const [i, key] of [...keys, ...keys, 'F|x'].entries())
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: `Ton. ${i + 1}`,
      short_title: `${word} Sonata`,
      key,
    });
  return word;
}

function searchbox(page: Page, name = 'Search the catalogue') {
  return page.getByRole('searchbox', { name });
}

function results(page: Page, name = 'Search results') {
  return page.getByRole('list', { name });
}

test.describe('search', () => {
  test('finds from home, narrows by a facet and widens, pages, and keeps it all on reload', async ({
    page,
    request,
  }) => {
    const word = await scoresToFind(request);
    await page.goto('/');
    await searchbox(page).fill(word);
    await expect(page.getByRole('status').filter({ hasText: '25 records found' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Scores (25)' })).toBeVisible();

    await page.getByRole('tab', { name: 'Scores (25)' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/scores\\?q=${word}`));
    // The screen has switched (not only the address): the tab is selected, its facets shown.
    await expect(page.getByRole('tab', { name: 'Scores (25)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('group', { name: 'Key' })).toBeVisible();
    // At rest first: the tab's melody and field panels load after its facets and push them
    // down, and a click aimed before that lands beside the checkbox.
    await screenSettled(page);
    // Checked as soon as the URL says so (the new answer follows).
    await page.getByRole('checkbox', { name: /^D major \(5\)/ }).click();
    await expect(page.getByRole('checkbox', { name: /^D major \(5\)/ })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: '5 records found' })).toBeVisible();
    await expect(page).toHaveURL(/key=D/);
    await expect(results(page).getByRole('listitem')).toHaveCount(5);

    await page
      .getByRole('button', { name: 'Key: D major' })
      .getByLabel('Remove this filter')
      .click();
    await expect(page.getByRole('status').filter({ hasText: '25 records found' })).toBeVisible();
    await expect(page).not.toHaveURL(/key=D/);

    await page.getByRole('button', { name: 'Go to the next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(results(page).getByRole('listitem')).toHaveCount(5);
    await page.reload();
    await expect(searchbox(page)).toHaveValue(word);
    await expect(page.getByText('21–25 of 25')).toBeVisible();
    await expect(results(page).getByRole('listitem')).toHaveCount(5);

    await page.goBack();
    await expect(page.getByText('1–20 of 25')).toBeVisible();
    await results(page)
      .getByRole('link', { name: new RegExp(word) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/scores\/\d+$/);
  });

  test('orders by the chosen sort, kept in the address', async ({ page, request }) => {
    const word = await scoresToFind(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(page.getByRole('status').filter({ hasText: '25 records found' })).toBeVisible();
    // A native select (the platform's own control).
    const order = page.getByRole('combobox', { name: 'Order' });
    await expect(order).toHaveValue('relevance');
    await order.selectOption({ label: 'Shelfmark' });
    await expect(page).toHaveURL(/sort=shelfmark/);
    await expect(results(page).getByRole('listitem').first()).toContainText(/Such\. 1\b/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Order' })).toHaveValue('shelfmark');
  });

  test('shows more values of a facet, from the keyboard, and narrows by one not shown before', async ({
    page,
    request,
  }) => {
    const word = await scoresInManyKeys(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(page.getByRole('status').filter({ hasText: '25 records found' })).toBeVisible();
    const keys = page.getByRole('group', { name: 'Key' });
    await expect(keys.getByRole('checkbox')).toHaveCount(12);
    await expect(keys.getByRole('checkbox', { name: /^F♯ major \(1\)/ })).toBeHidden();

    // From the last value shown, Tab reaches "Show more" and Enter opens the longer list.
    await keys.getByRole('checkbox').last().focus();
    await page.keyboard.press('Tab');
    const toggle = keys.getByRole('button', { name: 'Show more' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(keys.getByRole('checkbox', { name: /^F♯ major \(1\)/ })).toBeVisible();
    await expect(keys.getByRole('checkbox')).toHaveCount(13);
    const fewer = keys.getByRole('button', { name: 'Show fewer' });
    await expect(fewer).toBeFocused();
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/more=key/);

    await fewer.click();
    await expect(keys.getByRole('checkbox', { name: /^F♯ major \(1\)/ })).toBeHidden();
    await keys.getByRole('button', { name: 'Show more' }).click();
    await keys.getByRole('checkbox', { name: /^F♯ major \(1\)/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 record found' })).toBeVisible();
    await expect(page).toHaveURL(/key=F%7Cx/);
    await expect(keys.getByRole('checkbox', { name: /^F♯ major \(1\)/ })).toBeChecked();
    await expect(results(page).getByRole('listitem')).toHaveCount(1);
  });

  test('shows how many records of each kind there are and the latest changes without a query', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('tab', { name: /^Scores \(\d[\d,]*\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^People \(\d[\d,]*\)$/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Recently changed' })).toBeVisible();
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
  });

  test('suggests a spelling when nothing matches', async ({ page, request }) => {
    // A word of the provenance: names and titles would be found by a similar spelling instead.
    const token = await adminToken(request);
    const word = unique('Nachlassfund').replace(/[^A-Za-z]+/g, '');
    const collection = await createCollection(request, token, unique('Vorschlagstal'), 'CH-V');
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: 'Vor. 1',
      short_title: 'Offertorium',
      provenance: word,
    });
    // One letter changed (never to the letter it was: the word must not match itself).
    const misspelt = `${word.slice(0, -1)}${word.endsWith('q') ? 'x' : 'q'}`;
    await page.goto(`/search/scores?q=${misspelt}`);
    await expect(page.getByRole('status').filter({ hasText: 'Nothing matches' })).toBeVisible();
    await page.getByRole('link', { name: word.toLowerCase() }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 record found' })).toBeVisible();
  });

  test('refuses a query that is too long and says why', async ({ page }) => {
    await page.goto(`/search?q=${'a'.repeat(201)}`);
    await expect(page.getByText(/too long/)).toBeVisible();
  });
});

test.describe('search in German', () => {
  test.use({ locale: 'de-DE' });

  test('names the tabs, counts and facets in German', async ({ page, request }) => {
    const word = await scoresToFind(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(
      page.getByRole('status').filter({ hasText: '25 Datensätze gefunden' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Musikalien (25)' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tonart' })).toBeVisible();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the facets behind a button', async ({ page, request }) => {
    const word = await scoresToFind(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(page.getByRole('status').filter({ hasText: '25 records found' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^D major \(5\)/ })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: /^D major \(5\)/ }).click();
    await expect(page.getByRole('checkbox', { name: /^D major \(5\)/ })).toBeChecked();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('status').filter({ hasText: '5 records found' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });

  test('opens the filters as a dialog that Escape closes, back on the button', async ({
    page,
    request,
  }) => {
    const word = await scoresToFind(request);
    await page.goto(`/search/scores?q=${word}`);
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Narrow the result' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /^D major \(5\)/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(filters).toBeFocused();
  });
});

test.describe('search on a phone in German', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('shows more values of a facet in the drawer and narrows by one of them', async ({
    page,
    request,
  }) => {
    const word = await scoresInManyKeys(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(
      page.getByRole('status').filter({ hasText: '25 Datensätze gefunden' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Filter' }).click();
    const keys = page.getByRole('dialog').getByRole('group', { name: 'Tonart' });
    await expect(keys.getByRole('checkbox')).toHaveCount(12);
    await keys.getByRole('button', { name: 'Weitere anzeigen' }).click();
    await expect(keys.getByRole('button', { name: 'Weniger anzeigen' })).toBeVisible();
    await keys.getByRole('checkbox', { name: /^Fis-Dur \(1\)/ }).click();
    await expect(keys.getByRole('checkbox', { name: /^Fis-Dur \(1\)/ })).toBeChecked();
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '1 Datensatz gefunden' }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });
});
