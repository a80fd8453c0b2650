import { chromium } from '@playwright/test';
import { BASE_URL, CHROMIUM } from './playwright.config';

/**
 * Runs once after the server answers /healthz (Playwright starts the webServer first) and before
 * any test: opens the application once and waits until its shell is drawn. The first page after
 * a start costs much more than any later one (a cold browser profile, the server's first
 * GraphQL and database work); on a loaded machine that once took longer than a test's wait.
 */
export default async function warmUp(): Promise<void> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/`, { timeout: 120_000 });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 120_000 });
  } finally {
    await browser.close();
  }
}
