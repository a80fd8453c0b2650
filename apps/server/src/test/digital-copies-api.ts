import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiClient } from './api-client';
import { signedIn } from './factories';
import { startTestServer, type TestServer } from './test-server';

// Digital copies as their tests call them (digital-copies/*.test.ts): one server per test file
// (APP_URL http://partitura.test), a contributor, scanned images uploaded through the API.

export const UPLOAD = `mutation ($input: FileInput!) { upsertFile(input: $input) { success id errors { field key } } }`;
export const SAVE = `mutation ($input: DigitalCopyInput!) {
  upsertDigitalCopy(input: $input) { success message key id errors { field key } }
}`;
export const COPY = `query ($id: ID!) {
  getDigitalCopy(id: $id) {
    id version name digitizable_type digitizable_id manifest_url
    score { id } catalog { id }
    files { id name position digitizable_type digitizable_id file { id width height } page { id }
      iiif_canvases { id position first width height format
        iiif_annotations { id x y width height iiifable_type iiifable_id } } }
    iiif_objects { id first iiif_canvases { id position } }
  }
}`;
export const REGION = `mutation ($input: IiifRegionInput!) {
  upsertIiifRegion(input: $input) { success key id errors { field key } }
}`;
export const REGIONS = `query ($id: ID!) { getIiifAnnotationsForDigitalCopy(id: $id) { id iiifable_id iiifable_type digital_copy_file_id entry { id } } }`;

export let server: TestServer;
export let contributor: ApiClient;

export async function image(name: string, width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#e8dcc0' } })
    .jpeg()
    .toBuffer();
  const sent = await contributor.upload(
    UPLOAD,
    { input: { file: null } },
    {
      'input.file': { name, content: new Uint8Array(bytes) },
    },
  );
  expect(sent.json?.data?.upsertFile.success).toBe(true);
  return sent.json?.data?.upsertFile.id;
}

export async function save(input: Record<string, unknown>) {
  return (await contributor.data(SAVE, { input })).upsertDigitalCopy;
}

export const getCopy = async (id: string) => (await contributor.data(COPY, { id })).getDigitalCopy;

/** Runs the file's setup before its tests (and its teardown after them). */
export function useCopiesServer(): void {
  beforeAll(async () => {
    server = await startTestServer({ APP_URL: 'http://partitura.test' });
    contributor = await signedIn(server, 'contributor');
  });
  afterAll(() => server?.close());
}
