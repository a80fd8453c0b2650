import { sql } from 'drizzle-orm';
import { withDeadline } from '../core/runtime/deadline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { createPerson, signedIn } from '../test/factories';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';

// Issue 8, defect 1: no request may hold the database for more than a few seconds. PostgreSQL
// ends a statement after STATEMENT_TIMEOUT_MS; on PGlite, which cannot interrupt a statement, a
// request past its deadline starts no further statement. Either way the answer is TIMEOUT and
// the server keeps answering others.

// Long enough for a sign-in (hashing a password) on a busy machine.
const TIMEOUT_MS = 1500;
let server: TestServer;
let contributor: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: 'error' });
  contributor = await signedIn(server, 'contributor');
});
afterAll(() => server?.close());

const GET_PERSON = 'query ($id: ID!) { getPerson(id: $id) { id name attributions { id } } }';

describe('a request that would hold the database too long', () => {
  it.runIf(testDatabaseKind === 'postgres')(
    'is ended by statement_timeout on PostgreSQL (a save waiting on a lock), and others are served meanwhile',
    async () => {
      const id = await createPerson(server.database.db, ['Lock, Held']);
      // Another session holds the person's row: the save below waits for it.
      const holder = new pg.Client({ connectionString: server.databaseUrl! });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from people where id = $1 for update', [id]);
        const saving = contributor.gql(
          'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success } }',
          {
            input: {
              id: String(id),
              version: 1,
              names: [{ name: 'Lock, Changed', primary: true }],
            },
          },
        );
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
        const answer = await saving;
        expect(answer.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
        expect(answer.errors?.[0]?.message).toContain('took too long');
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      // Nothing was half-saved, and the server works on.
      const read = await contributor.data(GET_PERSON, { id: String(id) });
      expect(read.getPerson.name).toBe('Lock, Held');
    },
  );

  it.runIf(testDatabaseKind === 'pglite')(
    'starts no further statement once past its deadline on PGlite, which cannot end a running one',
    async () => {
      const id = await createPerson(server.database.db, ['Slow, Queue']);
      // PGlite runs one statement at a time, and a transaction holds it: keep one open outside any
      // request for twice the deadline. The request's statements wait behind it and would start
      // past their deadline.
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      const busy = server.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun();
        await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
      });
      await started;
      const answer = await contributor.gql(GET_PERSON, { id: String(id) });
      await busy;
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe('TIMEOUT');
      // Within its deadline the same request is answered.
      const again = await contributor.data(GET_PERSON, { id: String(id) });
      expect(again.getPerson.name).toBe('Slow, Queue');
    },
  );

  it('keeps no connection when a request is past its deadline as its transaction begins', async () => {
    const { db } = server.database;
    // More refused transactions than the pool has connections (10): a leaked one per refusal
    // would leave none for the statement after them.
    for (let i = 0; i < 12; i++) {
      const refused = await withDeadline(-1, () =>
        db.transaction(async (tx) => tx.execute(sql`select 1`)),
      ).then(
        () => null,
        (error: unknown) => error,
      );
      expect((refused as { code?: string } | null)?.code).toBe('57014');
    }
    const after = await db.execute(sql`select 1 as one`);
    expect((after as unknown as { rows: { one: number }[] }).rows[0].one).toBe(1);
  });
});
