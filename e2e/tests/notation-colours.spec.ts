import { expect, test, type Locator } from './fixtures';
import { createScore } from './scores-api';
import { FIRST_NOTATION } from './settled';
import { adminToken, createCollection, unique } from './support';

// Incipits are readable in both colour schemes (issue 24, defect 1): Verovio draws in black, which
// vanished on the dark surface. The notes, their stems and a melodic search's matched notes are
// measured as Chromium paints them, against the surface they lie on.

/** WCAG's contrast ratio of what `selector` (within the notation) is painted in, on its surface. */
async function contrastOf(
  notation: Locator,
  selector: string,
  paint: 'fill' | 'stroke',
): Promise<number> {
  return notation.evaluate(
    (root, [selector, paint]) => {
      const rgb = (value: string) => {
        const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
        return { r, g, b, a };
      };
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const [R, G, B] = [r, g, b].map((c) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      const target = root.querySelector(selector);
      if (!target) throw new Error(`nothing matches ${selector}`);
      const colour = rgb(getComputedStyle(target)[paint]);
      // The surface: the nearest box behind the notation with a background of its own.
      let surface = rgb('rgb(255, 255, 255)');
      for (let box: Element | null = root; box; box = box.parentElement) {
        const background = rgb(getComputedStyle(box).backgroundColor);
        if (background.a > 0) {
          surface = background;
          break;
        }
      }
      const [light, dark] = [luminance(colour), luminance(surface)].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    },
    [selector, paint] as const,
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`notation in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('notes, stems and the matched notes of a melodic search stand out from the surface', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      const collection = await createCollection(request, token, unique('Farbenhof'), 'CH-FH');
      const shortTitle = unique('Farbprobe').replace(/\W+/g, '');
      const id = await createScore(request, token, {
        collection: { id: collection },
        shelfmark: 'Col. 1',
        short_title: shortTitle,
        incipits: [{ clef: 'G-2', pae: "'4C''C'B''C'8G,G'G,G" }],
      });

      // The score's own page.
      await page.goto(`/scores/${id}`);
      const notation = page.getByTestId('incipit-notation').first();
      await expect(notation.locator('svg').first()).toBeVisible(FIRST_NOTATION);
      expect(await contrastOf(notation, '.note use', 'fill')).toBeGreaterThanOrEqual(4.5);
      expect(await contrastOf(notation, '.stem path', 'stroke')).toBeGreaterThanOrEqual(4.5);

      // A melodic search's hit: the matched notes and their bracket in the match colour.
      await page.goto(`/search/scores?${new URLSearchParams({ melody: "'4C''C'B''C" })}`);
      const hit = page.getByRole('listitem').filter({ hasText: shortTitle });
      // Other tests' scores match too: the notation is drawn once its hit comes near the screen.
      await hit.scrollIntoViewIfNeeded();
      const matched = hit.getByRole('img', { name: /Matching incipit of/ });
      await expect(matched).toBeVisible(FIRST_NOTATION);
      await expect(matched.locator('.partitura-match')).toHaveCount(4);
      const notes = await contrastOf(matched, '.note:not(.partitura-match) use', 'fill');
      const match = await contrastOf(matched, '.partitura-match use', 'fill');
      const bracket = await contrastOf(matched, '.partitura-match-bracket', 'stroke');
      expect(notes).toBeGreaterThanOrEqual(4.5);
      expect(match).toBeGreaterThanOrEqual(4.5);
      expect(bracket).toBeGreaterThanOrEqual(4.5);
      // Told apart from the other notes by more than a shade.
      const colours = await matched.evaluate((root) =>
        ['.note:not(.partitura-match) use', '.partitura-match use'].map(
          (selector) => getComputedStyle(root.querySelector(selector)!).fill,
        ),
      );
      expect(colours[0]).not.toBe(colours[1]);
    });
  });
}
