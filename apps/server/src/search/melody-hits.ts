import type { Tx } from '../core/database/db';
import { matchIncipits, nearMelodyMatches, type MelodySearch } from '../scores/index';
import { scoresWhere, type Hit } from './repository';
import { allOf } from './query';
import { sql, type SQL } from 'drizzle-orm';

/** Each score hit gets the incipit that matched the melody and the notes that did. */
export async function markMelodies(tx: Tx, hits: Hit[], melody: MelodySearch): Promise<void> {
  const matches = await matchIncipits(
    tx,
    hits.map((hit) => hit.recordId),
    melody,
  );
  for (const hit of hits) {
    const match = matches.get(hit.recordId);
    if (match)
      hit.melody = {
        incipitId: match.incipitId,
        start: match.start,
        length: match.length,
        distance: match.distance,
        noteCount: match.noteCount,
      };
  }
}

/**
 * Scores that match the melody nearly but not exactly, most similar first (bySimilarity), that
 * meet the rest of the search (`rest`: the filters and words without the melody) and not the
 * exact search (`exactWhere`).
 */
export async function nearHits(
  tx: Tx,
  melody: MelodySearch,
  exactWhere: SQL,
  rest: SQL,
): Promise<Hit[]> {
  const { matches } = await nearMelodyMatches(tx, melody);
  const near = matches.filter((match) => match.distance > 0);
  const allowed = await scoresWhere(
    tx,
    allOf([rest, sql`not (${exactWhere})`]),
    near.map((match) => match.scoreId),
  );
  return near
    .filter((match) => allowed.has(match.scoreId))
    .map((match) => ({
      kind: 'score' as const,
      recordId: match.scoreId,
      fuzzy: false,
      melody: {
        incipitId: match.incipitId,
        start: match.start,
        length: match.length,
        distance: match.distance,
        noteCount: match.noteCount,
      },
    }));
}
