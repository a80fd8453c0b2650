import {
  MELODY_MODES,
  findMelodyMatch,
  melodyFromText,
  nearMelodyMatch,
  type Melody,
} from '@partitura/domain';
import { isNotNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incipits } from '../db/schema/parts';
import { rowsOf } from '../core/database/db';
import {
  BROAD_INCIPITS,
  findMelodyMatches,
  incipitMelody,
  incipitMelodyColumns,
  melodyScoresCondition,
  saveMelodies,
} from '../scores/index';
import { seedDemo } from '../seed/demo';
import type { ApiClient } from '../test/api-client';
import { createCollection, signedIn } from '../test/factories';
import { UPSERT_SCORE } from '../test/score-api';
import { startTestServer, type TestServer } from '../test/test-server';
import { walksMelody } from './melody-broad';

// The melodic search through the search API over HTTP (issue 9): the demonstration archive holds
// every incipit of the RISM sample (RISM, CC BY 3.0) with its melody; queries are the opening
// bars of real incipits, in every mode, with and without rhythm and at the start, and the API's
// scores must be exactly those a brute-force comparison with every stored melody finds.

const SEARCH = `query ($melody: MelodyQuery, $query: String, $first: Int) {
  search(melody: $melody, query: $query, kind: score, first: $first) {
    hits { id melody { start length distance note_count incipit { id } } }
    paginatorInfo { total }
    total_exact
  }
}`;

const PAGED = `query ($melody: MelodyQuery, $first: Int, $page: Int) {
  search(melody: $melody, kind: score, first: $first, page: $page) {
    hits { id melody { distance } }
    paginatorInfo { total }
    total_exact
  }
}`;

const FILTERED = `query ($melody: MelodyQuery, $first: Int, $page: Int, $filters: [SearchFilter!]) {
  search(melody: $melody, kind: score, first: $first, page: $page, filters: $filters) {
    hits { id melody { distance } }
    paginatorInfo { total }
    total_exact
  }
}`;

/** The first three (or `count`) notes of a PAE opening, with the marks before them (octave, duration). */
function firstNotes(pae: string, count = 3): string {
  let seen = 0;
  for (let i = 0; i < pae.length; i++)
    if (/[A-G]/.test(pae[i]) && ++seen === count) return pae.slice(0, i + 1).replace(/[({[]+$/, '');
  return pae;
}

/** The ids of these scores in the search's title order (its documents' sort key), as the API answers ids. */
async function inTitleOrder(scoreIds: Set<number>): Promise<string[]> {
  const rows = rowsOf<{ id: string | number }>(
    await server.database.db.execute(sql`
      select d.record_id as id from search_documents d
       where d.kind = 'score' and d.record_id = any (${`{${[...scoreIds].join(',')}}`}::bigint[])
       order by d.sort_title, d.kind, d.record_id`),
  );
  return rows.map((row) => String(row.id));
}

let server: TestServer;
let visitor: ApiClient;
let stored: { scoreId: number; incipitId: number; melody: Melody }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
  visitor = await server.client();
  const rows = await server.database.db
    .select({
      id: incipits.id,
      scoreId: incipits.scoreId,
      melody: incipits.melody,
      pae: incipits.pae,
      clef: incipits.clef,
      key_signature: incipits.keySignature,
    })
    .from(incipits)
    .where(isNotNull(incipits.melody))
    .orderBy(incipits.id);
  sources = rows.map(({ pae, clef, key_signature }) => ({ pae, clef, key_signature }));
  stored = rows.flatMap((row) => {
    const melody = melodyFromText(row.melody);
    return melody ? [{ scoreId: Number(row.scoreId), incipitId: Number(row.id), melody }] : [];
  });
}, 240_000);
afterAll(() => server?.close());

/** The scores with an incipit in which the query occurs, compared by brute force. */
function bruteForce(
  query: Melody,
  mode: (typeof MELODY_MODES)[number],
  rhythm: boolean,
  atStart: boolean,
) {
  return new Set(
    stored
      .filter(({ melody }) => findMelodyMatch(melody, query, mode, { rhythm, atStart }) !== null)
      .map(({ scoreId }) => scoreId),
  );
}

/** The opening bars of the stored incipits (up to the second bar line), as a person would type them. */
let sources: { pae: string; clef: string | null; key_signature: string | null }[] = [];
function openings(count: number) {
  const picked = [];
  for (let i = 0; picked.length < count && i < sources.length; i += 7) {
    const source = sources[i];
    picked.push({ ...source, pae: source.pae.split('/').slice(0, 2).join('/') });
  }
  return picked;
}

describe('melodic search over HTTP', () => {
  it('answers exactly the scores a brute-force comparison finds, in every mode', async () => {
    let compared = 0;
    let found = 0;
    for (const [index, opening] of openings(40).entries()) {
      const mode = MELODY_MODES[index % MELODY_MODES.length];
      const rhythm = index % 3 === 0;
      const atStart = index % 4 === 0;
      const query = await incipitMelody(opening);
      if (!query || query.length < 3) continue;
      const expected = bruteForce(query, mode, rhythm, atStart);
      const { search } = await visitor.data(SEARCH, {
        melody: { ...opening, mode, rhythm, at_start: atStart },
        first: 100,
      });
      const exact = search.hits.filter(
        (hit: { melody: { distance: number } }) => hit.melody.distance === 0,
      );
      if (exact.length < 100) expect(exact.length, opening.pae).toBe(expected.size);
      if (expected.size <= 100) {
        expect(new Set(exact.map((hit: { id: string }) => Number(hit.id))), opening.pae).toEqual(
          expected,
        );
      }
      // Every hit names the incipit that matched, how many notes it has, and notes inside it.
      for (const hit of search.hits) {
        const incipit = stored.find((one) => one.incipitId === Number(hit.melody.incipit.id));
        expect(hit.melody.note_count).toBe(incipit?.melody.length);
        expect(hit.melody.length).toBeGreaterThan(0);
        expect(hit.melody.start).toBeGreaterThanOrEqual(0);
        expect(hit.melody.start + hit.melody.length).toBeLessThanOrEqual(hit.melody.note_count);
      }
      compared++;
      if (expected.size > 0) found++;
    }
    expect(compared).toBeGreaterThan(30);
    // Each query is the opening of a stored incipit, so nearly every one finds at least its own.
    expect(found).toBeGreaterThan(compared * 0.8);
  }, 240_000);

  it('follows exact matches with near ones when few match, marked by their distance', async () => {
    // A real opening with one note changed: the score it comes from is a near match.
    const [opening] = openings(1);
    const source = await incipitMelody(opening);
    expect(source).not.toBeNull();
    const changed = opening.pae.replace(/([A-G])(?!.*[A-G])/, (note) => (note === 'C' ? 'D' : 'C'));
    const { search } = await visitor.data(SEARCH, {
      melody: { ...opening, pae: changed, mode: 'pitch' },
      first: 20,
    });
    const near = search.hits.filter(
      (hit: { melody: { distance: number } }) => hit.melody.distance === 1,
    );
    expect(near.length).toBeGreaterThan(0);
    const distances = search.hits.map(
      (hit: { melody: { distance: number } }) => hit.melody.distance,
    );
    expect(distances).toEqual([...distances].sort());
  }, 60_000);

  it('answers every query of three notes in every mode: how many match, and the first page', async () => {
    // The first three notes of real openings: 127 of 200 contour and 40 of 200 diatonic ones
    // were refused before (issue 24), though they match.
    let many = 0;
    for (const [index, opening] of openings(20).entries()) {
      const notes = await incipitMelody(opening);
      if (!notes || notes.length < 3) continue;
      const three = firstNotes(opening.pae);
      const query = await incipitMelody({ ...opening, pae: three });
      // A tie or a grace note among them: fewer notes than letters.
      if (query?.length !== 3) continue;
      for (const mode of MELODY_MODES) {
        const atStart = index % 2 === 0;
        const expected = bruteForce(query!, mode, false, atStart);
        const { search } = await visitor.data(SEARCH, {
          melody: { ...opening, pae: three, mode, at_start: atStart },
          first: 20,
        });
        expect(search.paginatorInfo.total, `${three} ${mode}`).toBe(expected.size);
        expect(search.total_exact).toBe(true);
        expect(search.hits).toHaveLength(Math.min(20, expected.size));
        for (const hit of search.hits) {
          expect(expected.has(Number(hit.id)), `${three} ${mode}`).toBe(true);
          expect(hit.melody).toMatchObject({ distance: 0, length: 3 });
        }
        if (expected.size > 20) many++;
      }
    }
    expect(many).toBeGreaterThan(20);
    // Two notes say nothing about a melody: refused with a message to act on.
    const refused = await visitor.gql(SEARCH, { melody: { pae: "'4CD", mode: 'contour' } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  }, 240_000);

  it('walks the page of many matches in its order, counted exactly; a deep page reads them all', async () => {
    const db = server.database.db;
    // The archive's size known (the statistics), as a walk needs it.
    await db.execute(sql`analyze scores`);
    const WALKED = `query ($melody: MelodyQuery, $page: Int) {
      search(melody: $melody, kind: score, first: 10, page: $page) {
        hits { id melody { distance } }
        paginatorInfo { total }
        total_exact
        facets { group exact more values { value count } }
      }
    }`;
    // Three notes (no near matches) that some 5–300 scores have: a rarer one is read in full
    // from page 1 on (the walk would step over a large part of the archive), a common one is
    // walked but for its deep pages.
    let tried = 0;
    const ways = new Set<boolean>();
    for (const [index, opening] of openings(60).entries()) {
      const mode = MELODY_MODES[index % MELODY_MODES.length];
      const notes = await incipitMelody({ ...opening, pae: firstNotes(opening.pae) });
      if (!notes || notes.length !== 3) continue;
      const expected = bruteForce(notes, mode, false, false);
      if (expected.size < 5 || expected.size > 300) continue;
      const matches = await findMelodyMatches(db, { melody: notes, mode });
      expect(matches.archiveScores).toBeGreaterThan(0);
      expect(matches.scores).toBe(expected.size);
      const pageOf = (page: number) => ({ size: 10, current: page, offset: (page - 1) * 10 });
      const request = { matches, kind: 'score' as const, facets: [] };
      const pages = Math.ceil(expected.size / 10);
      // Page by page, walked or (the deeper ones, as the walk would be long) read in full.
      const ordered = await inTitleOrder(expected);
      for (let page = 1; page <= pages; page++) {
        ways.add(walksMelody({ ...request, window: pageOf(page) }));
        const { search } = await visitor.data(WALKED, {
          melody: { ...opening, pae: firstNotes(opening.pae), mode },
          page,
        });
        expect(search.paginatorInfo.total).toBe(expected.size);
        expect(search.total_exact).toBe(true);
        expect(search.hits.map((hit: { id: string }) => hit.id)).toEqual(
          ordered.slice((page - 1) * 10, page * 10),
        );
        // The facets of every match (fewer than a sample), as a count over them finds.
        const collections = rowsOf<{ value: string; n: number | string }>(
          await db.execute(sql`
            select f as value, count(*) as n from search_documents d, unnest(d.facets) f
             where d.kind = 'score' and d.record_id = any (${`{${[...expected].join(',')}}`}::bigint[])
               and f like 'collection:%'
             group by f`),
        );
        const facet = search.facets.find((one: { group: string }) => one.group === 'collection');
        expect(facet.exact).toBe(true);
        for (const value of facet.values)
          expect(
            Number(collections.find((row) => row.value === `collection:${value.value}`)?.n),
          ).toBe(value.count);
        // None left out: the values shown are the most frequent ones.
        const counts = collections.map((row) => Number(row.n)).sort((a, b) => b - a);
        expect(facet.values.length).toBeGreaterThan(0);
        expect(
          facet.values
            .map((value: { count: number }) => value.count)
            .sort((a: number, b: number) => b - a),
        ).toEqual(counts.slice(0, facet.values.length));
        if (!facet.more) expect(facet.values).toHaveLength(collections.length);
      }
      tried++;
      if (tried === 8) break;
    }
    expect(tried).toBe(8);
    expect(ways).toEqual(new Set([true, false]));
  }, 240_000);

  it('follows a walked page of many exact matches with the near ones where the exact ones end', async () => {
    const db = server.database.db;
    await db.execute(sql`analyze scores`);
    const SIZE = 20;
    let followed = 0;
    for (const [index, opening] of openings(150).entries()) {
      const mode = MELODY_MODES[index % MELODY_MODES.length];
      const pae = firstNotes(opening.pae, 4);
      const notes = await incipitMelody({ ...opening, pae });
      if (!notes || notes.length !== 4) continue;
      // Four notes (near matches offered) that many scores have, some nearly.
      const exact = bruteForce(notes, mode, false, false);
      if (exact.size < 60 || exact.size > 400) continue;
      const near = new Set(
        stored
          .filter(({ scoreId }) => !exact.has(scoreId))
          .filter(({ melody }) => nearMelodyMatch(melody, notes, mode)?.distance === 1)
          .map(({ scoreId }) => scoreId),
      );
      if (near.size === 0) continue;
      // The page where the exact ones end, walked.
      const page = Math.floor(exact.size / SIZE) + 1;
      const window = { size: SIZE, current: page, offset: (page - 1) * SIZE };
      const matches = await findMelodyMatches(db, { melody: notes, mode });
      if (!walksMelody({ matches, kind: 'score', facets: [], window })) continue;
      const ordered = await inTitleOrder(exact);
      const { search } = await visitor.data(PAGED, {
        melody: { ...opening, pae, mode },
        first: SIZE,
        page,
      });
      expect(search.paginatorInfo.total).toBe(exact.size + near.size);
      const hits = search.hits as { id: string; melody: { distance: number } }[];
      const exactHits = hits.filter((hit) => hit.melody.distance === 0);
      expect(exactHits.map((hit) => hit.id)).toEqual(ordered.slice(window.offset));
      const nearHits = hits.filter((hit) => hit.melody.distance === 1);
      expect(nearHits).toHaveLength(Math.min(SIZE - exactHits.length, near.size));
      for (const hit of nearHits) expect(near.has(Number(hit.id))).toBe(true);
      followed++;
      if (followed === 3) break;
    }
    expect(followed).toBeGreaterThan(0);
  }, 240_000);

  it('pages near matches after the exact ones, most similar first, in every mode', async () => {
    for (const [index, opening] of openings(10).entries()) {
      const mode = MELODY_MODES[index % MELODY_MODES.length];
      const notes = await incipitMelody(opening);
      if (!notes || notes.length < 5) continue;
      const changed = opening.pae.replace(/([A-G])(?!.*[A-G])/, (note) =>
        note === 'C' ? 'D' : 'C',
      );
      const query = (await incipitMelody({ ...opening, pae: changed }))!;
      const exact = bruteForce(query, mode, false, false);
      const near = new Set(
        stored
          .filter(({ scoreId, melody }) => {
            if (exact.has(scoreId)) return false;
            return nearMelodyMatch(melody, query, mode)?.distance === 1;
          })
          .map(({ scoreId }) => scoreId),
      );
      const pages: { id: string; melody: { distance: number } }[] = [];
      let total = 0;
      for (let page = 1; page <= 50; page++) {
        const { search } = await visitor.data(PAGED, {
          melody: { ...opening, pae: changed, mode },
          first: 10,
          page,
        });
        total = search.paginatorInfo.total;
        pages.push(...search.hits);
        if (pages.length >= total || search.hits.length === 0) break;
      }
      expect(total, changed).toBe(exact.size + near.size);
      if (total > 500) continue; // more pages than read
      expect(pages).toHaveLength(total);
      const distances = pages.map((hit) => hit.melody.distance);
      expect(distances).toEqual([...distances].sort());
      expect(
        new Set(pages.filter((hit) => hit.melody.distance === 1).map((hit) => Number(hit.id))),
      ).toEqual(near);
      // No score twice over the pages.
      expect(new Set(pages.map((hit) => hit.id)).size).toBe(pages.length);
    }
  }, 240_000);

  it('reads near matches only for the page where the exact ones end, not for a page they fill', async () => {
    // 21 exact matches (a page and one) of a figure the demonstration has not, and one near
    // match (its last note changed).
    const contributor = await signedIn(server);
    const collection = await createCollection(server.database.db);
    const store = async (pae: string, count: number) => {
      for (let i = 0; i < count; i++) {
        const answer = await contributor.data(UPSERT_SCORE, {
          input: {
            collection: { id: String(collection.id) },
            shelfmark: `Near ${pae} ${i}`,
            short_title: `Near ${i}`,
            incipits: [{ clef: 'G-2', pae }],
          },
        });
        expect(answer.upsertScore.success).toBe(true);
      }
    };
    await store("'4D''D'C''D'8A,A", 21);
    await store("'4D''D'C''D'8A,B", 1);
    const melody = { pae: "'4D''D'C''D'8A,A", clef: 'G-2', mode: 'pitch' };
    // Within the collection (a facet chosen: both pages read every match, whatever the
    // archive's size — walksMelody), so that the pages differ by the near matches alone.
    const inCollection = [{ group: 'collection', value: String(collection.id) }];
    const statementsOf = async (page: number) => {
      const before = server.database.statements();
      const { search } = await visitor.data(FILTERED, {
        melody,
        first: 20,
        page,
        filters: inCollection,
      });
      return { search, statements: server.database.statements() - before };
    };
    await statementsOf(1); // the query's notes, read by Verovio once
    const first = await statementsOf(1);
    const second = await statementsOf(2);
    // Page 1 holds exact matches only and leaves the near ones unread: its total (the exact
    // matches) is said to be approximate.
    expect(
      first.search.hits.map((hit: { melody: { distance: number } }) => hit.melody.distance),
    ).toEqual(Array(20).fill(0));
    expect(first.search.paginatorInfo.total).toBe(21);
    expect(first.search.total_exact).toBe(false);
    // Page 2 reads them: three statements more (the candidate melodies, the scores of those
    // that match nearly, and their incipits: page 1's come with the exact matches).
    expect(
      second.search.hits.map((hit: { melody: { distance: number } }) => hit.melody.distance),
    ).toEqual([0, 1]);
    expect(second.search.paginatorInfo.total).toBe(22);
    expect(second.search.total_exact).toBe(true);
    expect(second.statements - first.statements).toBe(3);
    // Near matches meet the rest of the search too: a filter on their collection keeps them,
    // one on another collection leaves none (nor the exact ones).
    const filtered = async (collectionId: number) => {
      const { search } = await visitor.data(FILTERED, {
        melody,
        first: 30,
        filters: [{ group: 'collection', value: String(collectionId) }],
      });
      return search.hits.map((hit: { melody: { distance: number } }) => hit.melody.distance);
    };
    expect(await filtered(collection.id)).toEqual([...Array(21).fill(0), 1]);
    const other = await createCollection(server.database.db);
    await contributor.data(UPSERT_SCORE, {
      input: {
        collection: { id: String(other.id) },
        shelfmark: 'Near elsewhere',
        short_title: 'Near elsewhere',
        incipits: [{ clef: 'G-2', pae: "'4D''D'C''D'8A,B" }],
      },
    });
    expect(await filtered(other.id)).toEqual([1]);
  }, 60_000);

  it("shows each hit's incipits without reading them again", async () => {
    // A score whose second incipit has the figure (the first another one, the third rests only).
    const contributor = await signedIn(server);
    const collection = await createCollection(server.database.db);
    const incipits = [
      { clef: 'G-2', pae: "'4C8DEFGAB''C" },
      { clef: 'G-2', pae: "'4G''C'B''D'8F,E" },
      { clef: 'G-2', pae: '4-2-' },
    ];
    const saved = await contributor.data(UPSERT_SCORE, {
      input: {
        collection: { id: String(collection.id) },
        shelfmark: 'Read once 1',
        short_title: 'Read once',
        incipits,
      },
    });
    expect(saved.upsertScore.success).toBe(true);
    const melody = { pae: "'4G''C'B''D'8F,E", clef: 'G-2', mode: 'pitch' };
    const filters = [{ group: 'collection', value: String(collection.id) }];
    const bare = `query ($melody: MelodyQuery, $filters: [SearchFilter!]) {
      search(melody: $melody, kind: score, filters: $filters) {
        hits { id score { id } }
      }
    }`;
    const shown = `query ($melody: MelodyQuery, $filters: [SearchFilter!]) {
      search(melody: $melody, kind: score, filters: $filters) {
        hits { id melody { distance incipit { id pae } } score { incipits { id pae } } }
      }
    }`;
    const statementsOf = async (query: string) => {
      const before = server.database.statements();
      const { search } = await visitor.data(query, { melody, filters });
      return { search, statements: server.database.statements() - before };
    };
    await statementsOf(bare); // the query's notes, read by Verovio once
    const without = await statementsOf(bare);
    const withIncipits = await statementsOf(shown);
    const [hit] = withIncipits.search.hits;
    expect(withIncipits.search.hits).toHaveLength(1);
    expect(hit.score.incipits.map((incipit: { pae: string }) => incipit.pae)).toEqual(
      incipits.map((incipit) => incipit.pae),
    );
    expect(hit.melody.incipit).toEqual(hit.score.incipits[1]);
    expect(withIncipits.statements).toBe(without.statements);
    // Five statements, and no transaction around them (a search without words needs none; on
    // PostgreSQL its begin and commit would count two more): the melodies; the page with its
    // count and facets; the hits' incipits; the near candidates (none matches nearly: no
    // statement for their scores); the hits' scores.
    expect(without.statements).toBe(5);
  }, 60_000);

  it('combines a melody with words and refuses notes it cannot read', async () => {
    const [opening] = openings(1);
    const { search: all } = await visitor.data(SEARCH, {
      melody: { ...opening, mode: 'interval' },
      first: 100,
    });
    const { search: none } = await visitor.data(SEARCH, {
      melody: { ...opening, mode: 'interval' },
      query: 'zzzunfindable',
    });
    expect(all.paginatorInfo.total).toBeGreaterThan(0);
    expect(none.paginatorInfo.total).toBe(0);
    const refused = await visitor.gql(SEARCH, { melody: { pae: '%%%', mode: 'interval' } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  }, 60_000);
});

// Last in this file: it adds more than BROAD_INCIPITS incipits to the archive.
describe('a broad melodic query (its melodies in more incipits than BROAD_INCIPITS)', () => {
  it('asks each walked score by every condition the walk may use, alike', async () => {
    const db = server.database.db;
    // The demonstration's scores (the brute force knows theirs; other tests here add more).
    const known = new Set(stored.map((entry) => entry.scoreId));
    const scoresOf = async (condition: SQL) =>
      new Set(
        rowsOf<{ id: string | number }>(
          await db.execute(
            sql`select d.record_id as id from search_documents d where d.kind = 'score' and ${condition}`,
          ),
        )
          .map((row) => Number(row.id))
          .filter((id) => known.has(id)),
      );
    let compared = 0;
    for (const [index, opening] of openings(10).entries()) {
      const mode = MELODY_MODES[index % MELODY_MODES.length];
      const melody = await incipitMelody(opening);
      if (!melody || melody.length < 3) continue;
      const query = { melody: melody.slice(0, 3 + (index % 3)), mode };
      const matches = await findMelodyMatches(db, query);
      const expected = bruteForce(query.melody, mode, false, false);
      expect(await scoresOf(melodyScoresCondition(matches))).toEqual(expected);
      // Walked: hashed, probed, and by the needle (too many melodies to list); taken as broad
      // and read in full (probed).
      expect(await scoresOf(melodyScoresCondition(matches, 'hashed'))).toEqual(expected);
      expect(await scoresOf(melodyScoresCondition(matches, 'probed'))).toEqual(expected);
      expect(await scoresOf(melodyScoresCondition({ ...matches, ids: null }, 'hashed'))).toEqual(
        expected,
      );
      const broad = { ...matches, incipits: BROAD_INCIPITS + 1, scores: null };
      expect(await scoresOf(melodyScoresCondition(broad))).toEqual(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  }, 120_000);

  it('is answered page by page in the chosen order, with an estimated total', async () => {
    const db = server.database.db;
    const collection = await createCollection(db);
    // 600 scores with 17 incipits each of a figure the demonstration has not: 10,200 incipits.
    const pae = "'8FGAB''CDEF";
    const melody = (await incipitMelodyColumns({ pae, clef: 'G-2' })).melody;
    const [stored] = await saveMelodies(db, [await incipitMelodyColumns({ pae, clef: 'G-2' })]);
    expect(stored.melody).toBe(melody);
    await db.execute(sql`
      insert into scores (collection_id, shelfmark, short_title, title)
      select ${collection.id}, 'Broad ' || n, 'Broad ' || n, 'Broad figure ' || lpad(n::text, 3, '0')
        from generate_series(1, 600) n`);
    const insertIncipits = (from: number, to: number) =>
      db.execute(sql`
        insert into incipits (score_id, position, clef, pae, melody, melody_id)
        select s.id, p, 'G-2', ${pae}, ${stored.melody}, ${stored.melodyId}
          from scores s, generate_series(${from}::int, ${to}::int) p
         where s.collection_id = ${collection.id}`);
    // First one incipit each: 600 matches, counted, walked; their facets from a sample of them.
    await insertIncipits(0, 0);
    await db.execute(sql`analyze scores`);
    const FACETED = `query ($melody: MelodyQuery) {
      search(melody: $melody, kind: score, first: 20) {
        paginatorInfo { total }
        facets { group exact values { value count } }
      }
    }`;
    const counted = await visitor.data(FACETED, { melody: { pae, clef: 'G-2', mode: 'pitch' } });
    expect(counted.search.paginatorInfo.total).toBe(600);
    const facet = counted.search.facets.find(
      (one: { group: string }) => one.group === 'collection',
    );
    expect(facet.exact).toBe(false);
    expect(facet.values).toContainEqual({ value: String(collection.id), count: 600 });
    await insertIncipits(1, 16);
    // Then 17 each: broad, its total and facets estimated from one sample of the incipits —
    // every match in this collection, so the collection's count is the total (600 when the
    // sample is the whole table: counted, and said so).
    const broad = await visitor.data(FACETED, { melody: { pae, clef: 'G-2', mode: 'pitch' } });
    const broadFacet = broad.search.facets.find(
      (one: { group: string }) => one.group === 'collection',
    );
    expect(broadFacet.values).toContainEqual({
      value: String(collection.id),
      count: broad.search.paginatorInfo.total,
    });
    if (broadFacet.exact) expect(broad.search.paginatorInfo.total).toBe(600);
    const expected = rowsOf<{ id: string | number }>(
      await db.execute(sql`
        select d.record_id as id from search_documents d join scores s on s.id = d.record_id
         where d.kind = 'score' and s.collection_id = ${collection.id}
         order by d.sort_title, d.kind, d.record_id`),
    ).map((row) => Number(row.id));
    expect(expected).toHaveLength(600);
    const query = { pae, clef: 'G-2', mode: 'pitch' };
    const matches = await findMelodyMatches(db, {
      melody: (await incipitMelody({ pae, clef: 'G-2' }))!,
      mode: 'pitch',
    });
    expect(matches.incipits).toBeGreaterThan(BROAD_INCIPITS);
    for (const page of [1, 2]) {
      const { search } = await visitor.data(PAGED, { melody: query, first: 20, page });
      expect(search.hits.map((hit: { id: string }) => Number(hit.id))).toEqual(
        expected.slice((page - 1) * 20, page * 20),
      );
      expect(
        search.hits.every((hit: { melody: { distance: number } }) => hit.melody.distance === 0),
      ).toBe(true);
      // Estimated from a sample of the incipits (the whole table here: then counted).
      expect(search.paginatorInfo.total).toBeGreaterThanOrEqual(40);
      if (search.total_exact) expect(search.paginatorInfo.total).toBe(600);
    }
  }, 120_000);
});
