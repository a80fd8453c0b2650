import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import type { ApiClient } from '../test/api-client';
import {
  createAttribution,
  createCollection,
  createPerson,
  createScores,
  createPublication,
  createPublicationScore,
} from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

const FIELDS =
  'id version title short_title extent publisher publication_date publication_place notes';
const GET = `query ($id: ID!) { getPublication(id: $id) { ${FIELDS} } }`;
const LIST =
  'query ($search: String, $first: Int) { publications(search: $search, first: $first) { short_title title } }';
const UPSERT =
  'mutation ($input: PublicationInput!) { upsertPublication(input: $input) { success message id errors { field key } } }';
const DELETE = 'mutation ($id: ID!) { deletePublication(id: $id) { success message } }';

const MGG = {
  title: 'Die Musik in Geschichte und Gegenwart',
  short_title: 'MGG 2',
  extent: '29 Bde.',
  publisher: 'Bärenreiter',
  publication_date: '1994–2008',
  publication_place: 'Kassel',
  notes: 'Zweite Ausgabe',
};

async function create(client: ApiClient, input: Record<string, unknown> = MGG) {
  const { upsertPublication } = await client.data(UPSERT, { input });
  expect(upsertPublication).toMatchObject({ success: true, errors: [] });
  return upsertPublication.id as string;
}

describe('publications', () => {
  it('creates a publication and reads every field back with version 1', async () => {
    const id = await create(contributor);
    expect((await contributor.data(GET, { id })).getPublication).toEqual({
      id,
      version: 1,
      ...MGG,
    });
  });

  it('saves a publication known only by its title (either title or short title suffices)', async () => {
    const id = await create(contributor, { title: 'Catalogus musicalis', short_title: '  ' });
    expect((await contributor.data(GET, { id })).getPublication).toMatchObject({
      title: 'Catalogus musicalis',
      short_title: null,
      publisher: null,
    });
  });

  it('updates with the current version and increments it', async () => {
    const id = await create(contributor);
    const { upsertPublication } = await contributor.data(UPSERT, {
      input: { ...MGG, id, version: 1, short_title: 'MGG2' },
    });
    expect(upsertPublication).toMatchObject({ success: true, id });
    expect((await contributor.data(GET, { id })).getPublication).toMatchObject({
      short_title: 'MGG2',
      version: 2,
    });
  });

  it('refuses a save based on a stale version with Record.error_conflict and changes nothing', async () => {
    const id = await create(contributor);
    await contributor.data(UPSERT, { input: { ...MGG, id, version: 1, notes: 'First' } });
    const { upsertPublication } = await contributor.data(UPSERT, {
      input: { ...MGG, id, version: 1, notes: 'Second' },
    });
    expect(upsertPublication).toMatchObject({
      success: false,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    expect((await contributor.data(GET, { id })).getPublication).toMatchObject({
      notes: 'First',
      version: 2,
    });
    const noVersion = await contributor.data(UPSERT, { input: { ...MGG, id } });
    expect(noVersion.upsertPublication.errors).toEqual([
      { field: 'version', key: 'Record.error_conflict' },
    ]);
  });

  it('answers not found for a publication that does not exist', async () => {
    expect((await contributor.data(GET, { id: '987654' })).getPublication).toBeNull();
    expect((await contributor.data(GET, { id: 'x' })).getPublication).toBeNull();
    const { upsertPublication } = await contributor.data(UPSERT, {
      input: { ...MGG, id: '987654', version: 1 },
    });
    expect(upsertPublication.message).toBe(translate('Record.error_not_found', 'en'));
  });

  it('lists publications by short title and finds them by short title, title or publisher, ignoring accents', async () => {
    await create(contributor, { short_title: 'Zz Sonnleithner', title: 'Wiener Musikalien' });
    await create(contributor, {
      short_title: 'Aa Gerber',
      title: 'Lexikon der Tonkünstler',
      publisher: 'Kühnel',
    });
    const all = (await contributor.data(LIST, { first: 200 })).publications as {
      short_title: string;
    }[];
    const shortTitles = all.map((publication) => publication.short_title);
    expect(shortTitles.indexOf('Aa Gerber')).toBeLessThan(shortTitles.indexOf('Zz Sonnleithner'));
    const found = async (search: string) =>
      (await contributor.data(LIST, { search })).publications.map(
        (publication: { short_title: string }) => publication.short_title,
      );
    expect(await found('sonnleithner')).toEqual(['Zz Sonnleithner']);
    expect(await found('tonkunstler')).toEqual(['Aa Gerber']);
    expect(await found('KUHNEL')).toEqual(['Aa Gerber']);
    expect((await contributor.data(LIST, { first: 1 })).publications).toHaveLength(1);
  });

  it('refuses to delete a publication that scores and attributions cite, counting both', async () => {
    const db = server.database.db;
    const publicationId = await createPublication(db);
    await createPublicationScore(db, { publicationId });
    await createPublicationScore(db, { publicationId, number: '2' });
    const personId = await createPerson(db, ['Pichl, Wenzel']);
    await createAttribution(db, { personId, publicationId });
    const { deletePublication } = await contributor.data(DELETE, { id: String(publicationId) });
    expect(deletePublication).toEqual({
      success: false,
      message: translate('Record.error_in_use', 'en', { count: 3 }),
    });
    expect(
      (await contributor.data(GET, { id: String(publicationId) })).getPublication,
    ).not.toBeNull();
  });

  it('deletes a publication nobody cites; it is gone afterwards', async () => {
    const id = await create(contributor);
    expect((await contributor.data(DELETE, { id })).deletePublication.success).toBe(true);
    expect((await contributor.data(GET, { id })).getPublication).toBeNull();
    expect((await contributor.data(DELETE, { id })).deletePublication).toEqual({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('lets a visitor read publications but not change them', async () => {
    const id = await create(contributor);
    const visitor = await server.client();
    expect((await visitor.data(GET, { id })).getPublication.short_title).toBe('MGG 2');
    expect((await visitor.data(LIST, { search: 'mgg' })).publications.length).toBeGreaterThan(0);
    const refused = await visitor.gql(UPSERT, { input: { ...MGG, id, version: 1, title: 'X' } });
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(DELETE, { id })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await visitor.data(GET, { id })).getPublication.version).toBe(1);
  });

  it('refuses a publication with neither title nor short title with Publication.error_title_empty', async () => {
    const { upsertPublication } = await contributor.data(UPSERT, {
      input: { title: ' ', short_title: '', publisher: 'Bärenreiter' },
    });
    expect(upsertPublication).toEqual({
      success: false,
      message: translate('Record.error_invalid', 'en'),
      id: null,
      errors: [{ field: 'title', key: 'Publication.error_title_empty' }],
    });
  });

  it('refuses notes longer than the long-text limit and a title longer than a line', async () => {
    const notes = await contributor.gql(UPSERT, {
      input: { ...MGG, notes: 'x'.repeat(50_001) },
    });
    expect(notes.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const title = await contributor.gql(UPSERT, { input: { ...MGG, title: 'x'.repeat(501) } });
    expect(title.errors?.[0].message).toMatch(/too long: at most 500 characters/);
  });

  it('lists the scores a publication cites a page at a time, each reference with its score, and counts them', async () => {
    const db = server.database.db;
    const publicationId = await createPublication(db, { shortTitle: 'Gerber NTL' });
    const collection = await createCollection(db, { prefix: 'D-B' });
    const scoreIds = await createScores(db, collection.id, ['Mus. 1', 'Mus. 2', 'Mus. 3']);
    for (const [index, scoreId] of scoreIds.entries())
      await createPublicationScore(db, { publicationId, scoreId, number: `S. ${index + 10}` });
    const personId = await createPerson(db, ['Gerber, Ernst Ludwig']);
    await createAttribution(db, { personId, publicationId, scoreId: scoreIds[2] });
    const PAGE = `query ($id: ID!, $page: Int) { getPublication(id: $id) {
      publication_score_count
      publication_scores(first: 2, page: $page) {
        number publication { short_title } score { id shelfmark short_title_prefix }
      }
      attribution_count
      attributions(first: 2) { person { name } score { shelfmark } publication { short_title } }
    } }`;
    const page = async (number: number) =>
      (await contributor.data(PAGE, { id: String(publicationId), page: number })).getPublication;
    const first = await page(1);
    expect(first.publication_score_count).toBe(3);
    expect(first.publication_scores).toEqual([
      {
        number: 'S. 10',
        publication: { short_title: 'Gerber NTL' },
        score: { id: String(scoreIds[0]), shelfmark: 'Mus. 1', short_title_prefix: 'D-B Mus. 1' },
      },
      expect.objectContaining({ number: 'S. 11' }),
    ]);
    expect((await page(2)).publication_scores).toEqual([
      expect.objectContaining({
        number: 'S. 12',
        score: expect.objectContaining({ shelfmark: 'Mus. 3' }),
      }),
    ]);
    expect(first.attribution_count).toBe(1);
    expect(first.attributions).toEqual([
      {
        person: { name: 'Gerber, Ernst Ludwig' },
        score: { shelfmark: 'Mus. 3' },
        publication: { short_title: 'Gerber NTL' },
      },
    ]);
  });

  it("answers a score's literature references with the score they belong to (spec §3 PublicationScore.score)", async () => {
    const db = server.database.db;
    const publicationId = await createPublication(db);
    const referenceScore = await createScores(db, (await createCollection(db)).id, ['Ms. 77']);
    await createPublicationScore(db, { publicationId, scoreId: referenceScore[0], number: '77' });
    const { getScore } = await contributor.data(
      'query ($id: ID!) { getScore(id: $id) { id publications { number score { id shelfmark } } } }',
      { id: String(referenceScore[0]) },
    );
    expect(getScore.publications).toEqual([
      { number: '77', score: { id: String(referenceScore[0]), shelfmark: 'Ms. 77' } },
    ]);
  });
});
