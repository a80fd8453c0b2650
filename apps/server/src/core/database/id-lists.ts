import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/* Lists of ids in a statement. */

/**
 * A list of ids as one bigint[] parameter (`= any(…)`): however many there are (a folder's whole
 * content), where `inIds` would spend a parameter on each and stop at 65,535.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;
}

/** `inArray` that tolerates an empty list (matches nothing instead of failing). */
export function inIds(column: PgColumn, ids: number[]) {
  return ids.length > 0 ? inArray(column, ids) : eq(column, -1);
}
