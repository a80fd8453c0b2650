import { expect, test, type APIRequestContext } from './fixtures';
import { animationsAtRest } from './settled';
import { adminToken, graphql, mainMenu, signInAsAdmin, unique } from './support';

type Settings = { site_title: string | null; theme_color: string | null };

async function shellSettings(request: APIRequestContext): Promise<Settings> {
  const data = await graphql<{
    site_title: { value: string | null } | null;
    theme_color: { value: string | null } | null;
  }>(
    request,
    'query { site_title: getSetting(key: "site_title") { value } theme_color: getSetting(key: "theme_color") { value } }',
  );
  return {
    site_title: data.site_title?.value ?? null,
    theme_color: data.theme_color?.value ?? null,
  };
}

async function saveSetting(request: APIRequestContext, key: string, value: string | null) {
  await graphql(
    request,
    'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }',
    { key, value },
    await adminToken(request),
  );
}

test.describe('website settings', () => {
  let original: Settings;
  test.beforeAll(async ({ request }) => {
    original = await shellSettings(request);
  });
  // Other tests read the title and colour: put them back.
  test.afterAll(async ({ request }) => {
    await saveSetting(request, 'site_title', original.site_title);
    await saveSetting(request, 'theme_color', original.theme_color);
  });

  test('changes site_title and theme_color, and the shell shows both without a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/settings/website');
    await expect(page.getByRole('heading', { level: 1, name: 'Website settings' })).toBeVisible();
    // Survives only as long as the page is not loaded again.
    await page.evaluate('window.notReloaded = true');
    // The page came with its colours; a new colour needs Material's colour utilities.
    const colourUtilities = page.waitForRequest(/\/assets\/site-scheme-[^/]*\.js$/);
    const saveColour = page.getByRole('button', { name: 'Save the colour' });
    // The contained submit button is painted in the theme's primary colour: read at rest, as a
    // new theme fades it from the old colour to the new one.
    const primary = async () => {
      await animationsAtRest(page);
      return String(
        await page.evaluate(
          `getComputedStyle(document.getElementById('theme-heading').closest('section').querySelector('button[type=submit]')).backgroundColor`,
        ),
      );
    };
    const primaryBefore = await primary();

    // The picker and the text field go together; the saved colour themes the application at once.
    await page.getByLabel('Choose the theme colour').fill('#1565c0');
    const hex = page.getByRole('textbox', { name: 'Theme colour (#RRGGBB)' });
    await expect(hex).toHaveValue('#1565c0');
    await saveColour.click();
    await expect(page.getByRole('alert')).toHaveText('The setting has been saved.');
    await expect(page.locator('html')).toHaveAttribute('data-theme-color', '#1565c0');
    await colourUtilities;
    await expect.poll(primary).not.toBe(primaryBefore);
    const primaryBlue = await primary();

    await hex.fill('#B71C1C');
    await saveColour.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-color', '#b71c1c');
    await expect.poll(primary).not.toBe(primaryBlue);

    const title = unique('Musiksammlung');
    await page.getByRole('button', { name: 'Change site_title' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change “site_title”' });
    await dialog.getByRole('textbox', { name: 'Value' }).fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'site_title' })).toContainText(title);

    expect(await page.evaluate('window.notReloaded')).toBe(true);
    // Still so on the next screen.
    await mainMenu(page).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('data-theme-color', '#b71c1c');
  });

  test('refuses a theme colour that is not #RRGGBB before sending it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings/website');
    await page.getByRole('textbox', { name: 'Theme colour (#RRGGBB)' }).fill('blue');
    await page.getByRole('button', { name: 'Save the colour' }).click();
    await expect(page.getByText('Please enter a colour as #RRGGBB.')).toBeVisible();
  });

  test('searches the settings and adds a new one', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings/website');
    const table = page.getByRole('table', { name: 'Website settings' });
    await expect(table.getByRole('rowheader', { name: 'site_title' })).toBeVisible();

    const key = `e2e_${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add a setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'New setting' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Key cannot be empty!')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Key' }).fill(key);
    await dialog.getByRole('textbox', { name: 'Value' }).fill('Stiftsbibliothek Kremsmünster');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search settings' }).fill(key);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${key}`));
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the new setting
    await expect(table.getByRole('rowheader', { name: key })).toBeVisible();
    await expect(table).toContainText('Stiftsbibliothek Kremsmünster');
  });
});
