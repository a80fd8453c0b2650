import { expect, test, type Page } from './fixtures';
import { changeDates, createPerson } from './people-api';
import { PHONE } from './phone-layout';
import { adminToken, signInAsAdmin, unique } from './support';

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

test.describe('the person editor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('marks the tabs whose required fields are empty', async ({ page }) => {
    await page.goto('/people/create');
    await tab(page, 'Basic information').click();
    await page.getByRole('checkbox', { name: 'Cleric' }).check();
    await tab(page, 'Syllabi').click();
    await page.getByRole('button', { name: 'Add a syllabus' }).click();
    const syllabus = page.getByRole('region', { name: 'Syllabus 1' });
    await syllabus.getByRole('textbox', { name: 'Citation' }).fill('Catalogus 1865, p. 5');
    await syllabus.getByRole('textbox', { name: 'Transcription' }).fill('subprior');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Not saved yet: please correct the marked fields.')).toBeVisible();
    await expect(tab(page, 'Name variants (1 error)')).toBeVisible();
    await expect(tab(page, 'Syllabi (1 error)')).toBeVisible();
    await expect(tab(page, 'Basic information')).toBeVisible();
    await expect(page).toHaveURL(/\/people\/create$/);

    // The first tab with an error is shown, its field focused and explained.
    await expect(tab(page, 'Name variants (1 error)')).toHaveAttribute('aria-selected', 'true');
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Name cannot be empty!')).toBeVisible();

    await tab(page, 'Syllabi (1 error)').click();
    await expect(page.getByText('Translation cannot be empty!')).toBeVisible();

    // Syllabi are checked only for clerics: unticking the box takes their mark away.
    await tab(page, 'Basic information').click();
    await page.getByRole('checkbox', { name: 'Cleric' }).uncheck();
    await expect(tab(page, 'Syllabi')).toBeVisible();
    await tab(page, 'Syllabi').click();
    await expect(page.getByText(/not marked as a cleric/)).toBeVisible();

    // Typing the name clears its mark; the person is saved with the incomplete syllabus.
    await tab(page, 'Name variants (1 error)').click();
    const person = unique('Caminada, Sigisbert');
    await page.getByRole('textbox', { name: 'Name' }).fill(person);
    await expect(tab(page, 'Name variants')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: person })).toBeVisible();
  });

  test('removing the last name leaves one empty primary name', async ({ page }) => {
    await page.goto('/people/create');
    const first = page.getByRole('region', { name: 'Name variant 1' });
    await first.getByRole('textbox', { name: 'Name' }).fill('Abt, Franz');
    await page.getByRole('button', { name: 'Remove Name variant 1' }).click();
    await expect(page.getByRole('region', { name: /Name variant/ })).toHaveCount(1);
    await expect(first.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(
      first.getByRole('radio', { name: 'Name variant 1 is the primary name' }),
    ).toBeChecked();
  });

  test('asks before leaving with unsaved changes', async ({ page, request }) => {
    const name = unique('Hirt, Claudius');
    const id = await createPerson(request, await adminToken(request), {
      names: [{ name, primary: true }],
    });
    await page.goto(`/people/${id}/edit`);
    await page.getByRole('textbox', { name: 'Dates' }).fill('1720–1790');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Dates' })).toHaveValue('1720–1790');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('deletes from the editor without asking about the unsaved input', async ({
    page,
    request,
  }) => {
    const id = await createPerson(request, await adminToken(request), {
      names: [{ name: unique('Graf, Bonifaz'), primary: true }],
    });
    await page.goto(`/people/${id}/edit`);
    await page.getByRole('textbox', { name: 'Notes' }).fill('Never mind');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete person' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The person has been deleted.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  });

  test('tells the second of two tabs that the person was saved in the first', async ({
    page,
    context,
  }) => {
    const name = unique('Kälin, Meinrad');
    const id = await createPerson(page.request, await adminToken(page.request), {
      names: [{ name, primary: true }],
    });
    const second = await context.newPage();
    await page.goto(`/people/${id}/edit`);
    await second.goto(`/people/${id}/edit`);
    await expect(second.getByRole('textbox', { name: 'Dates' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Dates' }).fill('1811–1872');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The person has been saved.')).toBeVisible();

    await second.getByRole('textbox', { name: 'Profession' }).fill('Kapellmeister');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByText(/Someone else saved this record/)).toBeVisible();
    await expect(second.getByRole('textbox', { name: 'Profession' })).toHaveValue('Kapellmeister');

    await second.getByRole('button', { name: 'Load the current version' }).click();
    await expect(second.getByRole('textbox', { name: 'Dates' })).toHaveValue('1811–1872');
    await expect(second.getByRole('textbox', { name: 'Profession' })).toHaveValue('');
  });

  test('keeps the input when someone else saved meanwhile (saved with Ctrl+S)', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const id = await createPerson(request, token, {
      names: [{ name: unique('Huber, Hans'), primary: true }],
    });
    await page.goto(`/people/${id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Dates' })).toBeVisible();
    await changeDates(request, token, id, '1852–1921');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Organist in Basel');
    await page.keyboard.press('Control+s');
    await expect(page.getByText(/Someone else saved this record/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Organist in Basel');
  });
});

test.describe('the person editor on a phone', () => {
  test.use({ viewport: PHONE });

  test('starts on the name, and a save refused on a tab beyond the edge shows that tab', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/people/create');
    // The name is the first tab, shown at once: the first thing a new person needs.
    const tabs = page.getByRole('tablist', { name: 'Parts of the record' }).getByRole('tab');
    await expect(tabs.first()).toHaveAccessibleName('Name variants');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Name' }).fill(unique('Kälin, Meinrad'));

    // A cleric with a syllabus lacking its translation, then back to the name.
    await tab(page, 'Basic information').click();
    await page.getByRole('checkbox', { name: 'Cleric' }).check();
    await tab(page, 'Syllabi').click();
    await page.getByRole('button', { name: 'Add a syllabus' }).click();
    await page.getByRole('textbox', { name: 'Citation' }).fill('Catalogus 1850, p. 7');
    await page.getByRole('textbox', { name: 'Transcription' }).fill('nat. 1811');
    await tab(page, 'Name variants').click();
    await expect(tab(page, 'Syllabi')).not.toBeInViewport();

    await page.getByRole('button', { name: 'Save' }).click();
    const syllabi = tab(page, 'Syllabi (1 error)');
    await expect(syllabi).toHaveAttribute('aria-selected', 'true');
    await expect(syllabi).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Translation' })).toBeFocused();
    await expect(page.getByText('Translation cannot be empty!')).toBeVisible();
  });
});

test.describe('the person editor when the server refuses', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('puts the field errors of the server under their fields and marks their tabs', async ({
    page,
  }) => {
    // The server's answer to the save (a batch of one), keyed as the API keys child errors.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('UpsertPerson')) return route.fallback();
      const errors = [
        { field: 'syllabi.0.citation', key: 'Syllabus.error_source_empty' },
        { field: 'vow_book_entry.citation', key: 'VowBookEntry.error_source_empty' },
      ];
      const answer = { success: false, message: 'Beim Speichern ist ein Fehler aufgetreten!' };
      await route.fulfill({
        json: [{ data: { upsertPerson: { ...answer, id: null, errors } } }],
      });
    });
    await page.goto('/people/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(unique('Ochsner, Gallus'));
    await tab(page, 'Syllabi').click();
    await page.getByRole('button', { name: 'Add a syllabus' }).click();
    await page.getByRole('textbox', { name: 'Citation' }).fill('Catalogus 1850');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(tab(page, 'Vow book entries (1 error)')).toHaveAttribute('aria-selected', 'true');
    const shown = page.getByRole('tabpanel');
    await expect(shown.getByText('Citation cannot be empty!')).toBeVisible();
    await expect(shown.getByRole('textbox', { name: 'Citation' })).toBeFocused();
    await tab(page, 'Syllabi (1 error)').click();
    await expect(page.getByRole('textbox', { name: 'Citation' })).toHaveValue('Catalogus 1850');
    await expect(page.getByRole('textbox', { name: 'Citation' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('keeps every input when the server cannot be reached', async ({ page }) => {
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('UpsertPerson') ? route.abort() : route.fallback(),
    );
    const name = unique('Frey, Columban');
    await page.goto('/people/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/The server could not be reached/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(page).toHaveURL(/\/people\/create$/);
  });
});

test.describe('the person editor in German', () => {
  test.use({ locale: 'de-DE' });

  test('shows tabs, fields and messages in German', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/people/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Person' })).toBeVisible();
    for (const label of [
      'Grunddaten',
      'Namensvarianten',
      'Professbucheinträge',
      'Syllabi',
      'Quellen',
    ]) {
      await expect(tab(page, label)).toBeVisible();
    }
    await tab(page, 'Quellen').click();
    await page.getByRole('button', { name: 'Quelle hinzufügen' }).click();
    await expect(page.getByRole('textbox', { name: 'Typ' })).toHaveValue('cit');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(tab(page, 'Namensvarianten (1 Fehler)')).toBeVisible();
    await expect(tab(page, 'Quellen (1 Fehler)')).toBeVisible();
    await expect(page.getByText('Name darf nicht leer sein!')).toBeVisible();
    await tab(page, 'Quellen (1 Fehler)').click();
    await expect(page.getByText('Quellenangabe darf nicht leer sein!')).toBeVisible();
  });
});
