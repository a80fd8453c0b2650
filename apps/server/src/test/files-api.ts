import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiClient } from './api-client';
import { signedIn } from './factories';
import { startTestServer, type TestServer } from './test-server';

// The file tree as its tests call it (files/files-*.test.ts): one server per test file with a
// 64 KiB upload limit, a contributor's client, and uploads and folders made through the API.

export const LIMIT = 64 * 1024;

export const UPLOAD = `mutation ($input: FileInput!) {
  upsertFile(input: $input) { success message key id errors { field key } }
}`;
export const FILE = `query ($id: ID!) {
  getFile(id: $id) {
    id version filename mime size is_folder width height created_at item_count
    download_url view_url iiif_service folder { id } folders { id filename }
  }
}`;
export const LIST = `query ($folder: ID, $search: String, $sort: FileSort, $descending: Boolean, $page: Int, $first: Int) {
  files(folder: $folder, search: $search, sort: $sort, descending: $descending, page: $page, first: $first) {
    data { id filename is_folder size mime }
    paginatorInfo { total currentPage lastPage }
  }
}`;
export const DELETE = `mutation ($ids: [ID!]!) { deleteFiles(ids: $ids) { success message key } }`;
export const MOVE = `mutation ($ids: [ID!]!, $folder: RefInput) { moveFiles(ids: $ids, folder: $folder) { success message key } }`;

export let server: TestServer;
export let contributor: ApiClient;

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9c9a3' } })
    .png()
    .toBuffer();

export async function upload(
  name: string,
  content: Uint8Array<ArrayBuffer> | string,
  input: Record<string, unknown> = {},
  client = contributor,
) {
  const sent = await client.upload(
    UPLOAD,
    { input: { ...input, file: null } },
    {
      'input.file': { name, content },
    },
  );
  return { status: sent.status, answer: sent.json?.data?.upsertFile, json: sent.json };
}

export async function uploaded(
  name: string,
  content: Uint8Array<ArrayBuffer> | string,
  input = {},
) {
  const { answer } = await upload(name, content, input);
  expect(answer?.success, JSON.stringify(answer)).toBe(true);
  return answer.id as string;
}

export async function folder(filename: string, parent: string | null = null) {
  const { upsertFile } = await contributor.data(UPLOAD, {
    input: { filename, is_folder: true, folder: parent ? { id: parent } : null },
  });
  expect(upsertFile.success, JSON.stringify(upsertFile)).toBe(true);
  return upsertFile.id as string;
}

export const getFile = async (id: string) => (await contributor.data(FILE, { id })).getFile;

/** Every stored blob under the server's DATA_DIR/files (the temporary ones apart). */
export async function storedBlobs(): Promise<string[]> {
  const root = join(server.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('.incoming'))
    .map((entry) => entry.name);
}

/** Runs the file's setup before its tests (and its teardown after them). */
export function useFilesServer(): void {
  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_MAX_BYTES: String(LIMIT) });
    contributor = await signedIn(server, 'contributor');
  });
  afterAll(() => server?.close());
}
