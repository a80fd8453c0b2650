import type { Tx } from '../core/database/db';
import {
  matchIncipits,
  nearMelodyMatches,
  type IncipitMelodyMatch,
  type MelodyMatches,
  type MelodySearch,
} from '../scores/index';
import type { Hit, HitMelody } from './repository';
import { sql, type SQL } from 'drizzle-orm';

/** Where a melody matched a score, as a hit tells it. */
function hitMelody(match: IncipitMelodyMatch): HitMelody {
  const { incipitId, start, length, distance, noteCount } = match;
  return { incipitId, start, length, distance, noteCount };
}

/** Each score hit gets the incipit that matched the melody and the notes that did. */
export async function markMelodies(tx: Tx, hits: Hit[], melody: MelodySearch): Promise<void> {
  const matches = await matchIncipits(
    tx,
    hits.map((hit) => hit.recordId),
    melody,
  );
  for (const hit of hits) {
    const match = matches.get(hit.recordId);
    if (match) hit.melody = hitMelody(match);
  }
}

/**
 * Scores that match the melody nearly and not exactly, most similar first (bySimilarity), that
 * meet the rest of the search (`rest`: the filters and words without the melody; null: none):
 * how many, and the page `offset`, `limit` of them as hits. `complete` is false when the near
 * matches were too many to read all (nearMelodyMatches): `count` is then a lower bound.
 */
export async function nearHits(
  tx: Tx,
  exact: MelodyMatches,
  rest: SQL | null,
  page: { offset: number; limit: number },
): Promise<{ hits: Hit[]; count: number; complete: boolean }> {
  const within = rest
    ? sql`exists (select 1 from search_documents d
                   where d.kind = 'score' and d.record_id = i.score_id and ${rest})`
    : undefined;
  const { matches, count, complete } = await nearMelodyMatches(tx, exact.query, {
    exact,
    within,
    ...page,
  });
  const hits = matches.map((match) => ({
    kind: 'score' as const,
    recordId: match.scoreId,
    fuzzy: false,
    melody: hitMelody(match),
  }));
  return { hits, count, complete };
}
