import { expect, test } from './fixtures';
import { BASE_URL } from './support';
import {
  png,
  pdf,
  text,
  signInAsContributor,
  folderWith,
  chooseFiles,
  table,
  entry,
  uploads,
} from './files-screen';

test.describe('the files screen: uploads', () => {
  test('uploads three files at once, counting those in progress, and lists them', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token);
    await page.goto(`/files?folder=${folder.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    await expect(
      page.getByText('This folder is empty: upload files or create a folder.'),
    ).toBeVisible();

    // The uploads wait at the network until the count has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const type = route.request().headers()['content-type'] ?? '';
      if (type.startsWith('multipart/')) await held;
      await route.continue();
    });

    await chooseFiles(page, [png(), pdf(), text()]);
    await expect(page.getByRole('heading', { name: '3 of 3 uploads in progress' })).toBeVisible();
    // Two at a time: the third waits.
    await expect(uploads(page).getByText('Waiting')).toHaveCount(1);
    await expect(
      uploads(page).getByRole('progressbar', { name: 'Progress of “scan.png”' }),
    ).toBeVisible();

    release();
    await expect(page.getByRole('heading', { name: '3 of 3 uploads done' })).toBeVisible();
    await page.unroute('**/graphql');
    for (const name of ['scan.png', 'score.pdf', 'notes.txt']) {
      await expect(entry(page, name)).toBeVisible();
    }
    await expect(page.getByText('3 items')).toBeVisible();

    const scan = table(page).getByRole('row').filter({ hasText: 'scan.png' });
    await expect(scan.getByRole('cell', { name: 'PNG image' })).toBeVisible();
    // The picture of an image comes from the IIIF image service, in the file's row; it is
    // decorative (alt=""), the name standing beside it.
    const href = await scan
      .getByRole('link', { name: 'scan.png', exact: true })
      .getAttribute('href');
    const id = href!.split('/').pop();
    await expect(
      scan.locator(`img[src="${BASE_URL}/iiif/3/${id}/full/!64,64/0/default.jpg"]`),
    ).toHaveAttribute('alt', '');

    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect(uploads(page)).toHaveCount(0);
  });

  test('names the reason of a failed upload and keeps it listed until removed', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token);
    await page.goto(`/files?folder=${folder.id}`);

    // Over the server's limit (5 MB in these tests).
    const big = {
      name: 'big-scan.tif',
      mimeType: 'image/tiff',
      buffer: Buffer.alloc(6 * 1024 * 1024, 7),
    };
    await chooseFiles(page, [big, text()]);
    await expect(uploads(page).getByText('Failed: File too large.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: '1 of 2 uploads done · 1 failed' }),
    ).toBeVisible();
    await expect(entry(page, 'notes.txt')).toBeVisible();
    await expect(entry(page, 'big-scan.tif')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect(uploads(page).getByText('Failed: File too large.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove “big-scan.tif” from the list' }).click();
    await expect(uploads(page)).toHaveCount(0);
  });

  test('cancels an upload under way', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token);
    await page.goto(`/files?folder=${folder.id}`);
    await expect(
      page.getByText('This folder is empty: upload files or create a folder.'),
    ).toBeVisible();

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const type = route.request().headers()['content-type'] ?? '';
      if (type.startsWith('multipart/')) await held;
      // The cancelled request is gone by then.
      await route.continue().catch(() => {});
    });
    await chooseFiles(page, [text('abandoned.txt')]);
    await expect(page.getByRole('heading', { name: '1 of 1 uploads in progress' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel the upload of “abandoned.txt”' }).click();
    await expect(uploads(page).getByText('Cancelled')).toBeVisible();
    await expect(page.getByRole('heading', { name: '0 of 1 uploads done' })).toBeVisible();
    release();
    await page.unroute('**/graphql');
    await page.reload();
    await expect(
      page.getByText('This folder is empty: upload files or create a folder.'),
    ).toBeVisible();
  });

  test('uploads files dropped onto the list', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token);
    await page.goto(`/files?folder=${folder.id}`);
    await expect(
      page.getByText('This folder is empty: upload files or create a folder.'),
    ).toBeVisible();

    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['Kyrie, Gloria'], 'dropped.txt', { type: 'text/plain' }));
      return data;
    });
    const list = page.getByText('This folder is empty: upload files or create a folder.');
    await list.dispatchEvent('dragenter', { dataTransfer: transfer });
    await expect(
      page.getByText(`Drop the files here to upload them into “${folder.name}”.`),
    ).toBeVisible();
    await list.dispatchEvent('drop', { dataTransfer: transfer });
    await expect(
      page.getByText(`Drop the files here to upload them into “${folder.name}”.`),
    ).toHaveCount(0);
    await expect(entry(page, 'dropped.txt')).toBeVisible();
  });
});
