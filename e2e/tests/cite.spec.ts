import { readFile } from 'node:fs/promises';
import { axeFindings } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createPerson } from './people-api';
import { PHONE, layoutProblems } from './phone-layout';
import { createPlace, createPublication, createScore } from './scores-api';
import { adminToken, createCollection, unique } from './support';

/*
 * "Cite this record" (issue 25): every record view offers a citation in the interface's language
 * with the permalink and the day it was read, to copy, and as BibTeX, RIS and CSL-JSON files.
 */

/** A score whose author is `author`, in a collection named `holding` with prefix CH-BM. */
async function authoredScore(request: APIRequestContext) {
  const token = await adminToken(request);
  const holding = unique('Stiftsarchiv Beromünster');
  const collection = await createCollection(request, token, holding, 'CH-BM');
  const author = unique('Lickl, Johann Georg');
  const person = await createPerson(request, token, { names: [{ name: author, primary: true }] });
  const shelfmark = unique('Mus.Ms.');
  const id = await createScore(request, token, {
    collection: { id: collection },
    shelfmark,
    short_title: 'Gaudeamus omnes in Domino',
    attributions: [{ person: { id: person }, function: 'aut', qualifier: 'asc' }],
  });
  return { id, holding, author, shelfmark };
}

/** The file a download link gives, as text. */
async function downloaded(page: Page, name: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

function today(locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
}

test.describe('cite this record', () => {
  test('cites a score: the text, copied, and as BibTeX, RIS and CSL-JSON', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const score = await authoredScore(request);
    await page.goto(`/scores/${score.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gaudeamus');
    const site = await page.title();
    await page.getByRole('button', { name: 'Cite' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cite this record' });
    const url = `${baseURL}/scores/${score.id}`;
    await expect(dialog.getByTestId('citation-text')).toHaveText(
      `${score.author}: Gaudeamus omnes in Domino. ${score.holding}, CH-BM ${score.shelfmark}. ` +
        `${site}, ${url} (accessed ${today('en')}).`,
    );
    expect(await axeFindings(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Copy citation' }).click();
    await expect(page.getByText('The citation has been copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toContain(url);

    const bibtex = await downloaded(page, 'Download as BibTeX');
    expect(bibtex.name).toBe(`partitura-score-${score.id}.bib`);
    expect(bibtex.text).toMatch(new RegExp(`^@unpublished\\{partitura_score_${score.id},`));
    expect(bibtex.text).toContain(`url = {${url}}`);
    expect(bibtex.text).toContain(`CH-BM ${score.shelfmark}`);

    const ris = await downloaded(page, 'Download as RIS');
    expect(ris.name).toBe(`partitura-score-${score.id}.ris`);
    expect(ris.text).toMatch(/^TY {2}- MANSCPT$/m);
    expect(ris.text).toContain(`AU  - ${score.author}`);

    const csl = await downloaded(page, 'Download as CSL-JSON');
    expect(csl.name).toBe(`partitura-score-${score.id}.json`);
    const [item] = JSON.parse(csl.text) as Array<Record<string, unknown>>;
    expect(item).toMatchObject({
      id: `score-${score.id}`,
      'citation-key': `partitura_score_${score.id}`,
      type: 'manuscript',
      URL: url,
      archive: score.holding,
      'call-number': `CH-BM ${score.shelfmark}`,
    });

    const linkedData = dialog.getByRole('link', { name: 'This record as JSON-LD (schema.org)' });
    await expect(linkedData).toHaveAttribute('href', `/scores/${score.id}.jsonld`);
    const document = await (await request.get(`/scores/${score.id}.jsonld`)).json();
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['CreativeWork', 'ArchiveComponent'],
      creator: [{ '@type': 'Person', name: score.author }],
    });
    // Its MARC 21 record, downloaded.
    const marc = await downloaded(page, 'This record as MARC 21 (MARCXML)');
    expect(marc.name).toBe(`partitura-score-${score.id}.xml`);
    expect(marc.text).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">');
    expect(marc.text).toContain(`<subfield code="c">${score.shelfmark}</subfield>`);
    // The record's own address answers it to a client that asks for JSON-LD.
    const negotiated = await request.get(`/scores/${score.id}`, {
      headers: { accept: 'application/ld+json' },
    });
    expect(negotiated.headers()['content-type']).toContain('application/ld+json');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cite' })).toBeFocused();
  });

  test('tells the reader to copy the text when the browser refuses', async ({ page, request }) => {
    // A browser that refuses clipboard access (the script runs in the page, hence a string).
    await page.addInitScript(`Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });`);
    const token = await adminToken(request);
    const name = unique('Einsiedeln');
    const place = await createPlace(request, token, name);
    await page.goto(`/places/${place}`);
    await page.getByRole('button', { name: 'Cite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cite this record' });
    await expect(dialog.getByTestId('citation-text')).toContainText(`${name}. `);
    await dialog.getByRole('button', { name: 'Copy citation' }).click();
    await expect(page.getByText(/select its text and copy it yourself/)).toBeVisible();
  });

  test('every record view offers it', async ({ page, request }) => {
    const token = await adminToken(request);
    const collectionName = unique('Musikbibliothek');
    const collection = await createCollection(request, token, collectionName, 'CH-E');
    const personName = unique('Meyer, Anna');
    const person = await createPerson(request, token, {
      names: [{ name: personName, primary: true }],
    });
    for (const [path, title] of [
      [`/collections/${collection}`, collectionName],
      [`/people/${person}`, personName],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Cite' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cite this record' });
      await expect(dialog.getByTestId('citation-text')).toContainText(`${title}.`);
      // A collection's scores as MARC 21; a person has no MARC record of its own here.
      await expect(
        dialog.getByRole('link', { name: 'All its scores as MARC 21 (MARCXML)' }),
      ).toHaveCount(path.startsWith('/collections/') ? 1 : 0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('cite this record in German, on a phone', () => {
  test.use({ locale: 'de-DE', viewport: PHONE });

  test('cites a publication with its imprint, every control on the screen', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await adminToken(request);
    const title = unique('Katalog der Musikhandschriften');
    const publication = await createPublication(request, token, {
      short_title: unique('RefardtB'),
      title,
      publisher: 'Bärenreiter',
      publication_place: 'Kassel',
      publication_date: '1957',
    });
    await page.goto(`/publications/${publication}`);
    await expect(page.getByText('Bärenreiter')).toBeVisible();
    await page.getByRole('button', { name: 'Zitieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diesen Datensatz zitieren' });
    await expect(dialog.getByTestId('citation-text')).toContainText(
      `${title}. Kassel: Bärenreiter, 1957. `,
    );
    await expect(dialog.getByTestId('citation-text')).toContainText(
      `${baseURL}/publications/${publication} (abgerufen am ${today('de')}).`,
    );
    await expect(dialog.getByRole('link', { name: 'Als BibTeX herunterladen' })).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
  });
});
