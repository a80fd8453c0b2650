import { expect, test } from './fixtures';
import { createFolder, uploadFile } from './files-api';
import { unique } from './support';
import { png, pdf, text, signInAsContributor, folderWith, table, entry } from './files-screen';

test.describe('the files screen', () => {
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
