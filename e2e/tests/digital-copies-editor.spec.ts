import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { createFolder, signInAsContributor as contributorIn, uploadFile } from './files-api';
import { createCatalog } from './catalogs-api';
import { createScore } from './scores-api';
import { adminToken, createCollection, unique } from './support';

/** A valid 24×32 JPEG (one colour), the content of every scan of these tests. */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAgABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAME/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AtgMiwAAAAAD/2Q==',
  'base64',
);

const signInAsContributor = (page: Page, request: APIRequestContext) =>
  contributorIn(page, request, 'digitizer');

/** Uploads the scan JPEG under this name into a folder; answers its id. */
const uploadJpeg = (request: APIRequestContext, token: string, folder: string, name: string) =>
  uploadFile(request, token, folder, { name, mimeType: 'image/jpeg', buffer: JPEG });

/** A new top folder of scans (uploaded in the order given); answers its name and the file ids. */
async function scanFolder(
  request: APIRequestContext,
  token: string,
  names: string[],
): Promise<{ id: string; name: string; files: Record<string, string> }> {
  const name = unique('Scans');
  const id = await createFolder(request, token, name);
  const files: Record<string, string> = {};
  for (const file of names) files[file] = await uploadJpeg(request, token, id, file);
  return { id, name, files };
}

/** A score of a new collection (as the administrator); answers its id and heading. */
async function newScore(request: APIRequestContext): Promise<{ id: string; heading: string }> {
  const token = await adminToken(request);
  const collection = await createCollection(request, token, unique('Stiftsarchiv'), 'A-KR');
  const title = unique('Missa brevis');
  const id = await createScore(request, token, {
    collection: { id: collection },
    shelfmark: 'Ms. 12',
    short_title: title,
  });
  return { id, heading: `A-KR Ms. 12 · ${title}` };
}

function images(page: Page) {
  return page.getByRole('list', { name: 'Images in order' });
}

/** The images of the list, in order, by their file names. */
async function expectOrder(page: Page, names: string[]) {
  const rows = images(page).getByRole('listitem');
  await expect(rows).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(rows.nth(index)).toHaveAccessibleName(`Image ${index + 1}: ${name}`);
  }
}

function image(page: Page, n: number, name: string): Locator {
  return images(page).getByRole('listitem', { name: `Image ${n}: ${name}`, exact: true });
}

/** Opens "Add images" and goes into a top folder. */
async function openFolder(page: Page, folder: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add images' });
  await dialog.getByRole('button', { name: `Open the folder “${folder}”` }).click();
  await expect(dialog.getByRole('list', { name: `Content of “${folder}”` })).toBeVisible();
  return dialog;
}

test.describe('the digital copy editor', () => {
  test('makes a copy of a score from a folder of scans: scanned order, dragged, moved, labelled, saved, reopened, deleted', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await scanFolder(request, token, [
      'vio1_002.jpg',
      'sop1_001.jpg',
      'vio1_001.jpg',
    ]);
    const score = await newScore(request);

    await page.goto(`/scores/${score.id}`);
    await page.getByRole('link', { name: 'Add digital copy' }).click();
    await expect(page).toHaveURL(`/digital-copies/create?type=score&id=${score.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New digital copy' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Score' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Score' })).toHaveValue(score.heading);

    // Without images the domain rule refuses the save.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A digital copy needs at least one image!')).toBeVisible();
    await expect(page.getByText('Not saved yet: please correct the marked fields.')).toBeVisible();

    // The whole folder, in the scanned order of spec §9: voices (soprano) before strings (violin).
    const dialog = await openFolder(page, folder.name);
    await expect(
      dialog.getByRole('checkbox', { name: /^sop1_001\.jpg Soprano 1, p\. 1/ }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Add whole folder' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '3 images added.' })).toBeVisible();
    await expectOrder(page, ['sop1_001.jpg', 'vio1_001.jpg', 'vio1_002.jpg']);
    await expect(image(page, 2, 'vio1_001.jpg').getByText('Violin 1, p. 1')).toBeVisible();
    await expect(page.getByText('A digital copy needs at least one image!')).toBeHidden();

    // The dialog opens where it was left; the same folder again adds nothing twice.
    await page.getByRole('button', { name: 'Add images' }).click();
    const again = page.getByRole('dialog', { name: 'Add images' });
    await expect(again.getByRole('list', { name: `Content of “${folder.name}”` })).toBeVisible();
    await expect(
      again.getByRole('checkbox', { name: /^vio1_002\.jpg .*In the list already/ }),
    ).toBeDisabled();
    await again.getByRole('button', { name: 'Add whole folder' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '0 images added. 3 were in the list already.' }),
    ).toBeVisible();
    await expectOrder(page, ['sop1_001.jpg', 'vio1_001.jpg', 'vio1_002.jpg']);

    // Dragged to the top, then sorted as scanned again.
    await image(page, 3, 'vio1_002.jpg')
      .getByRole('img', { name: 'Drag Image 3: vio1_002.jpg to another place' })
      .dragTo(image(page, 1, 'sop1_001.jpg'));
    await expectOrder(page, ['vio1_002.jpg', 'sop1_001.jpg', 'vio1_001.jpg']);
    await page.getByRole('button', { name: 'Sort as scanned' }).click();
    await expectOrder(page, ['sop1_001.jpg', 'vio1_001.jpg', 'vio1_002.jpg']);

    // Dragged down, moved with the buttons.
    await image(page, 1, 'sop1_001.jpg')
      .getByRole('img', { name: 'Drag Image 1: sop1_001.jpg to another place' })
      .dragTo(image(page, 3, 'vio1_002.jpg'));
    await expectOrder(page, ['vio1_001.jpg', 'vio1_002.jpg', 'sop1_001.jpg']);
    await page.getByRole('button', { name: 'Move Image 3: sop1_001.jpg up' }).click();
    await page.getByRole('button', { name: 'Move Image 2: sop1_001.jpg up' }).click();
    await page.getByRole('button', { name: 'Move Image 2: vio1_001.jpg down' }).click();
    await expectOrder(page, ['sop1_001.jpg', 'vio1_002.jpg', 'vio1_001.jpg']);

    // Labelled, one removed.
    await image(page, 1, 'sop1_001.jpg').getByRole('textbox', { name: 'Label' }).fill('fol. 1r');
    await page.getByRole('button', { name: 'Remove Image 3: vio1_001.jpg' }).click();
    await expectOrder(page, ['sop1_001.jpg', 'vio1_002.jpg']);
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/digital-copies\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    // Reopened: the order and the label are the saved ones.
    await page.goto(`/digital-copies/${id}/edit`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Edit “Digital copy of ${score.heading}”` }),
    ).toBeVisible();
    await expectOrder(page, ['sop1_001.jpg', 'vio1_002.jpg']);
    await expect(
      image(page, 1, 'sop1_001.jpg').getByRole('textbox', { name: 'Label' }),
    ).toHaveValue('fol. 1r');
    await expect(
      image(page, 2, 'vio1_002.jpg').getByRole('textbox', { name: 'Label' }),
    ).toHaveValue('');

    // The file shown says where it is used.
    await page.goto(`/files/${folder.files['sop1_001.jpg']}`);
    const usedIn = page.getByRole('region', { name: 'Used in' });
    await expect(usedIn.getByText('Shown by 1 image of a digital copy.')).toBeVisible();
    await expect(
      usedIn.getByRole('link', { name: `Digital copy of ${score.heading}` }),
    ).toHaveAttribute('href', `/digital-copies/${id}`);
    await expect(usedIn.getByText('Image 1, “fol. 1r”')).toBeVisible();
    // One that is not shown has no such section.
    await page.goto(`/files/${folder.files['vio1_001.jpg']}`);
    await expect(page.getByRole('heading', { level: 1, name: 'vio1_001.jpg' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Used in' })).toHaveCount(0);

    // Deleted after the prompt: back to the score.
    await page.goto(`/digital-copies/${id}/edit`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const prompt = page.getByRole('dialog', { name: 'Delete digital copy' });
    await expect(
      prompt.getByText('Are you sure you want to delete this digital copy?'),
    ).toBeVisible();
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`/scores/${score.id}`);
    await expect(page.getByText('The digital copy has been deleted.')).toBeVisible();
    await page.goto(`/digital-copies/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Digital copy not found' })).toBeVisible();
  });

  test('gives a catalog copy its pages in order, the server refusing a page shown twice', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await scanFolder(request, token, ['cat_002.jpg', 'cat_001.jpg']);
    const catalog = await createCatalog(request, await adminToken(request), [
      { number: '1' },
      { number: '2' },
    ]);

    await page.goto(`/catalogs/${catalog.id}`);
    await page.getByRole('link', { name: 'Add digital copy' }).click();
    await expect(page.getByRole('radio', { name: 'Catalog' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Catalog' })).toHaveValue(catalog.name);

    const dialog = await openFolder(page, folder.name);
    // Not scanned names: ticked one by one, they come in natural name order.
    await dialog.getByRole('checkbox', { name: 'cat_002.jpg' }).check();
    await dialog.getByRole('checkbox', { name: 'cat_001.jpg' }).check();
    await dialog.getByRole('button', { name: 'Add 2 images' }).click();
    await expectOrder(page, ['cat_001.jpg', 'cat_002.jpg']);

    await page.getByRole('button', { name: 'Assign pages in order' }).click();
    await expect(image(page, 1, 'cat_001.jpg').getByRole('combobox', { name: 'Page' })).toHaveText(
      'p. 1',
    );
    await expect(image(page, 2, 'cat_002.jpg').getByRole('combobox', { name: 'Page' })).toHaveText(
      'p. 2',
    );

    // Both on page 1: the server refuses, its error under the second image's page.
    await image(page, 2, 'cat_002.jpg').getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: 'p. 1', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      image(page, 2, 'cat_002.jpg').getByText('Two images cannot show the same page.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/digital-copies\/create/);

    await image(page, 2, 'cat_002.jpg').getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: 'p. 2', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Photographs 1990');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/digital-copies\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await page.goto(`/digital-copies/${id}/edit`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit “Photographs 1990”' }),
    ).toBeVisible();
    await expect(image(page, 1, 'cat_001.jpg').getByRole('combobox', { name: 'Page' })).toHaveText(
      'p. 1',
    );
    await expect(image(page, 2, 'cat_002.jpg').getByRole('combobox', { name: 'Page' })).toHaveText(
      'p. 2',
    );
  });

  test('shows its headings in German', async ({ page, request }) => {
    await signInAsContributor(page, request);
    await page.goto('/digital-copies/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New digital copy' })).toBeVisible();

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Digitalisat' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Digitalisierter Datensatz' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bilder' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Musikalie' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Bilder hinzufügen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wie gescannt sortieren' })).toBeDisabled();
  });

  test('fits a phone’s width, its images and the file browser too', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const long = `sop1_001-${'Stimmbuch-Canto-primo-'.repeat(4)}.jpg`;
    const folder = await scanFolder(request, token, [long, 'vio1_001.jpg']);
    const score = await newScore(request);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/digital-copies/create?type=score&id=${score.id}`);

    const dialog = await openFolder(page, folder.name);
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${long}`) })).toBeVisible();
    // The browser fills the screen, its content within its width.
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await expect(dialog.getByRole('button', { name: 'Add whole folder' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Add whole folder' }).click();
    await expectOrder(page, ['vio1_001.jpg', long]);

    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits).toBe(true);
    // Every image's buttons within the screen's width.
    const remove = await page
      .getByRole('button', { name: `Remove Image 2: ${long}` })
      .boundingBox();
    expect(remove!.x + remove!.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });
});
