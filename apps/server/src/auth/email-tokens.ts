import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import { emailTokens } from '../db/schema/users';
import { hashToken, newToken } from './tokens';

export type EmailTokenKind = 'verify' | 'reset';

/** Creates a single-use link token; answers the raw token (only its hash is stored). */
export async function createEmailToken(
  db: Tx,
  userId: number,
  kind: EmailTokenKind,
  validMs: number,
): Promise<string> {
  const token = newToken();
  await db.insert(emailTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + validMs),
  });
  return token;
}

export type EmailTokenState = {
  id: number;
  userId: number;
  state: 'valid' | 'used' | 'expired';
} | null;

/** What became of a link token: unknown (null), valid, used or expired. */
export async function findEmailToken(
  db: Tx,
  kind: EmailTokenKind,
  token: string,
): Promise<EmailTokenState> {
  if (token.length > 200) return null;
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.kind, kind)));
  const row = rows[0];
  if (!row) return null;
  const state = row.usedAt ? 'used' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'valid';
  return { id: row.id, userId: row.userId, state };
}

/** Marks the token used; false when another request used it first (works once, even when raced). */
export async function useEmailToken(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length > 0;
}

/** Spends every unused link token of this kind of the account (a password change ends reset links). */
export async function useAllEmailTokens(
  db: Tx,
  userId: number,
  kind: EmailTokenKind,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)),
    );
}
