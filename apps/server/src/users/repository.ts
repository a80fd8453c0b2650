import { asc, count, ilike, or } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { users } from '../db/schema/index';
import type { UserRow } from '../auth/repository';
import { containsPattern } from '../core/text-search';

function searchCondition(search: string | null | undefined) {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** One page of accounts ordered by name, and how many match in all. */
export async function listUsers(
  db: Tx,
  search: string | null | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = searchCondition(search);
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
