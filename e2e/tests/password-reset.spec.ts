import { expect, test } from './fixtures';
import { logInWithForm, registerAccount, uniqueEmail } from './accounts';
import { linkIn, mailsTo, nthMailTo } from './mail';
import { mainMenu } from './support';

const NEW_PASSWORD = 'another-long-password';

test.describe('password reset', () => {
  test('a person chooses a new password through the mail link and logs in with it', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'fanny');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login form has an "E-mail address" field too: fill only once the reset form is shown.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for this address, we have sent it an e-mail with a link to choose a new password.',
    );

    // Mail 1 is the verification mail of the registration, mail 2 the reset link.
    const link = linkIn(await nthMailTo(account.email, 2), 'reset');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel(/^Repeat the new password/).fill('shorter');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The password must be at least 10 characters long.')).toBeVisible();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();

    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been changed. You can now log in with it.',
    );

    await page.getByRole('link', { name: 'Go to the login' }).click();
    await logInWithForm(page, account.email, NEW_PASSWORD);
    await expect(mainMenu(page).getByRole('link', { name: 'Log out' })).toBeVisible();

    // The link worked once; opened again it says so at once, before asking for a password, and
    // leads to a new request.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This link has already been used. Request a new one if you still need it.',
    );
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/reset$/);
  });

  test('an unknown address gets the same confirmation, and no mail goes out', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/auth/reset');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for this address, we have sent it an e-mail with a link to choose a new password.',
    );
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

test.describe('password reset in German', () => {
  test.use({ locale: 'de-DE' });

  test('a link that is not valid says so when it is opened, without a form', async ({ page }) => {
    await page.goto('/auth/reset/kein-gueltiger-link');
    await expect(page.getByRole('alert')).toHaveText(
      'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie den ganzen Link aus der E-Mail geöffnet haben.',
    );
    await expect(page.getByLabel(/^Neues Passwort/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  });
});
