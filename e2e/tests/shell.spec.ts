import { expect, test } from './fixtures';
import { graphql, mainMenu, signInAsAdmin } from './support';

test.describe('application shell', () => {
  test('shows a visitor the search and a login that leads back to the current page', async ({
    page,
  }) => {
    await page.goto('/search');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const login = menu.getByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute('href', '/auth/login?redirect=%2Fsearch');
    await expect(menu.getByRole('button', { name: 'Erstellen' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Files' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Log out' })).toHaveCount(0);
  });

  test('shows an administrator the create and settings groups, files and logout', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/files');

    await menu.getByRole('button', { name: 'Erstellen' }).click();
    const createLinks = {
      Collection: '/collections/create',
      Score: '/scores/create',
      Catalog: '/catalogs/create',
      Person: '/people/create',
      'Digital copy': '/digital-copies/create',
    };
    for (const [name, href] of Object.entries(createLinks)) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('button', { name: 'Back' }).click();

    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      '/settings/website',
    );
    await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/settings/users',
    );
    await expect(menu.getByRole('link', { name: 'Recent changes' })).toHaveAttribute(
      'href',
      '/settings/activity',
    );
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('link', { name: 'Search' })).toBeVisible();
  });

  test('highlights the current entry and its group', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Erstellen' }).click();
    await menu.getByRole('link', { name: 'Collection', exact: true }).click();
    await expect(page).toHaveURL(/\/collections\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New collection' })).toBeVisible();
    // Navigating shows the top level again, with the group of the current screen highlighted.
    const group = menu.getByRole('button', { name: 'Erstellen' });
    await expect(group).toHaveAttribute('aria-current', 'true');
    await group.click();
    await expect(menu.getByRole('link', { name: 'Collection', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('hides the menu on /auth/ screens', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test('collapses the menu below 1000 px behind a toggle and a scrim', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    const menu = mainMenu(page);
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await expect(menu).toBeHidden();

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();

    // The scrim beside the drawer closes it.
    await page.getByTestId('menu-scrim').click({ position: { x: 850, y: 400 } });
    await expect(menu).toBeHidden();

    // Navigating closes it as well.
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/(scores|people|catalogs|collections)\/[^/]+$/);
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps the keyboard in the open phone menu; Escape closes it and returns to the toggle', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = mainMenu(page);
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    // The page behind the open drawer (the toggle too) is hidden from assistive technology.
    await expect(menu).toBeVisible();

    // Title, Search, Log in, the two languages: more Tabs than stops, and every one stays inside.
    for (let stop = 0; stop < 8; stop++) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(
        () => !!document.activeElement?.closest('#side-drawer nav'),
      );
      expect(inMenu, `Tab ${stop + 1} stays in the menu`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows the site_title setting as the page title', async ({ page, request }) => {
    const data = await graphql<{ getSetting: { value: string | null } | null }>(
      request,
      'query { getSetting(key: "site_title") { value } }',
    );
    const siteTitle = data.getSetting?.value;
    expect(siteTitle).toBeTruthy();
    await page.goto('/');
    await expect(page).toHaveTitle(siteTitle!);
    await page.goto('/collections/create');
    await expect(page).toHaveTitle(siteTitle!);
  });

  test('themes the application from theme_color, dark when the system prefers dark', async ({
    page,
    request,
  }) => {
    const data = await graphql<{ getSetting: { value: string | null } | null }>(
      request,
      'query { getSetting(key: "theme_color") { value } }',
    );
    const themeColor = data.getSetting?.value;
    expect(themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    const background = () =>
      page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    const brightness = (rgb: string) =>
      rgb
        .match(/\d+/g)!
        .slice(0, 3)
        .reduce((sum, value) => sum + Number(value), 0);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme-color',
      themeColor!.toLowerCase(),
    );
    expect(brightness(await background())).toBeGreaterThan(600);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => brightness(await background())).toBeLessThan(150);
  });

  test('paints the first screen in the site’s colours from the page itself, without the colour utilities', async ({
    page,
    request,
  }) => {
    const data = await graphql<{ getSetting: { value: string | null } | null }>(
      request,
      'query { getSetting(key: "theme_color") { value } }',
    );
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/site-scheme-[^/]*\.js$/.test(sent.url())) asked.push('colour utilities');
      if (sent.url().endsWith('/graphql') && sent.postData()?.includes('SiteSettings'))
        asked.push('settings');
    });
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme-color',
      data.getSetting!.value!.toLowerCase(),
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    expect(asked).toEqual([]);
    // The next screen reads the settings again, the colour unchanged: no derivation.
    await mainMenu(page).getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => asked).toEqual(['settings']);
  });

  test('answers a record that is not there and a route that is not one honestly', async ({
    page,
  }) => {
    await page.goto('/places/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Place not found' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('labels the menu in German, with the fixed label "Erstellen"', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu.getByRole('link', { name: 'Suche' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Anmelden' })).toBeVisible();

    await signInAsAdmin(page);
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Abmelden' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dateien' })).toBeVisible();
    await menu.getByRole('button', { name: 'Erstellen' }).click();
    await expect(menu.getByRole('link', { name: 'Sammlung' })).toBeVisible();
    await menu.getByRole('button', { name: 'Zurück' }).click();
    await menu.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(menu.getByRole('link', { name: 'Benutzer' })).toBeVisible();
  });

  test('switches to English with the language switcher', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    // Two toggle buttons in a named group, the current language pressed.
    const languages = page.getByRole('group', { name: 'Sprache' });
    await expect(languages.getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await languages.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    const switched = page.getByRole('group', { name: 'Language' });
    await expect(switched.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(switched.getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
