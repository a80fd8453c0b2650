import { PERMISSION } from '@partitura/domain';
import { sendResetLink } from '../auth/links';
import {
  countActiveAdmins,
  findUserById,
  permissionsOf,
  replacePermissions,
  revokeAllLoginTokens,
  updateUser,
} from '../auth/repository';
import { userView } from '../auth/user-view';
import type { GraphQLContext } from '../core/context';
import { parseId } from '../core/ids';
import { done, failed, type ActionAnswer } from '../core/results';
import { listUsers } from './repository';

const MAX_PAGE_SIZE = 100;

/** The users screen: a page of accounts with their permissions (two queries, however many). */
export async function usersPage(
  ctx: GraphQLContext,
  search: string | null | undefined,
  first: number,
  page: number,
) {
  const size = Math.min(Math.max(Math.trunc(first) || 25, 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const { rows, total } = await listUsers(ctx.db, search, size, (current - 1) * size);
  const permissions = await permissionsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => userView(row, permissions.get(row.id) ?? [])),
    paginatorInfo: { total, currentPage: current, lastPage: Math.max(1, Math.ceil(total / size)) },
  };
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

/** Suspends an account and ends all its sessions in the same transaction: effective at once. */
export function suspendUser(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return withUser(ctx, rawId, async (id) => {
    if (id === ctx.user!.id) return failed(ctx, 'User.error_self_suspend');
    await ctx.db.transaction(async (tx) => {
      await updateUser(tx, id, { status: 'suspended' });
      await revokeAllLoginTokens(tx, id);
    });
    return done(ctx, 'User.suspended');
  });
}

/** Replaces an account's permissions; nobody demotes themself, and an administrator remains. */
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
    return ctx.db
      .transaction(async (tx) => {
        await replacePermissions(tx, id, ids as number[]);
        if ((await countActiveAdmins(tx)) === 0) throw new LastAdminError();
        return done(ctx, 'User.permissions_saved');
      })
      .catch((error: unknown) => {
        if (error instanceof LastAdminError) return failed(ctx, 'User.error_last_admin');
        throw error;
      });
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
