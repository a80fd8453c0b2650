import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { createPerson, signedIn } from '../test/factories';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { savePerson, LIST_PEOPLE, type Json } from '../test/people-api';

let server: TestServer;
let contributor: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  contributor = await signedIn(server, 'contributor');
  const db = server.database.db;
  await createPerson(db, ['Müller, Wenzel', 'Mueller, Wenceslaus']);
  await createPerson(db, ['Ockeghem, Johannes', 'Okeghem, Jean']);
  await createPerson(db, ['Zach, Jan']);
  await createPerson(db, ['Ábel, Clamor Heinrich']);
  await createPerson(db, ['Schmid, Pater Benedikt']);
  await createPerson(db, ['Percent 100% Sänger']);
});
afterAll(() => server?.close());

async function search(search: string | null, first?: number, page?: number) {
  const { people } = await contributor.data(LIST_PEOPLE, { search, first, page });
  return people as { data: Json[]; paginatorInfo: Json };
}
const namesOf = async (term: string) => (await search(term)).data.map((person) => person.name);

describe('people: list and search', () => {
  it('lists people ordered by primary name, ignoring accents and case, with their names', async () => {
    const { data, paginatorInfo } = await search(null, 100);
    expect(data.map((person) => person.name)).toEqual([
      'Ábel, Clamor Heinrich',
      'Müller, Wenzel',
      'Ockeghem, Johannes',
      'Percent 100% Sänger',
      'Schmid, Pater Benedikt',
      'Zach, Jan',
    ]);
    expect(data[1].names).toEqual([
      { name: 'Müller, Wenzel', primary: true },
      { name: 'Mueller, Wenceslaus', primary: false },
    ]);
    expect(paginatorInfo).toEqual({ total: 6, currentPage: 1, lastPage: 1 });
  });

  it('finds a person by any name variant and shows the primary name', async () => {
    expect(await namesOf('okeghem')).toEqual(['Ockeghem, Johannes']);
    expect(await namesOf('Wenceslaus')).toEqual(['Müller, Wenzel']);
  });

  it('finds names case- and accent-insensitively: "Muller" finds "Müller", "abel" finds "Ábel"', async () => {
    expect(await namesOf('Muller')).toEqual(['Müller, Wenzel']);
    expect(await namesOf('MÜLLER')).toEqual(['Müller, Wenzel']);
    expect(await namesOf('abel')).toEqual(['Ábel, Clamor Heinrich']);
  });

  it(`finds spelling variants by trigram similarity on ${testDatabaseKind} ("Schmidt" finds "Schmid")`, async () => {
    // Regression for the PGlite pitfall of DESIGN.md: a pg_trgm query must answer rows.
    expect(await namesOf('Schmidt')).toEqual(['Schmid, Pater Benedikt']);
  });

  it('searches % and _ as they are typed', async () => {
    expect(await namesOf('100%')).toEqual(['Percent 100% Sänger']);
    expect(await namesOf('_')).toEqual([]);
  });

  it('pages through the people with paginatorInfo', async () => {
    const second = await search(null, 2, 2);
    expect(second.data.map((person) => person.name)).toEqual([
      'Ockeghem, Johannes',
      'Percent 100% Sänger',
    ]);
    expect(second.paginatorInfo).toEqual({ total: 6, currentPage: 2, lastPage: 3 });
    expect((await search('Muller', 1, 1)).paginatorInfo).toEqual({
      total: 1,
      currentPage: 1,
      lastPage: 1,
    });
  });

  it('loads the children a list asks for, and a saved person is found by its variant', async () => {
    await savePerson(contributor, {
      names: [
        { name: 'Kraus, Joseph Martin', primary: true },
        { name: 'Krauss, J. M.', primary: false },
      ],
      cleric: true,
      syllabi: [{ citation: 'S 1', transcription: 'T', translation: 'Ü' }],
      sources: [{ citation: 'Grove' }],
    });
    const { people } = await contributor.data(
      `query { people(search: "krauss") { data { name ...Children } } }
       fragment Children on Person { syllabi { citation } sources { citation type } vow_book_entry { id } attributions { id } }`,
    );
    expect(people.data).toEqual([
      {
        name: 'Kraus, Joseph Martin',
        syllabi: [{ citation: 'S 1' }],
        sources: [{ citation: 'Grove', type: 'cit' }],
        vow_book_entry: null,
        attributions: [],
      },
    ]);
  });

  it('lets a visitor search people', async () => {
    const visitor = await server.client();
    const { people } = await visitor.data(LIST_PEOPLE, { search: 'zach' });
    expect(people.data.map((person: Json) => person.name)).toEqual(['Zach, Jan']);
  });
});
