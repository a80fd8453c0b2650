import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { scores } from '../db/schema/index';
import type { ApiClient } from './api-client';
import { insertScoreRows } from './factories';
import { startTestServer, type TestServer } from './test-server';

// The search as its tests call it (search/search-*.test.ts): one server per test file, the
// search document, and what a test of a large result needs of the database.

export const SEARCH = `query Search($query: String, $kind: SearchKind, $filters: [SearchFilter!],
    $fields: SearchFields, $facet_more: String, $sort: SearchSort, $first: Int, $page: Int) {
  search(query: $query, kind: $kind, filters: $filters, fields: $fields,
         facet_more: $facet_more, sort: $sort, first: $first, page: $page) {
    hits { kind id fuzzy score { id shelfmark } person { id name } entry { id }
           catalog { id name } collection { id name } publication { id } place { id name } }
    paginatorInfo { total currentPage lastPage }
    total_exact
    kinds { kind count exact }
    facets { group exact more values { value label count selected } }
    suggestion
    words
  }
}`;

/** The server of the test file that called useSearchServer (a live binding, set before its tests). */
export let server: TestServer;
/** A visitor's client of that server. */
export let visitor: ApiClient;

/** Starts the file's server before its tests and closes it after them. */
export function useSearchServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    visitor = await server.client();
  });
  afterAll(() => server?.close());
}

export type Variables = {
  query?: string;
  kind?: string;
  filters?: { group: string; value: string }[];
  fields?: Record<string, string>;
  facet_more?: string;
  sort?: string;
  first?: number;
  page?: number;
};

/** Many scores at once (factories' insertScoreRows) on the file's server. */
export async function insertScores(rows: (typeof scores.$inferInsert)[]) {
  await insertScoreRows(server.database.db, rows);
}

/** As autovacuum would: the planner and the kinds' sizes know the tables' sizes. */
export async function analyze() {
  await server.database.db.execute(sql`analyze scores`);
  await server.database.db.execute(sql`analyze search_documents`);
}

export async function search(variables: Variables) {
  return (await visitor.data(SEARCH, variables)).search;
}

/** The ids of the hits of a kind, in order. */
export async function ids(variables: Variables): Promise<string[]> {
  return (await search(variables)).hits.map((hit: { id: string }) => String(hit.id));
}
