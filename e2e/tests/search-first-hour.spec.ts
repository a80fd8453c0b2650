import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createScore } from './scores-api';
import { adminToken, createCollection, signInAsAdmin, unique } from './support';

// What a new researcher and a new cataloguer met in their first hour on the search screen
// (issue 24): a shelfmark typed as screens show it, results that said nothing while they were
// being replaced, and one action ("New collection") on every tab.

/** Letters only (a siglum ends where its letters do): a unique, RISM-like siglum "XQ-…". */
function uniqueSiglum(): string {
  const letters = unique('')
    .replace(/\W/g, '')
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
  return `XQ-${letters.slice(-7)}`;
}

/** A library with the shelfmarks 215, 2150 and 716,1, and another with 215 too. */
async function library(request: APIRequestContext) {
  const token = await adminToken(request);
  const siglum = uniqueSiglum();
  // Begins as the siglum does: its letters must not mark the title's word.
  const title = unique('Xqsigelwerk').replace(/\W+/g, '');
  const collection = await createCollection(request, token, unique('Sigelstift'), siglum);
  const other = await createCollection(request, token, unique('Sigelfern'), uniqueSiglum());
  for (const [id, shelfmark] of [
    [collection, '2150'],
    [collection, '215'],
    [collection, '716,1'],
    [other, '215'],
  ])
    await createScore(request, token, {
      collection: { id },
      shelfmark,
      short_title: title,
    });
  return { siglum, title };
}

function searchbox(page: Page, name = 'Search the catalogue') {
  return page.getByRole('searchbox', { name });
}

function results(page: Page) {
  return page.getByRole('list', { name: 'Search results' });
}

test.describe('a shelfmark typed as screens show it', () => {
  test('is found first with its siglum, with or without the hyphen, from home and the shelfmark field', async ({
    page,
    request,
  }) => {
    const { siglum, title } = await library(request);
    const compact = siglum.replace('-', '');
    for (const typed of [`${siglum} 215`, `${compact} 215`, `${siglum}215`]) {
      await page.goto('/');
      await searchbox(page).fill(typed);
      await expect(page.getByRole('status')).toHaveText(/2 records found/);
      const first = results(page).getByRole('listitem').first();
      await expect(first).toContainText(`${siglum} 215 ·`);
      await expect(results(page)).not.toContainText(`${siglum} 716,1`);
      // The shelfmark is marked; the siglum's letters mark nothing (not the title's "Xq…").
      await expect(first.locator('mark').first()).toHaveText('215');
      expect(new Set(await first.locator('mark').allTextContents())).toEqual(new Set(['215']));
    }
    await page.goto(`/search/scores?q=${encodeURIComponent(`${siglum} 716,1`)}`);
    await expect(page.getByRole('status')).toHaveText(/1 record found/);
    await expect(results(page).getByRole('listitem').first()).toContainText(title);

    await page.goto('/search/scores');
    await page.getByRole('button', { name: 'Advanced search' }).click();
    await page.getByRole('textbox', { name: 'Shelfmark' }).fill(`${compact} 716,1`);
    await page.getByRole('textbox', { name: 'Shelfmark' }).press('Enter');
    await expect(page.getByRole('status')).toHaveText(/1 record found/);
    await expect(results(page).getByRole('listitem').first()).toContainText(`${siglum} 716,1`);
  });
});

test.describe('search as you type', () => {
  test('says the results are being updated and never highlights words the box no longer holds', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const word = unique('Albrechtsbergerwerk').replace(/\W+/g, '');
    const collection = await createCollection(request, token, unique('Tippstift'), 'CH-TP');
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: 'Tipp. 1',
      short_title: `${word} Fuga`,
    });
    const start = word.slice(0, word.length - 3);
    await page.goto('/');
    await searchbox(page).fill(start);
    await expect(page.getByRole('status')).toHaveText(/records? found/);
    await expect(results(page).locator('mark').first()).toHaveText(new RegExp(start, 'i'));

    // The answer to the whole word is held back until the screen has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes(`"query":"${word}"`)) await held;
      await route.continue();
    });
    await searchbox(page).fill(word);
    await expect(page.getByRole('status')).toHaveText('Updating the results…');
    await expect(results(page)).toHaveAttribute('aria-busy', 'true');
    await expect(results(page).locator('mark')).toHaveCount(0);
    // The tabs' counts belong to the text shown: left out until the new answer.
    const tabs = page.getByRole('tablist', { name: 'Kinds of record' });
    await expect(tabs).toHaveAttribute('aria-busy', 'true');
    await expect(tabs.getByRole('tab', { name: 'All', exact: true })).toBeVisible();

    release();
    await expect(page.getByRole('status')).toHaveText('1 record found');
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expect(tabs).toHaveAttribute('aria-busy', 'false');
    await expect(tabs.getByRole('tab', { name: 'All (1)' })).toBeVisible();
    await expect(results(page).locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  });
});

test.describe("the search screen's action", () => {
  test('offers a new record of the kind of each tab, and every kind on "All"', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/search/people');
    await expect(page.getByRole('link', { name: 'New person' })).toHaveAttribute(
      'href',
      '/people/create',
    );
    await page.goto('/search/scores');
    await page.getByRole('link', { name: 'New score' }).click();
    await expect(page).toHaveURL(/\/scores\/create$/);

    await page.goto('/search');
    const action = page.getByRole('button', { name: 'New record' });
    await action.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'New collection',
      'New score',
      'New catalog',
      'New person',
      'New publication',
      'New place',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(action).toBeFocused();
  });
});

test.describe("the search screen's action in German", () => {
  test.use({ locale: 'de-DE' });

  test('names the kind of the tab', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/search/catalogs');
    await expect(page.getByRole('link', { name: 'Neuer Katalog' })).toBeVisible();
    await page.goto('/search/scores');
    await expect(page.getByRole('link', { name: 'Neue Musikalie' })).toBeVisible();
  });
});
