import { expect, test, type Page } from './fixtures';
import { attributeScore, createPerson } from './people-api';
import { adminToken, createCollection, signInAsAdmin, unique } from './support';

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

function nameVariant(page: Page, n: number) {
  return page.getByRole('region', { name: `Name variant ${n}` });
}

test.describe('people', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('creates a cleric with two name variants and a syllabus', async ({ page }) => {
    const primary = unique('Kälin, Meinrad');
    await page.goto('/people/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New person' })).toBeVisible();

    // A new person starts on its names, with one empty primary name.
    await expect(tab(page, 'Name variants')).toHaveAttribute('aria-selected', 'true');
    await nameVariant(page, 1).getByRole('textbox', { name: 'Name' }).fill(primary);
    await page.getByRole('button', { name: 'Add a name variant' }).click();
    const second = nameVariant(page, 2).getByRole('textbox', { name: 'Name' });
    await expect(second).toBeFocused();
    await second.fill('P. Meinradus Kaelin OSB');

    await tab(page, 'Basic information').click();
    await page.getByRole('textbox', { name: 'Dates' }).fill('1811–1872');
    await page.getByRole('checkbox', { name: 'Cleric' }).check();
    await page.getByRole('textbox', { name: 'First mass' }).fill('29 September 1835');

    await tab(page, 'Syllabi').click();
    await expect(page.getByText(/This person is a cleric/)).toBeVisible();
    await page.getByRole('button', { name: 'Add a syllabus' }).click();
    const syllabus = page.getByRole('region', { name: 'Syllabus 1' });
    await syllabus.getByRole('textbox', { name: 'Citation' }).fill('Catalogus 1850, p. 7');
    await syllabus.getByRole('textbox', { name: 'Transcription' }).fill('nat. 1811, prof. 1831');
    await syllabus.getByRole('textbox', { name: 'Translation' }).fill('born 1811, vows 1831');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/people\/\d+$/);
    await expect(page.getByText('The person has been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: primary })).toBeVisible();

    const names = page.getByRole('list', { name: 'Names' });
    await expect(names.getByRole('listitem')).toHaveCount(2);
    await expect(names.getByRole('listitem').first()).toContainText(primary);
    await expect(names.getByRole('listitem').first()).toContainText('Primary');
    await expect(names).toContainText('P. Meinradus Kaelin OSB');
    const syllabi = page.getByRole('region', { name: 'Syllabi' });
    await expect(syllabi).toContainText('Catalogus 1850, p. 7');
    await expect(syllabi).toContainText('born 1811, vows 1831');
    await expect(page.getByRole('region', { name: 'Basic information' })).toContainText('Yes');
  });

  test('makes another name variant the primary name', async ({ page, request }) => {
    const first = unique('Müller, Maurus');
    const second = unique('P. Maurus Müller');
    const id = await createPerson(request, await adminToken(request), {
      names: [
        { name: first, primary: true },
        { name: second, primary: false },
      ],
    });
    await page.goto(`/people/${id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${id}/edit$`));

    await tab(page, 'Name variants').click();
    await expect(
      page.getByRole('radio', { name: 'Name variant 1 is the primary name' }),
    ).toBeChecked();
    await page.getByRole('radio', { name: 'Name variant 2 is the primary name' }).check();
    await expect(
      page.getByRole('radio', { name: 'Name variant 1 is the primary name' }),
    ).not.toBeChecked();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`/people/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    const primaryItem = page.getByRole('list', { name: 'Names' }).getByRole('listitem').first();
    await expect(primaryItem).toContainText(second);
    await expect(primaryItem).toContainText('Primary');
  });

  test('deletes a person after the prompt', async ({ page, request }) => {
    const name = unique('Ochsner, Gallus');
    const id = await createPerson(request, await adminToken(request), {
      names: [{ name, primary: true }],
    });
    await page.goto(`/people/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete person' });
    await expect(dialog).toContainText('Are you sure you want to delete this person?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The person has been deleted.')).toBeVisible();
    await page.goto(`/people/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Person not found' })).toBeVisible();
  });

  test('lists the attributed scores and refuses to delete the person', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const name = unique('Zwyssig, Alberich');
    const personId = await createPerson(request, token, { names: [{ name, primary: true }] });
    const collectionId = await createCollection(request, token, unique('Klosterarchiv'), 'CH-W');
    const shelfmark = unique('Ms');
    const scoreId = await attributeScore(request, token, {
      collectionId,
      personId,
      shelfmark,
      shortTitle: 'Zwyssig — Trittst im Morgenrot daher',
    });

    await page.goto(`/people/${personId}`);
    const scores = page.getByRole('table', { name: 'Scores' });
    const row = scores.getByRole('row', { name: new RegExp(shelfmark) });
    await expect(row).toContainText('Composer');
    await expect(row).toContainText('Conjectural');
    await expect(row.getByRole('link', { name: `CH-W ${shelfmark}` })).toHaveAttribute(
      'href',
      `/scores/${scoreId}`,
    );

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete person' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This record is used by 1 other records and cannot be deleted.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('pages through the many attributed scores of a prolific person', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const name = unique('Meyer, Leopold');
    const personId = await createPerson(request, token, { names: [{ name, primary: true }] });
    const collectionId = await createCollection(request, token, unique('Stiftsarchiv'), 'CH-SGs');
    const prefix = unique('Mus');
    // Fifty on the first page, the rest on the second (ordered by shelfmark).
    for (let i = 1; i <= 53; i++) {
      await attributeScore(request, token, {
        collectionId,
        personId,
        shelfmark: `${prefix} ${String(i).padStart(2, '0')}`,
        shortTitle: `Motette ${i}`,
      });
    }

    await page.goto(`/people/${personId}`);
    const scores = page.getByRole('table', { name: 'Scores' });
    await expect(page.getByText('53 attributions')).toBeVisible();
    await expect(page.getByText('1–50 of 53')).toBeVisible();
    await expect(scores.getByRole('row', { name: new RegExp(`${prefix} 50`) })).toBeVisible();
    await expect(scores.getByRole('row', { name: new RegExp(`${prefix} 51`) })).toHaveCount(0);

    await page.getByRole('button', { name: 'Go to the next page' }).click();
    await expect(page.getByText('51–53 of 53')).toBeVisible();
    await expect(scores.getByRole('row', { name: new RegExp(`${prefix} 53`) })).toBeVisible();
    await expect(scores.getByRole('row', { name: new RegExp(`${prefix} 01`) })).toHaveCount(0);
  });
});

test.describe('people for visitors', () => {
  test('a visitor sees the person without edit or delete actions', async ({ page, request }) => {
    const name = unique('Frey, Columban');
    const id = await createPerson(request, await adminToken(request), {
      names: [{ name, primary: true }],
    });
    await page.goto(`/people/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy permalink' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});
