import { expect, test, type Page } from './fixtures';
import { createPerson } from './people-api';
import { adminToken, signInAsAdmin, unique } from './support';

/*
 * Authority identifiers (issue 25): entered in the person, place and publication editors, each
 * checked by its authority's rule, linked on the view, and found by the home search.
 */

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

test.describe('authority identifiers', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('a person’s GND number: a mistyped check digit refused, the right one linked and found', async ({
    page,
    request,
  }) => {
    const name = unique('Mozart, Wolfgang Amadeus');
    const person = await createPerson(request, await adminToken(request), {
      names: [{ name, primary: true }],
    });
    await page.goto(`/people/${person}/edit`);
    await tab(page, 'Basic information').click();
    await page.getByRole('button', { name: 'Add identifier' }).click();
    const row = page.getByRole('region', { name: 'Identifier 1' });
    // The new row's first field has the focus: its authority file, the GND unless changed.
    const scheme = row.getByRole('combobox', { name: 'Authority file' });
    await expect(scheme).toBeFocused();
    await expect(scheme).toHaveText('GND');
    const value = row.getByRole('textbox', { name: 'Identifier' });
    await value.fill('118584597');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tab(page, 'Basic information (1 error)')).toBeVisible();
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(
      row.getByText('The check character does not match: a digit may be mistyped.'),
    ).toBeVisible();
    // The field with the error has the focus, in view above the editor's save bar.
    await expect(value).toBeFocused();
    const field = (await value.boundingBox())!;
    const save = (await page.getByRole('button', { name: 'Save' }).boundingBox())!;
    expect(field.y + field.height).toBeLessThan(save.y);

    await value.fill('118584596');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${person}$`));
    const link = page.getByRole('link', { name: 'GND 118584596 (opens the authority’s page)' });
    await expect(link).toHaveAttribute('href', 'https://d-nb.info/gnd/118584596');

    // The same person, typed by the identifier into the home search.
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('gnd:118584596');
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link', { name }).first(),
    ).toBeVisible();
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('a place’s Wikidata item, the authority file chosen from the list', async ({ page }) => {
      await page.goto('/places/create');
      const name = unique('München');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('button', { name: 'Kennung hinzufügen' }).click();
      const row = page.getByRole('region', { name: 'Kennung 1' });
      await row.getByRole('combobox', { name: 'Normdatei' }).click();
      await page.getByRole('option', { name: 'Wikidata' }).click();
      await expect(row.getByText('Q und die Nummer des Items, z. B. Q254.')).toBeVisible();
      await row.getByRole('textbox', { name: 'Kennung' }).fill('Munich');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(
        row.getByText('So ist keine Kennung dieser Normdatei geschrieben.'),
      ).toBeVisible();

      await row.getByRole('textbox', { name: 'Kennung' }).fill('q1726');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Wikidata Q1726 (öffnet die Seite der Normdatei)' }),
      ).toHaveAttribute('href', 'https://www.wikidata.org/wiki/Q1726');
    });
  });
});
