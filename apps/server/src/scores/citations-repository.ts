import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { idArray, inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { PageWindow } from '../core/records/paging';
import { collectionJoin } from '../collections/index';
import { attributions } from '../db/schema/attributions';
import { publicationScores, scores } from '../db/schema/scores';
import { attributionRows, publicationScoreColumns } from './children-repository';
import { scoreColumns } from './repository';

/*
 * What cites a place or a publication: the attributions naming it and the literature references
 * (publication_scores) listing a score in it, a page at a time for many records at once. A page
 * is read in the order of the (reference, id) indexes of migration 0018: for each record, its
 * page's ids come from a bounded index scan (LIMIT/OFFSET over index entries, never a sort of
 * all its citations), then only those rows are read with what they show.
 */

/** The reference column of attributions that a citing list follows. */
export type AttributionReference = 'place' | 'publication';

const ATTRIBUTION_REFERENCE = {
  place: { column: attributions.placeId, name: 'place_id' },
  publication: { column: attributions.publicationId, name: 'publication_id' },
} as const;

/**
 * `id in (…)` for one page (`window`) of each record's rows of `table`, in the order of its
 * (`reference`, id) index: a lateral index scan per record, bounded by the window.
 */
function pageOfEach(
  idColumn: PgColumn,
  table: string,
  reference: string,
  recordIds: number[],
  window: PageWindow,
): SQL {
  return sql`${idColumn} in (
    select page.id from unnest(${idArray(recordIds)}) as record(id)
    cross join lateral (
      select t.id from ${sql.identifier(table)} t where t.${sql.identifier(reference)} = record.id
       order by t.id limit ${window.size} offset ${window.offset}) page)`;
}

/**
 * One page of the attributions naming each place (or publication), in the order they were
 * entered, each read with its score and collection, publication and place (to prime their
 * loaders). One statement, however many records.
 */
export function attributionsCiting(
  db: Tx,
  by: AttributionReference,
  recordIds: number[],
  window: PageWindow,
) {
  const reference = ATTRIBUTION_REFERENCE[by];
  return attributionRows(db)
    .where(pageOfEach(attributions.id, 'attributions', reference.name, recordIds, window))
    .orderBy(asc(reference.column), asc(attributions.id));
}

/** How many attributions name each place (or publication): an index-only count. */
export async function attributionCountsCiting(
  db: Tx,
  by: AttributionReference,
  recordIds: number[],
): Promise<Map<number, number>> {
  const column = ATTRIBUTION_REFERENCE[by].column;
  const rows = await db
    .select({ recordId: column, n: count() })
    .from(attributions)
    .where(inIds(column, recordIds))
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.recordId), Number(row.n)]));
}

/**
 * One page of the literature references listing a score in each publication, in the order they
 * were entered, each read with its score and collection. One statement, however many.
 */
export function publicationScoresCiting(db: Tx, publicationIds: number[], window: PageWindow) {
  const collection = collectionJoin.table;
  return db
    .select({
      reference: publicationScoreColumns,
      score: scoreColumns,
      collection: collectionJoin.columns,
    })
    .from(publicationScores)
    .innerJoin(scores, eq(scores.id, publicationScores.scoreId))
    .innerJoin(collection, eq(collection.id, scores.collectionId))
    .where(
      pageOfEach(
        publicationScores.id,
        'publication_scores',
        'publication_id',
        publicationIds,
        window,
      ),
    )
    .orderBy(asc(publicationScores.publicationId), asc(publicationScores.id));
}

/** How many literature references list a score in each publication. */
export async function publicationScoreCounts(
  db: Tx,
  publicationIds: number[],
): Promise<Map<number, number>> {
  const column = publicationScores.publicationId;
  const rows = await db
    .select({ publicationId: column, n: count() })
    .from(publicationScores)
    .where(inIds(column, publicationIds))
    .groupBy(column);
  return new Map(rows.map((row) => [row.publicationId, Number(row.n)]));
}
