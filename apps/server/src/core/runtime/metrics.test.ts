import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client';
import { signedIn } from '../../test/factories';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let server: TestServer;
  let contributor: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
    contributor = await signedIn(server, 'contributor');
  });
  afterAll(() => server?.close());

  const metrics = (authorization?: string) =>
    fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

  it('refuses anyone without the token', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics('Bearer not-the-token-at-all')).status).toBe(401);
  });

  it('counts and times requests, operations, the admission, uploads and the pool, in Prometheus text', async () => {
    await contributor.data('{ me { id } }');
    const sent = await contributor.upload(
      'mutation ($input: FileInput!) { upsertFile(input: $input) { success } }',
      { input: { file: null } },
      { 'input.file': { name: 'counted.txt', content: 'x'.repeat(1234) } },
    );
    expect(sent.json?.data?.upsertFile.success).toBe(true);
    const response = await metrics(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(
      /partitura_http_request_duration_seconds_count\{route="\/graphql",method="POST",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /partitura_graphql_operation_duration_seconds_count\{field="me",type="query",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(/partitura_requests_in_admission\{state="active"\} \d/);
    expect(text).toMatch(/partitura_upload_bytes_total [1-9]\d{3}/);
    expect(text).toMatch(/partitura_process_resident_memory_bytes \d+/);
    expect(text).toMatch(/partitura_iiif_renders\{state="running",size="small"\} 0/);
    if (testDatabaseKind === 'postgres')
      expect(text).toMatch(/partitura_database_connections\{state="total"\} [1-9]/);
  });

  it("counts the image server's pyramid builds", async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#d9c9a3' },
    })
      .png()
      .toBuffer();
    const sent = await contributor.upload(
      'mutation ($input: FileInput!) { upsertFile(input: $input) { success } }',
      { input: { file: null } },
      { 'input.file': { name: 'scan.png', content: new Uint8Array(png) } },
    );
    expect(sent.json?.data?.upsertFile.success).toBe(true);
    // The pyramid is built in the background, right after the upload.
    await expect
      .poll(
        async () =>
          (await (await metrics(`Bearer ${TOKEN}`)).text()).match(
            /partitura_iiif_pyramid_build_duration_seconds_count\{outcome="built"\} (\d+)/,
          )?.[1],
        { timeout: 20_000 },
      )
      .toBe('1');
  });

  it('is not there without METRICS_TOKEN', async () => {
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
