import { expect, test, type Page } from './fixtures';
import { addPage, createCatalog } from './catalogs-api';
import { adminToken, createCollection, graphql, signInAsAdmin, unique } from './support';

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

test.describe('the catalog and page editors', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('marks the empty collection, name and page number', async ({ page, request }) => {
    const collection = unique('Domarchiv');
    await createCollection(request, await adminToken(request), collection, 'D-FRd');
    await page.goto('/catalogs/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Not saved yet: please correct the marked fields.')).toBeVisible();
    await expect(tab(page, 'Basic information (2 errors)')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Collection cannot be empty!')).toBeVisible();
    await expect(page.getByText('Name cannot be empty!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('combobox', { name: 'Collection' }).fill(collection);
    await page.getByRole('option', { name: collection }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(unique('Inventarium'));
    await expect(tab(page, 'Basic information')).toBeVisible();

    // A page without a number is marked on the pages tab, which is shown with the field focused.
    await tab(page, 'Pages').click();
    await page.getByRole('button', { name: 'Add a page' }).click();
    await page.getByRole('button', { name: 'Add a page' }).click();
    await page.getByRole('textbox', { name: 'Page number' }).first().fill('1');
    await tab(page, 'Basic information').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tab(page, 'Pages (1 error)')).toHaveAttribute('aria-selected', 'true');
    const second = page.getByRole('region', { name: 'New page (position 2)' });
    await expect(second.getByText('Number cannot be empty!')).toBeVisible();
    await expect(second.getByRole('textbox', { name: 'Page number' })).toBeFocused();
    await expect(page).toHaveURL(/\/catalogs\/create$/);

    await second.getByRole('textbox', { name: 'Page number' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The catalog has been saved.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['p. 1', 'p. 2']);
  });

  test('marks an empty page number in the page editor', async ({ page, request }) => {
    const catalog = await createCatalog(request, await adminToken(request), [{ number: '5' }]);
    await page.goto(`/pages/${catalog.pages[0]}/edit`);
    await page.getByRole('textbox', { name: 'Number' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tab(page, 'Basic information (1 error)')).toBeVisible();
    await expect(page.getByText('Number cannot be empty!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Number' })).toBeFocused();
  });

  test('shows the conflict when two tabs edit the same catalog, keeping the input', async ({
    page,
    context,
    request,
  }) => {
    const catalog = await createCatalog(request, await adminToken(request), [{ number: '1' }]);
    const other = await context.newPage();
    await other.goto(`/catalogs/${catalog.id}/edit`);
    await page.goto(`/catalogs/${catalog.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(catalog.name);

    // The other tab saves first.
    const theirs = unique('Catalogus (revidiert)');
    await other.getByRole('textbox', { name: 'Name' }).fill(theirs);
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByText('The catalog has been saved.')).toBeVisible();

    const mine = unique('Catalogus (meine Fassung)');
    await page.getByRole('textbox', { name: 'Name' }).fill(mine);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Someone else saved this record/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(mine);

    await page.getByRole('button', { name: 'Load the current version' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(theirs);
  });

  test('loading the pages is no change; changing one asks before leaving', async ({
    page,
    request,
  }) => {
    const catalog = await createCatalog(request, await adminToken(request), [{ number: '1' }]);
    await page.goto(`/catalogs/${catalog.id}/edit`);
    await tab(page, 'Pages').click();
    const number = page.getByRole('textbox', { name: 'Page number' });
    await expect(number).toHaveValue('1');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await number.fill('1v');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(number).toHaveValue('1v');

    await number.fill('1');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalogs/${catalog.id}$`));
  });

  test('a page added elsewhere makes the open catalog editor stale', async ({ page, request }) => {
    const token = await adminToken(request);
    const catalog = await createCatalog(request, token, [{ number: '1' }]);
    await page.goto(`/catalogs/${catalog.id}/edit`);
    await tab(page, 'Pages').click();
    await expect(page.getByRole('textbox', { name: 'Page number' })).toHaveValue('1');

    await addPage(request, token, catalog.id, { number: '2' }, catalog.pages[0]);

    await page.getByRole('textbox', { name: 'Page number' }).fill('1r');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Someone else saved this record/)).toBeVisible();
    await page.getByRole('button', { name: 'Load the current version' }).click();
    await tab(page, 'Pages').click();
    await expect(page.getByRole('textbox', { name: 'Page number' })).toHaveCount(2);

    // The page added elsewhere is still there after the save.
    await page.getByRole('textbox', { name: 'Page number' }).first().fill('1r');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('tab')).toHaveText(['p. 1r', 'p. 2']);
    const stored = await graphql<{ getCatalogPages: { number: string }[] }>(
      request,
      'query ($id: ID!) { getCatalogPages(id: $id) { number } }',
      { id: catalog.id },
    );
    expect(stored.getCatalogPages.map((p) => p.number)).toEqual(['1r', '2']);
  });
});

test.describe('the catalog editor in German', () => {
  test.use({ locale: 'de-DE' });

  test('shows tabs, fields and messages in German', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/catalogs/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuer Katalog' })).toBeVisible();
    await expect(tab(page, 'Grunddaten')).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(tab(page, 'Grunddaten (2 Fehler)')).toBeVisible();
    await expect(page.getByText('Sammlung darf nicht leer sein!')).toBeVisible();
    await expect(page.getByText('Name darf nicht leer sein!')).toBeVisible();

    await tab(page, 'Seiten').click();
    await page.getByRole('button', { name: 'Seite hinzufügen' }).click();
    await expect(page.getByRole('textbox', { name: 'Seitenzahl' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Neue Seite (Position 1)' })).toBeVisible();
  });
});
