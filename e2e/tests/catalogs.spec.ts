import { expect, test, type Page } from './fixtures';
import { createCatalog, seededScore } from './catalogs-api';
import { adminToken, createCollection, signInAsAdmin, unique } from './support';

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

/** Picks a record in a reference picker: types the search, then chooses the matching option. */
async function pick(page: Page, label: string, search: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('catalogs', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('creates a catalog with two pages, then their entries, one linked to a score', async ({
    page,
    request,
  }) => {
    const collection = unique('Musikarchiv Kremsmünster');
    await createCollection(request, await adminToken(request), collection, 'A-KR');
    const score = await seededScore(request);

    await page.goto('/catalogs/create');
    await pick(page, 'Collection', collection, collection);
    const name = unique('Catalogus chori 1780');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await tab(page, 'Pages').click();
    await page.getByRole('button', { name: 'Add a page' }).click();
    await page.getByRole('textbox', { name: 'Page number' }).fill('1');
    await page.getByRole('button', { name: 'Add a page' }).click();
    await page.getByRole('textbox', { name: 'Page number' }).nth(1).fill('1a');
    await page.getByRole('button', { name: 'Save' }).click();

    // The view: name, the collection as subtitle, the pages as tabs, the first one shown.
    await expect(page).toHaveURL(/\/catalogs\/\d+$/);
    await expect(page.getByText('The catalog has been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: collection })).toBeVisible();
    await expect(tab(page, 'p. 1')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'p. 1a')).toBeVisible();
    await expect(page.getByText('This page has no entries yet.')).toBeVisible();

    // Entries are added in the page's editor.
    await page.getByRole('link', { name: 'Edit page' }).click();
    await expect(page).toHaveURL(/\/pages\/\d+\/edit$/);
    await tab(page, 'Entries').click();
    await page.getByRole('button', { name: 'Add an entry' }).click();
    const first = page.getByRole('region', { name: 'Entry 1' });
    await first.getByRole('textbox', { name: 'No.', exact: true }).fill('1');
    const entry = page.getByRole('region', { name: 'no. 1' });
    await entry.getByRole('textbox', { name: 'Signature' }).fill('A 1');
    await entry.getByRole('textbox', { name: 'Genre' }).fill('Missa');
    await entry.getByRole('textbox', { name: 'Composer' }).fill('Keller S.');
    await entry.getByRole('combobox', { name: 'Score' }).fill(score.shelfmark);
    await page
      .getByRole('option', { name: new RegExp(escape(score.short_title)) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Add an entry' }).click();
    const second = page.getByRole('region', { name: 'Entry 2' });
    await second.getByRole('textbox', { name: 'No.', exact: true }).fill('2');
    await page
      .getByRole('region', { name: 'no. 2' })
      .getByRole('textbox', { name: 'Signature' })
      .fill('A 2');
    await page.getByRole('button', { name: 'Save' }).click();

    // Back in the catalog's view, on that page, with its entries.
    await expect(page).toHaveURL(/\/catalogs\/\d+\?tab=page&pageId=\d+$/);
    await expect(page.getByText('The page has been saved.')).toBeVisible();
    await expect(tab(page, 'p. 1')).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Entries' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const row = table.getByRole('row', { name: `${collection}, ${name}, p. 1, no. 1: Keller S.` });
    await expect(row).toContainText('Missa');
    await expect(row.getByRole('link', { name: score.short_title })).toHaveAttribute(
      'href',
      `/scores/${score.id}`,
    );
    await expect(table.getByRole('row', { name: /no\. 2: A 2$/ })).toBeVisible();

    // The second page gets its entry too.
    await tab(page, 'p. 1a').click();
    await page.getByRole('link', { name: 'Edit page' }).click();
    await tab(page, 'Entries').click();
    await page.getByRole('button', { name: 'Add an entry' }).click();
    await page.getByRole('textbox', { name: 'Composer' }).fill('Adlgasser');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tab(page, 'p. 1a')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('row', { name: `${collection}, ${name}, p. 1a: Adlgasser` }),
    ).toBeVisible();
  });

  test('opens a page of a catalog by its entry path and puts the chosen page into the address', async ({
    page,
    request,
  }) => {
    const catalog = await createCatalog(request, await adminToken(request), [
      { number: '1', entries: [{ number: '1', composer: 'Abyberg' }] },
      { number: '2', entries: [{ number: '7', signature: 'C 16', genre: 'Antiphona' }] },
    ]);
    await page.goto(`/catalogs/${catalog.id}?tab=page&pageId=${catalog.pages[1]}`);
    await expect(tab(page, 'p. 2')).toHaveAttribute('aria-selected', 'true');
    const title = `${catalog.collection.name}, ${catalog.name}, p. 2, no. 7: C 16`;
    await expect(page.getByRole('row', { name: title })).toContainText('Antiphona');

    // Choosing another page (by keyboard) shows it and makes the address point to it.
    await tab(page, 'p. 2').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(tab(page, 'p. 1')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`\\?tab=page&pageId=${catalog.pages[0]}$`));
    await expect(page.getByRole('row', { name: /no\. 1: Abyberg$/ })).toBeVisible();
  });

  test('adds a page after the current one', async ({ page, request }) => {
    const catalog = await createCatalog(request, await adminToken(request), [
      { number: '1' },
      { number: '3' },
    ]);
    await page.goto(`/catalogs/${catalog.id}?tab=page&pageId=${catalog.pages[0]}`);
    await page.getByRole('link', { name: 'Add a page after this one' }).click();
    await expect(page.getByText(`${catalog.name}, after p. 1`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Number' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tab(page, 'p. 2')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveText(['p. 1', 'p. 2', 'p. 3']);
  });

  test('deletes a page after the prompt', async ({ page, request }) => {
    const catalog = await createCatalog(request, await adminToken(request), [
      { number: '1' },
      { number: '2', entries: [{ number: '1', composer: 'Kirms' }] },
    ]);
    await page.goto(`/catalogs/${catalog.id}?tab=page&pageId=${catalog.pages[1]}`);
    await page.getByRole('button', { name: 'Delete page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete page' });
    await expect(dialog).toContainText('Are you sure you want to delete this page?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(tab(page, 'p. 2')).toBeVisible();

    await page.getByRole('button', { name: 'Delete page' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab')).toHaveText(['p. 1']);
    await expect(tab(page, 'p. 1')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '1 page' })).toBeVisible();
  });

  test('deletes a catalog after the prompt', async ({ page, request }) => {
    const catalog = await createCatalog(request, await adminToken(request), [{ number: '1' }]);
    await page.goto(`/catalogs/${catalog.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete catalog' });
    await expect(dialog).toContainText('Are you sure you want to delete this catalog?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The catalog has been deleted.')).toBeVisible();
    await page.goto(`/catalogs/${catalog.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog not found' })).toBeVisible();
  });
});

test.describe('catalogs for visitors', () => {
  test('a visitor reads the pages and entries without edit actions', async ({ page, request }) => {
    const catalog = await createCatalog(request, await adminToken(request), [
      { number: 'IV', entries: [{ number: '3', composer: 'Adlgasser' }] },
    ]);
    await page.goto(`/catalogs/${catalog.id}`);
    await expect(page.getByRole('heading', { level: 1, name: catalog.name })).toBeVisible();
    await expect(tab(page, 'p. IV')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row', { name: /no\. 3: Adlgasser$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy permalink' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit page' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  });
});

/** The text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
