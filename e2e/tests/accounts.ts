import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, BASE_URL, graphql } from './support';
import { linkIn, nthMailTo } from './mail';

export type Account = { id: string; name: string; email: string; password: string };

/** Permission ids of the contract: 1 admin, 2 contributor, 3 guest. */
const PERMISSION_ID = { admin: '1', contributor: '2', guest: '3' } as const;

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@partitura.test`;
}

/** Registers an account through the API (as the register screen would). */
export async function registerAccount(
  request: APIRequestContext,
  label: string,
  locale = 'en',
): Promise<Account> {
  const account = {
    name: `${label[0].toUpperCase()}${label.slice(1)} ${Math.floor(Math.random() * 1e6)}`,
    email: uniqueEmail(label),
    password: 'a-fine-long-password',
  };
  const data = await graphql<{ register: { success: boolean } }>(
    request,
    'mutation ($input: RegisterInput!) { register(input: $input) { success } }',
    { input: { ...account, locale } },
  );
  expect(data.register.success).toBe(true);
  // The answer names no account (it must not tell whether the address had one); the link of the
  // verification mail does. Waiting for that mail also keeps it mail number 1 to the address.
  const [, , , id] = linkIn(await nthMailTo(account.email, 1), 'verify').split('/');
  return { ...account, id };
}

/** Confirms the address through the link of the registration mail. */
export async function verifyAccount(request: APIRequestContext, account: Account): Promise<void> {
  const [, , , id, hash] = linkIn(await nthMailTo(account.email, 1), 'verify').split('/');
  const data = await graphql<{ verifyEmail: { success: boolean } }>(
    request,
    'mutation ($id: ID!, $hash: String!) { verifyEmail(id: $id, hash: $hash) { success } }',
    { id, hash },
  );
  expect(data.verifyEmail.success).toBe(true);
}

/** A registered, verified account with the given role (given by the administrator). */
export async function accountWithRole(
  request: APIRequestContext,
  label: string,
  role: keyof typeof PERMISSION_ID,
  locale = 'en',
): Promise<Account> {
  const account = await registerAccount(request, label, locale);
  await verifyAccount(request, account);
  const data = await graphql<{ setUserPermissions: { success: boolean } }>(
    request,
    'mutation ($id: ID!, $permissions: [ID!]!) { setUserPermissions(id: $id, permissions: $permissions) { success } }',
    { id: account.id, permissions: [PERMISSION_ID[role]] },
    await adminToken(request),
  );
  expect(data.setUserPermissions.success).toBe(true);
  return account;
}

/** Logs in through the API and answers the token, or null when the login is refused. */
export async function loginToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string | null> {
  const data = await graphql<{ login: { success: boolean; token: string | null } }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success token } }',
    { email, password },
  );
  return data.login.success ? data.login.token : null;
}

/** Signs the page's browser in as this account (the token cookie, as the login screen sets it). */
export async function signInAs(page: Page, account: Account): Promise<void> {
  const token = await loginToken(page.request, account.email, account.password);
  expect(token).toBeTruthy();
  await page.context().addCookies([{ name: 'token', value: token!, url: `${BASE_URL}/` }]);
}

/** Fills and sends the login form. */
export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
