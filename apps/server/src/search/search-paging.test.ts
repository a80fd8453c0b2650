import { describe, expect, it } from 'vitest';
import { SEARCH_EXACT_LIMIT, TEXT_LIMITS } from '@partitura/domain';
import { sql } from 'drizzle-orm';
import { findHits, walkHits } from './repository';
import { sqlTextArray } from './words';
import { createCollection, createPerson, createScore, insertScoreRows } from '../test/factories';
import {
  analyze,
  insertScores,
  search,
  server,
  useSearchServer,
  visitor,
  SEARCH,
} from '../test/search-api';

// The search's tabs (kinds), paging and orders, also of results beyond SEARCH_EXACT_LIMIT
// (issue 9). Every test makes its own records, named with a word no other test uses.

useSearchServer();

describe('kinds, paging and order', () => {
  it('counts each kind for the tabs and pages through the hits', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Seitenfeld Pagina' });
    for (let i = 1; i <= 7; i++)
      await createScore(db, { collectionId, shelfmark: `Pag. ${i}`, shortTitle: 'Pagina' });
    await createPerson(db, ['Pagina, Petrus']);
    const answer = await search({
      query: 'pagina',
      kind: 'score',
      sort: 'shelfmark',
      first: 3,
      page: 3,
    });
    expect(answer.paginatorInfo).toEqual({ total: 7, currentPage: 3, lastPage: 3 });
    expect(answer.hits.map((hit: { score: { shelfmark: string } }) => hit.score.shelfmark)).toEqual(
      ['Pag. 7'],
    );
    const kinds = Object.fromEntries(
      answer.kinds.map((kind: { kind: string; count: number }) => [kind.kind, kind.count]),
    );
    expect(kinds).toMatchObject({ score: 7, person: 1, collection: 1 });
    const all = await search({ query: 'pagina' });
    expect(all.paginatorInfo.total).toBe(9);
    expect(new Set(all.hits.map((hit: { kind: string }) => hit.kind))).toEqual(
      new Set(['score', 'person', 'collection']),
    );
  });

  it('sorts shelfmarks in natural order', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Naturreih' });
    for (const shelfmark of ['Ms. 100', 'Ms. 9', 'Ms. 10', 'ms. 2'])
      await createScore(db, { collectionId, shelfmark });
    const answer = await search({
      kind: 'score',
      filters: [{ group: 'collection', value: String(collectionId) }],
      sort: 'shelfmark',
    });
    expect(answer.hits.map((hit: { score: { shelfmark: string } }) => hit.score.shelfmark)).toEqual(
      ['ms. 2', 'Ms. 9', 'Ms. 10', 'Ms. 100'],
    );
  });

  it(`estimates above ${SEARCH_EXACT_LIMIT} matches ("about") and still answers a page`, async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Grossarchiv' });
    const rows = Array.from({ length: SEARCH_EXACT_LIMIT + 500 }, (_, i) => ({
      collectionId,
      shelfmark: `Gross. ${i}`,
      shortTitle: 'Grossbestand',
    }));
    await insertScores(rows);
    const answer = await search({ query: 'grossbestand', kind: 'score', sort: 'shelfmark' });
    expect(answer.total_exact).toBe(false);
    expect(answer.paginatorInfo.total).toBeGreaterThan(SEARCH_EXACT_LIMIT);
    expect(answer.hits[0].score.shelfmark).toBe('Gross. 0');
    const facet = answer.facets.find((entry: { group: string }) => entry.group === 'collection');
    expect(facet.exact).toBe(false);
    expect(facet.values[0].count).toBeGreaterThan(SEARCH_EXACT_LIMIT / 2);
    // The tabs: above the limit the scores' tab is estimated (here from a sample that is the
    // whole small table), the other kinds are still counted exactly.
    const scoreTab = answer.kinds.find((kind: { kind: string }) => kind.kind === 'score');
    expect(scoreTab).toEqual({ kind: 'score', count: SEARCH_EXACT_LIMIT + 500, exact: false });
    const peopleTab = answer.kinds.find((kind: { kind: string }) => kind.kind === 'person');
    expect(peopleTab).toEqual({ kind: 'person', count: 0, exact: true });

    // Common words narrowed to a few by a facet: those few counted, ordered and faceted
    // exactly; the tabs still say how often the words occur in all.
    const { id: smallId } = await createCollection(db, { name: 'Kleinarchiv' });
    await insertScoreRows(
      db,
      Array.from({ length: 40 }, (_, i) => ({
        collectionId: smallId,
        shelfmark: `Klein. ${39 - i}`,
        shortTitle: 'Grossbestand',
      })),
    );
    await analyze();
    const narrowed = await search({
      query: 'grossbestand',
      kind: 'score',
      sort: 'shelfmark',
      filters: [{ group: 'collection', value: String(smallId) }],
    });
    expect(narrowed.total_exact).toBe(true);
    expect(narrowed.paginatorInfo.total).toBe(40);
    expect(
      narrowed.hits.slice(0, 3).map((hit: { score: { shelfmark: string } }) => hit.score.shelfmark),
    ).toEqual(['Klein. 0', 'Klein. 1', 'Klein. 2']);
    const narrowedFacet = narrowed.facets.find(
      (entry: { group: string }) => entry.group === 'collection',
    );
    expect(narrowedFacet).toMatchObject({ exact: true, values: [{ count: 40, selected: true }] });
    expect(narrowed.kinds.find((kind: { kind: string }) => kind.kind === 'score')).toEqual({
      kind: 'score',
      count: SEARCH_EXACT_LIMIT + 540,
      exact: false,
    });

    // A browse of a facet most of the kind has: any page in order, near the start (read by
    // walking the order's index) and deep (read otherwise).
    const browsed = async (page: number) =>
      (
        await search({
          kind: 'score',
          sort: 'shelfmark',
          filters: [{ group: 'collection', value: String(collectionId) }],
          first: 25,
          page,
        })
      ).hits.map((hit: { score: { shelfmark: string } }) => hit.score.shelfmark);
    const expected = (page: number) =>
      Array.from({ length: 25 }, (_, i) => `Gross. ${(page - 1) * 25 + i}`);
    expect(await browsed(1)).toEqual(expected(1));
    expect(await browsed(2)).toEqual(expected(2));
    expect(await browsed(300)).toEqual(expected(300));

    // A walk pages exactly as reading every match does, in every order it may take; one too
    // short answers fewer (and the page is read otherwise).
    const asked = ['kind:score', `collection:${collectionId}`];
    const where = sql`d.kind = 'score' and d.facets @> ${sqlTextArray(asked)}`;
    for (const sort of ['relevance', 'title', 'changed', 'shelfmark', 'composer'] as const) {
      const read = await findHits(
        db,
        where,
        { sort, ranked: false, tsquery: null, strict: null },
        25,
        50,
      );
      expect(read).toHaveLength(25);
      expect(await walkHits(db, 'score', asked, sort, 25, 50, 2_000), sort).toEqual(read);
    }
    expect((await walkHits(db, 'score', asked, 'title', 25, 50, 30)).length).toBeLessThan(25);

    // Words too common to read at once (planned beyond the limit and a half), a facet that
    // leaves few of them: the same exact answer, the tabs still the words' own.
    const { id: middleId } = await createCollection(db, { name: 'Mittelarchiv' });
    const middle = Array.from({ length: 5_100 }, (_, i) => ({
      collectionId: middleId,
      shelfmark: `Mittel. ${i}`,
      shortTitle: 'Grossbestand',
    }));
    await insertScores(middle);
    await analyze();
    const apart = await search({
      query: 'grossbestand',
      kind: 'score',
      sort: 'shelfmark',
      filters: [{ group: 'collection', value: String(smallId) }],
    });
    expect(apart.total_exact).toBe(true);
    expect(apart.paginatorInfo.total).toBe(40);
    expect(apart.hits[0].score.shelfmark).toBe('Klein. 0');
    // Estimated from a sample of the table, which is now larger than one.
    const apartScores = apart.kinds.find((kind: { kind: string }) => kind.kind === 'score');
    expect(apartScores.exact).toBe(false);
    expect(apartScores.count).toBeGreaterThan(SEARCH_EXACT_LIMIT);
    expect(apart.kinds.find((kind: { kind: string }) => kind.kind === 'person')).toEqual({
      kind: 'person',
      count: 0,
      exact: true,
    });
  }, 120_000);

  it('refuses long queries and pages too deep cleanly', async () => {
    const long = await visitor.gql(SEARCH, { query: 'a'.repeat(TEXT_LIMITS.search + 1) });
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const deep = await visitor.gql(SEARCH, { query: 'missa', page: 100_000 });
    expect(deep.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
