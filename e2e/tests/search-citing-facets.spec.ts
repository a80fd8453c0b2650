import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createPerson } from './people-api';
import { createPlace, createPublication, createScore } from './scores-api';
import { adminToken, createCollection, unique } from './support';

/*
 * The scores tab narrowed by the publications citing a score and the places its attributions
 * name (issue 24), in English and German.
 */

type Cited = {
  word: string;
  shelfmarks: string[];
  publications: { catalogue: string; monograph: string };
  places: { city: string; abbey: string };
};

/**
 * Three scores with one word: the first listed in the catalogue (literature) and attributed at
 * the city, the second listed in the catalogue and attributed at the abbey after the monograph
 * (an attribution's publication), the third attributed at the city only.
 */
async function citedScores(request: APIRequestContext): Promise<Cited> {
  const token = await adminToken(request);
  const word = unique('Belegwerk').replace(' ', '');
  const collection = await createCollection(request, token, unique('Stiftsbibliothek'), 'A-LA');
  const person = await createPerson(request, token, {
    names: [{ name: unique('Rathgeber, Valentin'), primary: true }],
  });
  const publications = {
    catalogue: unique('Belegkatalog'),
    monograph: unique('Belegstudie'),
  };
  const places = { city: unique('Belegstadt'), abbey: unique('Belegabtei') };
  const catalogue = await createPublication(request, token, {
    short_title: publications.catalogue,
  });
  const monograph = await createPublication(request, token, {
    short_title: publications.monograph,
  });
  const city = await createPlace(request, token, places.city);
  const abbey = await createPlace(request, token, places.abbey);
  const attribution = (place: string, publication?: string) => ({
    person: { id: person },
    function: 'aut',
    qualifier: 'asc',
    place: { id: place },
    ...(publication ? { publication: { id: publication } } : {}),
  });
  const listed = [{ publication: { id: catalogue }, number: '3' }];
  const shelfmarks = [unique('Beleg'), unique('Beleg'), unique('Beleg')];
  const scores = [
    { attributions: [attribution(city)], publications: listed },
    { attributions: [attribution(abbey, monograph)], publications: listed },
    { attributions: [attribution(city)], publications: [] },
  ];
  for (const [i, values] of scores.entries())
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: shelfmarks[i],
      short_title: `${word} Missa`,
      ...values,
    });
  return { word, shelfmarks, publications, places };
}

function results(page: Page, name: string) {
  return page.getByRole('list', { name });
}

test.describe('the publication and place facets', () => {
  test('narrow the scores tab by a publication and then by a place', async ({ page, request }) => {
    const { word, shelfmarks, publications, places } = await citedScores(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(page.getByRole('status').filter({ hasText: '3 records found' })).toBeVisible();

    const byPublication = page.getByRole('group', { name: 'Publication', exact: true });
    await expect(byPublication.getByRole('checkbox')).toHaveCount(2);
    await expect(
      byPublication.getByRole('checkbox', { name: `${publications.monograph} (1)` }),
    ).toBeVisible();
    await byPublication.getByRole('checkbox', { name: `${publications.catalogue} (2)` }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 records found' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]publication=\d+/);
    await expect(
      page.getByRole('button', { name: `Publication: ${publications.catalogue}` }),
    ).toBeVisible();

    // Among those two, the places their attributions name.
    const byPlace = page.getByRole('group', { name: 'Place', exact: true });
    await expect(byPlace.getByRole('checkbox')).toHaveCount(2);
    await byPlace.getByRole('checkbox', { name: `${places.city} (1)` }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 record found' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]place=\d+/);
    const found = results(page, 'Search results').getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(shelfmarks[0]);
  });
});

test.describe('the publication and place facets in German', () => {
  test.use({ locale: 'de-DE' });

  test('name their groups in German and narrow by a place', async ({ page, request }) => {
    const { word, shelfmarks, publications, places } = await citedScores(request);
    await page.goto(`/search/scores?q=${word}`);
    await expect(
      page.getByRole('status').filter({ hasText: '3 Datensätze gefunden' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Publikation', exact: true })
        .getByRole('checkbox', { name: `${publications.catalogue} (2)` }),
    ).toBeVisible();

    await page
      .getByRole('group', { name: 'Ort', exact: true })
      .getByRole('checkbox', { name: `${places.city} (2)` })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: '2 Datensätze gefunden' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Ort: ${places.city}` })).toBeVisible();
    const found = results(page, 'Suchergebnisse').getByRole('listitem');
    await expect(found).toHaveCount(2);
    await expect(found.filter({ hasText: shelfmarks[2] })).toHaveCount(1);
    await expect(found.filter({ hasText: shelfmarks[1] })).toHaveCount(0);
  });
});
