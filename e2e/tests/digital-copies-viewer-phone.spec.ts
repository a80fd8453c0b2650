import { expect, test } from './fixtures';
import { setUp, viewer, expectImageShown } from './digital-copies-viewer-setup';

// The image viewer in German, and on a phone's width.

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
