import { expect, test, type Page } from './fixtures';
import { createScore } from './scores-api';
import { adminToken, createCollection, signInAsAdmin, unique } from './support';

// A score's key is chosen from RISM's list of keys and modes (issue 24, defect 7) and shows in
// the interface's language: in the editor, the score view, the suggested short title, the search
// results and the key facet.

/** A score with a genre (so that a short title is suggested) and this key; answers id and word. */
async function scoreWithKey(page: Page, key: string | null) {
  const token = await adminToken(page.request);
  const word = unique('Tonartprobe').replace(/\W+/g, '');
  const collection = await createCollection(page.request, token, unique('Tonartarchiv'), 'CH-TA');
  const genre = unique('Sonata');
  const id = await createScore(page.request, token, {
    collection: { id: collection },
    shelfmark: 'Ms. 1',
    short_title: `${word} Werk`,
    genres: [{ name: genre }],
    key,
  });
  return { id, word, genre };
}

function keySelect(page: Page, label: string) {
  return page.getByRole('combobox', { name: new RegExp(`^${label}`) });
}

test.describe('score keys', () => {
  test('chooses a key from the list with the keyboard and shows its label', async ({ page }) => {
    await signInAsAdmin(page);
    const { id, genre } = await scoreWithKey(page, null);
    await page.goto(`/scores/${id}/edit`);
    const key = keySelect(page, 'Key');
    await expect(key).toBeVisible();

    // Open the list from the keyboard, type the start of an entry, take it with Enter.
    await key.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: 'Mode 8 (Hypomixolydian)' })).toBeVisible();
    await page.keyboard.type('Mode 8');
    await expect(list.getByRole('option', { name: 'Mode 8 (Hypomixolydian)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(key).toHaveText('Mode 8 (Hypomixolydian)');
    await expect(
      page.getByRole('button', { name: `Use suggestion: ${genre} in Mode 8 (Hypomixolydian)` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));
    await expect(page.getByText('The score has been saved.')).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: 'Mode 8 (Hypomixolydian)' }),
    ).toBeVisible();
  });
});

test.describe('score keys in German', () => {
  test.use({ locale: 'de-DE' });

  test('names the key in German in the editor, the view, the results and the facet', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const { id, word, genre } = await scoreWithKey(page, 'b|b');
    await page.goto(`/scores/${id}/edit`);
    const key = keySelect(page, 'Tonart');
    await expect(key).toHaveText('b-Moll');
    await expect(
      page.getByRole('button', { name: `Vorschlag übernehmen: ${genre} in b-Moll` }),
    ).toBeVisible();

    await key.click();
    // The list is grouped under headings: major keys, minor keys, church modes, …
    await expect(page.getByRole('listbox').getByText('Moll-Tonarten')).toBeVisible();
    await page.getByRole('option', { name: 'fis-Moll', exact: true }).click();
    await expect(key).toHaveText('fis-Moll');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));
    await expect(page.getByRole('definition').filter({ hasText: 'fis-Moll' })).toBeVisible();

    await page.goto(`/search/scores?q=${word}`);
    await expect(
      page.getByRole('status').filter({ hasText: '1 Datensatz gefunden' }),
    ).toBeVisible();
    const keys = page.getByRole('group', { name: 'Tonart' });
    await expect(keys.getByRole('checkbox')).toHaveCount(1);
    await expect(keys.getByRole('checkbox', { name: /^fis-Moll \(1\)/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Suchergebnisse' }).getByText('Tonart: fis-Moll'),
    ).toBeVisible();
  });
});
