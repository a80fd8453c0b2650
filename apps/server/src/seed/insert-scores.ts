import { DEFAULT_SOURCE_TYPE, DEFAULT_VOICE_COUNT } from '@partitura/domain';
import type { Tx } from '../core/database/db';
import {
  attributions,
  incipits,
  parts,
  partVoices,
  publicationScores,
  scoreGenres,
  scores,
  scoreSources,
  scoreVoices,
} from '../db/schema/index';
import { melodyColumnsOfIncipits, saveMelodies } from '../scores/index';
import type { PlannedAttribution } from './attributions-plan';
import { insertIds, insertRows } from './bulk-insert';
import { RISM_A2 } from './literature';
import type { PlannedScore } from './scores-plan';

export type ScoreReferences = {
  collections: ReadonlyMap<string, number>;
  people: ReadonlyMap<string, number>;
  genres: ReadonlyMap<string, number>;
  publications: ReadonlyMap<string, number>;
  places: ReadonlyMap<string, number>;
};

/** The melody columns of every planned incipit, in plan order (melodiesOfPlan). */
export type IncipitMelodies = Awaited<ReturnType<typeof melodyColumnsOfIncipits>>;

/**
 * The melodies as a save writes them (melodic search), each distinct PAE read once by Verovio:
 * computed before the transaction that inserts them, which would otherwise stay open (idle,
 * holding its connection) for as long as Verovio reads.
 */
export function melodiesOfPlan(planned: readonly PlannedScore[]): Promise<IncipitMelodies> {
  return melodyColumnsOfIncipits(
    planned.flatMap((score) =>
      score.incipits.map((incipit) => ({
        pae: incipit.pae,
        clef: incipit.clef,
        key_signature: incipit.keySignature,
        time_signature: incipit.timeSignature,
      })),
    ),
  );
}

/**
 * Inserts the scores with all their children — attributions, one manuscript copy (part) with the
 * scoring, incipits with their melodies, genre, scoring, RISM as source and as literature — and
 * answers their ids in plan order.
 */
export async function insertScores(
  tx: Tx,
  planned: readonly PlannedScore[],
  plannedAttributions: readonly PlannedAttribution[],
  refs: ScoreReferences,
  melodies: IncipitMelodies,
): Promise<number[]> {
  const ids = await insertIds(
    tx,
    scores,
    planned.map((score) => ({
      collectionId: required(refs.collections, score.prefix),
      shelfmark: score.shelfmark,
      title: score.title,
      shortTitle: score.shortTitle,
      key: score.key,
    })),
  );
  const positions = new Map<number, number>();
  await insertRows(
    tx,
    attributions,
    plannedAttributions.map(({ scoreIndex, person, publication, place, ...values }) => {
      const position = positions.get(scoreIndex) ?? 0;
      positions.set(scoreIndex, position + 1);
      return {
        ...values,
        scoreId: ids[scoreIndex],
        personId: required(refs.people, person),
        publicationId: publication ? required(refs.publications, publication) : null,
        placeId: place ? required(refs.places, place) : null,
        position,
      };
    }),
  );
  const partIds = await insertIds(
    tx,
    parts,
    planned.map((_, i) => ({ scoreId: ids[i], type: 'cpy', position: 0 })),
  );
  await insertRows(
    tx,
    partVoices,
    planned.flatMap((score, i) => voiceRows(score, 'partId', partIds[i])),
  );
  await insertRows(
    tx,
    scoreVoices,
    planned.flatMap((score, i) => voiceRows(score, 'scoreId', ids[i])),
  );
  const stored = await saveMelodies(tx, melodies);
  let melody = 0;
  await insertRows(
    tx,
    incipits,
    planned.flatMap((score, i) =>
      score.incipits.map((incipit, position) => ({
        ...incipit,
        ...stored[melody++],
        scoreId: ids[i],
        position,
      })),
    ),
  );
  await insertRows(
    tx,
    scoreGenres,
    planned.map((score, i) => ({
      scoreId: ids[i],
      genreId: required(refs.genres, score.genre),
      position: 0,
    })),
  );
  // RISM credited on every score: RISM Online as source, RISM A/II as literature (RISM id).
  await insertRows(
    tx,
    scoreSources,
    planned.map((score, i) => ({
      scoreId: ids[i],
      type: DEFAULT_SOURCE_TYPE,
      citation: 'RISM Online',
      description: `RISM A/II ${score.rismId} (CC BY 3.0)`,
      url: `https://rism.online/sources/${score.rismId}`,
      position: 0,
    })),
  );
  await insertRows(
    tx,
    publicationScores,
    planned.map((score, i) => ({
      scoreId: ids[i],
      publicationId: required(refs.publications, RISM_A2),
      number: score.rismId,
      position: 0,
    })),
  );
  return ids;
}

function voiceRows<K extends 'partId' | 'scoreId'>(score: PlannedScore, parent: K, id: number) {
  return score.voices.map(
    (voice, index) =>
      ({ [parent]: id, voice, count: DEFAULT_VOICE_COUNT, position: index + 1 }) as Record<
        K,
        number
      > & { voice: string; count: number; position: number },
  );
}

/** The id of a record the plan refers to; a missing one is a bug of the seed, not data. */
export function required(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demonstration data: no record for "${key}"`);
  return id;
}
