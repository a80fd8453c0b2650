import { describe, expect, it } from 'vitest';
import {
  createCatalog,
  createCollection,
  createDigitalCopy,
  createPerson,
  createScore,
} from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

const GET = `query ($id: ID!) { getEntry(id: $id) {
  id position number composer title
  score { id shelfmark title short_title short_title_prefix has_digital_copy
    author { id name }
    attributions { function qualifier person { id name } } }
  page { id number title catalog { id name subtitle collection { id name prefix } } } } }`;
const SEARCH = `query ($search: String, $catalog_id: ID, $first: Int) {
  entries(search: $search, catalog_id: $catalog_id, first: $first) {
    id number composer title page { number catalog { id name } } } }`;
const UPSERT_PAGE = `mutation ($input: PageInput!) {
  upsertPage(input: $input) { success errors { field key } } }`;

describe('getEntry', () => {
  it('answers an entry linked to a score with the score, its attributions, the page, catalog and collection', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, {
      name: 'Stift Engelberg',
      prefix: 'CH-E',
    });
    const mozart = await createPerson(db, ['Mozart, Wolfgang Amadeus', 'Mozart, W. A.']);
    const copyist = await createPerson(db, ['Pater Ambros']);
    const score = await createScore(db, {
      collectionId,
      shelfmark: 'Ms. 123,4',
      shortTitle: 'Mozart — Missa in C',
      title: 'Missa brevis',
      attributions: [
        { personId: copyist, function: 'scr', qualifier: 'cjt' },
        { personId: mozart, function: 'aut' },
      ],
    });
    await createDigitalCopy(db, 'score', score);
    const { catalogId, pageIds } = await createCatalog(db, {
      collectionId,
      pages: [{ number: '12' }],
    });
    // Linked through the API, as the page editor does.
    const { upsertPage } = await contributor.data(UPSERT_PAGE, {
      input: {
        id: String(pageIds[0]),
        version: 1,
        catalog: { id: String(catalogId) },
        number: '12',
        entries: [{ number: '3', composer: 'Mozart', score: { id: String(score) } }],
      },
    });
    expect(upsertPage).toEqual({ success: true, errors: [] });
    const { getCatalog } = await contributor.data(
      'query ($id: ID!) { getCatalog(id: $id) { pages { entries { id } } } }',
      { id: catalogId },
    );
    const entryId = getCatalog.pages[0].entries[0].id;

    const { getEntry } = await contributor.data(GET, { id: entryId });
    expect(getEntry).toEqual({
      id: entryId,
      position: 0,
      number: '3',
      composer: 'Mozart',
      title: 'Stift Engelberg, Catalogus 1780, p. 12, no. 3: Mozart',
      score: {
        id: String(score),
        shelfmark: 'Ms. 123,4',
        title: 'Missa brevis',
        short_title: 'Mozart — Missa in C',
        short_title_prefix: 'CH-E Ms. 123,4',
        has_digital_copy: true,
        author: { id: String(mozart), name: 'Mozart, Wolfgang Amadeus' },
        attributions: [
          {
            function: 'scr',
            qualifier: 'cjt',
            person: { id: String(copyist), name: 'Pater Ambros' },
          },
          {
            function: 'aut',
            qualifier: 'asc',
            person: { id: String(mozart), name: 'Mozart, Wolfgang Amadeus' },
          },
        ],
      },
      page: {
        id: String(pageIds[0]),
        number: '12',
        title: 'Catalogus 1780, p. 12',
        catalog: {
          id: String(catalogId),
          name: 'Catalogus 1780',
          subtitle: 'Stift Engelberg',
          collection: { id: String(collectionId), name: 'Stift Engelberg', prefix: 'CH-E' },
        },
      },
    });
  });

  it('answers an entry without score with score null, and null for an unknown id', async () => {
    const { entryIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1', entries: [{ signature: 'A 12' }] }],
    });
    const { getEntry } = await contributor.data(GET, { id: entryIds[0][0] });
    expect(getEntry.score).toBeNull();
    expect(getEntry.title).toMatch(/Catalogus 1780, p\. 1: A 12$/);
    expect((await contributor.data(GET, { id: '999999' })).getEntry).toBeNull();
    expect((await contributor.data(GET, { id: 'x' })).getEntry).toBeNull();
  });
});

describe('entries (picker)', () => {
  it('finds entries by number, signature, composer or genre, every word counting, in catalog order', async () => {
    const db = server.database.db;
    const { catalogId } = await createCatalog(db, {
      name: 'Catalogus musicalis',
      pages: [
        {
          number: '1',
          entries: [
            { number: '1', composer: 'Haydn', genre: 'Missa' },
            { number: '2', composer: 'Haydn', genre: 'Te Deum', signature: 'Sig. 77' },
          ],
        },
        { number: '2', entries: [{ number: '1', composer: 'Brixi', genre: 'Missa' }] },
      ],
    });
    const search = async (variables: Record<string, unknown>) =>
      (await contributor.data(SEARCH, { catalog_id: String(catalogId), ...variables })).entries.map(
        (e: { composer: string; number: string; page: { number: string } }) =>
          `${e.page.number}/${e.number} ${e.composer}`,
      );
    expect(await search({})).toEqual(['1/1 Haydn', '1/2 Haydn', '2/1 Brixi']);
    expect(await search({ search: 'missa' })).toEqual(['1/1 Haydn', '2/1 Brixi']);
    expect(await search({ search: 'haydn missa' })).toEqual(['1/1 Haydn']);
    expect(await search({ search: 'sig. 77' })).toEqual(['1/2 Haydn']);
    expect(await search({ search: '%' })).toEqual([]);
    expect(await search({ first: 2 })).toHaveLength(2);

    const { entries } = await contributor.data(SEARCH, {
      catalog_id: String(catalogId),
      search: 'brixi',
    });
    expect(entries[0]).toMatchObject({
      title: expect.stringMatching(/Catalogus musicalis, p\. 2, no\. 1: Brixi$/),
      page: { number: '2', catalog: { id: String(catalogId), name: 'Catalogus musicalis' } },
    });
    expect((await contributor.data(SEARCH, { catalog_id: 'x' })).entries).toEqual([]);
  });
});
