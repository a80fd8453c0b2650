import { PAGING_MAX_OFFSET } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import {
  createCatalogEntry,
  createCollection,
  createGenre,
  createPerson,
  createPlace,
  createPublication,
  createScores,
} from '../test/factories';
import { GET_SCORE, minimalInput, saveScore, SCORE_FIELDS } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

const LIST = `query ($search: String, $collection_id: ID, $first: Int, $page: Int) {
  scores(search: $search, collection_id: $collection_id, first: $first, page: $page) {
    data { id shelfmark short_title collection { name } }
    paginatorInfo { total currentPage lastPage }
  }
}`;

async function list(variables: Record<string, unknown>) {
  return (await contributor.data(LIST, variables)).scores;
}

const shelfmarks = (page: { data: { shelfmark: string }[] }) => page.data.map((s) => s.shelfmark);

/** A score with `n` children of every kind (parts with `n` voices each). */
async function scoreWithChildren(n: number) {
  const db = server.database.db;
  const collection = await createCollection(db);
  const range = [...Array(n).keys()];
  const people = await Promise.all(range.map((i) => createPerson(db, [`Person ${i}`, `P. ${i}`])));
  const publications = await Promise.all(range.map(() => createPublication(db)));
  const places = await Promise.all(range.map((i) => createPlace(db, `Ort ${i}`)));
  const genres = await Promise.all(range.map(() => createGenre(db)));
  const entries = await Promise.all(
    range.map((i) => createCatalogEntry(db, { number: String(i + 1) })),
  );
  const voices = range.map((i) => ({ voice: `v${i}`, count: 1, position: i + 1 }));
  return saveScore(
    contributor,
    minimalInput(
      { collection },
      {
        attributions: range.map((i) => ({
          person: { id: String(people[i]) },
          function: i === 0 ? 'aut' : 'scr',
          qualifier: 'asc',
          publication: { id: String(publications[i]) },
          place: { id: String(places[i]) },
        })),
        parts: range.map(() => ({ type: 'cpy', voices })),
        incipits: range.map((i) => ({ pae: `4C${i}`, text: `Text ${i}`, number: i })),
        sources: range.map((i) => ({ citation: `Quelle ${i}` })),
        publications: range.map((i) => ({
          publication: { id: String(publications[i]) },
          number: String(i),
        })),
        genres: genres.map((genre) => ({ id: String(genre.id) })),
        voices,
        entries: entries.map((entry) => ({ id: String(entry.entryId) })),
      },
    ),
  );
}

/** How many SQL statements one request costs. */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const before = server.database.statements();
  await request();
  return server.database.statements() - before;
}

describe('scores: the list', () => {
  it('orders by collection name, then shelfmark with numbers in numeric order', async () => {
    const db = server.database.db;
    const zurich = await createCollection(db, {
      name: 'Zürich, Zentralbibliothek',
      prefix: 'CH-Zz',
    });
    const aarau = await createCollection(db, { name: 'Aarau, Kantonsbibliothek', prefix: 'CH-A' });
    for (const shelfmark of ['Ms. 10', 'Ms. 2', 'Ms. 1a'])
      await saveScore(contributor, minimalInput({ collection: zurich }, { shelfmark }));
    await saveScore(contributor, minimalInput({ collection: aarau }, { shelfmark: 'Ms. 99' }));

    const page = await list({ search: 'Ms.', first: 100 });
    const ours = page.data
      .filter((s: { collection: { name: string } }) =>
        ['Zürich, Zentralbibliothek', 'Aarau, Kantonsbibliothek'].includes(s.collection.name),
      )
      .map((s: { shelfmark: string }) => s.shelfmark);
    expect(ours).toEqual(['Ms. 99', 'Ms. 1a', 'Ms. 2', 'Ms. 10']);
    expect(shelfmarks(await list({ collection_id: String(zurich.id) }))).toEqual([
      'Ms. 1a',
      'Ms. 2',
      'Ms. 10',
    ]);
  });

  it('finds scores by shelfmark, former shelfmarks and short title, case-insensitively', async () => {
    const collection = await createCollection(server.database.db);
    const collection_id = String(collection.id);
    await saveScore(
      contributor,
      minimalInput(
        { collection },
        { shelfmark: 'A 1', former_shelfmarks: 'Th. 77', short_title: 'Salve Regina' },
      ),
    );
    await saveScore(
      contributor,
      minimalInput({ collection }, { shelfmark: 'B 2', short_title: 'Te Deum 100%' }),
    );
    expect(shelfmarks(await list({ collection_id, search: 'a 1' }))).toEqual(['A 1']);
    expect(shelfmarks(await list({ collection_id, search: 'th. 77' }))).toEqual(['A 1']);
    expect(shelfmarks(await list({ collection_id, search: 'REGINA' }))).toEqual(['A 1']);
    expect(shelfmarks(await list({ collection_id, search: '100%' }))).toEqual(['B 2']);
    expect(shelfmarks(await list({ collection_id, search: '_' }))).toEqual([]);
    expect(shelfmarks(await list({ collection_id, search: '  ' }))).toEqual(['A 1', 'B 2']);
  });

  it('pages through the scores and says where the page stands', async () => {
    const collection = await createCollection(server.database.db);
    for (const shelfmark of ['1', '2', '3', '4', '5'])
      await saveScore(contributor, minimalInput({ collection }, { shelfmark }));
    const collection_id = String(collection.id);
    const second = await list({ collection_id, first: 2, page: 2 });
    expect(shelfmarks(second)).toEqual(['3', '4']);
    expect(second.paginatorInfo).toEqual({ total: 5, currentPage: 2, lastPage: 3 });
    const beyond = await list({ collection_id, first: 2, page: 9 });
    expect(beyond).toEqual({ data: [], paginatorInfo: { total: 5, currentPage: 9, lastPage: 3 } });
    expect(await list({ collection_id: 'x' })).toEqual({
      data: [],
      paginatorInfo: { total: 0, currentPage: 1, lastPage: 1 },
    });
  });
});

describe('scores: one collection, browsed', () => {
  it('orders shelfmarks in natural order: every number by its value, case and accents aside', async () => {
    const collection = await createCollection(server.database.db);
    await createScores(server.database.db, collection.id, [
      'Ms. 120',
      'Ms. 12',
      'ms. 3',
      'Ms. 2a',
      'Ms. 2',
      'Ms. 1.10',
      'Ms. 1.9',
      'Th. 1',
      'Mus. 007',
      'Ä 5',
      'A 40',
    ]);
    expect(shelfmarks(await list({ collection_id: String(collection.id) }))).toEqual([
      'Ä 5',
      'A 40',
      'Ms. 1.9',
      'Ms. 1.10',
      'Ms. 2',
      'Ms. 2a',
      'ms. 3',
      'Ms. 12',
      'Ms. 120',
      'Mus. 007',
      'Th. 1',
    ]);
  });

  it('answers 25 a page by default, each page continuing where the last ended', async () => {
    const collection = await createCollection(server.database.db);
    // Inserted backwards, so that the order cannot come from the ids.
    const all = Array.from({ length: 53 }, (_, i) => `Ms. ${i + 1}`);
    await createScores(server.database.db, collection.id, [...all].reverse());
    const collection_id = String(collection.id);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ collection_id, page })));
    expect(pages.map(shelfmarks)).toEqual([all.slice(0, 25), all.slice(25, 50), all.slice(50)]);
    expect(pages.map((page) => page.paginatorInfo)).toEqual(
      [1, 2, 3].map((currentPage) => ({
        total: 53,
        currentPage,
        lastPage: 3,
      })),
    );
    // Duplicate shelfmarks keep one order (by id) across a page boundary.
    const twins = await createCollection(server.database.db);
    const ids = await createScores(server.database.db, twins.id, ['X 1', 'X 1', 'X 1']);
    const twinPages = await Promise.all(
      [1, 2, 3].map((page) => list({ collection_id: String(twins.id), first: 1, page })),
    );
    expect(twinPages.map((page) => page.data[0].id)).toEqual(ids.map(String));
  });

  it('lists and counts only the collection asked for', async () => {
    const db = server.database.db;
    const ours = await createCollection(db, { name: 'Aaa browse test' });
    const other = await createCollection(db, { name: 'Aaa browse test' });
    await createScores(db, ours.id, ['B 2', 'B 1']);
    await createScores(db, other.id, ['B 0', 'B 3']);
    const page = await list({ collection_id: String(ours.id) });
    expect(shelfmarks(page)).toEqual(['B 1', 'B 2']);
    expect(
      page.data.map((score: { collection: { name: string } }) => score.collection.name),
    ).toEqual(['Aaa browse test', 'Aaa browse test']);
    expect(page.paginatorInfo.total).toBe(2);
  });

  it('reaches every page of a collection, where the list of all scores stops at PAGING_MAX_OFFSET', async () => {
    const collection = await createCollection(server.database.db);
    await createScores(server.database.db, collection.id, ['Ms. 1']);
    const deep = PAGING_MAX_OFFSET / 100 + 2;
    const query = `query ($collection_id: ID, $page: Int) {
      scores(collection_id: $collection_id, first: 100, page: $page) { data { id } paginatorInfo { total } }
    }`;
    const inCollection = await contributor.gql(query, {
      collection_id: String(collection.id),
      page: deep,
    });
    expect(inCollection.errors).toBeUndefined();
    expect(inCollection.data?.scores).toEqual({ data: [], paginatorInfo: { total: 1 } });
    const everywhere = await contributor.gql(query, { page: deep });
    expect(everywhere.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('scores: the number of SQL statements', () => {
  it('reads a score with one child of each kind and one with ten in as many statements', async () => {
    const one = await scoreWithChildren(1);
    const ten = await scoreWithChildren(10);
    const read = (id: string) => () => contributor.data(GET_SCORE, { id });
    await read(one)(); // warm-up: nothing in the count depends on it, but keep runs alike
    const forOne = await statementsOf(read(one));
    const forTen = await statementsOf(read(ten));
    expect((await contributor.data(GET_SCORE, { id: ten })).getScore.attributions).toHaveLength(10);
    expect(forTen).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(20);
  });

  it('lists scores with all their children in as many statements for 2 scores as for 6', async () => {
    const collectionOf = async (count: number) => {
      const collection = await createCollection(server.database.db);
      const genre = await createGenre(server.database.db);
      const person = await createPerson(server.database.db);
      for (let i = 0; i < count; i++)
        await saveScore(
          contributor,
          minimalInput(
            { collection },
            {
              shelfmark: String(i),
              attributions: [{ person: { id: String(person) }, function: 'aut', qualifier: 'asc' }],
              parts: [{ type: 'aut', voices: [{ voice: 'S' }] }],
              incipits: [{ pae: '4C', text: 'Amen' }],
              genres: [{ id: String(genre.id) }],
            },
          ),
        );
      return String(collection.id);
    };
    const LIST_ALL = `query ($collection_id: ID) {
      scores(collection_id: $collection_id) { data { ...ScoreFields } paginatorInfo { total } }
    } ${SCORE_FIELDS}`;
    const small = await collectionOf(2);
    const large = await collectionOf(6);
    const forSmall = await statementsOf(() => contributor.data(LIST_ALL, { collection_id: small }));
    const forLarge = await statementsOf(() => contributor.data(LIST_ALL, { collection_id: large }));
    expect(forLarge).toBe(forSmall);
  });
});
