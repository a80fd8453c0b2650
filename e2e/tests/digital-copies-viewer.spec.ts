import { signInAs } from './accounts';
import { expect, test } from './fixtures';
import { BASE_URL, graphql } from './support';
import {
  WIDTH,
  HEIGHT,
  setUp,
  viewer,
  expectImageShown,
  zoomOf,
  visitorPage,
} from './digital-copies-viewer-setup';

/*
 * The deep-zoom viewer of digital copies (OpenSeadragon on the IIIF image service): on a score's
 * view and a copy's own page, and a catalog page's photograph beside its entries with regions
 * linked to them. Everything is set up through the API as a contributor.
 */

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
    const image = region.getByRole('group', { name: 'Image Catalogus p. 1' });
    await image.scrollIntoViewIfNeeded();
    const still = (await image.boundingBox())!;
    await page.getByRole('button', { name: 'Link a region' }).click();
    await expect(
      region.getByText('Drag on the image to draw the region.', { exact: false }),
    ).toBeVisible();
    // The help shows under the photograph: the photograph does not move.
    const canvas = (await image.boundingBox())!;
    expect(canvas.y).toBeCloseTo(still.y, 0);
    expect(canvas.height).toBeCloseTo(still.height, 0);
    const zoomBefore = await zoomOf(region);
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
