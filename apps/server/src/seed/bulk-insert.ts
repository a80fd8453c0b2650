import type { PgColumn, PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../core/database/db';

/*
 * Multi-row inserts for the demonstration data: a few statements instead of thousands (PGlite is
 * 10–25× slower than a PostgreSQL server on bulk loads, and every statement costs). Rows go in
 * chunks that stay far below PostgreSQL's limit of 65,535 parameters per statement.
 */

const ROWS_PER_STATEMENT = 1000;

/** Inserts the rows; answers nothing. */
export async function insertRows<T extends PgTable<TableConfig>>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await tx.insert(table).values(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

/**
 * Inserts the rows and answers their new ids in row order (PostgreSQL returns the rows of an
 * `insert … values … returning` in the order of the values list).
 */
export async function insertIds<T extends PgTable<TableConfig> & { id: PgColumn }>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    // Drizzle cannot type `returning` over an arbitrary table; the cast only widens to it.
    const inserted = (await tx
      .insert(table)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .returning({ id: table.id } as never)) as Array<{ id: number }>;
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}
