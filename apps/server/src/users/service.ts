import { PERMISSION } from '@partitura/domain';
import {
  countActiveAdmins,
  findUserById,
  listAccounts,
  lockActiveAdmins,
  permissionsOf,
  replacePermissions,
  revokeAllLoginTokens,
  sendResetLink,
  updateUser,
  userView,
} from '../auth/index';
import type { GraphQLContext } from '../core/graphql/context';
import type { Tx } from '../core/database/db';
import { parseId } from '../core/runtime/ids';
import { pageWindow, paged } from '../core/records/paging';
import { done, failed, type ActionAnswer } from '../core/records/results';
import { recordVersion } from '../core/records/history';
import type { RecordState } from '@partitura/domain';

/** The users screen: a page of accounts with their permissions (two queries, however many). */
export async function usersPage(
  ctx: GraphQLContext,
  args: { search?: string | null; first?: number | null; page?: number | null },
) {
  const window = pageWindow(args, 25, 100);
  const { rows, total } = await listAccounts(ctx.db, args.search, window.size, window.offset);
  const permissions = await permissionsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return paged(
    rows.map((row) => userView(row, permissions.get(row.id) ?? [])),
    total,
    window,
  );
}

async function withUser(
  ctx: GraphQLContext,
  rawId: string,
  act: (id: number) => Promise<ActionAnswer>,
) {
  const id = parseId(rawId);
  if (id === null || !(await findUserById(ctx.db, id)))
    return failed(ctx, 'Record.error_not_found');
  return act(id);
}

export function activateUser(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return withUser(ctx, rawId, (id) =>
    ctx.db.transaction(async (tx) => {
      await administered(ctx, tx, id, () => updateUser(tx, id, { status: 'active' }));
      return done(ctx, 'User.activated');
    }),
  );
}

/**
 * Suspends an account and ends all its sessions in the same transaction: effective at once.
 * Nobody suspends themself, and an active administrator remains.
 */
export function suspendUser(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return withUser(ctx, rawId, async (id) => {
    if (id === ctx.user!.id) return failed(ctx, 'User.error_self_suspend');
    return keepingAnAdmin(ctx, 'User.suspended', (tx) =>
      administered(ctx, tx, id, async () => {
        await updateUser(tx, id, { status: 'suspended' });
        await revokeAllLoginTokens(tx, id);
      }),
    );
  });
}

/** Replaces an account's permissions; nobody demotes themself, and an active administrator remains. */
export function setUserPermissions(
  ctx: GraphQLContext,
  rawId: string,
  rawPermissions: string[],
): Promise<ActionAnswer> {
  return withUser(ctx, rawId, async (id) => {
    const ids = [...new Set(rawPermissions.map((value) => parseId(value)))];
    const known: number[] = Object.values(PERMISSION);
    if (ids.some((permission) => permission === null || !known.includes(permission))) {
      return failed(ctx, 'User.error_permission_unknown');
    }
    const wantsAdmin = ids.includes(PERMISSION.admin);
    if (!wantsAdmin && id === ctx.user!.id) return failed(ctx, 'User.error_self_demote');
    return keepingAnAdmin(ctx, 'User.permissions_saved', (tx) =>
      administered(ctx, tx, id, () => replacePermissions(tx, id, ids as number[])),
    );
  });
}

/**
 * Makes a change that may take an administrator away (suspension, permissions) in one
 * transaction: the active administrators' rows locked first, the change, then the count; when no
 * active administrator would remain, the change is rolled back and refused with
 * User.error_last_admin. A suspended administrator does not count.
 */
async function keepingAnAdmin(
  ctx: GraphQLContext,
  doneKey: 'User.suspended' | 'User.permissions_saved',
  change: (tx: Tx) => Promise<void>,
): Promise<ActionAnswer> {
  return ctx.db
    .transaction(async (tx) => {
      await lockActiveAdmins(tx);
      await change(tx);
      if ((await countActiveAdmins(tx)) === 0) throw new LastAdminError();
      return done(ctx, doneKey);
    })
    .catch((error: unknown) => {
      if (error instanceof LastAdminError) return failed(ctx, 'User.error_last_admin');
      throw error;
    });
}

/**
 * An administrator's change of an account, recorded in its history (core/records/history.ts)
 * in the same transaction: its status and permissions before and after.
 */
async function administered(
  ctx: GraphQLContext,
  tx: Tx,
  id: number,
  change: () => Promise<void>,
): Promise<void> {
  const before = await accountState(tx, id);
  await change();
  const after = await accountState(tx, id);
  if (before && after)
    await recordVersion(ctx, tx, 'User', id, 'update', before, { version: null, state: after });
}

export async function accountState(tx: Tx, id: number): Promise<RecordState | null> {
  const user = await findUserById(tx, id);
  if (!user) return null;
  const permissions = (await permissionsOf(tx, [id])).get(id) ?? [];
  return { status: user.status, permissions: permissions.map((permission) => permission.name) };
}

/** Thrown inside the transaction to roll it back when no active administrator would remain. */
class LastAdminError extends Error {}

export function sendPasswordResetLink(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return withUser(ctx, rawId, async (id) => {
    await sendResetLink(ctx, (await findUserById(ctx.db, id))!);
    return done(ctx, 'User.reset_link_sent');
  });
}
