import { expect, test, type Page } from './fixtures';
import { createCatalog } from './catalogs-api';
import { createDigitalCopy, pageJpeg, uploadJpeg, viewer } from './digital-copies-viewer-setup';
import { createScore } from './scores-api';
import { adminToken, createCollection, unique } from './support';

// A catalog page beside its photograph at 1366 px (issue 24, defect 6): the entries table was
// clipped, its Notes and Score columns (the link to the score) behind a sideways scroll.
// Everything a cataloguer needs is visible without one.

test.use({ viewport: { width: 1366, height: 900 } });

async function pageWithPhoto(page: Page) {
  const token = await adminToken(page.request);
  const photo = await uploadJpeg(
    page.request,
    token,
    `${unique('catalogus-1366')}.jpg`,
    await pageJpeg('#f4ecd8'),
  );
  const collection = await createCollection(page.request, token, unique('Katalogstift'), 'CH-KS');
  const title = unique('Vesperae solemnes').replace(/\s+\S+$/, '');
  const score = await createScore(page.request, token, {
    collection: { id: collection },
    shelfmark: 'Kat. 1',
    short_title: title,
  });
  const catalog = await createCatalog(page.request, token, [
    {
      number: '1',
      entries: [
        {
          number: '17',
          signature: 'Mus. A 17',
          genre: 'Vesperae de Confessore',
          composer: 'Albrechtsberger, Johann Georg',
          annotation: 'Partitur und Stimmen, 2 Exemplare',
          notes: 'Nach dem Katalog von 1875 verschollen; 1912 wieder im Bestand verzeichnet.',
          score: { id: score },
        },
      ],
    },
  ]);
  const copyName = unique('Catalogus 1366');
  await createDigitalCopy(page.request, token, {
    name: copyName,
    type: 'catalog',
    record: catalog.id,
    files: [{ name: 'Catalogus p. 1', file: photo, page: catalog.pages[0] }],
  });
  return { catalog, copyName, title };
}

for (const { locale, notes, scoreHeader } of [
  { locale: 'en-GB', notes: 'Notes', scoreHeader: 'Score' },
  { locale: 'de-DE', notes: 'Notizen', scoreHeader: 'Musikalie' },
]) {
  test.describe(`a catalog page beside its photograph (${locale})`, () => {
    test.use({ locale });

    test('shows every entry in full, its notes and its score, without a sideways scroll', async ({
      page,
    }) => {
      const { catalog, copyName, title } = await pageWithPhoto(page);
      await page.goto(`/catalogs/${catalog.id}?tab=page&pageId=${catalog.pages[0]}`);
      const photo =
        locale === 'de-DE'
          ? page.getByRole('region', { name: `Bildbetrachter: ${copyName}` })
          : viewer(page, copyName);
      const entries = page.getByRole('table', {
        name: locale === 'de-DE' ? 'Einträge' : 'Entries',
      });
      await expect(photo).toBeVisible();
      await expect(entries).toBeVisible();
      // Beside the photograph…
      const [photoBox, tableBox] = [(await photo.boundingBox())!, (await entries.boundingBox())!];
      expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(tableBox.x);
      // …and whole: the table is no wider than its column, nothing of it hidden.
      const scroll = await entries.evaluate((table) => ({
        table: table.scrollWidth,
        frame: table.parentElement!.clientWidth,
      }));
      expect(scroll.table).toBeLessThanOrEqual(scroll.frame);
      await expect(entries.getByRole('columnheader', { name: scoreHeader })).toBeVisible();
      await expect(entries.getByText(`${notes}:`)).toBeVisible();
      await expect(entries.getByText(/verschollen/)).toBeInViewport();
      const link = entries.getByRole('link', { name: title });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(/\/scores\/\d+$/);
    });
  });
}
