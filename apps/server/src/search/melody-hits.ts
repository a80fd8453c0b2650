import type { Tx } from '../core/database/db';
import {
  matchIncipits,
  nearMelodyMatches,
  type MelodyMatches,
  type MelodySearch,
} from '../scores/index';
import { scoresWhere, type Hit } from './repository';
import type { SQL } from 'drizzle-orm';

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
 * Scores that match the melody nearly and not exactly, most similar first (bySimilarity), that
 * meet the rest of the search (`rest`: the filters and words without the melody; null: none).
 * `complete` is false when the near matches were too many to read all (nearMelodyMatches).
 */
export async function nearHits(
  tx: Tx,
  exact: MelodyMatches,
  rest: SQL | null,
): Promise<{ hits: Hit[]; complete: boolean }> {
  const { matches, complete } = await nearMelodyMatches(tx, exact.query, { exact });
  const allowed = rest
    ? await scoresWhere(
        tx,
        rest,
        matches.map((match) => match.scoreId),
      )
    : null;
  const hits = matches
    .filter((match) => !allowed || allowed.has(match.scoreId))
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
  return { hits, complete };
}
