import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { seededScore } from './catalogs-api';
import { createFolder, uploadFile } from './files-api';
import { expectFitsPhone, layoutProblems, PHONE } from './phone-layout';
import { createPlace, createPublication, createScore } from './scores-api';
import { adminToken, graphql, signInAsAdmin, unique } from './support';

/*
 * Every screen of the application on a 360 px wide phone (issue 11): no screen scrolls sideways,
 * tabs scroll with arrows, boxes that scroll sideways say so, and the main dialogs fit. The
 * records are the demonstration data's, plus a folder with a scan and a digital copy of it.
 */

test.use({ viewport: PHONE });

/** A valid 24×32 JPEG (one colour): the scan of the digital copy. */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAgABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAME/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AtgMiwAAAAAD/2Q==',
  'base64',
);

type Records = {
  score: string;
  collection: string;
  person: string;
  catalog: string;
  page: string;
  folder: string;
  file: string;
  copy: string;
  place: string;
  publication: string;
};

// Its tests share no state but the records below (made once per worker): they spread over the
// workers rather than keep one busy while the other is idle.
test.describe.configure({ mode: 'parallel' });

let prepared: Promise<Records> | null = null;

/** The records the screens show, found or made once per worker. */
function records(request: APIRequestContext): Promise<Records> {
  prepared ??= (async () => {
    const token = await adminToken(request);
    const score = (await seededScore(request)).id;
    const found = await graphql<{
      getScore: { collection: { id: string } };
      people: { data: { id: string }[] };
      catalogs: { data: { id: string }[] };
    }>(
      request,
      'query ($id: ID!) { getScore(id: $id) { collection { id } } people(first: 1) { data { id } } catalogs(first: 1) { data { id } } }',
      { id: score },
    );
    const catalog = found.catalogs.data[0].id;
    const pages = await graphql<{ getCatalogPages: { id: string }[] }>(
      request,
      'query ($id: ID!) { getCatalogPages(id: $id) { id } }',
      { id: catalog },
    );
    const folder = await createFolder(request, token, unique('Scans Einsiedeln'));
    // A long name without spaces, as scanners write them.
    const file = await uploadFile(request, token, folder, {
      name: 'CH-E_Ms_123_Missa_brevis_in_C_violino_primo_001.jpg',
      mimeType: 'image/jpeg',
      buffer: JPEG,
    });
    const copy = await graphql<{ upsertDigitalCopy: { success: boolean; id: string } }>(
      request,
      'mutation ($input: DigitalCopyInput!) { upsertDigitalCopy(input: $input) { success id } }',
      {
        input: {
          name: unique('Photographs of the violin part'),
          digitizable_type: 'score',
          digitizable_id: score,
          files: [{ name: 'fol. 1r', file: { id: file } }],
        },
      },
      token,
    );
    expect(copy.upsertDigitalCopy.success).toBe(true);
    // A place and a publication with long names that a score cites.
    const place = await createPlace(request, token, unique('Benediktinerstift Kremsmünster'));
    const publication = await createPublication(request, token, {
      short_title: unique('Gerber NTL'),
      title: 'Neues historisch-biographisches Lexikon der Tonkünstler, welches Nachrichten enthält',
    });
    await createScore(request, token, {
      collection: { id: found.getScore.collection.id },
      shelfmark: unique('Ms.'),
      short_title: 'Missa solemnis in D',
      attributions: [
        {
          person: { id: found.people.data[0].id },
          function: 'scr',
          qualifier: 'asc',
          place: { id: place },
          publication: { id: publication },
        },
      ],
      publications: [{ publication: { id: publication }, number: 'S. 123' }],
    });
    return {
      score,
      collection: found.getScore.collection.id,
      person: found.people.data[0].id,
      catalog,
      page: pages.getCatalogPages[0].id,
      folder,
      file,
      copy: copy.upsertDigitalCopy.id,
      place,
      publication,
    };
  })();
  return prepared;
}

/** Opens a screen and checks it (softly: the test goes on to the next screen). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectFitsPhone(page, path);
}

/** Opens a dialog with `open`, checks it and the page under it, and closes it with Escape. */
async function checkDialog(page: Page, screen: string, open: () => Promise<unknown>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog, screen).toBeVisible();
  expect.soft(await layoutProblems(page), screen).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog, screen).toBeHidden();
}

/** Shows every tab of the record editor on the screen and checks each. */
async function checkEditorTabs(page: Page, path: string, label = 'Parts of the record') {
  const tabs = page.getByRole('tablist', { name: label }).getByRole('tab');
  for (const tab of await tabs.all()) {
    const name = (await tab.textContent()) ?? '';
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('progressbar'), `${path}, tab ${name}`).toHaveCount(0);
    expect.soft(await layoutProblems(page), `${path}, tab ${name}`).toEqual([]);
  }
}

const button = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true });

test.describe('on a 360 px wide phone', () => {
  test('the search screens of a visitor fit', async ({ page }) => {
    for (const path of [
      '/',
      '/search?q=missa',
      "/search/scores?melody='4C'8DEFGA",
      '/search/entries?q=a',
    ]) {
      await visit(page, path);
    }
  });

  test('the sign-in screens of a visitor fit', async ({ page }) => {
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/reset',
      '/auth/reset/an-expired-token',
      '/auth/verify/1/a-wrong-hash',
    ]) {
      await visit(page, path);
    }
  });

  test('the record screens of a visitor fit, and the menu', async ({ page, request }) => {
    const r = await records(request);
    // As a contributor sees them (with more buttons) in the next test.
    for (const path of [
      `/scores/${r.score}`,
      `/catalogs/${r.catalog}`,
      `/digital-copies/${r.copy}`,
      `/places/${r.place}`,
      `/publications/${r.publication}`,
      '/no/such/page',
    ]) {
      await visit(page, path);
    }
    // The menu, opened over the screen.
    await visit(page, '/');
    await button(page, 'Open the menu').click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect.soft(await layoutProblems(page), 'the opened menu').toEqual([]);
  });

  test('the record views of a contributor fit, with the delete prompt', async ({
    page,
    request,
  }) => {
    const r = await records(request);
    await signInAsAdmin(page);
    for (const path of [
      `/collections/${r.collection}`,
      `/people/${r.person}`,
      `/catalogs/${r.catalog}`,
      `/catalogs/${r.catalog}?tab=page&pageId=${r.page}`,
      `/digital-copies/${r.copy}`,
      `/places/${r.place}`,
      `/publications/${r.publication}`,
      `/scores/${r.score}`,
    ]) {
      await visit(page, path);
    }
    await checkDialog(page, 'delete a score', () => button(page, 'Delete').click());
  });

  // The editors of each kind of record (create and edit), every tab of them.
  const editors: [string, (r: Records) => string[]][] = [
    ['collection', (r) => ['/collections/create', `/collections/${r.collection}/edit`]],
    ['score', (r) => ['/scores/create', `/scores/${r.score}/edit`]],
    ['person', (r) => ['/people/create', `/people/${r.person}/edit`]],
    ['catalog', (r) => ['/catalogs/create', `/catalogs/${r.catalog}/edit`]],
    ['page', (r) => [`/pages/create?catalogId=${r.catalog}`, `/pages/${r.page}/edit`]],
    ['digital copy', (r) => ['/digital-copies/create', `/digital-copies/${r.copy}/edit`]],
    ['place', (r) => ['/places/create', `/places/${r.place}/edit`]],
    ['publication', (r) => ['/publications/create', `/publications/${r.publication}/edit`]],
  ];
  for (const [kind, paths] of editors) {
    test(`the ${kind} editors fit, every tab of them`, async ({ page, request }) => {
      const r = await records(request);
      await signInAsAdmin(page);
      for (const path of paths(r)) {
        await visit(page, path);
        await checkEditorTabs(page, path);
      }
      if (kind === 'digital copy') {
        await checkDialog(page, 'add images', () => button(page, 'Add images').click());
      }
    });
  }

  test('the files fit, with the new-folder and move dialogs', async ({ page, request }) => {
    const r = await records(request);
    await signInAsAdmin(page);
    for (const path of ['/files', `/files/${r.file}`, `/files/${r.file}/edit`]) {
      await visit(page, path);
    }
    await visit(page, `/files?folder=${r.folder}`);
    await checkDialog(page, 'new folder', () => button(page, 'New folder').click());
    await page
      .getByRole('checkbox', {
        name: 'Select “CH-E_Ms_123_Missa_brevis_in_C_violino_primo_001.jpg”',
      })
      .check();
    const selection = page.getByRole('region', { name: 'Selected files and folders' });
    await checkDialog(page, 'move files', () =>
      selection.getByRole('button', { name: 'Move' }).click(),
    );
  });

  test('the account and the settings fit, with their dialogs', async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ['/account', '/settings/no-such-setting']) {
      await visit(page, path);
    }
    await visit(page, '/settings/website');
    await checkDialog(page, 'change a setting', () => button(page, 'Change site_title').click());

    await visit(page, '/settings/activity');
    await visit(page, '/trash');
    await visit(page, '/settings/users');
    await checkDialog(page, 'permissions', async () => {
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Change permissions…' }).click();
    });
  });
});

test.describe('on a 360 px wide phone in German', () => {
  test.use({ locale: 'de-DE' });

  test('the editors with the longest tab names fit', async ({ page, request }) => {
    const r = await records(request);
    await signInAsAdmin(page);
    for (const path of [`/scores/${r.score}/edit`, '/people/create']) {
      await visit(page, path);
      await checkEditorTabs(page, path, 'Teile des Datensatzes');
    }
  });
});

test('the layout check names what widens the page and a box that scrolls unannounced', async ({
  page,
}) => {
  await visit(page, '/auth/login');
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.textContent = 'a wide strip';
    wide.style.width = '500px';
    const box = document.createElement('div');
    box.style.overflowX = 'auto';
    box.style.width = '100px';
    box.append(document.createElement('div'));
    (box.firstChild as HTMLElement).style.width = '300px';
    (box.firstChild as HTMLElement).textContent = 'a wide table';
    document.body.append(wide, box);
  });
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/^the page scrolls sideways .* “a wide strip” \(500 px wide/);
  expect(problems[1]).toMatch(/^a box scrolls sideways \(300 px in 100 px\) .* “a wide table”/);
});
