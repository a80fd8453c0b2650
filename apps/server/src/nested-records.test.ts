import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullInput, saveScore, scoreReferences } from './test/score-api';
import { signedIn } from './test/factories';
import { startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// Every record answers every field of its type wherever it appears in the graph: its fields are
// resolved by its own feature's field resolvers and batch loaders, whichever feature's answer
// it is nested in.
describe('records nested in other features’ answers are complete', () => {
  it('a score’s people, entries, pages and catalogs answer all their fields, and vice versa', async () => {
    const client = await signedIn(server, 'contributor');
    const refs = await scoreReferences(server.database.db);
    const scoreId = await saveScore(client, fullInput(refs));

    const { getScore } = await client.data(
      `query ($id: ID!) { getScore(id: $id) {
        collection { id name prefix version }
        attributions { function person { id version name dates cleric names { name primary }
          attributions { function score { id shelfmark } } } publication { id version short_title } place { id version name } }
        genres { id name version }
        publications { publication { id version title } }
        entries { id title page { id number version title catalog { id version name subtitle collection { id prefix }
          pages { id number entries { id score { id shelfmark } } } } } }
      } }`,
      { id: scoreId },
    );
    const composer = getScore.attributions.find(
      (a: { function: string }) => a.function === 'aut',
    ).person;
    expect(composer).toMatchObject({
      version: 1,
      cleric: false,
      names: expect.arrayContaining([{ name: 'Mozart, W. A.', primary: false }]),
    });
    expect(composer.attributions).toEqual([
      { function: 'aut', score: { id: scoreId, shelfmark: 'Ms. 123,4' } },
    ]);
    expect(getScore.collection.version).toBe(1);
    expect(getScore.genres[0].version).toBe(1);
    const catalog = getScore.entries[0].page.catalog;
    // The entry's catalog belongs to the collection made by createCatalogEntry.
    expect(catalog.subtitle).toBe('Engelberg');
    expect(catalog.collection.prefix).toBe('CH-EN');
    expect(
      catalog.pages.flatMap((p: { entries: { score: { id: string } | null }[] }) =>
        p.entries.map((e) => e.score?.id),
      ),
    ).toContain(scoreId);

    const { getPerson } = await client.data(
      `query ($id: ID!) { getPerson(id: $id) { attributions { score {
        id version author { id } genres { name } parts { type voices { voice } } incipits { numbering pae }
        entries { id } attributions { person { id } } } } } }`,
      { id: String(refs.composer) },
    );
    const score = getPerson.attributions[0].score;
    expect(score).toMatchObject({
      id: scoreId,
      version: 1,
      author: { id: String(refs.composer) },
      parts: [{ type: 'cpy' }],
    });
    expect(score.incipits[0]).toEqual({ numbering: '1.2.1', pae: "4C8DE4FG/2A'C" });
  });
});
