import { sql, type SQL } from 'drizzle-orm';
import { executeKept, rowsOf, type Tx } from '../core/database/db';
import type { ListCursor, ListRequest } from './protocol';

/*
 * What a harvest reads of the database: scores in the order they last changed, with the scores
 * deleted (deleted_records) among them, a page after the last — read from scores(updated_at, id)
 * or scores(collection_id, updated_at, id) and their like in deleted_records, so that the
 * millionth score's page costs what the first's does.
 */

/** A score's header: its id, collection, when it last changed, whether it was deleted. */
export type HarvestItem = {
  id: number;
  collectionId: number | null;
  /** The change time to the microsecond, in UTC (a cursor's `at`). */
  at: string;
  deleted: boolean;
};

/** A change time as text with all its digits (a JavaScript Date keeps milliseconds only). */
const stampText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Row = {
  id: number | string;
  collection_id: number | string | null;
  at: string;
  deleted: boolean;
};

/**
 * The next `limit` items of a list after its cursor: the scores changed and deleted within its
 * dates (and its collection), in change order. Each of the two is read from its own index in
 * that order and the two merged, so neither is read further than the page.
 */
export async function harvestPage(
  db: Tx,
  list: ListRequest,
  limit: number,
): Promise<HarvestItem[]> {
  const within = (stamp: SQL, id: SQL, collection: SQL, cursor: ListCursor | null) =>
    sql.join(
      [
        list.collection === null ? sql`true` : sql`${collection} = ${list.collection}`,
        list.from ? sql`${stamp} >= ${list.from.toISOString()}::timestamptz` : sql`true`,
        sql`${stamp} < ${list.before.toISOString()}::timestamptz`,
        cursor
          ? sql`(${stamp}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
          : sql`true`,
      ],
      sql` and `,
    );
  const rows = rowsOf<Row>(
    await executeKept(
      db,
      sql`
      select id, collection_id, ${stampText(sql`stamp`)} as at, deleted from (
        (select s.id, s.collection_id, s.updated_at as stamp, false as deleted
           from scores s
          where ${within(sql`s.updated_at`, sql`s.id`, sql`s.collection_id`, list.cursor)}
          order by s.updated_at, s.id
          limit ${limit})
        union all
        (select d.record_id, d.collection_id, d.deleted_at, true
           from deleted_records d
          where d.kind = 'score'
            and ${within(sql`d.deleted_at`, sql`d.record_id`, sql`d.collection_id`, list.cursor)}
          order by d.deleted_at, d.record_id
          limit ${limit})) x
       order by stamp, id
       limit ${limit}`,
      // One shape per combination of the arguments given: a harvest repeats it page by page.
      true,
    ),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    collectionId: row.collection_id === null ? null : Number(row.collection_id),
    at: row.at,
    deleted: Boolean(row.deleted),
  }));
}

/** One score's header, deleted or not; null when no score had this id. */
export async function harvestItem(db: Tx, id: number): Promise<HarvestItem | null> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select s.id, s.collection_id, ${stampText(sql`s.updated_at`)} as at, false as deleted
        from scores s where s.id = ${id}
      union all
      select d.record_id, d.collection_id, ${stampText(sql`d.deleted_at`)}, true
        from deleted_records d where d.kind = 'score' and d.record_id = ${id}
      limit 1`),
  );
  const [row] = rows;
  return row
    ? {
        id: Number(row.id),
        collectionId: row.collection_id === null ? null : Number(row.collection_id),
        at: row.at,
        deleted: Boolean(row.deleted),
      }
    : null;
}

/** The earliest change a harvest can ask for; null while the archive has no scores. */
export async function earliestChange(db: Tx): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`
      select least((select min(updated_at) from scores),
                   (select min(deleted_at) from deleted_records where kind = 'score')) as at`),
  );
  return row?.at ? new Date(row.at) : null;
}

/** The next `limit` collections (the sets) after the id `after`, in id order. */
export async function collectionsAfter(db: Tx, after: number, limit: number) {
  const rows = rowsOf<{ id: number | string; name: string; prefix: string }>(
    await db.execute(sql`
      select id, name, prefix from collections where id > ${after} order by id limit ${limit}`),
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, prefix: row.prefix }));
}
