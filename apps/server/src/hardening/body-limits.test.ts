import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES } from '../core/http/http';
import { createCollection } from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';

// Issue 8, defects 3 and 10: the 1 MiB limit read only Content-Length, so a chunked body of
// 20 MiB was stored, and GET requests with malformed variables became HTTP 500.

useTestServer();

type Sent = { status: number | null; body: string; error: string | null };

/**
 * Posts a body of `size` bytes to /graphql in 64 KiB chunks without a Content-Length (chunked),
 * as the client's own generator produces it: the client never holds it whole either.
 */
function postChunked(prefix: string, size: number, suffix: string, fill = 'x'): Promise<Sent> {
  return new Promise((resolve) => {
    const url = new URL('/graphql', server.url);
    const req = request(url, { method: 'POST', headers: contributor.headers() });
    let settled = false;
    const settle = (sent: Sent) => {
      if (!settled) resolve(sent);
      settled = true;
    };
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => settle({ status: response.statusCode ?? null, body, error: null }));
      response.on('error', () =>
        settle({ status: response.statusCode ?? null, body, error: null }),
      );
    });
    req.on('error', (error) => settle({ status: null, body: '', error: error.message }));
    const chunk = Buffer.alloc(64 * 1024, fill);
    let written = 0;
    req.write(prefix);
    const pump = () => {
      while (written < size) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(suffix);
    };
    pump();
  });
}

const SAVE = 'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success id } }';

describe('request bodies are limited by the bytes actually read', () => {
  it('refuses a chunked body over 1 MiB with 413, and stores nothing', async () => {
    const collection = await createCollection(server.database.db);
    const shelfmark = `Chunked-${Date.now()}`;
    const prefix = JSON.stringify({
      query: SAVE,
      variables: {
        input: { collection: { id: collection.id }, shelfmark, short_title: 'Missa', notes: '' },
      },
    }).replace('"notes":""', '"notes":"');
    const sent = await postChunked(prefix, 20 * 1024 * 1024, '"}}}');
    // The server answers 413 and closes: the client sees the answer, or, still sending, a reset.
    if (sent.status !== null) {
      expect(sent.status).toBe(413);
      expect(sent.body).toContain('too large');
    } else expect(sent.error).toBeTruthy();
    const found = await contributor.data(
      'query ($s: String) { scores(search: $s) { data { id } } }',
      { s: shelfmark },
    );
    expect(found.scores.data).toEqual([]);
  });

  it('answers 413 with a translated message for a declared length over the limit', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...contributor.headers(), locale: 'de' },
      body: 'x'.repeat(MAX_JSON_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Die Anfrage ist zu groß');
  });

  it('still accepts a chunked body just under the limit', async () => {
    const collection = await createCollection(server.database.db);
    const input = { collection: { id: collection.id }, shelfmark: 'Under-1', short_title: 'Missa' };
    const prefix = JSON.stringify({ query: SAVE, variables: { input } }).slice(0, -2);
    // Pad with white space, which JSON allows between tokens.
    const sent = await postChunked(prefix, MAX_JSON_BYTES - prefix.length - 64 * 1024, '}}', ' ');
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body).data.upsertScore.success).toBe(true);
  });

  it('keeps memory flat under four parallel 90 MiB bodies', async () => {
    const before = process.memoryUsage().rss;
    const sent = await Promise.all(
      Array.from({ length: 4 }, () => postChunked('{"query":"', 90 * 1024 * 1024, '"}')),
    );
    for (const one of sent) if (one.status !== null) expect(one.status).toBe(413);
    const grown = process.memoryUsage().rss - before;
    expect(grown).toBeLessThan(100 * 1024 * 1024);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('requests the API does not take', () => {
  it('answers a GET with malformed variables 405, not a server error', async () => {
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('{ ping }')}&variables=%7Bnot-json`,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('refuses a multipart body from a visitor before reading it', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ ping }' }));
    form.set('map', '{}');
    form.set('0', new Blob([new Uint8Array(1024)]), 'scan.jpg');
    const visitor = await server.client();
    const headers = visitor.headers();
    delete headers['content-type'];
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: form });
    expect(response.status).toBe(403);
  });

  it('answers malformed JSON as a client error', async () => {
    const { status } = await contributor.raw('{"query": "{ ping }"');
    expect(status).toBe(400);
  });

  it('answers an empty body as a client error', async () => {
    const { status } = await contributor.raw('');
    expect(status).toBe(400);
  });
});
