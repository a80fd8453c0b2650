import { asc } from 'drizzle-orm';
import { incipitNumbering } from '@partitura/domain';
import { groupBy, inIds } from '../core/children';
import type { Tx } from '../core/db';
import {
  attributions,
  incipits,
  partVoices,
  parts,
  publicationScores,
  scoreSources,
} from '../db/schema/index';
import { distinctIds, peopleByIds, placesByIds, publicationsByIds } from './reference-repository';
import type {
  AttributionView,
  IncipitView,
  PartView,
  PublicationScoreView,
  SourceView,
} from './score-views';

/*
 * Batch loading of a score's own children: each function reads one kind of child for any number
 * of scores with a fixed number of statements, and answers them grouped by score, in order.
 */

type ByScore<T> = Map<number, T[]>;

/** Attributions with person (and names), publication and place: at most five statements. */
export async function attributionsOf(
  db: Tx,
  scoreIds: number[],
): Promise<ByScore<AttributionView>> {
  const rows = await db
    .select()
    .from(attributions)
    .where(inIds(attributions.scoreId, scoreIds))
    .orderBy(asc(attributions.position), asc(attributions.id));
  const [persons, pubs, placeRows] = await Promise.all([
    peopleByIds(db, distinctIds(rows.map((row) => row.personId))),
    publicationsByIds(db, distinctIds(rows.map((row) => row.publicationId))),
    placesByIds(db, distinctIds(rows.map((row) => row.placeId))),
  ]);
  const views = rows.map((row) => ({
    scoreId: row.scoreId,
    view: {
      id: row.id,
      person: persons.get(row.personId)!,
      function: row.function,
      qualifier: row.qualifier,
      profession: row.profession,
      from: row.from,
      to: row.to,
      designation: row.designation,
      member: row.member,
      notes: row.notes,
      publication: row.publicationId === null ? null : (pubs.get(row.publicationId) ?? null),
      place: row.placeId === null ? null : (placeRows.get(row.placeId) ?? null),
    },
  }));
  return viewsByScore(views);
}

/** Parts with their voices (ordered by voice position): two statements. */
export async function partsOf(db: Tx, scoreIds: number[]): Promise<ByScore<PartView>> {
  const rows = await db
    .select()
    .from(parts)
    .where(inIds(parts.scoreId, scoreIds))
    .orderBy(asc(parts.position), asc(parts.id));
  const voices =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(partVoices)
          .where(
            inIds(
              partVoices.partId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(partVoices.position), asc(partVoices.id));
  const voicesByPart = groupBy(voices, (voice) => voice.partId);
  return viewsByScore(
    rows.map(({ scoreId, ...row }) => ({
      scoreId,
      view: {
        id: row.id,
        position: row.position,
        type: row.type,
        extent: row.extent,
        measurements: row.measurements,
        wear: row.wear,
        date: row.date,
        watermark: row.watermark,
        notes: row.notes,
        voices: (voicesByPart.get(row.id) ?? []).map(({ id, voice, count, position }) => ({
          id,
          voice,
          count,
          position,
        })),
      },
    })),
  );
}

export async function incipitsOf(db: Tx, scoreIds: number[]): Promise<ByScore<IncipitView>> {
  const rows = await db
    .select()
    .from(incipits)
    .where(inIds(incipits.scoreId, scoreIds))
    .orderBy(asc(incipits.position), asc(incipits.id));
  return viewsByScore(
    rows.map((row) => ({
      scoreId: row.scoreId,
      view: {
        id: row.id,
        tempo: row.tempo,
        clef: row.clef,
        time_signature: row.timeSignature,
        key_signature: row.keySignature,
        text: row.text,
        part: row.part,
        basso_continuo: row.bassoContinuo,
        pae: row.pae,
        number: row.number,
        movement: row.movement,
        section: row.section,
        numbering: incipitNumbering(row),
        notes: row.notes,
      },
    })),
  );
}

export async function sourcesOf(db: Tx, scoreIds: number[]): Promise<ByScore<SourceView>> {
  const rows = await db
    .select()
    .from(scoreSources)
    .where(inIds(scoreSources.scoreId, scoreIds))
    .orderBy(asc(scoreSources.position), asc(scoreSources.id));
  return viewsByScore(
    rows.map(({ scoreId, id, type, citation, description, url, notes }) => ({
      scoreId,
      view: { id, type, citation, description, url, notes },
    })),
  );
}

/** Literature references with their publications: two statements. */
export async function publicationScoresOf(
  db: Tx,
  scoreIds: number[],
): Promise<ByScore<PublicationScoreView>> {
  const rows = await db
    .select()
    .from(publicationScores)
    .where(inIds(publicationScores.scoreId, scoreIds))
    .orderBy(asc(publicationScores.position), asc(publicationScores.id));
  const pubs = await publicationsByIds(db, distinctIds(rows.map((row) => row.publicationId)));
  return viewsByScore(
    rows.map((row) => ({
      scoreId: row.scoreId,
      view: {
        id: row.id,
        number: row.number,
        notes: row.notes,
        publication: pubs.get(row.publicationId)!,
      },
    })),
  );
}

export function viewsByScore<T>(items: { scoreId: number; view: T }[]): ByScore<T> {
  const grouped = new Map<number, T[]>();
  for (const [scoreId, group] of groupBy(items, (item) => item.scoreId)) {
    grouped.set(
      scoreId,
      group.map((item) => item.view),
    );
  }
  return grouped;
}
