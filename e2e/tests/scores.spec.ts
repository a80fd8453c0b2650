import { expect, test } from './fixtures';
import { createCatalog } from './catalogs-api';
import { createPerson } from './people-api';
import { createScore } from './scores-api';
import { adminToken, createCollection, signInAsAdmin, unique } from './support';

test.describe('score view', () => {
  test('shows a visitor the score with its notation, attributions and catalog entry', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const collection = await createCollection(request, token, unique('Stiftsarchiv'), 'A-KR');
    const person = unique('Haydn');
    const personId = await createPerson(request, token, {
      names: [{ name: person, primary: true }],
    });
    const shortTitle = unique('Salve Regina');
    const id = await createScore(request, token, {
      collection: { id: collection },
      shelfmark: 'Ms. 7',
      short_title: shortTitle,
      attributions: [{ person: { id: personId }, function: 'cmp', qualifier: 'dbf' }],
      incipits: [{ number: 1, movement: 1, clef: 'C-1', time_signature: '4/4', pae: "'2C4DE" }],
      sources: [{ citation: 'Catalogue card', url: 'https://example.org/card/7' }],
    });
    // A catalog whose entry records the score.
    const linked = await createCatalog(request, token, [
      { number: '9', entries: [{ number: '2', composer: 'Haydn', score: { id } }] },
    ]);

    await page.goto(`/scores/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `A-KR Ms. 7 · ${shortTitle}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy permalink' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    const attributions = page.getByRole('region', { name: 'Attributions' });
    await expect(attributions.getByRole('link', { name: person })).toHaveAttribute(
      'href',
      `/people/${personId}`,
    );
    await expect(attributions.getByText('Composer')).toBeVisible();
    await expect(attributions.getByText('Doubtful')).toBeVisible();

    const incipits = page.getByRole('region', { name: 'Incipits' });
    await incipits.scrollIntoViewIfNeeded();
    await expect(incipits.getByRole('img', { name: 'Incipit 1.1' })).toBeVisible();
    await expect(incipits.getByText('Soprano clef (C-1)')).toBeVisible();

    await expect(page.getByRole('link', { name: 'https://example.org/card/7' })).toBeVisible();
    await page.getByRole('link', { name: /p\. 9, no\. 2: Haydn/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/catalogs/${linked.id}\\?tab=page&pageId=${linked.pages[0]}$`),
    );
  });

  test('deletes a score after the prompt', async ({ page, request }) => {
    const token = await adminToken(request);
    const collection = await createCollection(request, token, unique('Musikarchiv'), 'CH-E');
    const shortTitle = unique('Te Deum');
    const id = await createScore(request, token, {
      collection: { id: collection },
      shelfmark: 'Ms. 3',
      short_title: shortTitle,
    });
    await signInAsAdmin(page);
    await page.goto(`/scores/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete score' });
    await expect(dialog).toContainText('Are you sure you want to delete this score?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The score has been deleted.')).toBeVisible();

    await page.goto(`/scores/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Score not found' })).toBeVisible();
  });
});
