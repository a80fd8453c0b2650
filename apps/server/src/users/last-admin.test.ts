import { translate } from '@partitura/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countActiveAdmins, lockActiveAdmins, updateUser } from '../auth/index';
import type { ApiClient, GraphQLResponse } from '../test/api-client';
import { createUser } from '../test/factories';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';

// A server for each test: these tests count every active administrator of the database.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server?.close());

const SUSPEND = 'mutation ($id: ID!) { suspendUser(id: $id) { success message } }';
const PERMISSIONS =
  'mutation ($id: ID!, $permissions: [ID!]!) { setUserPermissions(id: $id, permissions: $permissions) { success message } }';

type Admin = { id: number; client: ApiClient };
type Way = 'suspend' | 'demote';
/** What a removal answered: done, refused with a message, or refused access (its code). */
type Outcome = { success: boolean; message: string } | { refusedAccess: unknown };

async function newAdmin(): Promise<Admin> {
  const user = await createUser(server.database.db, 'admin');
  const client = await server.client();
  await client.login(user.email, user.password);
  return { id: user.id, client };
}

/** `by` suspends `whom`, or withdraws their administrator permission. */
async function remove(way: Way, by: Admin, whom: Admin): Promise<Outcome> {
  const response: GraphQLResponse =
    way === 'suspend'
      ? await by.client.gql(SUSPEND, { id: String(whom.id) })
      : await by.client.gql(PERMISSIONS, { id: String(whom.id), permissions: ['2'] });
  if (response.errors?.length) return { refusedAccess: response.errors[0].extensions?.code };
  return way === 'suspend' ? response.data!.suspendUser : response.data!.setUserPermissions;
}

const activeAdmins = () => countActiveAdmins(server.database.db);
const LAST_ADMIN = { success: false, message: translate('User.error_last_admin', 'en') };
const WAYS: [Way, Way][] = [
  ['suspend', 'suspend'],
  ['demote', 'demote'],
  ['suspend', 'demote'],
  ['demote', 'suspend'],
];

describe('at least one active administrator remains', () => {
  it('when two administrators suspend or demote each other at the same moment, round after round', async () => {
    expect(await activeAdmins()).toBe(0);
    let survivor = await newAdmin();
    for (const [first, second] of [...WAYS, ...WAYS]) {
      const other = await newAdmin();
      expect(await activeAdmins()).toBe(2);
      const answers = await Promise.all([
        remove(first, survivor, other),
        remove(second, other, survivor),
      ]);
      expect(await activeAdmins(), `${first}/${second}`).toBe(1);
      // One removal is done. The other is refused: with User.error_last_admin when it ran after
      // the first was committed, or at the door when its request came after its session ended
      // (suspended) or its permission went (demoted).
      expect(answers.filter((answer) => 'success' in answer && answer.success)).toHaveLength(1);
      const refusal = answers.find((answer) => !('success' in answer && answer.success));
      expect([
        LAST_ADMIN,
        { refusedAccess: 'UNAUTHENTICATED' },
        { refusedAccess: 'FORBIDDEN' },
      ]).toContainEqual(refusal);
      if ('success' in answers[1] && answers[1].success) survivor = other;
    }
  });

  /** Number of this database's connections waiting for a lock. */
  async function lockWaiters(): Promise<number> {
    const result = await server.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  }

  // PostgreSQL only: the test holds the administrators' locks until both requests wait for them,
  // so the two removals meet at the check for certain (PGlite runs one statement at a time).
  it.runIf(testDatabaseKind === 'postgres')(
    'removing the last active administrator is refused with User.error_last_admin, however it is removed',
    async () => {
      for (const [first, second] of WAYS) {
        const [a, b] = [await newAdmin(), await newAdmin()];
        let answers: Promise<Outcome[]> | undefined;
        await server.database.db.transaction(async (tx) => {
          await lockActiveAdmins(tx);
          answers = Promise.all([remove(first, a, b), remove(second, b, a)]);
          let settled = false;
          void answers.finally(() => (settled = true));
          while (!settled && (await lockWaiters()) < 2) {
            // Both requests are on their way to the locks held here; ask again.
          }
        });
        const [one, two] = await answers!;
        expect([one, two], `${first}/${second}`).toContainEqual(LAST_ADMIN);
        expect([one, two].filter((answer) => 'success' in answer && answer.success)).toHaveLength(
          1,
        );
        expect(await activeAdmins()).toBe(1);
        // Out of the count for the next pair: the one who remained.
        const survivor = 'success' in one && one.success ? a : b;
        await updateUser(server.database.db, survivor.id, { status: 'suspended' });
      }
    },
  );

  it('suspending or demoting another administrator works while an active one remains', async () => {
    const [a, b, c] = [await newAdmin(), await newAdmin(), await newAdmin()];
    expect(await remove('suspend', a, b)).toMatchObject({ success: true });
    expect(await activeAdmins()).toBe(2);
    expect(await remove('demote', a, c)).toMatchObject({ success: true });
    expect(await activeAdmins()).toBe(1);
  });
});
