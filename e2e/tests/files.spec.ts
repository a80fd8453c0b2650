import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  createFolder,
  signInAsContributor as contributorIn,
  uploadFile,
  type Upload,
} from './files-api';
import { BASE_URL, unique } from './support';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid one-page PDF (its cross-reference table counted out). */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const PDF = minimalPdf();
const TEXT = Buffer.from('Missa in C: Stimmen, Abschrift um 1790\n');

const png = (name = 'scan.png'): Upload => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name = 'score.pdf'): Upload => ({ name, mimeType: 'application/pdf', buffer: PDF });
const text = (name = 'notes.txt'): Upload => ({ name, mimeType: 'text/plain', buffer: TEXT });

const signInAsContributor = (page: Page, request: APIRequestContext) =>
  contributorIn(page, request, 'archivist');

/** A folder of this test's own, with the given files in it; answers its id and name. */
async function folderWith(
  request: APIRequestContext,
  token: string,
  files: Upload[] = [],
): Promise<{ id: string; name: string; files: Record<string, string> }> {
  const name = unique('Stimmen');
  const id = await createFolder(request, token, name);
  const ids: Record<string, string> = {};
  for (const file of files) ids[file.name] = await uploadFile(request, token, id, file);
  return { id, name, files: ids };
}

/** Chooses files with the Upload button's file chooser. */
async function chooseFiles(page: Page, files: Upload[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles(files);
}

function table(page: Page) {
  return page.getByRole('table', { name: 'Files and folders' });
}

/** The link that opens a file or folder of the list (not its download link). */
function entry(page: Page, name: string) {
  return table(page).getByRole('link', { name, exact: true });
}

function uploads(page: Page) {
  return page.getByRole('list', { name: 'Uploads' });
}

test.describe('the files screen', () => {
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

  test('creates a folder, moves two files into it and goes along the folder path', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [
      text('part-a.txt'),
      text('part-b.txt'),
      pdf(),
    ]);
    await page.goto(`/files?folder=${folder.id}`);

    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: `New folder in “${folder.name}”` });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('File name cannot be empty!')).toBeVisible();
    await create.getByRole('textbox', { name: 'Folder name' }).fill('  Violino primo ');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('The folder “Violino primo” has been created.')).toBeVisible();
    // Folders come first.
    await expect(table(page).getByRole('row').nth(1)).toContainText('Violino primo');

    await page.getByRole('checkbox', { name: 'Select “part-a.txt”' }).check();
    await page.getByRole('checkbox', { name: 'Select “part-b.txt”' }).check();
    const selection = page.getByRole('region', { name: 'Selected files and folders' });
    await expect(selection.getByText('2 selected')).toBeVisible();
    await selection.getByRole('button', { name: 'Move' }).click();

    const move = page.getByRole('dialog', { name: 'Move 2 items' });
    await expect(move.getByRole('button', { name: 'Move here' })).toBeDisabled();
    await move.getByRole('button', { name: 'Open the folder “Violino primo”' }).click();
    await expect(move.getByText(`Into: Files / ${folder.name} / Violino primo`)).toBeVisible();
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByText('2 moved.')).toBeVisible();
    await expect(entry(page, 'part-a.txt')).toHaveCount(0);
    await expect(entry(page, 'score.pdf')).toBeVisible();

    await entry(page, 'Violino primo').click();
    const path = page.getByRole('navigation', { name: 'Folder path' });
    await expect(path.getByRole('link', { name: 'Violino primo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(entry(page, 'part-a.txt')).toBeVisible();
    await expect(entry(page, 'part-b.txt')).toBeVisible();

    // A file's page names its folders; each step of the path opens that folder.
    await entry(page, 'part-b.txt').click();
    await expect(page.getByRole('heading', { level: 1, name: 'part-b.txt' })).toBeVisible();
    await path.getByRole('link', { name: 'Violino primo' }).click();
    await expect(entry(page, 'part-a.txt')).toBeVisible();
    await path.getByRole('link', { name: folder.name }).click();
    await expect(page).toHaveURL(new RegExp(`/files\\?folder=${folder.id}$`));
    await expect(entry(page, 'score.pdf')).toBeVisible();
    await expect(entry(page, 'part-a.txt')).toHaveCount(0);

    // Back and forward walk through the folders opened.
    await page.goBack();
    await expect(entry(page, 'part-a.txt')).toBeVisible();
  });

  test('selects all and deletes them, a folder with its content, after the prompt', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [png(), text()]);
    const inner = await createFolder(request, token, 'Entwürfe', folder.id);
    await uploadFile(request, token, inner, pdf());
    await page.goto(`/files?folder=${folder.id}`);
    await expect(entry(page, 'Entwürfe')).toBeVisible();

    const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
    const selection = page.getByRole('region', { name: 'Selected files and folders' });
    await selectAll.check();
    await expect(selection.getByText('3 selected')).toBeVisible();
    await selection.getByRole('button', { name: 'Deselect all' }).click();
    await expect(selection).toHaveCount(0);
    await expect(selectAll).not.toBeChecked();

    await selectAll.check();
    await selection.getByRole('button', { name: 'Delete' }).click();
    const prompt = page.getByRole('dialog', { name: 'Delete' });
    await expect(prompt).toContainText('Are you sure you want to delete these 3 items?');
    await expect(prompt).toContainText('A folder is deleted with everything in it.');
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('3 deleted.')).toBeVisible();
    await expect(
      page.getByText('This folder is empty: upload files or create a folder.'),
    ).toBeVisible();

    // The folder's content went with it.
    await page.goto(`/files?folder=${inner}`);
    await expect(page.getByText('This folder does not exist (any more).')).toBeVisible();
  });

  test('previews a PDF in a frame, and downloads a text file', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [pdf(), text()]);
    await page.goto(`/files?folder=${folder.id}`);

    await entry(page, 'score.pdf').click();
    await expect(page.getByRole('heading', { level: 1, name: 'score.pdf' })).toBeVisible();
    await expect(page.getByText('PDF document')).toBeVisible();
    const id = folder.files['score.pdf'];
    await expect(page).toHaveURL(new RegExp(`/files/${id}$`));
    await expect(page.getByTitle('Preview of “score.pdf”')).toHaveAttribute(
      'src',
      `/file/${id}/view`,
    );

    await page
      .getByRole('navigation', { name: 'Folder path' })
      .getByRole('link', { name: folder.name })
      .click();
    const download = page.waitForEvent('download');
    await table(page).getByRole('link', { name: 'Download “notes.txt”' }).click();
    expect((await download).suggestedFilename()).toBe('notes.txt');
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

  test('sorts by a column, kept in the address', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [text('b-small.txt'), pdf('a-larger.pdf')]);
    await createFolder(request, token, 'z-folder', folder.id);
    await page.goto(`/files?folder=${folder.id}`);
    const names = table(page).getByRole('rowheader');
    await expect(names).toHaveText([/z-folder/, /a-larger\.pdf/, /b-small\.txt/]);

    await table(page).getByRole('button', { name: 'Size' }).click();
    await expect(page).toHaveURL(/sort=size/);
    await expect(names).toHaveText([/z-folder/, /b-small\.txt/, /a-larger\.pdf/]);
    await table(page).getByRole('button', { name: /Size/ }).click();
    await expect(page).toHaveURL(/desc=1/);
    // Folders first, whatever the order.
    await expect(names).toHaveText([/z-folder/, /a-larger\.pdf/, /b-small\.txt/]);
    await page.reload();
    await expect(names).toHaveText([/z-folder/, /a-larger\.pdf/, /b-small\.txt/]);
  });

  test('searches the whole tree and says where each hit lies', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token);
    const inner = await createFolder(request, token, 'Abschriften', folder.id);
    const name = `${unique('Kyrie').replace(' ', '-')}.txt`;
    await uploadFile(request, token, inner, text(name));
    await page.goto('/files');

    await page
      .getByRole('searchbox', { name: 'Search all files and folders' })
      .fill(name.slice(0, -4));
    await expect(page).toHaveURL(/\?q=Kyrie/);
    const hit = table(page).getByRole('row').filter({ hasText: name });
    await expect(hit.getByText(`In Files / ${folder.name} / Abschriften`)).toBeVisible();
    await expect(page.getByText('Found in all folders: 1 item')).toBeVisible();
    await page.reload();
    await expect(hit.getByText(`In Files / ${folder.name} / Abschriften`)).toBeVisible();
  });

  test('renames and moves a file, the taken name refused under its field', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [text(), pdf()]);
    await createFolder(request, token, 'Entwürfe', folder.id);
    await page.goto(`/files/${folder.files['notes.txt']}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit “notes.txt”' })).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill(' ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('File name cannot be empty!')).toBeVisible();
    await name.fill('score.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('This folder already holds a file or folder of this name.'),
    ).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Notizen zur Abschrift.txt');
    await page.getByRole('button', { name: 'Change the folder' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a folder' });
    await chooser.getByRole('button', { name: 'Open the folder “Entwürfe”' }).click();
    await chooser.getByRole('button', { name: 'Choose this folder' }).click();
    await expect(page.getByText(`Files / ${folder.name} / Entwürfe`)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('The changes have been saved.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Notizen zur Abschrift.txt' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'Entwürfe' }),
    ).toBeVisible();
  });

  test('shows its headings in German after switching the language', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [text()]);
    await page.goto(`/files?folder=${folder.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dateien' })).toBeVisible();
    const german = page.getByRole('table', { name: 'Dateien und Ordner' });
    for (const name of ['Dateiname', 'Typ', 'Größe', 'Hochgeladen am']) {
      await expect(german.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Hochladen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neuer Ordner' })).toBeVisible();
    await expect(german.getByRole('cell', { name: /Byte$/ })).toBeVisible();
  });

  test('fits a phone’s width with every action at hand', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const long = `Stimmbuch-${'Violino-primo-'.repeat(6)}1790.txt`;
    const folder = await folderWith(request, token, [text(long), png()]);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/files?folder=${folder.id}`);
    await expect(entry(page, long)).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(overflow).toBe(true);
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Select “${long}”` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Download “${long}”` })).toBeVisible();
    await page.getByRole('button', { name: `Actions for “${long}”` }).click();
    await expect(page.getByRole('menuitem', { name: 'Rename or move' })).toBeVisible();
  });
});
