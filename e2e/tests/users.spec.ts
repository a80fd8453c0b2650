import { expect, test, type Page } from './fixtures';
import { ADMIN } from '../playwright.config';
import {
  accountWithRole,
  logInWithForm,
  registerAccount,
  signInAs,
  type Account,
} from './accounts';
import { nthMailTo } from './mail';
import { signInAsAdmin } from './support';

/** Opens the users screen searched down to one account, and answers that account's row. */
async function findUser(page: Page, email: string) {
  await page.goto('/settings/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  return row;
}

async function chooseAction(page: Page, account: Pick<Account, 'name'>, action: string) {
  await page.getByRole('button', { name: `Actions for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('user administration', () => {
  test('a visitor is sent to the login, a contributor is told it is not allowed', async ({
    page,
    request,
  }) => {
    await page.goto('/settings/users');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings%2Fusers$/);

    await signInAs(page, await accountWithRole(request, 'contributor', 'contributor'));
    await page.goto('/settings/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await page.goto('/settings/website');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    // Contributor screens stay open to them.
    await page.goto('/collections/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New collection' })).toBeVisible();
  });

  test('an admin suspends a user, whose open session stops working at its next action', async ({
    page,
    request,
    browser,
  }) => {
    const account = await accountWithRole(request, 'copyist', 'contributor');

    // The user works in their own browser.
    const theirs = await browser.newContext();
    const userPage = await theirs.newPage();
    await userPage.goto('/auth/login?redirect=%2Fcollections%2Fcreate');
    await logInWithForm(userPage, account.email, account.password);
    await expect(userPage.getByRole('heading', { level: 1, name: 'New collection' })).toBeVisible();

    await signInAsAdmin(page);
    const row = await findUser(page, account.email);
    await expect(row.getByText('Active')).toBeVisible();
    await chooseAction(page, account, 'Suspend…');
    const dialog = page.getByRole('dialog', { name: 'Suspend account' });
    await expect(dialog).toContainText(`Suspend the account of ${account.name}?`);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The account has been suspended; its sessions have ended.',
    );
    await expect(row.getByText('Suspended')).toBeVisible();

    // Their next action is refused, and the application says the session has ended.
    await userPage.getByRole('textbox', { name: 'Name' }).fill('Stiftsarchiv');
    await userPage.getByRole('textbox', { name: 'Prefix' }).fill('A-KN');
    await userPage.getByRole('button', { name: 'Save' }).click();
    await expect(userPage).toHaveURL(/\/auth\/login\?redirect=%2Fcollections%2Fcreate$/);
    await expect(userPage.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await logInWithForm(userPage, account.email, account.password);
    await expect(userPage.getByRole('alert')).toContainText('Login failed');

    // Activated again, they can log in.
    await chooseAction(page, account, 'Activate');
    await expect(page.getByRole('alert')).toHaveText('The account has been activated.');
    await expect(row.getByText('Active')).toBeVisible();
    await logInWithForm(userPage, account.email, account.password);
    await expect(userPage.getByRole('heading', { level: 1, name: 'New collection' })).toBeVisible();
    await theirs.close();
  });

  test('an admin changes permissions and sends links, each confirmed', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'organist');
    await signInAsAdmin(page);
    const row = await findUser(page, account.email);
    await expect(row.getByText('Not confirmed')).toBeVisible();
    await expect(row.getByText('No permission')).toBeVisible();

    await chooseAction(page, account, 'Resend verification e-mail');
    await expect(page.getByRole('alert')).toHaveText('We have sent a new confirmation e-mail.');
    await nthMailTo(account.email, 2);
    await page.getByRole('button', { name: 'Close' }).click();

    await chooseAction(page, account, 'Send password reset link');
    await expect(page.getByRole('alert')).toHaveText('A password reset link has been sent.');
    await nthMailTo(account.email, 3);
    await page.getByRole('button', { name: 'Close' }).click();

    await chooseAction(page, account, 'Change permissions…');
    const dialog = page.getByRole('dialog', { name: `Permissions of ${account.name}` });
    await expect(dialog.getByRole('radio', { name: 'No permission' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Contributor' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText('The permissions have been saved.');
    await expect(row.getByRole('cell', { name: 'Contributor' })).toBeVisible();
  });

  test('an admin cannot suspend their own account', async ({ page }) => {
    await signInAsAdmin(page);
    const row = await findUser(page, ADMIN.email);
    const name = (await row.getByRole('rowheader').textContent())!;
    await chooseAction(page, { name }, 'Suspend…');
    const dialog = page.getByRole('dialog', { name: 'Suspend account' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You cannot suspend your own account.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Active')).toBeVisible();
  });
});
