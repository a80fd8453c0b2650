import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { mainMenu } from './support';

test.describe('login and logout', () => {
  test('a visitor sent to the login by a contributor screen comes back to it', async ({ page }) => {
    await page.goto('/collections/create');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcollections%2Fcreate$/);

    await page.getByLabel('E-mail address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/collections\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New collection' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Log out' })).toBeVisible();
  });

  test('the login entry of the menu brings the visitor back to where they were', async ({
    page,
  }) => {
    await page.goto('/search?q=a');
    await mainMenu(page).getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('E-mail address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/search\?q=a$/);
    await expect(mainMenu(page).getByRole('button', { name: 'Erstellen' })).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the visitor signed out', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail address').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Login failed');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
  });

  test('logout ends the session and confirms it', async ({ page, context }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await mainMenu(page).getByRole('link', { name: 'Log out' }).click();

    await expect(page.getByText('You have been logged out.')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    await page.getByRole('link', { name: 'Back to the search' }).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Erstellen' })).toHaveCount(0);
  });
});
