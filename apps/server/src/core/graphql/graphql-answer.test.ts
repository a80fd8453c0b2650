import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client';
import { signedIn } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { COMPRESS_AT_ONCE_BYTES, COMPRESS_MIN_BYTES } from './graphql-answer';

let server: TestServer;
let admin: ApiClient;
// An answer of about 20 KB: a long setting, read back by an administrator.
const LONG = Array.from({ length: 400 }, (_, i) => `Stimme ${i}: Violino primo, Basso.`).join('\n');
const GET = 'query ($key: String!) { getSetting(key: $key) { key value } }';
const LIST = 'query ($search: String) { settings(search: $search) { key value } }';
/** Six more long settings: their list is an answer beyond COMPRESS_AT_ONCE_BYTES. */
const LONG_KEYS = Array.from({ length: 6 }, (_, i) => `answer_long_${i}`);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 'admin');
  const saved = await admin.data(
    'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }',
    { key: 'scoring_note', value: LONG },
  );
  expect(saved.upsertSetting.success).toBe(true);
  for (const key of LONG_KEYS) {
    const more = await admin.data(
      'mutation ($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }',
      { key, value: LONG },
    );
    expect(more.upsertSetting.success).toBe(true);
  }
});
afterAll(() => server?.close());

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** Sends a request over node:http, which decodes nothing: the bytes as they came. */
function send(method: string, body: string | null, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/graphql`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

function post(query: string, variables: object, acceptEncoding: string | null, client = admin) {
  const headers = client.headers();
  if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
  return send('POST', JSON.stringify({ query, variables }), headers);
}

function decoded(answer: Raw): unknown {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(bytes.toString('utf8'));
}

describe('GraphQL answers are compressed by Accept-Encoding', () => {
  it('answers a large answer with brotli when the client takes it, decoding to the plain JSON', async () => {
    const plain = await post(GET, { key: 'scoring_note' }, null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(decoded(plain)).toEqual({ data: { getSetting: { key: 'scoring_note', value: LONG } } });

    const br = await post(GET, { key: 'scoring_note' }, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(decoded(br)).toEqual(decoded(plain));
    for (const answer of [plain, br]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      // The CORS layer's Vary stays.
      expect(answer.headers.vary).toMatch(/Origin/);
    }
  });

  it('compresses an answer up to COMPRESS_AT_ONCE_BYTES at once, with its length, and streams a larger one', async () => {
    const plain = await post(GET, { key: 'scoring_note' }, null);
    expect(plain.body.length).toBeLessThanOrEqual(COMPRESS_AT_ONCE_BYTES);
    const large = await post(LIST, { search: 'answer_long_' }, null);
    expect(large.body.length).toBeGreaterThan(COMPRESS_AT_ONCE_BYTES);
    for (const accepted of ['br', 'gzip']) {
      const once = await post(GET, { key: 'scoring_note' }, accepted);
      expect(once.headers['content-encoding'], accepted).toBe(accepted);
      expect(Number(once.headers['content-length']), accepted).toBe(once.body.length);
      expect(once.headers['transfer-encoding'], accepted).toBeUndefined();
      expect(decoded(once)).toEqual(decoded(plain));

      const streamed = await post(LIST, { search: 'answer_long_' }, accepted);
      expect(streamed.headers['content-encoding'], accepted).toBe(accepted);
      expect(streamed.headers['content-length'], accepted).toBeUndefined();
      expect(streamed.headers['transfer-encoding'], accepted).toBe('chunked');
      expect(streamed.body.length, accepted).toBeLessThan(large.body.length / 4);
      const settings = (decoded(streamed) as { data: { settings: { key: string }[] } }).data
        .settings;
      expect(settings.map((setting) => setting.key)).toEqual(LONG_KEYS);
      expect(decoded(streamed)).toEqual(decoded(large));
    }
  });

  it('answers gzip to a client that takes gzip but not brotli', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const answer = await post(GET, { key: 'scoring_note' }, accepted);
      expect(answer.headers['content-encoding'], accepted).toBe('gzip');
      expect(decoded(answer)).toEqual({
        data: { getSetting: { key: 'scoring_note', value: LONG } },
      });
    }
  });

  it('answers plain to a client that takes no known coding', async () => {
    for (const accepted of ['', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await post(GET, { key: 'scoring_note' }, accepted);
      expect(answer.headers['content-encoding'], accepted).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8')).data.getSetting.value).toBe(LONG);
    }
  });

  it('answers a small answer plain, whatever the client takes', async () => {
    const answer = await post('{ __typename }', {}, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('{"data":{"__typename":"Query"}}');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers an error as before, compressed only when large', async () => {
    const small = await post('{ noSuchField }', {}, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.stringify(decoded(small))).toContain('GRAPHQL_VALIDATION_FAILED');

    // Thirty unknown fields: thirty errors, a large error answer.
    const fields = Array.from({ length: 30 }, (_, i) => `noSuchField${i}`);
    const plain = await post(`{ ${fields.join(' ')} }`, {}, null);
    const large = await post(`{ ${fields.join(' ')} }`, {}, 'br');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(large.status).toBe(plain.status);
    expect(large.headers['content-encoding']).toBe('br');
    const answer = decoded(large) as { errors: { extensions?: { code?: string } }[] };
    expect(answer).toEqual(decoded(plain));
    expect(answer.errors).toHaveLength(30);
    expect(answer.errors[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('still refuses HEAD and GET on /graphql, plain and without a body', async () => {
    const head = await send('HEAD', null, { ...admin.headers(), 'accept-encoding': 'br' });
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe('POST');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    const get = await send('GET', null, { ...admin.headers(), 'accept-encoding': 'br' });
    expect(get.status).toBe(405);
    expect(get.headers['content-encoding']).toBeUndefined();
  });
});
