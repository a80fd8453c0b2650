import { NEAR_MIN_NOTES, type SearchKind } from '@partitura/domain';
import type { Tx } from '../core/database/db';
import type { PageWindow } from '../core/records/paging';
import type { SearchAnswer } from './answer';
import { allOf } from './query';
import {
  matchIncipits,
  nearMelodyMatches,
  type IncipitMelodyMatch,
  type IncipitRecord,
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

/** The incipits of scores read along (each score's list, in order), for its loader. */
type KnownIncipits = (incipits: Map<number, IncipitRecord[]>) => void;

/**
 * Each score hit gets the incipit that matched the melody and the notes that did; the hits'
 * incipits, read for it, are told to `known`.
 */
export async function markMelodies(
  tx: Tx,
  hits: Hit[],
  melody: MelodySearch,
  known?: KnownIncipits,
): Promise<void> {
  const { matches, incipits } = await matchIncipits(
    tx,
    hits.map((hit) => hit.recordId),
    melody,
  );
  known?.(incipits);
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
async function nearHits(
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

/**
 * The melodic part of an answer: each score hit marked with where the melody matched, and near
 * matches (a note changed, missing or inserted) after the exact ones, most similar first, paged
 * after them: page k shows what lies at its place in that one list. Exact matches beyond the
 * limit are estimated: what follows them is out of reach. Near ones are read only by a page that
 * reaches the end of the exact ones (the page where they start, or one after it); a page within
 * the exact ones leaves them unread, and its total (the exact matches, near ones still to come)
 * is said to be approximate. `rest`: what else the search asks (filters, words); `known`:
 * told the exact hits' incipits, read along; `paged`: told the page's hits as soon as they are
 * all known (before the notes that matched are marked when no near match joins them).
 */
export async function melodicHits(
  tx: Tx,
  answer: Pick<SearchAnswer, 'hits' | 'total' | 'kinds'>,
  request: {
    matches: MelodyMatches;
    kind: SearchKind | null;
    window: PageWindow;
    rest: SQL[];
    known?: KnownIncipits;
    paged?: (hits: readonly Hit[]) => void;
  },
): Promise<void> {
  const { matches, kind, window } = request;
  const { hits, total } = answer;
  const nearAsked =
    matches.query.melody.length >= NEAR_MIN_NOTES &&
    total.exact &&
    (kind === null || kind === 'score');
  // The page reaches the end of the exact matches: near ones may follow them on it.
  const readsNear = nearAsked && window.offset + window.size >= total.count;
  if (!readsNear) request.paged?.(hits);
  await markMelodies(tx, hits, matches.query, request.known);
  if (!nearAsked) return;
  const scores = answer.kinds.find((entry) => entry.kind === 'score');
  if (!readsNear) {
    total.exact = false;
    if (scores) scores.exact = false;
    return;
  }
  const near = await nearHits(tx, matches, request.rest.length > 0 ? allOf(request.rest) : null, {
    offset: Math.max(0, window.offset - total.count),
    limit: Math.max(0, window.size - hits.length),
  });
  hits.push(...near.hits);
  request.paged?.(hits);
  total.count += near.count;
  // Cut short (more near matches than are read): the total is at least this.
  if (!near.complete) total.exact = false;
  if (scores) {
    if (scores.exact) scores.count += near.count;
    if (!near.complete) scores.exact = false;
  }
}
