import { sql, type SQL } from 'drizzle-orm';
import {
  MELODY_MIN_NOTES,
  SEARCH_EXACT_LIMIT,
  type SearchKind,
  type SearchSort,
} from '@partitura/domain';
import { rowsOf, type Tx } from '../core/database/db';
import { InputRefusal } from '../core/runtime/errors';
import type { Logger } from '../core/runtime/logger';
import { findMelodyMatches, melodyScoresCondition, melodySearchOf } from '../scores/index';
import type { SearchRequest } from './answer';
import { countUpTo } from './counts';
import { allOf, facetFilters, scopeCondition } from './query';
import type { Hit } from './repository';
import { searchText } from './service';

/*
 * A search's whole result, for its export (issue 25: MARC 21, CSV): the hits the screen pages
 * through, a batch at a time, in the screen's order, however many there are. Each batch is read
 * from where the last ended by the order's stored key (search_documents' indexes), so the last
 * batch of a million costs what the first does; no statement holds a snapshot for the length of
 * the export. What the screen adds for a few matches (names of a similar spelling when the words
 * find fewer than ten, the shelfmark typed as written first) the export leaves out.
 */

/** Hits a batch of the export holds (at least; a walked window may add more). */
export const EXPORT_BATCH = 200;

/** Documents a window of a walk reads in the order's index. */
const EXPORT_WINDOW = 2000;

type Keyed = { kind: SearchKind; record_id: number | string; key: string | null };

/** The stored key of each order, and whether it runs backwards (the most recently changed first). */
const KEYS: Record<Exclude<SearchSort, 'relevance'>, { column: SQL; descending: boolean }> = {
  title: { column: sql`d.sort_title`, descending: false },
  shelfmark: { column: sql`d.sort_shelfmark`, descending: false },
  composer: { column: sql`d.sort_composer`, descending: false },
  changed: { column: sql`d.changed_at`, descending: true },
};

/** Where a walk stands: the last hit's key (as text), kind and id. */
type Position = { key: string; kind: SearchKind; id: number };

/**
 * The hits after `at` in the order, said so that the order's index starts its scan there: a row
 * comparison for the ascending keys (with the kind when every kind is walked), the key's bound
 * beside the exact condition for the descending one (its index runs the id the other way).
 */
function after(
  order: (typeof KEYS)[keyof typeof KEYS],
  kind: SearchKind | null,
  at: Position | null,
): SQL | null {
  if (!at) return null;
  if (order.descending)
    return sql`${order.column} <= ${at.key}::timestamptz
      and (${order.column} < ${at.key}::timestamptz
           or (d.kind, d.record_id) > (${at.kind}, ${at.id}::bigint))`;
  return kind
    ? sql`(${order.column}, d.record_id) > (${at.key}, ${at.id}::bigint)`
    : sql`(${order.column}, d.kind, d.record_id) > (${at.key}, ${at.kind}, ${at.id}::bigint)`;
}

/**
 * The result of `request` in batches of about EXPORT_BATCH hits, in the order the screen shows
 * it: by relevance when there are words and at most SEARCH_EXACT_LIMIT matches (all ranked at
 * once, as the screen ranks them), else by the stored key of the chosen order — a result too
 * large to rank by the time it changed, as the screen pages it. Up to the limit the matches are
 * read at once in that order; beyond it the order's index is walked (see below).
 */
export async function* exportedHits(
  deps: { db: Tx; log: Logger },
  request: SearchRequest,
  /** Up to how many matches are read at once, and a walk's window (tests make them small). */
  limits: { few: number; window: number } = { few: SEARCH_EXACT_LIMIT, window: EXPORT_WINDOW },
): AsyncGenerator<Hit[]> {
  const kind = request.kind ?? null;
  let sort: SearchSort =
    !kind && (request.sort === 'shelfmark' || request.sort === 'composer')
      ? 'title'
      : (request.sort ?? 'relevance');
  const melody = request.melody ? await melodySearchOf(request.melody, deps.log) : null;
  if (request.melody && !melody) throw new InputRefusal('Search.error_melody', 'melody.pae');
  if (melody && melody.melody.length < MELODY_MIN_NOTES)
    throw new InputRefusal('Search.error_melody_short', 'melody.pae');
  const { text } = await searchText(deps.db, request);
  const matches = melody ? await findMelodyMatches(deps.db, melody) : null;
  const melodyCondition = matches
    ? sql`d.kind = 'score' and ${melodyScoresCondition(matches)}`
    : null;
  const browse = text === null && melodyCondition === null;
  const where = allOf([
    ...scopeCondition(kind, facetFilters(request.filters), browse),
    text?.strict,
    melodyCondition,
  ]);
  const hit = (row: { kind: SearchKind; record_id: number | string }): Hit => ({
    kind: row.kind,
    recordId: Number(row.record_id),
    fuzzy: false,
  });

  if (sort === 'relevance' && text) {
    const ranked = rowsOf<{ kind: SearchKind; record_id: number | string }>(
      await deps.db.execute(sql`
        select d.kind, d.record_id from search_documents d
         where ${where}
         order by ts_rank(d.document, ${text.ranking}) desc, d.sort_title, d.kind, d.record_id
         limit ${limits.few + 1}`),
    );
    if (ranked.length <= limits.few) {
      for (let start = 0; start < ranked.length; start += EXPORT_BATCH)
        yield ranked.slice(start, start + EXPORT_BATCH).map(hit);
      return;
    }
    // Too many to rank: the most recently changed first, as the screen pages them.
    sort = 'changed';
  }
  const order = KEYS[sort === 'relevance' ? 'title' : sort];
  // As the index orders it (desc nulls last): else the index cannot give the order.
  const direction = order.descending ? sql`desc nulls last` : sql`asc`;
  const keyText = order.descending
    ? sql`to_char(${order.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : order.column;
  const sorted = sql`${order.column} ${direction}, d.kind, d.record_id`;

  // A few matches are read at once, in order (their index, then a sort of at most the limit).
  if ((await countUpTo(deps.db, where)) <= limits.few) {
    const rows = rowsOf<Keyed>(
      await deps.db.execute(sql`
        select d.kind, d.record_id from search_documents d where ${where}
         order by ${sorted} limit ${limits.few + 1}`),
    );
    for (let start = 0; start < rows.length; start += EXPORT_BATCH)
      yield rows.slice(start, start + EXPORT_BATCH).map(hit);
    return;
  }
  // Many: the order's index walked a window at a time from where the last ended, each document
  // asked whether it matches. Reading the matches by their own index instead would sort them all
  // again for every batch (a common word at 1M: 440 ms a batch); a window costs what the first
  // does, and the walk reads the kind's documents once.
  const scope = kind ? sql`d.kind = ${kind}` : null;
  let at: Position | null = null;
  let batch: Hit[] = [];
  for (;;) {
    const rows: Array<Keyed & { matched: boolean }> = rowsOf<Keyed & { matched: boolean }>(
      await deps.db.execute(sql`
        select d.kind, d.record_id, ${keyText} as key, coalesce(${where}, false) as matched
          from search_documents d
         where ${allOf([scope, after(order, kind, at)])}
         order by ${sorted}
         limit ${limits.window}`),
    );
    batch.push(...rows.filter((row) => row.matched).map(hit));
    if (batch.length >= EXPORT_BATCH || (rows.length < limits.window && batch.length > 0)) {
      yield batch;
      batch = [];
    }
    if (rows.length < limits.window) return;
    const last: Keyed = rows[rows.length - 1];
    at = { key: String(last.key ?? ''), kind: last.kind, id: Number(last.record_id) };
  }
}
