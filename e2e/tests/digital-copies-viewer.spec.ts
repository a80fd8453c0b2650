import sharp from 'sharp';
import { accountWithRole, loginToken, signInAs, type Account } from './accounts';
import { createCatalog } from './catalogs-api';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from './fixtures';
import { uploadFile } from './files-api';
import { createScore } from './scores-api';
import { BASE_URL, createCollection, graphql, unique } from './support';

/*
 * The deep-zoom viewer of digital copies (OpenSeadragon on the IIIF image service): on a score's
 * view and a copy's own page, and a catalog page's photograph beside its entries with regions
 * linked to them. Everything is set up through the API as a contributor.
 */

const WIDTH = 1200;
const HEIGHT = 1600;

/** A 1200 × 1600 JPEG of a manuscript-like page: a paper tone and staves of dark bars. */
async function pageJpeg(paper: string): Promise<Buffer> {
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
const uploadJpeg = (request: APIRequestContext, token: string, name: string, content: Buffer) =>
  uploadFile(request, token, null, { name, mimeType: 'image/jpeg', buffer: content });

type CopyFile = { name: string; file: string; page?: string };

/** Creates a digital copy and answers its id, manifest and image ids (in order). */
async function createDigitalCopy(
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

type Setup = {
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
function setUp(request: APIRequestContext): Promise<Setup> {
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

function viewer(page: Page, copyName: string): Locator {
  return page.getByRole('region', { name: `Image viewer: ${copyName}` });
}

/** Waits until the viewer shows its image (OpenSeadragon has opened the IIIF image). */
async function expectImageShown(region: Locator) {
  await expect(region).toHaveAttribute('aria-busy', 'false');
  await expect(region).toHaveAttribute('data-zoom', /^\d/);
}

async function zoomOf(region: Locator): Promise<number> {
  return Number(await region.getAttribute('data-zoom'));
}

/** A new browser context of a visitor, its CSP reports joined to the test's. */
async function visitorPage(browser: Browser, cspViolations: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-GB' });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  return context.newPage();
}

test.describe('digital copies in the image viewer', () => {
  test('shows a score’s digital copy: thumbnails, keys, the image in the address, zoom', async ({
    page,
    context,
    request,
  }) => {
    const setup = await setUp(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // OpenSeadragon's own buttons would load their images (PNG) from a prefixUrl: none are used.
    const pngs: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('.png')) pngs.push(sent.url());
    });
    await page.goto(`/scores/${setup.score.id}`);

    const section = page.getByRole('region', { name: 'Digital copies' });
    const region = viewer(page, setup.scoreCopy.name);
    await expect(region).toBeVisible();
    await expectImageShown(region);
    const toolbar = region.getByRole('toolbar', { name: 'Image viewer controls' });
    await expect(toolbar.getByText('fol. 1r', { exact: true })).toBeVisible();
    await expect(toolbar.getByText('1 of 5')).toBeVisible();

    // The thumbnails, the first marked as the one shown; each is a real image of the service.
    const strip = region.getByRole('list', { name: 'Images' });
    await expect(strip.getByRole('button')).toHaveCount(5);
    await expect(strip.getByRole('button', { name: 'fol. 1r' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const thumbnail = strip.getByRole('img', { name: 'fol. 1r' });
    await expect(thumbnail).toHaveAttribute(
      'src',
      /\/iiif\/3\/\d+\/full\/!96,96\/0\/default\.jpg$/,
    );
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // → on the focused viewer shows the next image and puts it into the address.
    await region.getByRole('group', { name: 'Image fol. 1r' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`[?&]image=${setup.scoreCopy.files[1]}(&|$)`));
    await expect(region.getByText('2 of 5')).toBeVisible();
    await expect(strip.getByRole('button', { name: 'fol. 1v' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(region).toHaveAttribute('data-image', setup.scoreCopy.files[1]);
    await expectImageShown(region);

    // In the strip too: PageDown, then ← back.
    await strip.getByRole('button', { name: 'fol. 1v' }).focus();
    await page.keyboard.press('PageDown');
    await expect(region.getByText('3 of 5')).toBeVisible();
    await expect(strip.getByRole('button', { name: 'fol. 2r' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(region.getByText('2 of 5')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]image=${setup.scoreCopy.files[1]}(&|$)`));

    // Zoom in with the button: OpenSeadragon's viewport zoom grows; 0 goes back to the whole image.
    await expectImageShown(region);
    const home = await zoomOf(region);
    await region.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomOf(region)).toBeGreaterThan(home * 1.4);
    await region.getByRole('button', { name: 'Show the whole image' }).click();
    await expect.poll(() => zoomOf(region)).toBeCloseTo(home, 3);

    // The full page: the viewer covers the window until Escape.
    const fullPage = region.getByRole('button', { name: 'Full page' });
    await fullPage.click();
    await expect(fullPage).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => (await region.boundingBox())?.width)
      .toBe(page.viewportSize()!.width);
    await page.keyboard.press('Escape');
    await expect(fullPage).toHaveAttribute('aria-pressed', 'false');

    // The address opens the same image.
    await page.reload();
    await expectImageShown(region);
    await expect(region).toHaveAttribute('data-image', setup.scoreCopy.files[1]);
    await expect(toolbar.getByText('fol. 1v', { exact: true })).toBeVisible();
    await expect(strip.getByRole('button', { name: 'fol. 1v' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Open in another IIIF viewer: the manifest's address to copy, the drag-and-drop link.
    const manifest = setup.scoreCopy.manifest;
    expect(manifest).toBe(
      `${BASE_URL}/iiif/presentation/digital-copies/${setup.scoreCopy.id}/manifest`,
    );
    await expect(section.getByRole('textbox', { name: 'Manifest address' })).toHaveValue(manifest);
    await expect(section.getByRole('link', { name: 'IIIF manifest' })).toHaveAttribute(
      'href',
      `${manifest}?manifest=${manifest}`,
    );
    await section.getByRole('button', { name: 'Copy the manifest address' }).click();
    await expect(page.getByText('The manifest address has been copied.')).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(manifest);

    // The copy's own page: its name, the score it shows, the viewer at the image of the link.
    await section.getByRole('link', { name: `Open the page of “${setup.scoreCopy.name}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/digital-copies/${setup.scoreCopy.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: setup.scoreCopy.name })).toBeVisible();
    await expect(page.getByRole('link', { name: setup.score.heading })).toHaveAttribute(
      'href',
      `/scores/${setup.score.id}`,
    );
    await expect(page.getByRole('button', { name: 'Copy permalink' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectImageShown(viewer(page, setup.scoreCopy.name));
    await page.goto(`/digital-copies/${setup.scoreCopy.id}?image=${setup.scoreCopy.files[4]}`);
    await expect(viewer(page, setup.scoreCopy.name).getByText('5 of 5')).toBeVisible();
    expect(pngs).toEqual([]);
  });

  test('chooses between a score’s digital copies, each with a link to its page', async ({
    page,
    request,
  }) => {
    const setup = await setUp(request);
    const [first, second] = setup.twoCopies.copies;
    await page.goto(`/scores/${setup.twoCopies.score}`);
    const section = page.getByRole('region', { name: 'Digital copies (2)' });
    await expectImageShown(viewer(page, first.name));
    const choice = section.getByRole('combobox', { name: 'Digital copy shown' });
    await expect(choice).toHaveValue(first.id);
    await choice.selectOption({ label: second.name });
    await expect(page).toHaveURL(new RegExp(`[?&]copy=${second.id}(&|$)`));
    const shown = viewer(page, second.name);
    await expectImageShown(shown);
    await expect(shown).toHaveAttribute('data-image', second.image);
    // An address naming an image of the other copy shows that copy.
    await page.goto(`/scores/${setup.twoCopies.score}?copy=${second.id}&image=${first.image}`);
    await expectImageShown(viewer(page, first.name));
    await expect(choice).toHaveValue(first.id);
    for (const copy of [first, second]) {
      await expect(
        section.getByRole('link', { name: `Open the page of “${copy.name}”` }),
      ).toHaveAttribute('href', `/digital-copies/${copy.id}`);
    }
  });

  test('shows a catalog page’s photograph beside its entries; a drawn region links an entry', async ({
    page,
    request,
    browser,
    cspViolations,
  }) => {
    const setup = await setUp(request);
    await signInAs(page, setup.contributor);
    await page.goto(setup.catalog.path);

    const region = viewer(page, setup.catalogCopy.name);
    const entries = page.getByRole('table', { name: 'Entries' });
    await expect(region).toBeVisible();
    await expect(entries).toBeVisible();
    await expectImageShown(region);
    // Beside: the photograph on the left, the entries on the right, side by side.
    const photoBox = (await region.boundingBox())!;
    const tableBox = (await entries.boundingBox())!;
    expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(tableBox.x);
    expect(tableBox.y).toBeLessThan(photoBox.y + photoBox.height);

    // Link a region: draw it on the photograph, then choose the entry it shows.
    await page.getByRole('button', { name: 'Link a region' }).click();
    await expect(
      region.getByText('Drag on the image to draw the region.', { exact: false }),
    ).toBeVisible();
    const zoomBefore = await zoomOf(region);
    const image = region.getByRole('group', { name: 'Image Catalogus p. 1' });
    await image.scrollIntoViewIfNeeded();
    const canvas = (await image.boundingBox())!;
    await page.mouse.move(canvas.x + canvas.width * 0.35, canvas.y + canvas.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(canvas.x + canvas.width * 0.5, canvas.y + canvas.height * 0.38, {
      steps: 5,
    });
    await page.mouse.move(canvas.x + canvas.width * 0.65, canvas.y + canvas.height * 0.45, {
      steps: 5,
    });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Link the region' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(/^The region of \d+ × \d+ pixels at \d+, \d+ shows:$/),
    ).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Entry' }).selectOption({ label: 'no. 2: Haydn' });
    await dialog.getByRole('button', { name: 'Save region' }).click();
    await expect(page.getByText('The region has been linked.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Drawing did not move the image.
    expect(await zoomOf(region)).toBe(zoomBefore);
    const regions = page.getByRole('region', { name: 'Linked regions' });
    await expect(regions.getByRole('link', { name: setup.catalog.entries.second })).toBeVisible();
    await expect(region.getByRole('link', { name: setup.catalog.entries.second })).toBeVisible();

    // The region as saved: whole image pixels within the image.
    const saved = await graphql<{
      getIiifAnnotationsForDigitalCopy: {
        iiifable_type: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[];
    }>(
      request,
      'query ($id: ID!) { getIiifAnnotationsForDigitalCopy(id: $id) { iiifable_type x y width height } }',
      { id: setup.catalogCopy.id },
    );
    const linked = saved.getIiifAnnotationsForDigitalCopy.filter((one) => one.iiifable_type);
    expect(linked).toHaveLength(1);
    const [rect] = linked;
    expect(rect.width).toBeGreaterThan(50);
    expect(rect.height).toBeGreaterThan(50);
    expect(rect.x + rect.width).toBeLessThanOrEqual(WIDTH);
    expect(rect.y + rect.height).toBeLessThanOrEqual(HEIGHT);

    // A visitor sees the outline and reaches the entry by it.
    const visitor = await visitorPage(browser, cspViolations);
    await visitor.goto(setup.catalog.path);
    const seen = viewer(visitor, setup.catalogCopy.name);
    await expectImageShown(seen);
    await expect(visitor.getByRole('button', { name: 'Link a region' })).toHaveCount(0);
    const outline = seen.getByRole('link', { name: setup.catalog.entries.second });
    await expect(outline).toBeVisible();
    const outlineBox = (await outline.boundingBox())!;
    expect(outlineBox.width).toBeGreaterThan(10);
    await outline.click();
    const row = visitor
      .getByRole('table', { name: 'Entries' })
      .getByRole('row', { name: setup.catalog.entries.second });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toBeFocused();
    await expect(visitor).toHaveURL(new RegExp(`pageId=${setup.catalog.page}$`));
    await visitor.context().close();

    // The contributor deletes the region again.
    await regions
      .getByRole('button', { name: `Delete the region of “${setup.catalog.entries.second}”` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete region' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The region has been deleted.')).toBeVisible();
    await expect(region.getByRole('link', { name: setup.catalog.entries.second })).toHaveCount(0);
    await expect(regions.getByText('No region of this photograph is linked yet.')).toBeVisible();

    // The copy's own page names its catalog; a contributor may edit it.
    await page.getByRole('link', { name: setup.catalogCopy.name }).click();
    await expect(page).toHaveURL(
      new RegExp(`/digital-copies/${setup.catalogCopy.id}\\?image=${setup.catalogCopy.photo}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: setup.catalogCopy.name }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/digital-copies/${setup.catalogCopy.id}/edit`,
    );
    await expectImageShown(viewer(page, setup.catalogCopy.name));
  });

  test('refuses a region outside the image or without a size', async ({ request }) => {
    const setup = await setUp(request);
    const entry = await graphql<{ getPage: { entries: { id: string }[] } }>(
      request,
      'query ($id: ID!) { getPage(id: $id) { entries { id } } }',
      { id: setup.catalog.page },
    );
    const save = (rect: { x: number; y: number; width: number; height: number }) =>
      graphql<{
        upsertIiifRegion: { success: boolean; errors: { field: string; key: string }[] };
      }>(
        request,
        'mutation ($input: IiifRegionInput!) { upsertIiifRegion(input: $input) { success errors { field key } } }',
        {
          input: {
            digital_copy_file: { id: setup.catalogCopy.photo },
            ...rect,
            iiifable_type: 'Entry',
            iiifable_id: entry.getPage.entries[0].id,
          },
        },
        setup.token,
      );
    const outside = await save({ x: 1100, y: 100, width: 200, height: 50 });
    expect(outside.upsertIiifRegion.success).toBe(false);
    expect(outside.upsertIiifRegion.errors).toContainEqual({
      field: 'region',
      key: 'DigitalCopy.error_region_outside',
    });
    const empty = await save({ x: 10, y: 10, width: 0, height: 50 });
    expect(empty.upsertIiifRegion.success).toBe(false);
    expect(empty.upsertIiifRegion.errors).toContainEqual({
      field: 'region',
      key: 'DigitalCopy.error_region_outside',
    });
  });
});

test.describe('the image viewer in German', () => {
  test.use({ locale: 'de-DE' });

  test('names its buttons in German', async ({ page, request }) => {
    const setup = await setUp(request);
    await page.goto(`/scores/${setup.score.id}`);
    const region = page.getByRole('region', { name: `Bildbetrachter: ${setup.scoreCopy.name}` });
    await expectImageShown(region);
    for (const name of [
      'Vergrößern',
      'Verkleinern',
      'Ganzes Bild zeigen',
      'Ganze Seite',
      'Nächstes Bild',
    ]) {
      await expect(region.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(region.getByRole('button', { name: 'Vorheriges Bild' })).toBeDisabled();
    await expect(region.getByText('1 von 5')).toBeVisible();
    await expect(region.getByRole('list', { name: 'Bilder' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'IIIF-Manifest' })).toBeVisible();
  });
});

test.describe('the image viewer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen: the strip scrolls within itself, the page never sideways', async ({
    page,
    request,
  }) => {
    const setup = await setUp(request);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );

    await page.goto(`/scores/${setup.score.id}`);
    const region = viewer(page, setup.scoreCopy.name);
    await expectImageShown(region);
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const strip = region.getByRole('list', { name: 'Images' });
    expect(
      await strip.evaluate((list) => list.scrollWidth > list.clientWidth),
      'five thumbnails are wider than a phone',
    ).toBe(true);
    // The last thumbnail is reached by scrolling the strip and shown by a tap.
    await strip.getByRole('button', { name: 'fol. 3r' }).click();
    await expect(region.getByText('5 of 5')).toBeVisible();
    expect(await overflow()).toBe(false);

    // The catalog page: the photograph above the entries.
    await page.goto(setup.catalog.path);
    const photo = viewer(page, setup.catalogCopy.name);
    await expectImageShown(photo);
    const entries = page.getByRole('table', { name: 'Entries' });
    await expect(entries).toBeAttached();
    const photoBox = (await photo.boundingBox())!;
    const tableBox = (await entries.boundingBox())!;
    expect(tableBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
    expect(await overflow()).toBe(false);
  });
});
