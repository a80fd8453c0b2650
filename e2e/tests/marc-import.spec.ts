import { axeFindings } from './axe';
import { expect, test, type Page } from './fixtures';
import { accountWithRole, signInAs } from './accounts';
import { PHONE, layoutProblems } from './phone-layout';
import { unique } from './support';

/*
 * The MARC import screen (issue 25): a contributor chooses a MARCXML file, tries it in a dry run,
 * follows it (after a reload too), reads each record's problems and the fields' coverage, then
 * imports what the dry run tried.
 */

/** Three records of a library of the test's own: two fine, one without a shelfmark. */
function marcFile() {
  const run = unique('e2e').replace(/\W/g, '');
  const siglum = `D-${run.slice(-6)}`;
  const record = (id: string, shelfmark: string | null) => `
  <record>
    <leader>00000ndm a2200000   4500</leader>
    <controlfield tag="001">${run}-${id}</controlfield>
    <datafield tag="031" ind1=" " ind2=" "><subfield code="a">1</subfield><subfield code="b">1</subfield><subfield code="c">1</subfield><subfield code="g">G-2</subfield><subfield code="p">4C8DE4FG</subfield><subfield code="u">9${id}</subfield></datafield>
    <datafield tag="100" ind1="1" ind2=" "><subfield code="a">Meier, Anton</subfield><subfield code="d">1720-1790</subfield></datafield>
    <datafield tag="240" ind1="1" ind2="0"><subfield code="a">Sonata ${id}</subfield></datafield>
    <datafield tag="852" ind1=" " ind2=" "><subfield code="a">${siglum}</subfield>${shelfmark ? `<subfield code="c">${shelfmark}</subfield>` : ''}</datafield>
  </record>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">${record('1', 'Mus. 1')}${record('2', 'Mus. 2')}${record('3', null)}
</collection>`;
  return { name: `${run}.xml`, mimeType: 'application/xml', buffer: Buffer.from(xml) };
}

async function chooseFile(page: Page, label: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(marcFile());
}

test.describe('the MARC import', () => {
  test('tries a file, follows it after a reload, then imports what it tried', async ({
    page,
    request,
  }) => {
    await signInAs(page, await accountWithRole(request, 'importer', 'contributor'));
    await page.goto('/import');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import MARC 21 records' }),
    ).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByText('Choose a file first.')).toBeVisible();

    await chooseFile(page, 'Choose a MARCXML file');
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page).toHaveURL(/\/import\?run=\d+$/);
    const done = page.getByRole('status').filter({ hasText: '3 records:' });
    await expect(done).toHaveText(
      '3 records: 2 would be created, 0 updated, 0 unchanged, 1 refused.',
    );
    // The run lives on the server: a reload shows it again.
    await page.reload();
    await expect(done).toBeVisible();
    const records = page.getByRole('region', { name: 'Records with something to say' });
    await expect(records.getByText('No shelfmark (852 $c).')).toBeVisible();
    const coverage = page.getByRole('region', { name: 'Coverage of the file’s fields' });
    await expect(coverage.getByRole('row', { name: /031\$u/ })).toContainText('0');
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import these records' }).click();
    await expect(page.getByRole('heading', { name: /^Import of / })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '3 records:' })).toHaveText(
      '3 records: 2 created, 0 updated, 0 unchanged, 1 refused.',
    );
    await expect(page.getByRole('button', { name: 'Import these records' })).toHaveCount(0);
  });

  test.describe('in German, on a phone', () => {
    test.use({ locale: 'de-DE', viewport: PHONE });

    test('runs a dry run, every control on the screen', async ({ page, request }) => {
      // A contributor who reads German (the account's language is the interface's).
      await signInAs(page, await accountWithRole(request, 'importeurin', 'contributor', 'de'));
      await page.goto('/import');
      await chooseFile(page, 'MARCXML-Datei wählen');
      expect(await layoutProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Probelauf' }).click();
      await expect(page.getByRole('status').filter({ hasText: '3 Datensätze:' })).toHaveText(
        '3 Datensätze: 2 würden angelegt, 0 geändert, 0 unverändert, 1 abgelehnt.',
      );
      await expect(page.getByText('Keine Signatur (852 $c).')).toBeVisible();
      expect(await layoutProblems(page)).toEqual([]);
    });
  });
});
