import { expect, test, type APIRequestContext } from './fixtures';
import { createPerson } from './people-api';
import { expectFitsPhone, PHONE } from './phone-layout';
import { createScore } from './scores-api';
import { accountWithRole } from './accounts';
import { createCollection, graphql, signInAsAdmin, unique } from './support';

/*
 * A record's history (issue 26): its versions with who changed what, in the editor's words, an
 * incipit's music drawn before and after, a restore confirmed and made a new version, and a
 * restore refused with its reason; in English and German, at phone width.
 */

/** Saves the score again from its current version with `values` changed (as someone else). */
async function changeScore(
  request: APIRequestContext,
  token: string,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const { getScore } = await graphql<{
    getScore: { version: number; incipits: { id: string }[] };
  }>(request, 'query ($id: ID!) { getScore(id: $id) { version incipits { id } } }', { id });
  const data = await graphql<{ upsertScore: { success: boolean } }>(
    request,
    'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success } }',
    { input: { id, version: getScore.version, ...values } },
    token,
  );
  expect(data.upsertScore.success).toBe(true);
}

async function scoreWithHistory(request: APIRequestContext, token: string) {
  const collection = await createCollection(request, token, unique('Stift'), 'A-KR');
  const personName = unique('Pasterwitz, Georg');
  const person = await createPerson(request, token, {
    names: [{ name: personName, primary: true }],
  });
  const shelfmark = unique('H 12');
  const base = { collection: { id: collection }, short_title: 'Missa in D' };
  const id = await createScore(request, token, {
    ...base,
    shelfmark,
    attributions: [{ person: { id: person }, function: 'cmp', qualifier: 'asc' }],
    incipits: [{ number: 1, clef: 'G-2', time_signature: '3/4', pae: '4C8DE4FG' }],
  });
  const { getScore } = await graphql<{ getScore: { incipits: { id: string }[] } }>(
    request,
    'query ($id: ID!) { getScore(id: $id) { incipits { id } } }',
    { id },
  );
  await changeScore(request, token, id, {
    ...base,
    shelfmark: `${shelfmark} a`,
    attributions: [],
    incipits: [
      {
        id: getScore.incipits[0].id,
        number: 1,
        clef: 'G-2',
        time_signature: '3/4',
        pae: '4C8DEFGA',
      },
    ],
  });
  return { id, shelfmark, person, personName };
}

test.describe('a score’s history', () => {
  test('shows who changed what, draws the music before and after, and restores the first version', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const { id, shelfmark, personName } = await scoreWithHistory(page.request, token);

    await page.goto(`/scores/${id}`);
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}/history$`));
    await expect(
      page.getByRole('heading', { level: 1, name: /^History of “Missa in D/ }),
    ).toBeVisible();

    const latest = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Changed · Version 2' }) });
    await expect(latest.getByText('Current version')).toBeVisible();
    await expect(latest.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
    const shelfmarkRow = latest.getByRole('row', { name: /^Shelfmark/ });
    await expect(shelfmarkRow.getByRole('cell').nth(0)).toHaveText(shelfmark);
    await expect(shelfmarkRow.getByRole('cell').nth(1)).toHaveText(`${shelfmark} a`);
    await expect(latest.getByRole('row', { name: /^Attribution 1 · removed/ })).toContainText(
      `${personName} · Composer · Ascertained`,
    );
    const music = latest.getByRole('row', { name: /^Incipit 1 · Music/ });
    await expect(
      music.getByRole('img', { name: 'Music before the change' }).locator('svg').first(),
    ).toBeVisible();
    await expect(
      music.getByRole('img', { name: 'Music after the change' }).locator('svg').first(),
    ).toBeVisible();

    const created = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Created · Version 1' }) });
    await created.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('The record is back as it was at version 1.')).toBeVisible();
    const restored = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Restored · Version 3' }) });
    await expect(restored.getByRole('row', { name: /^Attribution 1 · added/ })).toContainText(
      personName,
    );

    await page.getByRole('link', { name: 'Back to the record' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Missa in D');
    await expect(page.getByText(`${shelfmark} a`)).toHaveCount(0);
    await expect(page.getByText(personName).first()).toBeVisible();
  });

  test('the recent changes list it for administrators, filtered by kind and day, leading to its history', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const { id, shelfmark } = await scoreWithHistory(page.request, token);
    await page.goto('/settings/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Recent changes' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind of record' }).click();
    await page.getByRole('option', { name: 'Score', exact: true }).click();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    await expect(page).toHaveURL(new RegExp(`kind=Score.*from=${today}|from=${today}.*kind=Score`));
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Changed · Version 2' })
      .filter({
        has: page.getByRole('link', { name: /^Missa in D/ }),
      });
    await expect(row.first()).toContainText('Shelfmark');
    await page
      .getByRole('link', { name: `Missa in D (${shelfmark} a)` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}/history$`));
  });

  test('administrators read the settings’ history and an account’s', async ({ page }) => {
    const token = await signInAsAdmin(page);
    const key = unique('history_note').replaceAll(' ', '_');
    for (const value of ['first', 'second'])
      await graphql(
        page.request,
        'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }',
        { key, value },
        token,
      );
    await page.goto('/settings/website');
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/settings\/website\/history$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'History of “Website settings”' }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`^${key}`) }).first();
    await expect(row.getByRole('cell').nth(0)).toHaveText('first');
    await expect(row.getByRole('cell').nth(1)).toHaveText('second');

    const account = await accountWithRole(page.request, 'archivist', 'contributor');
    await page.goto('/settings/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
    await page.getByRole('button', { name: `Actions for ${account.name}` }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `History of “${account.name}”` }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^Permissions/ }).first()).toContainText(
      'contributor',
    );
  });

  test('the trash brings a deleted score back with its address, and an administrator empties it', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const remove = (id: string) =>
      graphql(
        page.request,
        'mutation ($id: ID!) { deleteScore(id: $id) { success } }',
        { id },
        token,
      );
    const { id, shelfmark } = await scoreWithHistory(page.request, token);
    await remove(id);
    await page.goto('/trash');
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    await expect(page.getByText(/stay here for 30 days/)).toBeVisible();
    const name = `Missa in D (${shelfmark} a)`;
    await page.getByRole('button', { name: `Bring back ${name}` }).click();
    await expect(page.getByText('The record is back from the trash.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Bring back ${name}` })).toHaveCount(0);
    await page.getByRole('link', { name: 'Open the record' }).click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Missa in D');

    await remove(id);
    await page.goto('/trash');
    await page.getByRole('button', { name: 'Empty the trash' }).click();
    await page
      .getByRole('dialog', { name: 'Empty the trash?' })
      .getByRole('button', { name: 'Empty' })
      .click();
    await expect(page.getByText('The trash is empty.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Bring back ${name}` })).toHaveCount(0);
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('refuses a restore naming a person deleted since, saying why', async ({ page }) => {
      const token = await signInAsAdmin(page);
      const { id, person } = await scoreWithHistory(page.request, token);
      const deleted = await graphql<{ deletePerson: { success: boolean } }>(
        page.request,
        'mutation ($id: ID!) { deletePerson(id: $id) { success } }',
        { id: person },
        token,
      );
      expect(deleted.deletePerson.success).toBe(true);

      await page.goto(`/scores/${id}/history`);
      await expect(
        page.getByRole('heading', { level: 1, name: /^Verlauf von „Missa in D/ }),
      ).toBeVisible();
      const created = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Angelegt · Version 1' }) });
      await created.getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Wiederherstellen' }).click();
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'lässt sich nicht mehr so speichern' });
      await expect(alert).toContainText('Zuschreibung 1 · Person: Person darf nicht leer sein!');
      await expect(page.getByRole('heading', { name: 'Geändert · Version 2' })).toBeVisible();
    });
  });

  test.describe('at phone width', () => {
    test.use({ viewport: PHONE });

    test('fits the screen', async ({ page }) => {
      const token = await signInAsAdmin(page);
      const { id } = await scoreWithHistory(page.request, token);
      await page.goto(`/scores/${id}/history`);
      await expect(page.getByRole('heading', { name: 'Changed · Version 2' })).toBeVisible();
      await expectFitsPhone(page, 'history');
    });
  });
});
