import { expect, test } from './fixtures';
import { logInWithForm, registerAccount, uniqueEmail } from './accounts';
import { linkIn, nthMailTo } from './mail';
import { mainMenu } from './support';

test.describe('registration and e-mail verification', () => {
  test('a visitor registers, confirms the address from the mail, logs in and returns to where the guard sent them', async ({
    page,
  }) => {
    // The account screen is for signed-in people: the guard sends the visitor to the login.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
    await page.getByRole('link', { name: 'No account yet? Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();

    const email = uniqueEmail('clara');
    await page.getByLabel('Name').fill('Clara Wieck');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('a-fine-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();
    await expect(page.getByText(`Open the e-mail we have sent to ${email}`)).toBeVisible();

    await page.goto(linkIn(await nthMailTo(email, 1), 'verify'));
    await expect(page.getByRole('status')).toHaveText(
      'Thank you, your e-mail address is confirmed. You can now log in.',
    );
    await expect(mainMenu(page)).toHaveCount(0);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
    await logInWithForm(page, email, 'a-fine-long-password');

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText('Signed in as Clara Wieck')).toBeVisible();
    await expect(page.getByText(/^Yes, on /)).toBeVisible();
    // Confirmed: no reminder to confirm.
    await expect(page.getByText(/Please confirm your e-mail address/)).toHaveCount(0);
  });

  test('names invalid fields before sending; an address that has an account gets the same answer, its owner a mail', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Name cannot be empty!')).toBeVisible();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('The password must be at least 10 characters long.')).toBeVisible();

    // The screen does not tell whether the address has an account: the mail tells its owner.
    const owner = await registerAccount(request, 'johannes');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('E-mail address').fill(owner.email.toUpperCase());
    await page.getByLabel('Password').fill('a-fine-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you. We have sent an e-mail to the address you gave: follow its link to go on.',
    );
    const mail = await nthMailTo(owner.email, 2);
    expect(mail.text).toContain('You already have an account with it');
    linkIn(mail, 'reset');
  });

  test('a verification link works once; opened again it says so', async ({ page, request }) => {
    const account = await registerAccount(request, 'robert');
    const link = linkIn(await nthMailTo(account.email, 1), 'verify');

    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('your e-mail address is confirmed');
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This link has already been used. Request a new one if you still need it.',
    );
    // The offer of a new link finds the address confirmed already.
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByText('This e-mail address has already been confirmed.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a garbled link is called invalid and offers no new one', async ({ page }) => {
    await page.goto('/auth/verify/1/not-a-real-hash');
    await expect(page.getByRole('alert')).toContainText('This link is not valid.');
    await expect(page.getByRole('button', { name: 'Send me a new link' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the login' })).toBeVisible();
  });
});
