import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import { childRows, sourceRows, groupBy, type RowOf } from '../core/records/loaders';
import { collectionJoin } from '../collections/index';
import { attributions } from '../db/schema/attributions';
import { incipits, partVoices, parts } from '../db/schema/parts';
import {
  publicationScores,
  scoreGenres,
  scoreSources,
  scoreVoices,
  scores,
} from '../db/schema/scores';
import { genreJoin } from '../genres/index';
import { placeJoin } from '../places/index';
import { publicationJoin } from '../publications/index';
import { scoreColumns } from './repository';

/*
 * A score's children for many scores at once (batch loading): one statement per kind of child,
 * grouped by parent, in order.
 */

export const attributionColumns = {
  id: attributions.id,
  scoreId: attributions.scoreId,
  personId: attributions.personId,
  function: attributions.function,
  qualifier: attributions.qualifier,
  profession: attributions.profession,
  from: attributions.from,
  to: attributions.to,
  designation: attributions.designation,
  member: attributions.member,
  notes: attributions.notes,
  publicationId: attributions.publicationId,
  placeId: attributions.placeId,
};

/** An attribution as the API shows it; person, score, publication and place by id. */
export type AttributionRecord = RowOf<typeof attributionColumns>;

export async function attributionsOf(db: Tx, scoreIds: number[]) {
  const rows: AttributionRecord[] = await db
    .select(attributionColumns)
    .from(attributions)
    .where(inIds(attributions.scoreId, scoreIds))
    .orderBy(asc(attributions.position), asc(attributions.id));
  return groupBy(rows, (row) => row.scoreId);
}

/**
 * The attributions naming any of the people, ordered by collection, shelfmark and position, each
 * read along with its score, collection, publication and place (to prime their loaders): one
 * statement, however many.
 */
export function attributionsOfPeople(
  db: Tx,
  personIds: number[],
  window: { size: number; offset: number },
) {
  const collection = collectionJoin.table;
  const order = [
    asc(collection.name),
    asc(scores.shelfmark),
    asc(scores.id),
    asc(attributions.position),
    asc(attributions.id),
  ];
  // Each person's attributions numbered in order, to take one page of each.
  const ranked = db
    .select({
      id: attributions.id,
      rank: sql<number>`row_number() over (partition by ${attributions.personId} order by ${sql.join(order, sql`, `)})`.as(
        'rank',
      ),
    })
    .from(attributions)
    .innerJoin(scores, eq(scores.id, attributions.scoreId))
    .innerJoin(collection, eq(collection.id, scores.collectionId))
    .where(inIds(attributions.personId, personIds))
    .as('ranked');
  return attributionRows(db)
    .innerJoin(ranked, eq(ranked.id, attributions.id))
    .where(and(gt(ranked.rank, window.offset), lte(ranked.rank, window.offset + window.size)))
    .orderBy(...order);
}

/**
 * Attributions as a list of records shows them: each with its score and collection, publication
 * and place (to prime their loaders). A person's works and a place's or publication's citations
 * narrow and page it.
 */
export function attributionRows(db: Tx) {
  const collection = collectionJoin.table;
  return db
    .select({
      attribution: attributionColumns,
      score: scoreColumns,
      collection: collectionJoin.columns,
      publication: publicationJoin.columns,
      place: placeJoin.columns,
    })
    .from(attributions)
    .innerJoin(scores, eq(scores.id, attributions.scoreId))
    .innerJoin(collection, eq(collection.id, scores.collectionId))
    .leftJoin(publicationJoin.table, eq(publicationJoin.table.id, attributions.publicationId))
    .leftJoin(placeJoin.table, eq(placeJoin.table.id, attributions.placeId))
    .$dynamic();
}

/** How many attributions name each person. */
export async function attributionCounts(db: Tx, personIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ personId: attributions.personId, n: count() })
    .from(attributions)
    .where(inIds(attributions.personId, personIds))
    .groupBy(attributions.personId);
  return new Map(rows.map((row) => [row.personId, Number(row.n)]));
}

const partColumns = {
  id: parts.id,
  position: parts.position,
  type: parts.type,
  extent: parts.extent,
  measurements: parts.measurements,
  wear: parts.wear,
  date: parts.date,
  watermark: parts.watermark,
  notes: parts.notes,
};

/** A part of a score; its voices are loaded per part. */
export type PartRecord = RowOf<typeof partColumns>;

export function partsOf(db: Tx, scoreIds: number[]) {
  return childRows(db, parts.scoreId, scoreIds, partColumns);
}

/** The voices of parts, ordered by their position field, then as they were entered. */
export function partVoicesOf(db: Tx, partIds: number[]) {
  const { id, voice, count, position } = partVoices;
  return childRows(db, partVoices.partId, partIds, { id, voice, count, position });
}

/** The score's voices (its scoring), ordered like a part's. */
export function voicesOf(db: Tx, scoreIds: number[]) {
  const { id, voice, count, position } = scoreVoices;
  return childRows(db, scoreVoices.scoreId, scoreIds, { id, voice, count, position });
}

/** The columns an incipit is read with (its loader; a melodic search's hits: matchIncipits). */
export const incipitColumns = {
  id: incipits.id,
  tempo: incipits.tempo,
  clef: incipits.clef,
  time_signature: incipits.timeSignature,
  key_signature: incipits.keySignature,
  text: incipits.text,
  part: incipits.part,
  basso_continuo: incipits.bassoContinuo,
  pae: incipits.pae,
  number: incipits.number,
  movement: incipits.movement,
  section: incipits.section,
  notes: incipits.notes,
};

/** An incipit as the API shows it; `numbering` is derived by its resolver. */
export type IncipitRecord = RowOf<typeof incipitColumns>;

export function incipitsOf(db: Tx, scoreIds: number[]) {
  return childRows(db, incipits.scoreId, scoreIds, incipitColumns);
}

export function sourcesOf(db: Tx, scoreIds: number[]) {
  return sourceRows(db, scoreSources.scoreId, scoreIds, scoreSources);
}

export const publicationScoreColumns = {
  id: publicationScores.id,
  scoreId: publicationScores.scoreId,
  publicationId: publicationScores.publicationId,
  number: publicationScores.number,
  notes: publicationScores.notes,
};

/** A literature reference: where a publication lists the score, and under which number. */
export type PublicationScoreRecord = RowOf<typeof publicationScoreColumns>;

/** Literature references of the scores, in order. */
export function publicationScoresOf(db: Tx, scoreIds: number[]) {
  return childRows(db, publicationScores.scoreId, scoreIds, publicationScoreColumns);
}

/** The genres of the scores, in the score's order, read with the genre itself. */
export function genresOf(db: Tx, scoreIds: number[]) {
  return db
    .select({ scoreId: scoreGenres.scoreId, genre: genreJoin.columns })
    .from(scoreGenres)
    .innerJoin(genreJoin.table, eq(genreJoin.table.id, scoreGenres.genreId))
    .where(inIds(scoreGenres.scoreId, scoreIds))
    .orderBy(asc(scoreGenres.position), asc(genreJoin.table.name));
}
