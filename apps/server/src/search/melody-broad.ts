import {
  SEARCH_EXACT_LIMIT,
  SEARCH_KINDS,
  type SearchKind,
  type SearchSort,
} from '@partitura/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../core/database/db';
import type { PageWindow } from '../core/records/paging';
import { melodyMatchesScore, sampleMelodyScores, type MelodySearch } from '../scores/index';
import type { SearchAnswer } from './answer';
import { facetsOf } from './estimates';
import { allOf } from './query';
import { findHits } from './repository';

/*
 * A broad melodic query (issue 24: a short one, repeated notes — its grams are in most incipits,
 * scores/melody-repository.ts isBroadMelody) without words: never refused, never read through
 * the GIN index. Its page is read by walking the documents in the page's order and asking each
 * score whether an incipit matches (melody_matches); its total, tabs and facets are estimated
 * from a sample of the incipits (exact when the sample is the whole table).
 */

type Answered = Pick<SearchAnswer, 'hits' | 'total' | 'kinds' | 'facets'>;

export async function broadMelodyAnswer(
  tx: Tx,
  request: {
    melody: MelodySearch;
    kind: SearchKind | null;
    /** The chosen kind and facets (query.ts scopeCondition). */
    chosen: SQL[];
    facets: readonly string[];
    more: string | null;
    sort: SearchSort;
    window: PageWindow;
  },
): Promise<Answered> {
  const { melody, kind, chosen, window } = request;
  const scope = allOf([sql`d.kind = 'score'`, ...chosen]);
  const sample = await sampleMelodyScores(tx, melody);
  // The sampled matches within the chosen scope, with their facets.
  const sampled = rowsOf<{ facets: string[] }>(
    sample.scoreIds.length === 0
      ? { rows: [] }
      : await tx.execute(sql`
          select d.facets from search_documents d
           where d.record_id = any (${`{${sample.scoreIds.join(',')}}`}::bigint[]) and ${scope}`),
  );
  const exact = sample.scale === 1 && sampled.length <= SEARCH_EXACT_LIMIT;
  const counts = new Map<string, number>();
  for (const row of sampled)
    for (const facet of row.facets)
      counts.set(facet, (counts.get(facet) ?? 0) + Math.round(sample.scale));
  const hits =
    kind === null || kind === 'score'
      ? await findHits(
          tx,
          allOf([scope, melodyMatchesScore(melody)]),
          { sort: request.sort, ranked: false, tsquery: null, strict: null },
          window.size,
          window.offset,
        )
      : [];
  const estimate = Math.round(sampled.length * sample.scale);
  // Never fewer than the page shows.
  const count = exact ? sampled.length : Math.max(estimate, window.offset + hits.length);
  const total = { count: kind === null || kind === 'score' ? count : 0, exact };
  return {
    hits,
    total,
    kinds: SEARCH_KINDS.map((entry) =>
      entry === 'score' ? { kind: entry, count, exact } : { kind: entry, count: 0, exact: true },
    ),
    facets: kind ? facetsOf(kind, counts, exact, request.facets, request.more) : [],
  };
}
