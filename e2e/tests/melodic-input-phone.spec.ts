import { expect, test, type Locator } from './fixtures';

// The melodic search's input on a phone (issue 24, defect 5): at 360 px the piano's black keys
// merged into blocks and the duration buttons ran past the card.

test.use({ viewport: { width: 360, height: 780 } });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

for (const locale of ['en-GB', 'de-DE']) {
  test.describe(`melodic input on a phone (${locale})`, () => {
    test.use({ locale });

    test('keeps every key distinct and at least 24 px wide, and every control inside its card', async ({
      page,
    }) => {
      const de = locale === 'de-DE';
      await page.goto('/search/scores');
      await page.getByRole('button', { name: de ? 'Melodiesuche' : 'Melodic search' }).click();
      const keyboard = page.getByRole('group', {
        name: de
          ? 'Klaviatur: jede Taste fügt ihren Ton hinzu'
          : 'Keyboard: each key adds its note',
      });
      await expect(keyboard).toBeVisible();
      const keys = keyboard.getByRole('button');
      await expect(keys).toHaveCount(24);
      const black: Box[] = [];
      for (const key of await keys.all()) {
        const box = await boxOf(key);
        expect(box.width).toBeGreaterThanOrEqual(24);
        if (box.height < 100) black.push(box);
      }
      expect(black).toHaveLength(10);
      // No two black keys touch: each is a target of its own.
      const sorted = black.sort((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i].x).toBeGreaterThan(sorted[i - 1].x + sorted[i - 1].width);

      // The keyboard scrolls within the card; a key reached from the keyboard scrolls into view.
      const form = page.getByRole('form', { name: de ? 'Melodiesuche' : 'Melodic search' });
      // The card: the folding panel the form is in.
      const cardBox = await boxOf(
        form.locator('xpath=ancestor::*[contains(@class, "MuiAccordion-root")][1]'),
      );
      const highest = keys.last();
      await highest.focus();
      await expect(highest).toBeInViewport({ ratio: 1 });
      const highestBox = await boxOf(highest);
      expect(highestBox.x + highestBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
      await highest.press('Enter');
      await expect(
        page.getByRole('textbox', {
          name: de ? 'Noten (Plaine & Easie Code)' : 'Notes (Plaine & Easie code)',
        }),
      ).toHaveValue("''4B");

      // Every other control lies inside the card.
      const controls = form.locator(
        // A switch's input is larger than the switch by design (an invisible touch area).
        'button:not([role="group"] button), .MuiSwitch-root, .MuiInputBase-root, label',
      );
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const box = await boxOf(control);
        const what = await control.evaluate((element) => element.outerHTML.slice(0, 80));
        expect(box.x, what).toBeGreaterThanOrEqual(cardBox.x - 1);
        expect(
          box.x + box.width,
          await control.evaluate((e) => e.outerHTML.slice(0, 80)),
        ).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
    });
  });
}
