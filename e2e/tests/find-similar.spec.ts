import { expect, test } from './fixtures';
import { createScore } from './scores-api';
import { adminToken, createCollection, unique } from './support';

// "Find similar" on a score's incipit (issue 24, defect 3): it searched with the whole incipit
// and so found only the score itself. It searches with the opening and finds the other sources
// of the piece whose incipits begin so, transposed too, whatever follows.

test('"find similar" finds the other sources that begin with the same opening, transposed too', async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const collection = await createCollection(page.request, token, unique('Konkordanz'), 'CH-KK');
  const title = unique('Konkordanzwerk').replace(/\W+/g, '');
  const made = (shelfmark: string, pae: string) =>
    createScore(page.request, token, {
      collection: { id: collection },
      shelfmark,
      short_title: `${title} ${shelfmark}`,
      incipits: [{ clef: 'G-2', pae }],
    });
  // The source looked at: 18 notes without a bar line; its opening is the first 12.
  const source = await made('Konk. 1', "'8C''C'B''C'G,G'G,G'E''E'D''D'C''C'F''F'E''E");
  // The same opening a fourth higher, going on otherwise (a figure no other test searches for:
  // the melodic search's tests count their matches and near matches).
  await made('Konk. 2', "'8F''F''E''F''C'C''C'C'A''A'G''G'4B'A'G'F");
  // The same opening in the middle of an incipit: not a concordance of the opening.
  await made('Konk. 3', "'4E'F'G'A'8C''C'B''C'G,G'G,G'E''E'D''D");

  await page.goto(`/scores/${source}`);
  await page.getByRole('link', { name: /^Find similar/ }).click();
  await expect(page).toHaveURL(/\/search\/scores\?melody=/);
  await expect(page).toHaveURL(/start=1/);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').filter({ hasText: `${title} Konk. 2` })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: `${title} Konk. 1` })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: `${title} Konk. 3` })).toHaveCount(
    0,
  );
  // The query is the opening, as the melodic search shows it.
  await expect(page.getByRole('textbox', { name: 'Notes (Plaine & Easie code)' })).toHaveValue(
    "'8C''C'B''C'G,G'G,G'E''E'D''D",
  );
});
