import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createPlace, createPublication, createScore } from './scores-api';
import { createPerson } from './people-api';
import { adminToken, createCollection, graphql, signInAsAdmin, unique } from './support';

/*
 * The place and publication screens (issue 24): view with what cites the record (paged), create
 * and edit with the domain's rules, delete refused while cited, in English and German.
 */

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/**
 * A score whose `count` attributions all name the place (and cite the publication), and which
 * the publication lists under number 12: the records both views show.
 */
async function citingScore(
  request: APIRequestContext,
  token: string,
  cited: { place?: string; publication?: string; count?: number },
): Promise<{ score: string; shelfmark: string; person: string; personName: string }> {
  const collection = await createCollection(request, token, unique('Stiftsarchiv'), 'A-KR');
  const personName = unique('Pasterwitz, Georg');
  const person = await createPerson(request, token, {
    names: [{ name: personName, primary: true }],
  });
  const shelfmark = unique('L');
  const attribution = {
    person: { id: person },
    function: 'scr',
    qualifier: 'asc',
    ...(cited.place ? { place: { id: cited.place } } : {}),
    ...(cited.publication ? { publication: { id: cited.publication } } : {}),
  };
  const score = await createScore(request, token, {
    collection: { id: collection },
    shelfmark,
    short_title: 'Missa in D',
    attributions: Array.from({ length: cited.count ?? 1 }, () => attribution),
    ...(cited.publication
      ? { publications: [{ publication: { id: cited.publication }, number: '12' }] }
      : {}),
  });
  return { score, shelfmark, person, personName };
}

test.describe('places', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('refuses a place without a name, then saves it, shows it and edits it', async ({ page }) => {
    await page.goto('/places/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name cannot be empty!')).toBeVisible();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/places\/create$/);

    const name = unique('Kremsmünster');
    await field(page, 'Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/places\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('The place has been saved.')).toBeVisible();
    await expect(page.getByText('No attribution names this place.')).toBeVisible();

    await page.getByRole('link', { name: 'Edit' }).click();
    const renamed = unique('Stift Kremsmünster');
    await field(page, 'Name').fill(renamed);
    await page.keyboard.press('Control+s');
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  test('lists the attributions naming a place a page at a time, each leading to its score', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const name = unique('Lambach');
    const place = await createPlace(request, token, name);
    const cited = await citingScore(request, token, { place, count: 27 });
    await page.goto(`/places/${place}`);
    const list = page.getByRole('list', { name: 'Attributions' });
    await expect(list.getByRole('link')).toHaveCount(25);
    await expect(list.getByRole('link').first()).toContainText(`A-KR ${cited.shelfmark}`);
    await expect(list.getByRole('link').first()).toContainText(`${cited.personName} · Scribe`);

    await page.getByRole('button', { name: 'Go to the next page' }).click();
    await expect(page).toHaveURL(/attributions_page=2/);
    await expect(list.getByRole('link')).toHaveCount(2);
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/scores/${cited.score}$`));
    // The score's attributions lead back to the place.
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('refuses to delete a place that attributions name, saying why; deletes an unused one', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const place = await createPlace(request, token, unique('Garsten'));
    await citingScore(request, token, { place });
    await page.goto(`/places/${place}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete place' });
    await expect(dialog).toContainText('Are you sure you want to delete this place?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This record is used by 1 other records and cannot be deleted.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const unused = await createPlace(request, token, unique('Wilhering'));
    await page.goto(`/places/${unused}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/search\/places$/);
    await expect(page.getByText('The place has been deleted.')).toBeVisible();
    await page.goto(`/places/${unused}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Place not found' })).toBeVisible();
  });

  test('is found by the search and opened from its hit', async ({ page, request }) => {
    const word = `Ortzz${Date.now().toString(36)}`;
    const place = await createPlace(request, await adminToken(request), `${word} am See`);
    await page.goto(`/search/places?q=${word}`);
    await page.getByRole('link', { name: `${word} am See` }).click();
    await expect(page).toHaveURL(new RegExp(`/places/${place}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${word} am See` })).toBeVisible();
  });
});

test.describe('publications', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('refuses a publication without title or short title, then saves and shows every field', async ({
    page,
  }) => {
    await page.goto('/publications/create');
    await field(page, 'Publisher').fill('Bärenreiter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title or short title cannot be empty!')).toBeVisible();
    await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');

    const shortTitle = unique('MGG');
    await field(page, 'Short title').fill(shortTitle);
    await field(page, 'Title').fill('Die Musik in Geschichte und Gegenwart');
    await field(page, 'Place of publication').fill('Kassel');
    await field(page, 'Date of publication').fill('1994–2008');
    await field(page, 'Extent').fill('29 Bde.');
    await field(page, 'Notes').fill('Zweite Ausgabe');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/publications\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: shortTitle })).toBeVisible();
    await expect(page.getByText('The publication has been saved.')).toBeVisible();
    for (const text of ['Bärenreiter', 'Kassel', '1994–2008', '29 Bde.', 'Zweite Ausgabe'])
      await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText('This publication lists no score.')).toBeVisible();
  });

  test('lists the scores it cites with their numbers and the attributions it documents', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const shortTitle = unique('Gerber NTL');
    const publication = await createPublication(request, token, { short_title: shortTitle });
    const cited = await citingScore(request, token, { publication });
    await page.goto(`/publications/${publication}`);
    const scores = page.getByRole('list', { name: 'Scores cited' });
    await expect(scores.getByRole('link')).toHaveCount(1);
    await expect(scores.getByRole('link')).toContainText(`A-KR ${cited.shelfmark}`);
    await expect(scores.getByRole('link')).toContainText('No. 12 · Missa in D');
    const attributions = page.getByRole('list', { name: 'Attributions' });
    await expect(attributions.getByRole('link')).toContainText(cited.personName);
    await scores.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/scores/${cited.score}$`));
    // The score's literature leads back to the publication.
    await page.getByRole('link', { name: shortTitle }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: shortTitle })).toBeVisible();
  });

  test('refuses to delete a publication that a score cites, saying why', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const publication = await createPublication(request, token, { short_title: unique('KV') });
    await citingScore(request, token, { publication });
    await page.goto(`/publications/${publication}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete publication' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // The score's literature reference and its attribution.
    await expect(dialog.getByRole('alert')).toContainText(
      'This record is used by 2 other records and cannot be deleted.',
    );
  });

  test('refuses a save based on a stale version and keeps the input', async ({ page, request }) => {
    const token = await adminToken(request);
    const publication = await createPublication(request, token, { short_title: unique('RISM') });
    await page.goto(`/publications/${publication}/edit`);
    await expect(field(page, 'Title')).toBeEnabled();
    await graphql(
      request,
      'mutation ($input: PublicationInput!) { upsertPublication(input: $input) { success } }',
      { input: { id: publication, version: 1, short_title: 'Changed elsewhere' } },
      token,
    );
    await field(page, 'Title').fill('Mine');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Someone else saved this record/)).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue('Mine');
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('names the empty fields and the reason a delete is refused in German', async ({
    page,
    request,
  }) => {
    const token = await signInAsAdmin(page);
    await page.goto('/publications/create');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Titel oder Kurztitel darf nicht leer sein!')).toBeVisible();

    const place = await createPlace(request, token, unique('Melk'));
    await citingScore(request, token, { place });
    await page.goto(`/places/${place}`);
    await expect(page.getByRole('list', { name: 'Zuschreibungen' }).getByRole('link')).toHaveCount(
      1,
    );
    await page.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ort löschen' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Dieser Datensatz wird von 1 anderen Datensätzen verwendet und kann nicht gelöscht werden.',
    );
  });
});

test.describe('a visitor', () => {
  test('sees a place and a publication but neither edit nor delete', async ({ page, request }) => {
    const token = await adminToken(request);
    const name = unique('Seitenstetten');
    const place = await createPlace(request, token, name);
    const shortTitle = unique('Eitner QL');
    const publication = await createPublication(request, token, { short_title: shortTitle });
    await page.goto(`/places/${place}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy permalink' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.goto(`/publications/${publication}`);
    await expect(page.getByRole('heading', { level: 1, name: shortTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.goto(`/places/${place}/edit`);
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
