import { expect, test, type Locator, type Page } from './fixtures';
import { createScore } from './scores-api';
import { FIRST_NOTATION } from './settled';
import { adminToken, createCollection, unique } from './support';

// Incipits at one readable staff size everywhere (issue 24, defect 4): they used to be scaled
// to their box, so a long one shrank to a 10 px staff, a short one was blown up, and two
// incipits of one score differed twofold.

const SHORT = "'4CDEF";
const LONG = "'4CDE/FGA/''C8DEFGA/4B'C/8DEFGAB/''C4DE/FGA/''C8DEFGA/4B'C/8DEFGAB/''C4DE/";

/** The height of the staff (first to last line) as drawn on the screen, in CSS pixels. */
async function staffHeight(notation: Locator): Promise<number> {
  return notation.evaluate((element) => {
    const lines = element.querySelector('g.staff')!.querySelectorAll(':scope > path');
    const first = lines[0].getBoundingClientRect();
    const last = lines[lines.length - 1].getBoundingClientRect();
    return last.top + last.height / 2 - (first.top + first.height / 2);
  });
}

async function scoreWithTwoIncipits(page: Page) {
  const token = await adminToken(page.request);
  const title = unique('Massstabwerk').replace(/\W+/g, '');
  const collection = await createCollection(page.request, token, unique('Massstift'), 'CH-MS');
  const id = await createScore(page.request, token, {
    collection: { id: collection },
    shelfmark: 'Mass. 1',
    short_title: title,
    incipits: [
      { clef: 'G-2', pae: LONG },
      { clef: 'G-2', pae: SHORT },
    ],
  });
  return { id, title };
}

for (const { name, viewport } of [
  { name: 'on a desktop', viewport: { width: 1366, height: 900 } },
  { name: 'on a phone', viewport: { width: 360, height: 780 } },
]) {
  test.describe(`incipits ${name}`, () => {
    test.use({ viewport });

    test('are drawn at one staff size, the long one scrolling sideways from the keyboard', async ({
      page,
    }) => {
      const { id, title } = await scoreWithTwoIncipits(page);
      await page.goto(`/scores/${id}`);
      const notations = page.getByTestId('incipit-notation');
      await expect(notations.nth(0).locator('g.staff').first()).toBeVisible(FIRST_NOTATION);
      // Drawn as it comes near the screen.
      await page.getByRole('heading', { name: 'Incipit 2 (unnumbered)' }).scrollIntoViewIfNeeded();
      await expect(notations).toHaveCount(2, FIRST_NOTATION);
      await expect(notations.nth(1).locator('g.staff').first()).toBeVisible(FIRST_NOTATION);
      const [long, short] = [
        await staffHeight(notations.nth(0)),
        await staffHeight(notations.nth(1)),
      ];
      expect(long).toBeGreaterThanOrEqual(24);
      expect(Math.abs(long - short)).toBeLessThan(0.5);

      // The long one is wider than the screen's column: it scrolls, and the keyboard reaches it.
      const scroller = page.getByRole('group', { name: 'Scrolls sideways' });
      await expect(scroller).toHaveCount(1);
      await scroller.focus();
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => scroller.evaluate((element) => element.scrollLeft))
        .toBeGreaterThan(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);

      // The same size in the search's results.
      await page.goto(`/search/scores?q=${title}`);
      const inResults = page
        .getByRole('list', { name: 'Search results' })
        .getByTestId('incipit-notation');
      await expect(inResults.first().locator('g.staff').first()).toBeVisible(FIRST_NOTATION);
      expect(Math.abs((await staffHeight(inResults.first())) - long)).toBeLessThan(0.5);
    });
  });
}
