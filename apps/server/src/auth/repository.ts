import { PERMISSION } from '@partitura/domain';
import { and, asc, count, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import { containsPattern } from '../core/database/text-search';
import { loginTokens, permissions, userPermissions, users } from '../db/schema/users';
import { useAllEmailTokens } from './email-tokens';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return rows[0] ?? null;
}

export async function findUserById(db: Tx, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

/** Permission rows of users, keyed by user id, ordered by id (the broadest first). */
export async function permissionsOf(
  db: Tx,
  userIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: userPermissions.userId, id: permissions.id, name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(inArray(userPermissions.userId, userIds))
    .orderBy(permissions.id);
  for (const row of rows) result.get(row.userId)?.push({ id: row.id, name: row.name });
  return result;
}

export async function insertLoginToken(
  db: Tx,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(loginTokens).values({ userId, tokenHash, expiresAt });
}

/** The active account holding a valid (unrevoked, unexpired) token, with its permission ids. */
export async function findSession(db: Tx, tokenHash: string) {
  const rows = await db
    .select({ tokenId: loginTokens.id, user: users })
    .from(loginTokens)
    .innerJoin(users, eq(users.id, loginTokens.userId))
    .where(
      and(
        eq(loginTokens.tokenHash, tokenHash),
        isNull(loginTokens.revokedAt),
        gt(loginTokens.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    );
  return rows[0] ?? null;
}

export async function revokeLoginToken(db: Tx, tokenId: number): Promise<void> {
  await db
    .update(loginTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(loginTokens.id, tokenId));
}

export async function insertUser(db: Tx, values: typeof users.$inferInsert): Promise<number> {
  const rows = await db.insert(users).values(values).returning({ id: users.id });
  return rows[0].id;
}

/** Inserts the account unless its address (in any case) has one already: the new id, or null. */
export async function insertUserUnlessTaken(
  db: Tx,
  values: typeof users.$inferInsert,
): Promise<number | null> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

/** Changes an account's values; its password only through changePassword. */
export async function updateUser(
  db: Tx,
  id: number,
  values: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The account, its row locked until the transaction ends (it orders competing password changes). */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | null> {
  // NO KEY UPDATE: a sign-in's new token (a foreign key to this row) need not wait for it.
  const rows = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return rows[0] ?? null;
}

/**
 * The one way to change a password (reset link, own profile, ADMIN_PASSWORD): stores the new hash
 * and spends every outstanding reset link of the account in the same transaction, so a link
 * mailed before the change cannot set another password afterwards.
 */
export async function changePassword(tx: Tx, id: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
  await useAllEmailTokens(tx, id, 'reset');
}

export async function grantPermissions(
  db: Tx,
  userId: number,
  permissionIds: number[],
): Promise<void> {
  if (permissionIds.length === 0) return;
  await db
    .insert(userPermissions)
    .values(permissionIds.map((permissionId) => ({ userId, permissionId })))
    .onConflictDoNothing();
}

/** Ends every session of the account (suspension, password reset). */
export async function revokeAllLoginTokens(
  db: Tx,
  userId: number,
  exceptTokenId?: number,
): Promise<void> {
  await db
    .update(loginTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(loginTokens.userId, userId),
        isNull(loginTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(loginTokens.id, exceptTokenId),
      ),
    );
}

/** Replaces the account's permissions with exactly these ids. */
export async function replacePermissions(
  db: Tx,
  userId: number,
  permissionIds: number[],
): Promise<void> {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  await grantPermissions(db, userId, permissionIds);
}

/**
 * Locks the rows of every active administrator until the transaction ends, in id order (one
 * order for all, so two such transactions cannot deadlock). Every change that can take an
 * administrator away takes these locks first and counts the administrators afterwards, in a
 * later statement (countActiveAdmins): on PostgreSQL that statement sees what a competing change
 * committed while this one waited, so two administrators removing each other at the same moment
 * are refused one after the other instead of both succeeding.
 */
export async function lockActiveAdmins(tx: Tx): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(and(eq(userPermissions.permissionId, PERMISSION.admin), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('no key update', { of: users });
}

/** Active accounts holding the admin permission. */
export async function countActiveAdmins(db: Tx): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(userPermissions)
    .innerJoin(users, eq(users.id, userPermissions.userId))
    .where(and(eq(userPermissions.permissionId, PERMISSION.admin), eq(users.status, 'active')));
  return Number(rows[0]?.n ?? 0);
}

/** One page of accounts ordered by name, and how many match; `search` matches name or e-mail. */
export async function listAccounts(
  db: Tx,
  search: string | null | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = containsPattern(search);
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
