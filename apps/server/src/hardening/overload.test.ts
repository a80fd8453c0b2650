import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { createCollection, signedIn } from '../test/factories';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';

// Issue 22, row 6: 100 clients on PGlite, 10 of them uploading, got 26 of 50 uploads TIMEOUT and
// 70 requests over 5 s: every request was taken, and all of them waited for the one database.
// What cannot be served now is refused at once with 503 and Retry-After. The numbers are the
// benchmark's (suite `load`); this test pins the refusal itself, on PostgreSQL, where a row lock
// holds a request in its place for as long as the test wants.

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

    await admin.query('rollback');
    expect((await saving).data?.upsertCollection.success).toBe(true);
    expect((await contributor.data('{ me { id } }')).me.id).toBeTruthy();
  });
});
