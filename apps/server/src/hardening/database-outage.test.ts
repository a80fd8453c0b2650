import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { startBreakingProxy, type BreakingProxy } from '../test/breaking-proxy';
import { createCollection, signedIn } from '../test/factories';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';

// Issue 22, row 2: PostgreSQL ending a connection in use (pg_terminate_backend, a restart, a
// failover) ended the process ("Unhandled 'error' event … terminating connection"): the pool
// listened for errors of idle connections only. Only the requests on that connection may fail,
// with a translated "try again", and the next request is served.

const SAVE = `mutation ($input: CollectionInput!) {
  upsertCollection(input: $input) { success message id }
}`;
const GET = 'query ($id: ID!) { getCollection(id: $id) { id name version } }';

describe.skipIf(testDatabaseKind !== 'postgres')('a database connection lost in use', () => {
  let server: TestServer;
  let proxy: BreakingProxy;
  let contributor: ApiClient;
  let admin: pg.Client;
  const lost: Error[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'error' },
      {
        connectThrough: async (url) => {
          proxy = await startBreakingProxy(url);
          return proxy.url;
        },
        onConnectionError: (error) => lost.push(error),
      },
    );
    contributor = await signedIn(server, 'contributor');
    admin = new pg.Client({ connectionString: server.databaseUrl! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await server?.close();
    await proxy?.close();
  });

  it('answers the request whose backend PostgreSQL ended "try again", translated, and serves the next', async () => {
    const { id, prefix } = await createCollection(server.database.db, { name: 'Locked archive' });
    // The save waits for a row lock held here, so its backend is busy when it is ended.
    await admin.query('begin');
    await admin.query('select id from collections where id = $1 for update', [id]);
    const saving = contributor.gql(
      SAVE,
      { input: { id: String(id), version: 1, name: 'Changed archive', prefix } },
      { locale: 'de' },
    );
    let waiting: number | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          waiting = rows[0]?.pid;
          return waiting;
        },
        { timeout: 20_000 },
      )
      .toBeDefined();
    await admin.query('select pg_terminate_backend($1)', [waiting]);
    const answer = await saving;
    await admin.query('rollback');

    expect(answer.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer.errors?.[0]?.message).toMatch(/nicht erreichbar.*noch einmal/);
    expect(lost.some((error) => /terminat/i.test(error.message))).toBe(true);
    // Nothing was saved, and the server serves on.
    const read = await contributor.data(GET, { id: String(id) });
    expect(read.getCollection).toMatchObject({ name: 'Locked archive', version: 1 });
    const saved = await contributor.data(SAVE, {
      input: { id: String(id), version: 1, name: 'Changed archive', prefix },
    });
    expect(saved.upsertCollection.success).toBe(true);
  });

  it('is not ready while the database cannot be reached, and alive all along', async () => {
    proxy.cutOnQuery('select 1');
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBeTruthy();
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      proxy.cutOnQuery(null);
    }
    // Ready again once the database answers (an answer stands for a second).
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000 })
      .toBe(200);
  });

  it('gives every connection lost at `begin` back to the pool: the eleventh transaction still runs', async () => {
    // The pool holds 10 connections. Drizzle's own transactions kept a connection whose `begin`
    // failed for ever: after ten, every transaction waited for a connection until it timed out.
    proxy.cutOnQuery('begin');
    try {
      for (let i = 0; i < 12; i++) {
        const answer = await contributor.gql(SAVE, {
          input: { name: `Cut ${i}`, prefix: `CUT-${i}` },
        });
        expect(answer.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      }
      // The search queue's follower may begin a transaction meanwhile: it is cut too.
      expect(proxy.cuts()).toBeGreaterThanOrEqual(12);
    } finally {
      proxy.cutOnQuery(null);
    }
    const saved = await contributor.data(SAVE, { input: { name: 'After the cuts', prefix: 'AC' } });
    expect(saved.upsertCollection.success).toBe(true);
  });
});
