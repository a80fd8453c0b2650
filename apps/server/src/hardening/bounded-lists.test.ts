import { PAGING_MAX_OFFSET } from '@partitura/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { attributeAll, createCollection, createPerson, insertScoreRows } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 8, "Also": a visitor's request for a huge page, a deep offset, or a composer with
// thousands of attributions (a 5 MB answer) must be bounded: list fields page.

let server: TestServer;
let visitor: ApiClient;
let composer: number;
const ATTRIBUTED = 1200;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const collection = await createCollection(db);
  composer = await createPerson(db, ['Haydn, Johann Michael']);
  const made = await insertScoreRows(
    db,
    Array.from({ length: ATTRIBUTED }, (_, index) => ({
      collectionId: collection.id,
      shelfmark: `Ms. ${String(index).padStart(5, '0')}`,
      shortTitle: 'Missa',
    })),
  );
  await attributeAll(db, made, composer);
  // Connected after the slow setup: an idle keep-alive connection may be closed meanwhile.
  visitor = await server.client();
});
afterAll(() => server?.close());

const ATTRIBUTIONS = `query ($id: ID!, $first: Int, $page: Int) { getPerson(id: $id) {
  attribution_count attributions(first: $first, page: $page) { id score { shelfmark } } } }`;

describe('a person’s attributions come a page at a time', () => {
  it('answers 100 by default, with the count of all', async () => {
    const { getPerson } = await visitor.data(ATTRIBUTIONS, { id: String(composer) });
    expect(getPerson.attribution_count).toBe(ATTRIBUTED);
    expect(getPerson.attributions).toHaveLength(100);
    expect(getPerson.attributions[0].score.shelfmark).toBe('Ms. 00000');
  });

  it('pages on in order, and never answers more than 500', async () => {
    const third = await visitor.data(ATTRIBUTIONS, { id: String(composer), first: 50, page: 3 });
    expect(
      (third.getPerson.attributions as { score: { shelfmark: string } }[])[0].score.shelfmark,
    ).toBe('Ms. 00100');
    const huge = await visitor.data(ATTRIBUTIONS, { id: String(composer), first: 1_000_000 });
    expect(huge.getPerson.attributions).toHaveLength(500);
    const last = await visitor.data(ATTRIBUTIONS, { id: String(composer), first: 500, page: 3 });
    expect(last.getPerson.attributions).toHaveLength(ATTRIBUTED - 1000);
  });
});

describe('paged lists are bounded', () => {
  it('clamps a huge page size', async () => {
    const answer = await visitor.data(
      'query { scores(first: 1000) { data { id } paginatorInfo { total lastPage } } }',
    );
    expect(answer.scores.data).toHaveLength(100);
    // Far larger sizes do not even run: the query's cost is refused first.
    const refused = await visitor.gql('query { scores(first: 1000000) { data { id } } }');
    expect(refused.errors?.[0]?.message).toContain('Cost limit');
  });

  it('refuses a deep offset with a translated message', async () => {
    const page = PAGING_MAX_OFFSET / 25 + 2;
    for (const query of [
      `{ scores(first: 25, page: ${page}) { data { id } } }`,
      `{ people(first: 25, page: ${page}) { data { id } } }`,
    ]) {
      const answer = await visitor.gql(query);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain('too far back');
    }
  });

  it('reaches every page of a person’s attributions, however deep', async () => {
    const deep = await visitor.gql(
      `{ getPerson(id: "${composer}") { attributions(first: 1, page: ${ATTRIBUTED}) { id } } }`,
    );
    expect(deep.errors).toBeUndefined();
    expect(deep.data?.getPerson.attributions).toHaveLength(1);
  });

  it('answers the last page within the offset bound', async () => {
    const answer = await visitor.gql(
      `{ scores(first: 100, page: ${PAGING_MAX_OFFSET / 100 + 1}) { data { id } } }`,
    );
    expect(answer.errors).toBeUndefined();
  });
});
