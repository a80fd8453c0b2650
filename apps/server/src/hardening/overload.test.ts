import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_AT_ONCE_BYTES } from '../core/graphql/graphql-answer';
import type { ApiClient } from '../test/api-client';
import { createCollection, signedIn } from '../test/factories';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';

// Issue 22, row 6: 100 clients on PGlite, 10 of them uploading, got 26 of 50 uploads TIMEOUT and
// 70 requests over 5 s: every request was taken, and all of them waited for the one database.
// What cannot be served now is refused at once with 503 and Retry-After. The numbers are the
// benchmark's (suite `load`); this test pins the refusal itself, on PostgreSQL, where a row lock
// holds a request in its place for as long as the test wants.

/** The metrics' bearer token: the admission's load is read there. */
const METRICS = 'overload-metrics-token';

const SAVE = `mutation ($input: CollectionInput!) {
  upsertCollection(input: $input) { success message }
}`;

describe.skipIf(testDatabaseKind !== 'postgres')('a server at its admission limit', () => {
  let server: TestServer;
  let contributor: ApiClient;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startTestServer({ MAX_ACTIVE_REQUESTS: '1', MAX_WAITING_REQUESTS: '0' });
    contributor = await signedIn(server, 'contributor');
    admin = new pg.Client({ connectionString: server.databaseUrl! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await server?.close();
  });

  it('refuses another request at once with 503, Retry-After and a translated "try again"; serves it once there is room', async () => {
    const { id, prefix } = await createCollection(server.database.db);
    await admin.query('begin');
    await admin.query('select id from collections where id = $1 for update', [id]);
    const saving = contributor.gql(SAVE, {
      input: { id: String(id), version: 1, name: 'Held', prefix },
    });
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        { timeout: 20_000 },
      )
      .toBe(1);

    const refused = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: contributor.headers({ locale: 'de' }),
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    const body = (await refused.json()) as { errors: { message: string; extensions: object }[] };
    expect(body.errors[0].extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      key: 'Server.error_busy',
    });
    expect(body.errors[0].message).toMatch(/ausgelastet.*noch einmal/);
    // What is read through the public API takes its turn too: a record's linked data, its MARC
    // export, its IIIF documents (said busy, never missing).
    for (const path of [
      `/collections/${id}.jsonld`,
      '/scores/1.marcxml',
      '/iiif/presentation/scores/1/collection',
      '/iiif/presentation/digital-copies/1/manifest',
    ]) {
      const other = await fetch(`${server.url}${path}`);
      expect(other.status, path).toBe(503);
      expect(other.headers.get('retry-after'), path).toBe('2');
      await other.body?.cancel();
    }

    await admin.query('rollback');
    expect((await saving).data?.upsertCollection.success).toBe(true);
    expect((await contributor.data('{ me { id } }')).me.id).toBeTruthy();
  });
});

describe('a client that sends its next request before the answer to the last, then leaves', () => {
  let server: TestServer;
  let visitor: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ MAX_ACTIVE_REQUESTS: '2', METRICS_TOKEN: METRICS });
    visitor = await server.client();
  });
  afterAll(() => server?.close());

  const metrics = async () =>
    (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })
    ).text();

  /** Requests the admission holds now, running and waiting. */
  async function inAdmission(): Promise<number> {
    const text = await metrics();
    const count = (state: string) =>
      Number(
        text.match(new RegExp(`partitura_requests_in_admission\\{state="${state}"\\} (\\d+)`))![1],
      );
    return count('active') + count('waiting');
  }

  it('keeps no place in the admission for the answer that waited behind another', async () => {
    // Node gives the second answer no socket while the first is under way, and tells it nothing
    // when the connection closes: its compressed answer waited for ever for room to be written,
    // holding one of the places in the admission until the server stopped.
    const post = (body: string) =>
      `POST /graphql HTTP/1.1\r\nHost: partitura\r\nAccept-Encoding: gzip\r\n` +
      Object.entries(visitor.headers())
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    // An answer too large to compress at once (COMPRESS_AT_ONCE_BYTES): streamed, it waits for
    // room to be written. (A smaller one is compressed at once and buffered: it keeps no place.)
    const schema = '{ __schema { types { name description fields { name description } } } }';
    const large = JSON.stringify(Array.from({ length: 3 }, () => ({ query: schema })));
    const plain = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...visitor.headers(), 'accept-encoding': 'identity' },
      body: large,
    });
    expect((await plain.arrayBuffer()).byteLength).toBeGreaterThan(COMPRESS_AT_ONCE_BYTES);
    // The first request waits for the database, which a transaction of the test holds.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table collections in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    try {
      socket.write(
        post(JSON.stringify({ query: '{ collections { data { id } } }' })) + post(large),
      );
      await expect.poll(inAdmission).toBe(2);
      socket.destroy();
      // The server has seen the connection close (the first request's answer counted as "gone")
      // before the first request gets its answer.
      await expect
        .poll(metrics)
        .toMatch(/partitura_http_request_duration_seconds_count\{[^}]*status="gone"\} [1-9]/);
      release();
      await holding;
    } finally {
      socket.destroy();
      release();
    }
    await expect.poll(inAdmission, { timeout: 10_000 }).toBe(0);
    expect((await visitor.data('{ ping }')).ping).toBe(true);
  });
});
