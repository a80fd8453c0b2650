import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountWithRole, loginToken, signInAs } from './accounts';
import { graphql } from './support';

/** A file to upload: its name, type and bytes (also what Playwright's file chooser takes). */
export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A contributor signed in on the page, and their token for setting up files through the API. */
export async function signInAsContributor(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<string> {
  const account = await accountWithRole(request, name, 'contributor');
  await signInAs(page, account);
  return (await loginToken(request, account.email, account.password))!;
}

/** Creates a folder through the API (in `parent`, else at the top) and answers its id. */
export async function createFolder(
  request: APIRequestContext,
  token: string,
  filename: string,
  parent: string | null = null,
): Promise<string> {
  const data = await graphql<{ upsertFile: { success: boolean; id: string } }>(
    request,
    'mutation ($input: FileInput!) { upsertFile(input: $input) { success id } }',
    { input: { filename, is_folder: true, folder: parent ? { id: parent } : null } },
    token,
  );
  expect(data.upsertFile.success).toBe(true);
  return data.upsertFile.id;
}

/**
 * Uploads a file through the API (a GraphQL multipart request) into a folder (null: the top) and
 * answers its id.
 */
export async function uploadFile(
  request: APIRequestContext,
  token: string,
  folder: string | null,
  file: Upload,
): Promise<string> {
  await request.get('/healthz');
  const xsrf =
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ??
    '';
  const operations = {
    query: 'mutation ($input: FileInput!) { upsertFile(input: $input) { success id } }',
    variables: { input: { folder: folder ? { id: folder } : null, file: null } },
  };
  // A FormData keeps the parts in order: operations, map, then the file (a plain object would
  // put the key `0` first).
  const form = new FormData();
  form.set('operations', JSON.stringify(operations));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await request.post('/graphql', {
    headers: { 'X-XSRF-TOKEN': xsrf, locale: 'en', Authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as {
    data: { upsertFile: { success: boolean; id: string } };
  };
  expect(body.data.upsertFile.success).toBe(true);
  return body.data.upsertFile.id;
}
