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
  return withUser(ctx, rawId, async (id) => {
    await updateUser(ctx.db, id, { status: 'active' });
    return done(ctx, 'User.activated');
  });
}

/**
 * Suspends an account and ends all its sessions in the same transaction: effective at once.
 * Nobody suspends themself, and an active administrator remains.
 */
export function suspendUser(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return withUser(ctx, rawId, async (id) => {
    if (id === ctx.user!.id) return failed(ctx, 'User.error_self_suspend');
    return keepingAnAdmin(ctx, 'User.suspended', async (tx) => {
      await updateUser(tx, id, { status: 'suspended' });
      await revokeAllLoginTokens(tx, id);
    });
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
      replacePermissions(tx, id, ids as number[]),
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

/** Thrown inside the transaction to roll it back when no active administrator would remain. */
class LastAdminError extends Error {}

export function sendPasswordResetLink(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return withUser(ctx, rawId, async (id) => {
    await sendResetLink(ctx, (await findUserById(ctx.db, id))!);
    return done(ctx, 'User.reset_link_sent');
  });
}
