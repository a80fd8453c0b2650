import { expect, test } from './fixtures';
import { accountWithRole, loginToken, registerAccount, signInAs } from './accounts';
import { nthMailTo } from './mail';

test.describe('own account', () => {
  test('changes name and language; the interface switches language at once', async ({
    page,
    request,
  }) => {
    const account = await accountWithRole(request, 'cantor', 'guest');
    await signInAs(page, account);
    await page.goto('/');
    await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const profile = page.getByRole('region', { name: 'Name and language' });
    await profile.getByRole('textbox', { name: 'Name' }).fill('');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Name cannot be empty!')).toBeVisible();

    await profile.getByRole('textbox', { name: 'Name' }).fill('Anton Bruckner');
    await profile.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await profile.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    const profileDe = page.getByRole('region', { name: 'Name und Sprache' });
    await expect(profileDe.getByRole('status')).toHaveText('Ihre Änderungen wurden gespeichert.');
    await expect(page.getByText('Angemeldet als Anton Bruckner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The locale belongs to the account: it is the language again after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  });

  test('changes the password with the current one, which it checks', async ({ page, request }) => {
    const account = await accountWithRole(request, 'organist', 'guest');
    await signInAs(page, account);
    await page.goto('/account');
    const form = page.getByRole('region', { name: 'Change the password' });
    const current = form.getByLabel(/^Current password/);
    const next = form.getByLabel(/^New password/);
    const repeat = form.getByLabel(/^Repeat the new password/);

    await current.fill('not the password');
    await next.fill('a-newer-long-password');
    await repeat.fill('a-newer-long-passwort');
    await form.getByRole('button', { name: 'Change the password' }).click();
    await expect(form.getByText('The two passwords do not match.')).toBeVisible();

    await repeat.fill('a-newer-long-password');
    await form.getByRole('button', { name: 'Change the password' }).click();
    await expect(form.getByText('The current password is not correct.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill(account.password);
    await form.getByRole('button', { name: 'Change the password' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Your password has been changed. Your sessions on other devices have ended.',
    );
    await expect(current).toHaveValue('');
    expect(await loginToken(request, account.email, 'a-newer-long-password')).toBeTruthy();
    expect(await loginToken(request, account.email, account.password)).toBeNull();
  });

  test('an unconfirmed person is reminded and can have a new link sent', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'scribe');
    await signInAs(page, account);
    await page.goto('/');
    const reminder = page.getByText(`Please confirm your e-mail address ${account.email}`);
    await expect(reminder).toBeVisible();
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByText('We have sent a new confirmation e-mail.')).toBeVisible();
    await nthMailTo(account.email, 2);
  });
});
