import sharp from 'sharp';
import { accountWithRole, loginToken, type Account } from './accounts';
import { createCatalog } from './catalogs-api';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from './fixtures';
import { uploadFile } from './files-api';
import { createScore } from './scores-api';
import { BASE_URL, createCollection, graphql, unique } from './support';

// The records the image viewer's specs read (made once per worker through the API) and the
// viewer's parts as a person finds them.

export const WIDTH = 1200;
export const HEIGHT = 1600;

/** A 1200 × 1600 JPEG of a manuscript-like page: a paper tone and staves of dark bars. */
export async function pageJpeg(paper: string): Promise<Buffer> {
  const staves = Array.from({ length: 10 }, (_, i) => {
    const y = 180 + i * 130;
    const lines = Array.from(
      { length: 5 },
      (_, line) => `<rect x="100" y="${y + line * 12}" width="1000" height="3" fill="#2b2118"/>`,
    );
    return lines.join('');
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="${paper}"/>${staves.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Uploads a JPEG at the top of the file tree; answers its id. */
export const uploadJpeg = (
  request: APIRequestContext,
  token: string,
  name: string,
  content: Buffer,
) => uploadFile(request, token, null, { name, mimeType: 'image/jpeg', buffer: content });

type CopyFile = { name: string; file: string; page?: string };

/** Creates a digital copy and answers its id, manifest and image ids (in order). */
export async function createDigitalCopy(
  request: APIRequestContext,
  token: string,
  input: { name: string; type: 'score' | 'catalog'; record: string; files: CopyFile[] },
) {
  const saved = await graphql<{ upsertDigitalCopy: { success: boolean; id: string } }>(
    request,
    'mutation ($input: DigitalCopyInput!) { upsertDigitalCopy(input: $input) { success id } }',
    {
      input: {
        name: input.name,
        digitizable_type: input.type,
        digitizable_id: input.record,
        files: input.files.map((file) => ({
          name: file.name,
          file: { id: file.file },
          page: file.page ? { id: file.page } : null,
        })),
      },
    },
    token,
  );
  expect(saved.upsertDigitalCopy.success).toBe(true);
  const id = saved.upsertDigitalCopy.id;
  const loaded = await graphql<{
    getDigitalCopy: { manifest_url: string; files: { id: string; position: number }[] };
  }>(
    request,
    'query ($id: ID!) { getDigitalCopy(id: $id) { manifest_url files { id position } } }',
    {
      id,
    },
  );
  const files = [...loaded.getDigitalCopy.files].sort((a, b) => a.position - b.position);
  return { id, manifest: loaded.getDigitalCopy.manifest_url, files: files.map((file) => file.id) };
}

export type Setup = {
  contributor: Account;
  token: string;
  score: { id: string; heading: string };
  scoreCopy: { id: string; name: string; manifest: string; files: string[] };
  catalog: { id: string; page: string; path: string; entries: { first: string; second: string } };
  catalogCopy: { id: string; name: string; photo: string };
  /** A second score, with two digital copies of one image each. */
  twoCopies: { score: string; copies: { id: string; name: string; image: string }[] };
};

let prepared: Promise<Setup> | null = null;

/**
 * The records of this file, made once (the tests only read them, or add regions of their own): a
 * score with a digital copy of five images (two photographs, "fol. 1r" and "fol. 1v" first), and
 * a catalog whose page 1 (two entries) has the photograph of a catalog digital copy.
 */
export function setUp(request: APIRequestContext): Promise<Setup> {
  prepared ??= (async () => {
    const contributor = await accountWithRole(request, 'photographer', 'contributor');
    const token = (await loginToken(request, contributor.email, contributor.password))!;
    const [recto, verso, catalogPage] = [
      await uploadJpeg(request, token, `${unique('fol-1r')}.jpg`, await pageJpeg('#efe3c8')),
      await uploadJpeg(request, token, `${unique('fol-1v')}.jpg`, await pageJpeg('#d9c7a0')),
      await uploadJpeg(request, token, `${unique('catalogus')}.jpg`, await pageJpeg('#f4ecd8')),
    ];

    const collection = unique('Stiftsbibliothek');
    const collectionId = await createCollection(request, token, collection, 'CH-E');
    const shortTitle = unique('Missa in C');
    const scoreId = await createScore(request, token, {
      collection: { id: collectionId },
      shelfmark: unique('Ms.'),
      short_title: shortTitle,
    });
    const heading = await graphql<{ getScore: { short_title_prefix: string } }>(
      request,
      'query ($id: ID!) { getScore(id: $id) { short_title_prefix } }',
      { id: scoreId },
    );
    const scoreCopyName = unique('Stimmen, Fotos');
    const scoreCopy = await createDigitalCopy(request, token, {
      name: scoreCopyName,
      type: 'score',
      record: scoreId,
      files: [
        { name: 'fol. 1r', file: recto },
        { name: 'fol. 1v', file: verso },
        { name: 'fol. 2r', file: recto },
        { name: 'fol. 2v', file: verso },
        { name: 'fol. 3r', file: recto },
      ],
    });

    const catalog = await createCatalog(request, token, [
      {
        number: '1',
        entries: [
          { number: '1', signature: 'A 1', composer: 'Mozart' },
          { number: '2', signature: 'A 2', composer: 'Haydn' },
        ],
      },
      { number: '2' },
    ]);
    const page = catalog.pages[0];
    const entriesOfPage = await graphql<{ getPage: { entries: { id: string; title: string }[] } }>(
      request,
      'query ($id: ID!) { getPage(id: $id) { entries { id title } } }',
      { id: page },
    );
    const [first, second] = entriesOfPage.getPage.entries.map((entry) => entry.title);
    const catalogCopyName = unique('Catalogus, Fotos');
    const catalogCopy = await createDigitalCopy(request, token, {
      name: catalogCopyName,
      type: 'catalog',
      record: catalog.id,
      files: [{ name: 'Catalogus p. 1', file: catalogPage, page }],
    });

    const otherScore = await createScore(request, token, {
      collection: { id: collectionId },
      shelfmark: unique('Ms.'),
      short_title: unique('Vesperae'),
    });
    const twoCopies = [];
    for (const [name, file] of [
      [unique('Partitur'), recto],
      [unique('Stimmen'), verso],
    ]) {
      const copy = await createDigitalCopy(request, token, {
        name,
        type: 'score',
        record: otherScore,
        files: [{ name: `${name}, fol. 1r`, file }],
      });
      twoCopies.push({ id: copy.id, name, image: copy.files[0] });
    }

    return {
      contributor,
      token,
      score: { id: scoreId, heading: `${heading.getScore.short_title_prefix} · ${shortTitle}` },
      scoreCopy: { ...scoreCopy, name: scoreCopyName },
      catalog: {
        id: catalog.id,
        page,
        path: `/catalogs/${catalog.id}?tab=page&pageId=${page}`,
        entries: { first, second },
      },
      catalogCopy: { id: catalogCopy.id, name: catalogCopyName, photo: catalogCopy.files[0] },
      twoCopies: { score: otherScore, copies: twoCopies },
    };
  })();
  prepared.catch(() => (prepared = null));
  return prepared;
}

export function viewer(page: Page, copyName: string): Locator {
  return page.getByRole('region', { name: `Image viewer: ${copyName}` });
}

/** Waits until the viewer shows its image (OpenSeadragon has opened the IIIF image). */
export async function expectImageShown(region: Locator) {
  await expect(region).toHaveAttribute('aria-busy', 'false');
  await expect(region).toHaveAttribute('data-zoom', /^\d/);
}

export async function zoomOf(region: Locator): Promise<number> {
  return Number(await region.getAttribute('data-zoom'));
}

/** A new browser context of a visitor, its CSP reports joined to the test's. */
export async function visitorPage(browser: Browser, cspViolations: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-GB' });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  return context.newPage();
}
