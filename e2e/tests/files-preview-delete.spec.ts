import { seededScore } from './catalogs-api';
import { axeFindings } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { png, pdf, text, signInAsContributor, folderWith, table, entry } from './files-screen';
import { graphql, unique } from './support';

/** A digital copy of a seeded score showing these files; answers its id and name. */
async function copyShowing(
  request: APIRequestContext,
  token: string,
  fileIds: string[],
): Promise<{ id: string; name: string }> {
  const score = await seededScore(request);
  const name = unique('Fotografien der Stimmen');
  const saved = await graphql<{ upsertDigitalCopy: { success: boolean; id: string } }>(
    request,
    'mutation ($input: DigitalCopyInput!) { upsertDigitalCopy(input: $input) { success id } }',
    {
      input: {
        name,
        digitizable_type: 'score',
        digitizable_id: score.id,
        files: fileIds.map((id, n) => ({ name: `fol. ${n + 1}r`, file: { id } })),
      },
    },
    token,
  );
  expect(saved.upsertDigitalCopy.success).toBe(true);
  return { id: saved.upsertDigitalCopy.id, name };
}

test.describe('the files screen’s preview', () => {
  test('previews an image from its thumbnail and from the row’s actions, by keyboard too', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [png('fol-1r.png'), text()]);
    const id = folder.files['fol-1r.png'];
    await page.goto(`/files?folder=${folder.id}`);
    await expect(entry(page, 'fol-1r.png')).toBeVisible();

    // A click on the thumbnail.
    const thumbnail = table(page).getByRole('button', { name: 'Preview “fol-1r.png”' });
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'Preview of “fol-1r.png”' });
    await expect(dialog.getByRole('img', { name: 'fol-1r.png' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      `/file/${id}/view`,
    );
    await expect(dialog.getByRole('link', { name: 'File details' })).toHaveAttribute(
      'href',
      `/files/${id}`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail).toBeFocused();

    // From the keyboard: Enter on the thumbnail, Escape closes, the focus comes back.
    await thumbnail.press('Enter');
    await expect(dialog.getByRole('img', { name: 'fol-1r.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail).toBeFocused();

    // The row's actions menu, by keyboard.
    const actions = table(page).getByRole('button', { name: 'Actions for “fol-1r.png”' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Preview' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: 'fol-1r.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(actions).toBeFocused();
  });

  test('frames a PDF, and says that a file without a browser preview can be downloaded', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    // The start of a zip archive: the server tells the type from the content.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
    const other = { name: 'stimmen.zip', mimeType: 'application/zip', buffer: zip };
    const folder = await folderWith(request, token, [pdf(), other]);
    await page.goto(`/files?folder=${folder.id}`);

    await table(page).getByRole('button', { name: 'Preview “score.pdf”' }).click();
    const pdfDialog = page.getByRole('dialog', { name: 'Preview of “score.pdf”' });
    await expect(pdfDialog.getByTitle('Preview of “score.pdf”')).toHaveAttribute(
      'src',
      `/file/${folder.files['score.pdf']}/view`,
    );
    await page.keyboard.press('Escape');
    await expect(pdfDialog).toHaveCount(0);

    await table(page).getByRole('button', { name: 'Actions for “stimmen.zip”' }).click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    const zipDialog = page.getByRole('dialog', { name: 'Preview of “stimmen.zip”' });
    await expect(
      zipDialog.getByText('There is no preview for this type of file in the browser.'),
    ).toBeVisible();
    await expect(zipDialog.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(zipDialog.getByRole('link', { name: 'Open in a new tab' })).toHaveCount(0);
  });

  test('fits a phone’s width, in German', async ({ page, request }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [png('Stimmbuch-Violino-primo-001.png')]);
    await page.goto(`/files?folder=${folder.id}`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dateien' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await page
      .getByRole('table', { name: 'Dateien und Ordner' })
      .getByRole('button', { name: 'Vorschau von „Stimmbuch-Violino-primo-001.png“ öffnen' })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'Vorschau von „Stimmbuch-Violino-primo-001.png“',
    });
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'In neuem Tab öffnen' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeInViewport();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits).toBe(true);
  });
});

test.describe('deleting files digital copies show', () => {
  test('deletes the rest and names and links the copy that keeps one', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [png('fol-2r.png'), text(), pdf()]);
    const copy = await copyShowing(request, token, [folder.files['fol-2r.png']]);
    await page.goto(`/files?folder=${folder.id}`);
    await expect(entry(page, 'fol-2r.png')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const selection = page.getByRole('region', { name: 'Selected files and folders' });
    await selection.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();

    const report = page.getByRole('alert').filter({ hasText: 'kept' });
    await expect(report).toContainText('2 deleted. 1 kept, because digital copies show them.');
    const kept = report.getByRole('list', { name: 'Kept' }).getByRole('listitem');
    await expect(kept).toHaveCount(1);
    await expect(kept.getByRole('link', { name: 'fol-2r.png' })).toHaveAttribute(
      'href',
      `/files/${folder.files['fol-2r.png']}`,
    );
    await expect(kept.getByRole('link', { name: copy.name })).toHaveAttribute(
      'href',
      `/digital-copies/${copy.id}`,
    );
    await expect(entry(page, 'notes.txt')).toHaveCount(0);
    await expect(entry(page, 'score.pdf')).toHaveCount(0);
    await expect(entry(page, 'fol-2r.png')).toBeVisible();

    await kept.getByRole('link', { name: copy.name }).click();
    await expect(page).toHaveURL(new RegExp(`/digital-copies/${copy.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: copy.name })).toBeVisible();
  });

  test('says in German that nothing was deleted when the copy shows everything', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [png('fol-3r.png'), png('fol-3v.png')]);
    const copy = await copyShowing(request, token, Object.values(folder.files));
    await page.goto(`/files?folder=${folder.id}`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dateien' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
    await page
      .getByRole('region', { name: 'Ausgewählte Dateien und Ordner' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await page
      .getByRole('dialog', { name: 'Löschen' })
      .getByRole('button', { name: 'Löschen' })
      .click();

    const report = page.getByRole('alert').filter({ hasText: 'Digitalisate' });
    await expect(report).toContainText('2 Bilder von Digitalisaten zeigen diesen Inhalt');
    const kept = report.getByRole('list', { name: 'Behalten' }).getByRole('listitem');
    await expect(kept).toHaveCount(2);
    await expect(kept.first()).toContainText('gezeigt von');
    await expect(kept.first().getByRole('link', { name: copy.name })).toHaveAttribute(
      'href',
      `/digital-copies/${copy.id}`,
    );
    await expect(
      page
        .getByRole('table', { name: 'Dateien und Ordner' })
        .getByRole('link', { name: 'fol-3r.png', exact: true }),
    ).toBeVisible();
    await report.getByRole('button', { name: 'Schließen' }).click();
    await expect(report).toHaveCount(0);
  });
});

test.describe('in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the report of kept files and the preview break no serious accessibility rule', async ({
    page,
    request,
  }) => {
    const token = await signInAsContributor(page, request);
    const folder = await folderWith(request, token, [png('fol-4r.png'), text()]);
    await copyShowing(request, token, [folder.files['fol-4r.png']]);
    await page.goto(`/files?folder=${folder.id}`);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page
      .getByRole('region', { name: 'Selected files and folders' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('list', { name: 'Kept' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await seriousFindings(page)).toEqual([]);

    await table(page).getByRole('button', { name: 'Preview “fol-4r.png”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of “fol-4r.png”' });
    await expect(dialog.getByRole('img', { name: 'fol-4r.png' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  });
});

/** What axe finds serious or critical on the page as it is now. */
async function seriousFindings(page: Page) {
  return (await axeFindings(page)).filter(
    (finding) => finding.impact === 'serious' || finding.impact === 'critical',
  );
}
