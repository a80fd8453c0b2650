import {
  SEARCH_EXACT_LIMIT,
  SEARCH_KINDS,
  type SearchKind,
  type SearchSort,
} from '@partitura/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../core/database/db';
import type { PageWindow } from '../core/records/paging';
import { melodyScoresCondition, sampleMelodyScores, type MelodyMatches } from '../scores/index';
import type { SearchAnswer } from './answer';
import { facetsOf } from './estimates';
import { allOf } from './query';
import { findHits } from './repository';

/*
 * A broad melodic query (issue 24: a short one, repeated notes — its melodies are in more
 * incipits than BROAD_INCIPITS, scores/melody-repository.ts isBroad) without words: never
 * refused, its matches never all read. Its page is read by walking the documents in the page's
 * order and asking each score whether an incipit has one of the melodies (melodyScoresCondition);
 * its total, tabs and facets are estimated from a sample of the incipits (exact when the sample
 * is the whole table).
 */

type Answered = Pick<SearchAnswer, 'hits' | 'total' | 'kinds' | 'facets'>;

export async function broadMelodyAnswer(
  tx: Tx,
  request: {
    matches: MelodyMatches;
    kind: SearchKind | null;
    /** The chosen kind and facets (query.ts scopeCondition). */
    chosen: SQL[];
    facets: readonly string[];
    more: string | null;
    sort: SearchSort;
    window: PageWindow;
  },
): Promise<Answered> {
  const { matches, kind, chosen, window } = request;
  const scope = allOf([sql`d.kind = 'score'`, ...chosen]);
  const sample = await sampleMelodyScores(tx, matches);
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
          // The matching scores (all, whatever the scope) decide how the walk asks each one.
          allOf([scope, melodyScoresCondition(matches, sample.scoreIds.length * sample.scale)]),
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
