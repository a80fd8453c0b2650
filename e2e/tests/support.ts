import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../playwright.config';

export { BASE_URL };

/** Sends one GraphQL operation as the browser would, XSRF header included (for setup only). */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  // Any answer issues the XSRF-TOKEN cookie; the request context keeps it like a browser.
  await request.get('/healthz');
  const state = await request.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post('/graphql', {
    headers: {
      'X-XSRF-TOKEN': xsrf,
      locale: 'en',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Logs the administrator in through the API and answers the token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const data = await graphql<{ login: { success: boolean; token: string | null } }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success token } }',
    { email: ADMIN.email, password: ADMIN.password },
  );
  expect(data.login.success).toBe(true);
  return data.login.token!;
}

/** Signs the page's browser in as the administrator (the token cookie, as the login screen sets it). */
export async function signInAsAdmin(page: Page): Promise<string> {
  const token = await adminToken(page.request);
  await page.context().addCookies([{ name: 'token', value: token, url: `${BASE_URL}/` }]);
  return token;
}

/** Creates a collection through the API (as the given admin token) and answers its id. */
export async function createCollection(
  request: APIRequestContext,
  token: string,
  name: string,
  prefix: string,
): Promise<string> {
  const data = await graphql<{ upsertCollection: { success: boolean; id: string } }>(
    request,
    'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
    { input: { name, prefix } },
    token,
  );
  expect(data.upsertCollection.success).toBe(true);
  return data.upsertCollection.id;
}

/** A name no other test run uses, so tests never depend on each other's records. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The main menu (navigation landmark) of the shell. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Saves a new name for a collection as someone else would, from its current version. */
export async function renameCollection(
  request: APIRequestContext,
  token: string,
  id: string,
  name: string,
): Promise<void> {
  const current = await graphql<{ getCollection: { prefix: string; version: number } }>(
    request,
    'query ($id: ID!) { getCollection(id: $id) { prefix version } }',
    { id },
  );
  const data = await graphql<{ upsertCollection: { success: boolean } }>(
    request,
    'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success } }',
    {
      input: {
        id,
        name,
        prefix: current.getCollection.prefix,
        version: current.getCollection.version,
      },
    },
    token,
  );
  expect(data.upsertCollection.success).toBe(true);
}
