import sharp from 'sharp';
import { accountWithRole, signInAs, type Account } from './accounts';
import { axeFindings, type AxeFinding } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { uploadFile } from './files-api';
import { attributeScore, createPerson } from './people-api';
import { createPlace, createPublication, createScore } from './scores-api';
import { screenSettled } from './settled';
import { adminToken, createCollection, graphql, mainMenu, signInAsAdmin, unique } from './support';

/*
 * Every screen of the application checked by axe-core (WCAG 2.x A/AA and best practices) in both
 * languages and both colour schemes: a serious or critical violation anywhere fails the test.
 * Each screen is loaded once per variant; the tabs of a screen (editors, a catalog's pages) are
 * opened in place and checked too. The records come from the demonstration data, plus a few
 * made here for what it lacks (a conjectural attribution, an uploaded photograph).
 */

type Records = {
  collection: string;
  score: string;
  conjecturalScore: string;
  person: string;
  catalog: string;
  page: string;
  copy: string;
  file: string;
  place: string;
  publication: string;
};

const CATALOG_NAME = 'Catalogus musicalium chori Einsidlensis 1875';

// The longest file of the run: its tests share no state but the records setUp makes (once per
// worker), so they spread over the workers rather than keep one busy while the other is idle.
test.describe.configure({ mode: 'parallel' });

let prepared: Promise<Records> | null = null;

function setUp(request: APIRequestContext): Promise<Records> {
  prepared ??= (async () => {
    const token = await adminToken(request);
    const { catalogs } = await graphql<{
      catalogs: {
        data: { id: string; pages: { id: string }[]; digital_copies: { id: string }[] }[];
      };
    }>(
      request,
      'query ($q: String) { catalogs(search: $q, first: 1) { data { id pages { id } digital_copies { id } } } }',
      { q: CATALOG_NAME },
    );
    const catalog = catalogs.data[0];
    expect(
      catalog?.digital_copies.length,
      'the demonstration catalog has photographs',
    ).toBeGreaterThan(0);
    const { entries } = await graphql<{
      entries: { score: { id: string; has_digital_copy: boolean } | null }[];
    }>(
      request,
      'query ($id: ID!) { entries(catalog_id: $id, first: 200) { score { id has_digital_copy } } }',
      { id: catalog.id },
    );
    const score = entries.find((entry) => entry.score?.has_digital_copy)?.score;
    expect(score, 'a demonstration score has a digital copy').toBeTruthy();

    const collection = await createCollection(request, token, unique('Musikarchiv'), 'CH-E');
    const person = await createPerson(request, token, {
      names: [{ name: unique('Sebastian Muster'), primary: true }],
      dates: '1700-1760',
    });
    const conjecturalScore = await attributeScore(request, token, {
      collectionId: collection,
      personId: person,
      shelfmark: unique('Ms.'),
      shortTitle: unique('Missa brevis'),
    });
    // A place and a publication that a score cites, so their views list something.
    const place = await createPlace(request, token, unique('Kremsmünster'));
    const publication = await createPublication(request, token, {
      short_title: unique('Gerber NTL'),
      title: 'Neues historisch-biographisches Lexikon der Tonkünstler',
    });
    await createScore(request, token, {
      collection: { id: collection },
      shelfmark: unique('Ms.'),
      short_title: unique('Missa solemnis'),
      attributions: [
        {
          person: { id: person },
          function: 'scr',
          qualifier: 'asc',
          place: { id: place },
          publication: { id: publication },
        },
      ],
      publications: [{ publication: { id: publication }, number: '12' }],
    });
    const photo = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#efe3c8' },
    })
      .jpeg()
      .toBuffer();
    const file = await uploadFile(request, token, null, {
      name: `${unique('fol-1r')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    return {
      collection,
      score: score!.id,
      conjecturalScore,
      person,
      catalog: catalog.id,
      page: catalog.pages[0].id,
      copy: catalog.digital_copies[0].id,
      file,
      place,
      publication,
    };
  })();
  prepared.catch(() => (prepared = null));
  return prepared;
}

/** The screens a visitor sees (signed in, some of them only redirect). */
const visitorRoutes = (): string[] => [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/reset',
  '/auth/reset/not-a-valid-token',
  '/auth/verify/1/not-a-valid-hash',
];

/** Every other screen, opened by an administrator (who may open all of them). */
const adminRoutes = (r: Records): string[] => [
  '/',
  '/search?q=Missa',
  '/search/scores?q=Missa',
  '/search/scores?melody=4C8DEF',
  '/search/people?q=Muster',
  `/collections/${r.collection}`,
  '/collections/create',
  `/collections/${r.collection}/edit`,
  `/scores/${r.score}`,
  `/scores/${r.conjecturalScore}`,
  '/scores/create',
  `/scores/${r.score}/edit`,
  `/scores/${r.score}/history`,
  `/people/${r.person}`,
  '/people/create',
  `/people/${r.person}/edit`,
  `/catalogs/${r.catalog}`,
  `/catalogs/${r.catalog}?tab=page&pageId=${r.page}`,
  '/catalogs/create',
  `/catalogs/${r.catalog}/edit`,
  `/pages/create?catalog=${r.catalog}`,
  `/pages/${r.page}/edit`,
  `/digital-copies/${r.copy}`,
  '/digital-copies/create',
  `/digital-copies/${r.copy}/edit`,
  '/files',
  `/files/${r.file}`,
  `/files/${r.file}/edit`,
  '/account',
  '/settings/website',
  '/settings/users',
  '/settings/activity',
  '/trash',
  `/places/${r.place}`,
  '/places/create',
  `/places/${r.place}/edit`,
  `/publications/${r.publication}`,
  '/publications/create',
  `/publications/${r.publication}/edit`,
  '/places/1',
  '/no-such-screen',
];

type Found = AxeFinding & { route: string };

/** Loads the route and checks it, then (withTabs) each of its other tabs in turn. */
async function checkRoute(page: Page, route: string, withTabs: boolean): Promise<Found[]> {
  const started = Date.now();
  const found = await checkScreen(page, route, withTabs);
  // A11Y_LOG=1 prints each screen's time and findings as it goes (to see where a run stands).
  if (process.env.A11Y_LOG) console.log(`${route}: ${Date.now() - started} ms\n${report(found)}`);
  return found;
}

async function checkScreen(page: Page, route: string, withTabs: boolean): Promise<Found[]> {
  await page.goto(route);
  await screenSettled(page, route);
  const found = (await axeFindings(page)).map((finding) => ({ ...finding, route }));
  if (!withTabs) return found;
  const tabs = page.getByRole('main').getByRole('tab', { selected: false });
  // Tabs that switch a panel in place (those with an id); the search's kinds are routes of their own.
  const ids = await tabs.evaluateAll((elements) => elements.map((element) => element.id));
  for (const id of ids.filter(Boolean)) {
    await page.locator(`[id="${id}"]`).click();
    await screenSettled(page, `${route} [${id}]`);
    const label = await page.locator(`[id="${id}"]`).innerText();
    found.push(
      ...(await axeFindings(page)).map((finding) => ({ ...finding, route: `${route} [${label}]` })),
    );
  }
  return found;
}

/** One line per broken rule and element, grouped by impact (what a failing test prints). */
function report(found: Found[]): string {
  return found
    .map((f) => `${f.impact.padEnd(8)} ${f.rule} on ${f.route}\n  ${f.target}\n  ${f.summary}`)
    .join('\n');
}

/*
 * The tabs of a screen share its components, colours and structure: they are opened in the first
 * variant; the others check every screen as it opens (a full pass each would take four times as
 * long for what the first already covers).
 */
const VARIANTS = [
  { language: 'en', locale: 'en-GB', colorScheme: 'light', withTabs: true },
  { language: 'en', locale: 'en-GB', colorScheme: 'dark', withTabs: false },
  { language: 'de', locale: 'de-DE', colorScheme: 'light', withTabs: false },
  { language: 'de', locale: 'de-DE', colorScheme: 'dark', withTabs: false },
] as const;

for (const variant of VARIANTS) {
  test.describe(`accessibility in ${variant.language}, ${variant.colorScheme}`, () => {
    test.use({ locale: variant.locale, colorScheme: variant.colorScheme });

    test('no screen has a serious or critical axe-core violation', async ({ page, request }) => {
      // Every screen once, four times over: longer than one screen's test.
      test.setTimeout(900_000);
      const records = await setUp(request);
      const admin: Account = await accountWithRole(request, 'inspector', 'admin', variant.language);

      const found: Found[] = [];
      const { withTabs } = variant;
      for (const route of visitorRoutes()) {
        found.push(...(await checkRoute(page, route, withTabs)));
      }
      await signInAs(page, admin);
      for (const route of adminRoutes(records)) {
        found.push(...(await checkRoute(page, route, withTabs)));
      }

      const serious = found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
      const others = found.filter((f) => !serious.includes(f));
      if (others.length > 0) console.log(`Lesser findings:\n${report(others)}`);
      expect(serious, `Serious or critical findings:\n${report(serious)}`).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  for (const [locale, skipName] of [
    ['en-GB', 'Skip to the content'],
    ['de-DE', 'Zum Inhalt springen'],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });

      test('the first Tab shows a skip link that leads past the menu to the content', async ({
        page,
      }) => {
        // Screens that put the focus nowhere themselves (the search and the forms take it).
        for (const route of ['/places/1', '/auth/verify/1/not-a-valid-hash']) {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: skipName });
          await expect(skip).toBeFocused();
          await expect(skip).toBeInViewport();
          await page.keyboard.press('Enter');
          await expect(page.getByRole('main')).toBeFocused();
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
        }
      });
    });
  }

  test('every stop of the menu shows where the focus is', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    await expect(mainMenu(page).getByRole('link', { name: 'Log out' })).toBeVisible();
    // Skip link, site title, the entries, the account, the two languages.
    for (let stop = 0; stop < 10; stop++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          inMenu: !!element.closest('nav'),
          name: element.textContent,
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        };
      });
      if (stop > 0) expect(focus.inMenu, `${focus.name} is in the menu`).toBe(true);
      expect(focus.outline, `${focus.name} shows its focus`).toBe(true);
    }
  });

  test('a region of a catalog page’s photograph can be drawn and linked with the keys alone', async ({
    page,
    request,
  }) => {
    const records = await setUp(request);
    await signInAsAdmin(page);
    await page.goto(`/catalogs/${records.catalog}?tab=page&pageId=${records.page}`);
    const link = page.getByRole('button', { name: 'Link a region' });
    await link.focus();
    await page.keyboard.press('Enter');
    const layer = page.getByRole('group', { name: 'Draw the region' });
    await expect(layer).toBeFocused();
    const rectangle = layer.locator('[data-keyed-region]');
    await expect(rectangle).toBeVisible();
    const before = (await rectangle.boundingBox())!;
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    const after = (await rectangle.boundingBox())!;
    expect(after.x).toBeCloseTo(before.x + 30, 0);
    expect(after.height).toBeCloseTo(before.height + 20, 0);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Link the region' });
    await expect(
      dialog.getByText(/^The region of \d+ × \d+ pixels at \d+, \d+ shows:$/),
    ).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Entry' }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Save region' }).click();
    await expect(page.getByText('The region has been linked.')).toBeVisible();
  });
});
