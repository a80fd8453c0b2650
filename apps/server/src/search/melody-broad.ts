import {
  SEARCH_EXACT_LIMIT,
  SEARCH_KINDS,
  type SearchKind,
  type SearchSort,
} from '@partitura/domain';
import { sql, type SQL } from 'drizzle-orm';
import { executeKept, rowsOf, type Tx } from '../core/database/db';
import type { PageWindow } from '../core/records/paging';
import {
  isBroad,
  melodyScoresCondition,
  type MelodyMatches,
  type MelodyWalk,
} from '../scores/index';
import type { FacetAnswer, SearchAnswer } from './answer';
import { facetsOf } from './estimates';
import { allOf } from './query';
import { findHits } from './repository';

/*
 * A melodic query without words whose matches are many (issue 24): never refused, its matching
 * documents never all read. Its page is read by walking the documents in the page's order and
 * asking each score whether an incipit has one of the melodies (melodyScoresCondition). A broad
 * one (its melodies in more incipits than BROAD_INCIPITS, scores/melody-repository.ts isBroad)
 * has its total, tabs and facets estimated from a sample of the incipits (exact when the sample
 * is the whole table); a counted one its total counted from the incipits (findMelodyMatches) and
 * its facets from a sample of its scores.
 */

type Answered = Pick<SearchAnswer, 'hits' | 'total' | 'kinds' | 'facets'>;

type WalkRequest = {
  matches: MelodyMatches;
  kind: SearchKind | null;
  /** The chosen kind and facets (query.ts scopeCondition). */
  chosen: SQL[];
  facets: readonly string[];
  more: string | null;
  sort: SearchSort;
  window: PageWindow;
  /** Told the facets as soon as they are counted, before the page is read. */
  faceted?: (facets: readonly FacetAnswer[]) => void;
};

/**
 * Reading a matching document (an index probe and its row: 5–8 µs at 1M) costs this many times
 * stepping over one in a walk of the order's index (0.2 µs): a counted query's page is walked
 * when the walk it needs costs less than reading all its matches.
 */
const READ_PER_WALK = 40;

/**
 * Asking a walked score by an index probe of its incipits (2.6–3.1 µs at 1M: incipits(score_id,
 * position, melody_id) alone) costs this many times hashing one matching incipit's score
 * (0.25–0.33 µs: 17,000 read and hashed in 4.3 ms).
 */
const PROBE_PER_HASH = 12;

/**
 * A walk steps over this many times the documents an even spread of the matches would need:
 * matches cluster in an order (the benchmark's walks were 1.8–3.2 times as long).
 */
const WALK_SPREAD = 3;

/**
 * At most this many matching incipits are hashed: PostgreSQL hashes a subquery only when it
 * expects the hash to fit in work_mem × hash_mem_multiplier (some 260,000 ids at the defaults);
 * beyond, it scans the subquery again for every document walked (15 s for 407,000 at 1M).
 */
const HASHED_INCIPITS = 100_000;

/**
 * About this many of a counted query's scores give its facets when it is walked: each document
 * read costs 7 µs at 1M (2.3 ms for 300), and a value a tenth of the matches have is then
 * estimated within some 17 % (one standard error).
 */
const FACET_SAMPLE = 300;

/**
 * How many documents a walk in the page's order steps over to find the page, when `scores` of
 * the archive's documents match: null when the archive's size is not known.
 */
function walkLength(matches: MelodyMatches, scores: number, window: PageWindow): number | null {
  if (matches.archiveScores === null) return null;
  return (
    (WALK_SPREAD * (window.offset + window.size) * matches.archiveScores) / Math.max(scores, 1)
  );
}

/**
 * Whether a melodic query without words is answered by a walk (melodyWalkAnswer): a broad one
 * always; a counted one across kinds or among scores, no facet chosen, when the walk costs less
 * than reading every match (a deep page of a rare melody reads them: matchSet, facets exact).
 */
export function walksMelody(request: Pick<WalkRequest, 'matches' | 'kind' | 'facets' | 'window'>) {
  const { matches, kind, facets, window } = request;
  if (isBroad(matches)) return true;
  if (matches.scores === null || matches.scores === 0) return false;
  if (facets.length > 0 || (kind !== null && kind !== 'score')) return false;
  const walk = walkLength(matches, matches.scores, window);
  return walk !== null && walk < READ_PER_WALK * matches.scores;
}

/**
 * How a walk asks each score: its matches' scores hashed when they are few enough to hash
 * (HASHED_INCIPITS; a broad query has more than BROAD_INCIPITS, whatever its sample says) and
 * that costs less than probing.
 */
function walkMode(matches: MelodyMatches, scores: number, incipits: number, window: PageWindow) {
  const walk = walkLength(matches, scores, window);
  const hashing = Math.max(incipits, matches.incipits);
  const hashed = hashing <= HASHED_INCIPITS && (walk === null || hashing < walk * PROBE_PER_HASH);
  return (hashed ? 'hashed' : 'probed') satisfies MelodyWalk;
}

/**
 * The documents of these scores (`scores`: a bigint[]) that meet the condition: how many, and
 * how many of them have each facet. Counted in SQL: each document's
 * facets parsed here cost 0.5 ms for 300 at 1M.
 */
async function facetsOfScores(
  tx: Tx,
  scores: SQL,
  condition: SQL,
): Promise<{ documents: number; counts: Map<string, number> }> {
  const rows = rowsOf<{ part: 'documents' | 'facet'; facet: string | null; n: number | string }>(
    await executeKept(
      tx,
      sql`
      with d as materialized (
        select d.facets from search_documents d
         where d.kind = 'score' and d.record_id = any (${scores}) and ${condition})
      select 'documents' as part, null as facet, count(*) as n from d
      union all
      select 'facet', f, count(*) from d cross join lateral unnest(d.facets) as f
       where f is not null group by f`,
    ),
  );
  let documents = 0;
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.part === 'documents') documents = Number(row.n);
    else if (row.facet !== null) counts.set(row.facet, Number(row.n));
  return { documents, counts };
}

/** Counts in a sample as estimates for the whole: each `scale` times, rounded. */
function scaled(counts: Map<string, number> | undefined, scale: number): Map<string, number> {
  return new Map([...(counts ?? [])].map(([key, n]) => [key, Math.round(n * scale)]));
}

export async function melodyWalkAnswer(tx: Tx, request: WalkRequest): Promise<Answered> {
  const { matches, kind, chosen, window } = request;
  const scope = allOf([sql`d.kind = 'score'`, ...chosen]);
  const scoreHits = kind === null || kind === 'score';
  let count: number;
  let exact: boolean;
  let facets: { counts: Map<string, number>; exact: boolean };
  let walk: MelodyWalk;
  if (!isBroad(matches) && matches.scores !== null && matches.ids !== null) {
    // Counted: every matching score is in the total; a sample of them (one in `every`, by a
    // hash of their ids) gives the facets, all of them when they are few. Their documents are
    // read in id order (an array: 2.3 ms for 500 at 1M).
    [count, exact] = [matches.scores, true];
    const every = Math.ceil(count / FACET_SAMPLE);
    const scores = sql`array(
      select i.score_id from incipits i
       where i.melody_id = any (${`{${matches.ids.join(',')}}`}::bigint[])
         ${every > 1 ? sql`and hashint8(i.score_id) % ${every} = 0` : sql``})`;
    const sampled = kind === 'score' ? await facetsOfScores(tx, scores, sql`true`) : null;
    const scale = every === 1 || !sampled ? 1 : count / Math.max(sampled.documents, 1);
    facets = { counts: scaled(sampled?.counts, scale), exact: every === 1 };
    walk = walkMode(matches, count, matches.incipits, window);
  } else {
    const sample = matches.sample ?? { scoreIds: [], incipits: 0, scale: 1 };
    // The sampled matches within the chosen scope, with their facets (across kinds, no facet
    // chosen: every sampled score, no facets shown).
    const sampled =
      sample.scoreIds.length === 0
        ? { documents: 0, counts: new Map<string, number>() }
        : kind === null && chosen.length === 0
          ? { documents: sample.scoreIds.length, counts: new Map<string, number>() }
          : await facetsOfScores(
              tx,
              sql`${`{${sample.scoreIds.join(',')}}`}::bigint[]`,
              allOf(chosen),
            );
    exact = sample.scale === 1 && sampled.documents <= SEARCH_EXACT_LIMIT;
    count = Math.round(sampled.documents * sample.scale);
    facets = { counts: scaled(sampled.counts, sample.scale), exact };
    // The matching scores (all, whatever the scope) decide how the walk asks each one.
    walk = walkMode(
      matches,
      sample.scoreIds.length * sample.scale,
      sample.incipits * sample.scale,
      window,
    );
  }
  const shown = kind
    ? facetsOf(kind, facets.counts, facets.exact, request.facets, request.more)
    : [];
  request.faceted?.(shown);
  const hits = scoreHits
    ? await findHits(
        tx,
        allOf([scope, melodyScoresCondition(matches, walk)]),
        { sort: request.sort, ranked: false, tsquery: null, strict: null },
        window.size,
        window.offset,
        true,
      )
    : [];
  // Never fewer than the page shows.
  if (!exact) count = Math.max(count, window.offset + hits.length);
  const total = { count: scoreHits ? count : 0, exact };
  return {
    hits,
    total,
    kinds: SEARCH_KINDS.map((entry) =>
      entry === 'score' ? { kind: entry, count, exact } : { kind: entry, count: 0, exact: true },
    ),
    facets: shown,
  };
}
