import { expect, test, type Page } from './fixtures';
import { adminToken, createCollection, renameCollection, signInAsAdmin, unique } from './support';

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label });
}

test.describe('collections', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('names both empty fields, then saves and shows the collection', async ({ page }) => {
    await page.goto('/collections/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name cannot be empty!')).toBeVisible();
    await expect(page.getByText('Prefix cannot be empty!')).toBeVisible();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/collections\/create$/);

    const name = unique('Bibliothek des Stiftes');
    await field(page, 'Name').fill(name);
    await field(page, 'Prefix').fill('A-KR');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/collections\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('The collection has been saved.')).toBeVisible();
    await expect(page.getByText('A-KR')).toBeVisible();
  });

  test('edits a collection and shows the saved values', async ({ page, request }) => {
    const id = await createCollection(
      request,
      await adminToken(request),
      unique('Musikarchiv'),
      'D-Mbs',
    );
    await page.goto(`/collections/${id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${id}/edit$`));

    const renamed = unique('Bayerische Staatsbibliothek');
    await field(page, 'Name').fill(renamed);
    await field(page, 'Prefix').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Prefix cannot be empty!')).toBeVisible();

    await field(page, 'Prefix').fill('D-Mbs Mus.ms.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('D-Mbs Mus.ms.')).toBeVisible();
  });

  test('refuses a save based on a stale version and keeps the input', async ({ page, request }) => {
    const token = await adminToken(request);
    const id = await createCollection(request, token, unique('Domarchiv'), 'D-FRd');
    await page.goto(`/collections/${id}/edit`);
    await expect(field(page, 'Name')).toBeEnabled();

    // Someone else saves first.
    await renameCollection(request, token, id, 'Changed elsewhere');

    const mine = unique('My change');
    await field(page, 'Name').fill(mine);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Someone else saved this record/)).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(mine);

    await page.getByRole('button', { name: 'Load the current version' }).click();
    await expect(field(page, 'Name')).toHaveValue('Changed elsewhere');
  });

  test('deletes a collection after the prompt', async ({ page, request }) => {
    const name = unique('Pfarrarchiv');
    const id = await createCollection(request, await adminToken(request), name, 'A-Wn');
    await page.goto(`/collections/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete collection' });
    await expect(dialog).toContainText('Are you sure you want to delete this collection?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The collection has been deleted.')).toBeVisible();

    await page.goto(`/collections/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeVisible();
  });

  test('copies the permalink to the clipboard', async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await createCollection(
      request,
      await adminToken(request),
      unique('Hofkapelle'),
      'A-Wgm',
    );
    await page.goto(`/collections/${id}`);
    await page.getByRole('button', { name: 'Copy permalink' }).click();
    await expect(page.getByText('The permalink has been copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toBe(`${baseURL}/collections/${id}`);
  });

  test('tells the user to copy from the address bar when copying fails', async ({
    page,
    request,
  }) => {
    // A browser that refuses clipboard access (the script runs in the page, hence a string).
    await page.addInitScript(`Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });`);
    const id = await createCollection(
      request,
      await adminToken(request),
      unique('Stadtarchiv'),
      'CH-Zz',
    );
    await page.goto(`/collections/${id}`);
    await page.getByRole('button', { name: 'Copy permalink' }).click();
    await expect(page.getByText(/copy the link from the address bar/)).toBeVisible();
  });
});

test.describe('collections for visitors', () => {
  test('a visitor sees a collection without edit or delete actions', async ({ page, request }) => {
    const name = unique('Klosterbibliothek');
    const id = await createCollection(request, await adminToken(request), name, 'A-GÖ');
    await page.goto(`/collections/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy permalink' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('the search finds a collection by its name', async ({ page, request }) => {
    const name = unique('Sammlung Zemlinsky');
    await createCollection(request, await adminToken(request), name, 'A-Wst');
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(name);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });
});

test.describe('collections in German', () => {
  test.use({ locale: 'de-DE' });

  test('names the empty fields in German and follows a change of language', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/collections/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Sammlung' })).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Name darf nicht leer sein!')).toBeVisible();
    await expect(page.getByText('Präfix darf nicht leer sein!')).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Name cannot be empty!')).toBeVisible();
    await expect(page.getByText('Prefix cannot be empty!')).toBeVisible();
  });
});
