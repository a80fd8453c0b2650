import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_EXACT_LIMIT,
  SEARCH_FACET_VALUES,
  SEARCH_FACET_VALUES_MORE,
  TEXT_LIMITS,
} from '@partitura/domain';
import { sql } from 'drizzle-orm';
import type { ApiClient } from '../test/api-client';
import { attributions, incipits, parts, scoreVoices, scores } from '../db/schema/index';
import { rowsOf, uncounted } from '../core/database/db';
import { drainSearchQueue } from './follower';
import { SAMPLE_PAGES, sampleFacets, sampleStore, type SampledFacets } from './counts';
import { findHits, walkHits } from './repository';
import { sqlTextArray } from './words';
import {
  createCatalogEntry,
  createCollection,
  createDigitalCopy,
  createGenre,
  createPerson,
  createPlace,
  createPublication,
  createScore,
  createScores,
  signedIn,
} from '../test/factories';
import { DELETE_SCORE, UPSERT_SCORE, minimalInput, saveScore } from '../test/score-api';
import { startTestServer, type TestServer } from '../test/test-server';

// The home screen's search over real HTTP and a real database (issue 9): the query language,
// ranking, facets against a brute-force count, the documents following every write, and hostile
// input. Every test makes its own records, named with a word no other test uses.

const SEARCH = `query Search($query: String, $kind: SearchKind, $filters: [SearchFilter!],
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

let server: TestServer;
let visitor: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.client();
});
afterAll(() => server?.close());

type Variables = {
  query?: string;
  kind?: string;
  filters?: { group: string; value: string }[];
  fields?: Record<string, string>;
  facet_more?: string;
  sort?: string;
  first?: number;
  page?: number;
};

/** Many scores at once, in statements of 2,000 rows. */
async function insertScores(rows: (typeof scores.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 2000)
    await server.database.db.insert(scores).values(rows.slice(i, i + 2000));
}

/** As autovacuum would: the planner and the kinds' sizes know the tables' sizes. */
async function analyze() {
  await server.database.db.execute(sql`analyze scores`);
  await server.database.db.execute(sql`analyze search_documents`);
}

async function search(variables: Variables) {
  return (await visitor.data(SEARCH, variables)).search;
}

/** The ids of the hits of a kind, in order. */
async function ids(variables: Variables): Promise<string[]> {
  return (await search(variables)).hits.map((hit: { id: string }) => String(hit.id));
}

describe('the query language', () => {
  it('ranks the shelfmark typed as written first ("Ms. 12" before "Ms. 120")', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Rankwald' });
    const later = await createScore(db, {
      collectionId,
      shelfmark: 'Ms. 120',
      shortTitle: 'Ms. 12 copy',
    });
    const exact = await createScore(db, { collectionId, shelfmark: 'Ms. 12', shortTitle: 'Aria' });
    await createScore(db, { collectionId, shelfmark: 'Ms. 121', shortTitle: 'Duetto' });
    const found = await ids({
      query: 'Ms. 12',
      kind: 'score',
      filters: [{ group: 'collection', value: String(collectionId) }],
    });
    expect(found[0]).toBe(String(exact));
    expect(found).toHaveLength(3);
    expect(found).toContain(String(later));
  });

  it('matches every word, as prefixes, ignoring case and accents, in any field', async () => {
    const db = server.database.db;
    const person = await createPerson(db, ['Müllerwald, Johann Ignaz', 'Millerwald, J. I.']);
    const score = await createScore(db, {
      shortTitle: 'Vesperae Brunnwil',
      attributions: [{ personId: person }],
    });
    expect(await ids({ query: 'MULLERWALD', kind: 'person' })).toEqual([String(person)]);
    expect(await ids({ query: 'millerw brunnw', kind: 'score' })).toEqual([String(score)]);
    expect(await ids({ query: 'müllerwald vesperae', kind: 'score' })).toEqual([String(score)]);
    // Another name variant of the composer finds the score too.
    expect(await ids({ query: 'Millerwald', kind: 'score' })).toEqual([String(score)]);
    expect(await ids({ query: 'Müllerwald Sinfonia', kind: 'score' })).toEqual([]);
  });

  it('finds by a prefix however many words of the index begin with it', async () => {
    const db = server.database.db;
    // 40 words that begin "anfangswort": more than a prefix is spelt out as (32).
    const letters = Array.from(
      { length: 40 },
      (_, i) => String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26)),
    );
    const made = new Map<string, number>();
    for (const pair of letters)
      made.set(pair, await createScore(db, { shortTitle: `Anfangswort${pair} Qx. 7` }));
    const total = async (query: string) =>
      (await search({ query, kind: 'score' })).paginatorInfo.total;
    expect(await total('anfangsw')).toBe(40);
    // 14 words begin "anfangswortb" (ba…bn): spelt out, each found.
    expect(await total('Anfangswortb')).toBe(14);
    // Found as typed (the similar spellings that follow so few are marked as such).
    const { hits } = await search({ query: 'anfangswortbn', kind: 'score' });
    expect(
      hits.filter((hit: { fuzzy: boolean }) => !hit.fuzzy).map((hit: { id: string }) => hit.id),
    ).toEqual([String(made.get('bn'))]);
    // A short word and a number as prefixes (the words of "qx.7").
    expect(await total('anfangswortb qx.7')).toBe(14);
    expect(await total('anfangswortb qy')).toBe(0);
  });

  it('reads "phrases" in their order and excludes -words', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Phrasenau' });
    const brevis = await createScore(db, { collectionId, shortTitle: 'Missa brevis Phrasenau' });
    const solemnis = await createScore(db, {
      collectionId,
      shortTitle: 'Brevis missa solemnis Phrasenau',
    });
    expect(await ids({ query: '"missa brevis" phrasenau', kind: 'score' })).toEqual([
      String(brevis),
    ]);
    expect(await ids({ query: 'phrasenau -solemnis', kind: 'score' })).toEqual([String(brevis)]);
    expect(await ids({ query: 'phrasenau -"missa brevis"', kind: 'score' })).toEqual([
      String(solemnis),
    ]);
  });

  it('finds misspelled names by a similar spelling, marked as such', async () => {
    const db = server.database.db;
    const schmid = await createPerson(db, ['Schmid, Quirinus']);
    const haydn = await createPerson(db, ['Haydnquist, Joseph']);
    const [byVariant] = (await search({ query: 'Schmidt Quirinus', kind: 'person' })).hits;
    expect(byVariant).toMatchObject({ id: String(schmid), fuzzy: true });
    const misspelled = await search({ query: 'Haidnquist', kind: 'person' });
    expect(misspelled.hits.map((hit: { id: string }) => hit.id)).toContain(String(haydn));
  });

  it('suggests a spelling that finds something when nothing matches', async () => {
    const db = server.database.db;
    // A word of the provenance: names and titles would be found by a similar spelling instead.
    const id = await createScore(db, { shortTitle: 'Offertorium' });
    await db
      .update(scores)
      .set({ provenance: 'Nachlass Zwyssigianum' })
      .where(sql`${scores.id} = ${id}`);
    const answer = await search({ query: 'Zwyssigianun', kind: 'score' });
    expect(answer.paginatorInfo.total).toBe(0);
    expect(answer.suggestion).toBe('zwyssigianum');
    expect((await search({ query: answer.suggestion, kind: 'score' })).paginatorInfo.total).toBe(1);
  });

  it('answers the folded words to highlight, without the excluded ones', async () => {
    const answer = await search({ query: 'Müller "Missa brevis" -Credo' });
    expect(answer.words).toEqual(['muller', 'missa', 'brevis']);
  });

  it('takes any text as words, never as query syntax', async () => {
    for (const query of ["'&|!:*()<->\\", 'a:* | b', '!!x & (y', '"', '-', "O'Brien", 'l’Âme']) {
      const response = await visitor.gql(SEARCH, { query });
      expect(response.errors, query).toBeUndefined();
    }
    const db = server.database.db;
    const syntax = await createScore(db, { shortTitle: "Zzqalpha O'Brienne" });
    // As tsquery syntax `zzq:* | yyq` would find the score; as words both must match.
    expect(await ids({ query: 'zzq:* | yyq', kind: 'score' })).toEqual([]);
    expect(await ids({ query: "zzqalpha O'Brienne", kind: 'score' })).toEqual([String(syntax)]);
  });

  it('excludes whole words, also when the query has nothing else', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Ausschlussheim' });
    const domine = await createScore(db, { collectionId, shortTitle: 'Domine ad adjuvandum' });
    const inD = await createScore(db, { collectionId, shortTitle: 'Sinfonia in D' });
    const scope = {
      kind: 'score',
      filters: [{ group: 'collection', value: String(collectionId) }],
    };
    expect(await ids({ ...scope, query: '-D' })).toEqual([String(domine)]);
    expect(await ids({ ...scope, query: '-sinfonia -domine' })).toEqual([]);
    expect((await ids({ ...scope, query: '-adjuvandum' })).sort()).toEqual([String(inD)]);
  });

  it('puts the shelfmark typed as written first, punctuation and spacing aside', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Genauort' });
    for (const shelfmark of ['Gen. 7', 'Gen. 70', 'Gen. 71', 'Gen. 700'])
      await createScore(db, { collectionId, shelfmark, shortTitle: 'Genauwerk' });
    const scope = {
      kind: 'score',
      filters: [{ group: 'collection', value: String(collectionId) }],
    };
    for (const query of ['Gen. 7', 'gen.7', 'GEN 7']) {
      const answer = await search({ ...scope, query, first: 2 });
      expect(answer.hits[0].score.shelfmark, query).toBe('Gen. 7');
    }
    // The first one stays first when paging: page 2 goes on with the others.
    const page2 = await search({ ...scope, query: 'Gen 7', first: 2, page: 2 });
    expect(
      page2.hits.map((hit: { score: { shelfmark: string } }) => hit.score.shelfmark),
    ).not.toContain('Gen. 7');
    expect(page2.paginatorInfo.total).toBe(4);
  });
});

describe('facets', () => {
  it('counts every value exactly as a brute-force count over the same records', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Facettenbach' });
    const genres = [await createGenre(db), await createGenre(db)];
    const composers = [
      await createPerson(db, ['Facettus, Anton']),
      await createPerson(db, ['Facettus, Berta']),
    ];
    const made: { id: number; key: string; genre: number; composer: number; part: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const key = ['C', 'D', 'g'][i % 3];
      const genre = genres[i % 2].id;
      const composer = composers[i % 4 === 0 ? 1 : 0];
      const part = ['aut', 'cpy', 'prt', 'pau'][i % 4];
      const id = await createScore(db, {
        collectionId,
        shortTitle: `Facettenwerk ${i}`,
        attributions: [{ personId: composer }],
        genreIds: [genre],
      });
      await db
        .update(scores)
        .set({ key })
        .where(sql`${scores.id} = ${id}`);
      await db.insert(parts).values({ scoreId: id, type: part, position: 0 });
      await db
        .insert(scoreVoices)
        .values({ scoreId: id, voice: i < 5 ? 'S' : 'vl 1', position: 1 });
      made.push({ id, key, genre, composer, part });
    }
    const answer = await search({ query: 'facettenwerk', kind: 'score' });
    const counts = (group: string) =>
      Object.fromEntries(
        answer.facets
          .find((facet: { group: string }) => facet.group === group)
          .values.map((value: { value: string; count: number }) => [value.value, value.count]),
      );
    const brute = (pick: (score: (typeof made)[number]) => string | number) => {
      const tally: Record<string, number> = {};
      for (const score of made) tally[String(pick(score))] = (tally[String(pick(score))] ?? 0) + 1;
      return tally;
    };
    expect(counts('key')).toEqual(brute((score) => score.key));
    expect(counts('genre')).toEqual(brute((score) => score.genre));
    expect(counts('composer')).toEqual(brute((score) => score.composer));
    expect(counts('part')).toEqual(brute((score) => score.part));
    expect(counts('collection')).toEqual({ [collectionId]: 12 });
    expect(counts('voice')).toEqual({ S: 5, 'vl 1': 7 });
    expect(counts('digital')).toEqual({ no: 12 });
    const composerFacet = answer.facets.find(
      (facet: { group: string }) => facet.group === 'composer',
    );
    expect(composerFacet.values.map((value: { label: string }) => value.label).sort()).toEqual([
      'Facettus, Anton',
      'Facettus, Berta',
    ]);

    // Narrowed by a value: the hits and counts are those of the narrowed set, the value selected.
    const narrowed = await search({
      query: 'facettenwerk',
      kind: 'score',
      filters: [
        { group: 'key', value: 'D' },
        { group: 'part', value: 'cpy' },
      ],
    });
    const expected = made.filter((score) => score.key === 'D' && score.part === 'cpy');
    expect(narrowed.paginatorInfo.total).toBe(expected.length);
    expect(narrowed.hits.map((hit: { id: string }) => Number(hit.id)).sort()).toEqual(
      expected.map((score) => score.id).sort(),
    );
    const keyFacet = narrowed.facets.find((facet: { group: string }) => facet.group === 'key');
    expect(keyFacet.values).toEqual([
      { value: 'D', label: 'D', count: expected.length, selected: true },
    ]);
  });

  it(`answers up to ${SEARCH_FACET_VALUES_MORE} values of the group asked for, counted as a brute force counts them`, async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: 'Fuellhorn' });
    // 130 scores: 105 keys (25 of them on two scores each) and 30 scorings (on 4 or 5 each).
    const keyOf = (i: number) => `K${String(i < 50 ? Math.floor(i / 2) : i - 25).padStart(3, '0')}`;
    const voiceOf = (i: number) => `Stimme ${String(i % 30).padStart(2, '0')}`;
    const ids = (
      await db
        .insert(scores)
        .values(
          Array.from({ length: 130 }, (_, i) => ({
            collectionId,
            shelfmark: `Fuell. ${i}`,
            shortTitle: 'Fuellwerk',
            key: keyOf(i),
          })),
        )
        .returning({ id: scores.id })
    ).map((row) => row.id);
    await db
      .insert(scoreVoices)
      .values(ids.map((scoreId, i) => ({ scoreId, voice: voiceOf(i), position: 0 })));
    const brute = (pick: (i: number) => string) => {
      const tally = new Map<string, number>();
      for (let i = 0; i < ids.length; i++) tally.set(pick(i), (tally.get(pick(i)) ?? 0) + 1);
      // The most frequent first, then by value: the order the screen lists them in.
      return [...tally]
        .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))
        .map(([value, count]) => ({ value, count }));
    };
    const keys = brute(keyOf);
    const voices = brute(voiceOf);
    expect([keys.length, voices.length]).toEqual([105, 30]);
    type Facet = { group: string; more: boolean; values: { value: string; count: number }[] };
    const facetOf = async (more?: string) => {
      const answer = await search({ query: 'fuellwerk', kind: 'score', facet_more: more });
      const group = (name: string): Facet =>
        answer.facets.find((facet: Facet) => facet.group === name);
      const values = (name: string) =>
        group(name).values.map(({ value, count }) => ({ value, count }));
      return { group, values };
    };

    // As before: the 12 most frequent of each group, and word that there are more.
    const usual = await facetOf();
    expect(usual.values('key')).toEqual(keys.slice(0, SEARCH_FACET_VALUES));
    expect(usual.values('voice')).toEqual(voices.slice(0, SEARCH_FACET_VALUES));
    expect([usual.group('key').more, usual.group('voice').more]).toEqual([true, true]);
    expect(usual.group('collection').more).toBe(false);

    // More of the scorings: all 30, nothing left over; the keys stay at 12.
    const allVoices = await facetOf('voice');
    expect(allVoices.values('voice')).toEqual(voices);
    expect(allVoices.group('voice').more).toBe(false);
    expect(allVoices.values('key')).toEqual(keys.slice(0, SEARCH_FACET_VALUES));
    expect(allVoices.group('key').more).toBe(true);

    // More of the keys: the bound, the 100 most frequent, and word of the 5 left over.
    const moreKeys = await facetOf('key');
    expect(moreKeys.values('key')).toEqual(keys.slice(0, SEARCH_FACET_VALUES_MORE));
    expect(moreKeys.group('key').more).toBe(true);
    expect(moreKeys.values('voice')).toHaveLength(SEARCH_FACET_VALUES);

    // A value chosen from beyond the bound is answered too, selected.
    const narrowed = await search({
      query: 'fuellwerk',
      kind: 'score',
      facet_more: 'key',
      filters: [{ group: 'key', value: 'K104' }],
    });
    expect(narrowed.paginatorInfo.total).toBe(1);
    expect(narrowed.facets.find((facet: Facet) => facet.group === 'key').values).toEqual([
      { value: 'K104', label: 'K104', count: 1, selected: true },
    ]);
  });

  it('refuses a filter group the search does not know', async () => {
    const response = await visitor.gql(SEARCH, { filters: [{ group: 'password', value: 'x' }] });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const more = await visitor.gql(SEARCH, { kind: 'score', facet_more: 'password' });
    expect(more.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

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
    await db.insert(scores).values(
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

describe('the index follows every write in the same transaction', () => {
  it('finds a saved score at once, follows its update and forgets it when deleted', async () => {
    const contributor = await signedIn(server);
    const collection = await createCollection(server.database.db, { name: 'Schreibtal' });
    const id = await saveScore(
      contributor,
      minimalInput({ collection }, { short_title: 'Hymnus Alpha' }),
    );
    expect(await ids({ query: 'hymnus alpha', kind: 'score' })).toEqual([id]);
    const { upsertScore } = await contributor.data(UPSERT_SCORE, {
      input: minimalInput({ collection }, { id, version: 1, short_title: 'Hymnus Omega' }),
    });
    expect(upsertScore.success).toBe(true);
    expect(await ids({ query: 'hymnus alpha', kind: 'score' })).toEqual([]);
    expect(await ids({ query: 'hymnus omega', kind: 'score' })).toEqual([id]);
    await contributor.data(DELETE_SCORE, { id });
    expect(await ids({ query: 'hymnus omega' })).toEqual([]);
  });

  it('leaves no trace of a save that fails', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(scores)
          .values({ collectionId, shelfmark: 'X 1', shortTitle: 'Verworfenes Stueck' });
        throw new Error('the save fails after the score was written');
      }),
    ).rejects.toThrow('the save fails');
    expect(await ids({ query: 'verworfenes' })).toEqual([]);
  });

  it('follows a renamed composer into the scores attributed to them', async () => {
    const db = server.database.db;
    const person = await createPerson(db, ['Umbenannt, Erster']);
    const score = await createScore(db, { attributions: [{ personId: person }] });
    expect(await ids({ query: 'umbenannt erster', kind: 'score' })).toEqual([String(score)]);
    await db.execute(
      sql`update person_names set name = 'Umbenannt, Zweiter' where person_id = ${person}`,
    );
    expect(await ids({ query: 'umbenannt erster', kind: 'score' })).toEqual([]);
    expect(await ids({ query: 'umbenannt zweiter', kind: 'score' })).toEqual([String(score)]);
  });

  it('follows a person renamed through the API into their scores', async () => {
    const db = server.database.db;
    const contributor = await signedIn(server);
    const { upsertPerson } = await contributor.data(
      'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success id } }',
      { input: { names: [{ name: 'Apiname, Altus', primary: true }] } },
    );
    const person = Number(upsertPerson.id);
    const score = await createScore(db, { attributions: [{ personId: person }] });
    expect(await ids({ query: 'apiname altus', kind: 'score' })).toEqual([String(score)]);
    const { upsertPerson: renamed } = await contributor.data(
      'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success } }',
      {
        input: {
          id: String(person),
          version: 1,
          names: [{ name: 'Apiname, Novus', primary: true }],
        },
      },
    );
    expect(renamed.success).toBe(true);
    expect(await ids({ query: 'apiname altus' })).toEqual([]);
    expect(await ids({ query: 'apiname novus', kind: 'score' })).toEqual([String(score)]);
  });

  it('renames a composer of many scores at once and their documents within seconds', async () => {
    const db = server.database.db;
    const person = await createPerson(db, ['Vielschreiber, Primus']);
    const { id: collectionId } = await createCollection(db);
    // More scores than one statement rebuilds (0010: 500): they are queued, not rebuilt in the save.
    const scoreIds = await createScores(
      db,
      collectionId,
      Array.from({ length: 620 }, (_, i) => `Viel. ${i}`),
    );
    await db.insert(attributions).values(
      scoreIds.map((scoreId) => ({
        scoreId,
        personId: person,
        function: 'aut',
        qualifier: 'asc',
        position: 0,
      })),
    );
    const before = await search({ query: 'vielschreiber primus', kind: 'score' });
    expect(before.paginatorInfo.total).toBe(620);

    const queued = await db.transaction(async (tx) => {
      await tx.execute(
        sql`update person_names set name = 'Vielschreiber, Secundus' where person_id = ${person}`,
      );
      const [row] = rowsOf<{ count: number }>(
        await tx.execute(sql`select count(*)::int as count from search_pending p
          join attributions a on a.score_id = p.record_id
          where p.kind = 'score' and a.person_id = ${person}`),
      );
      return row.count;
    });
    expect(queued).toBe(620);
    // The person's own document follows in the same statement…
    expect(await ids({ query: 'vielschreiber secundus', kind: 'person' })).toEqual([
      String(person),
    ]);
    // …the scores as soon as the server has drained the queue.
    await expect
      .poll(
        async () =>
          (await search({ query: 'vielschreiber secundus', kind: 'score' })).paginatorInfo.total,
        { timeout: 20_000, interval: 200 },
      )
      .toBe(620);
    expect(
      (await search({ query: 'vielschreiber primus', kind: 'score' })).paginatorInfo.total,
    ).toBe(0);
    const pending = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from search_pending`),
    );
    expect(pending[0].count).toBe(0);
  }, 60_000);

  it("answers a browse's kept estimate without reading again, and keeps no exact count", async () => {
    const { database } = server;
    const estimate = new Map([['score', new Map([['kind:score', 123_456]])]]) as SampledFacets;
    const store = sampleStore();
    store.set('kept', estimate);
    // Kept 61 seconds ago: a minute is what an estimate is kept.
    store.set('old', estimate, { start: performance.now() - 61_000 });
    const before = database.statements();
    expect(await sampleFacets(database.db, sql`true`, { key: 'kept', store })).toBe(estimate);
    expect(database.statements()).toBe(before);
    // Out of date: read again. A table small enough to be read whole is counted, not kept; a
    // larger one (the tests before this one may have made it so) is sampled and kept.
    await createScore(database.db, {
      collectionId: (await createCollection(database.db, { name: 'Schaetzwald' })).id,
      shelfmark: 'Schaetz 1',
    });
    const [{ pages }] = rowsOf<{ pages: number }>(
      await database.db.execute(
        sql`select (pg_relation_size('search_documents') / current_setting('block_size')::int)::int as pages`,
      ),
    );
    const read = await sampleFacets(database.db, sql`true`, { key: 'old', store });
    expect(database.statements()).toBeGreaterThan(before);
    expect(read).not.toBe(estimate);
    expect(read.get('score')?.get('kind:score')).not.toBe(123_456);
    if (Number(pages) <= SAMPLE_PAGES) {
      expect(read.get('score')?.get('kind:score')).toBeGreaterThan(0);
      expect(store.get('old')).toBeUndefined();
    } else expect(store.get('old')).toBe(read);
  });

  it("leaves the queue's follower out of the statements a request is bounded by", async () => {
    const { database } = server;
    const before = database.statements();
    await uncounted(() => drainSearchQueue(database.db));
    expect(database.statements()).toBe(before);
    await database.db.execute(sql`select 1`);
    expect(database.statements()).toBe(before + 1);
  });

  it('follows a page moved to another catalog into its entries', async () => {
    const db = server.database.db;
    const entry = await createCatalogEntry(db, { composer: 'Seitenwanderer' });
    const other = await createCatalogEntry(db, { composer: 'Anderer' });
    await db.execute(
      sql`update pages set catalog_id = ${other.catalogId} where id = ${entry.pageId}`,
    );
    const answer = await search({
      query: 'seitenwanderer',
      kind: 'entry',
      filters: [{ group: 'catalog', value: String(other.catalogId) }],
    });
    expect(answer.hits.map((hit: { id: string }) => String(hit.id))).toEqual([
      String(entry.entryId),
    ]);
  });

  it('follows every other kind: collections, publications, places, genres, parts, incipits, digital copies', async () => {
    const db = server.database.db;
    const collection = await createCollection(db, { name: 'Sammelhausen' });
    expect(await ids({ query: 'sammelhausen', kind: 'collection' })).toEqual([
      String(collection.id),
    ]);
    await db.execute(sql`update collections set name = 'Sammelburg' where id = ${collection.id}`);
    expect(await ids({ query: 'sammelburg', kind: 'collection' })).toEqual([String(collection.id)]);

    const publication = await createPublication(db, { shortTitle: 'Werkverzeichnis Quastl' });
    expect(await ids({ query: 'quastl', kind: 'publication' })).toEqual([String(publication)]);
    const place = await createPlace(db, 'Ortschaft Flumserberg');
    expect(await ids({ query: 'flumserberg', kind: 'place' })).toEqual([String(place)]);
    await db.execute(sql`delete from places where id = ${place}`);
    expect(await ids({ query: 'flumserberg' })).toEqual([]);

    const genre = await createGenre(db, 'Gattung Qwyxtalia');
    const score = await createScore(db, { collectionId: collection.id, genreIds: [genre.id] });
    expect(await ids({ query: 'qwyxtalia', kind: 'score' })).toEqual([String(score)]);
    await db.execute(sql`update genres set name = 'Gattung Pzrvoudia' where id = ${genre.id}`);
    expect(await ids({ query: 'pzrvoudia', kind: 'score' })).toEqual([String(score)]);

    await db
      .insert(parts)
      .values({ scoreId: score, type: 'pau', watermark: 'Wasserzeichen Hirschkopf', position: 0 });
    await db
      .insert(incipits)
      .values({ scoreId: score, pae: "'4C", text: 'Laudate pueri Gloriosissime', position: 0 });
    const found = await search({
      kind: 'score',
      fields: { watermark: 'hirschkopf', text_incipit: 'gloriosissime' },
      filters: [{ group: 'part', value: 'pau' }],
    });
    expect(found.hits.map((hit: { id: string }) => String(hit.id))).toEqual([String(score)]);

    const digitized = (value: string) =>
      ids({
        kind: 'score',
        filters: [
          { group: 'collection', value: String(collection.id) },
          { group: 'digital', value },
        ],
      });
    expect(await digitized('no')).toEqual([String(score)]);
    await createDigitalCopy(db, 'score', score);
    expect(await digitized('yes')).toEqual([String(score)]);
    expect(await digitized('no')).toEqual([]);
  });

  it('keeps catalogs, entries and their scores in step', async () => {
    const db = server.database.db;
    const score = await createScore(db, { shortTitle: 'Katalogisiertes Werk' });
    const entry = await createCatalogEntry(db, { composer: 'Eintragsmeister', scoreId: score });
    expect(await ids({ query: 'eintragsmeister', kind: 'entry' })).toEqual([String(entry.entryId)]);
    const answer = await search({ query: 'katalogisiertes', kind: 'score' });
    const catalogs = answer.facets.find((facet: { group: string }) => facet.group === 'catalog');
    expect(catalogs.values.map((value: { value: string }) => value.value)).toEqual([
      String(entry.catalogId),
    ]);
    await db.execute(sql`delete from entries where id = ${entry.entryId}`);
    expect(await ids({ query: 'eintragsmeister' })).toEqual([]);
    const after = await search({ query: 'katalogisiertes', kind: 'score' });
    expect(
      after.facets.find((facet: { group: string }) => facet.group === 'catalog').values,
    ).toEqual([]);
  });
});
