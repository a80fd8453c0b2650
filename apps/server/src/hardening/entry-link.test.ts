import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { createCatalogEntry, createScore, signedIn } from '../test/factories';
import { GET_SCORE } from '../test/score-api';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 8, defect 5: upsertPage (entry → score) and upsertScore.entries change the same link
// without touching the other record's version, so an editor saving an open score with its old
// entries list removed a link someone else had just made. A change of the link now makes the
// other side's open editor stale: its save is refused as a conflict and the link stays.

let server: TestServer;
let editor: ApiClient;
let other: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  editor = await signedIn(server, 'contributor');
  other = await signedIn(server, 'contributor');
});
afterAll(() => server?.close());

const GET_PAGE = `query ($id: ID!) { getPage(id: $id) {
  id version number catalog { id } entries { id number score { id } } } }`;
const UPSERT_SCORE = `mutation ($input: ScoreInput!) {
  upsertScore(input: $input) { success key id } }`;
const UPSERT_PAGE = `mutation ($input: PageInput!) {
  upsertPage(input: $input) { success key id } }`;

type OpenPage = {
  id: string;
  version: number;
  number: string;
  catalog: { id: string };
  entries: { id: string; number: string | null; score: { id: string } | null }[];
};

async function openScore(client: ApiClient, id: number) {
  return (await client.data(GET_SCORE, { id: String(id) })).getScore;
}
async function openPage(client: ApiClient, id: number): Promise<OpenPage> {
  return (await client.data(GET_PAGE, { id: String(id) })).getPage as OpenPage;
}

/** The page as its editor saves it: every entry with its link (`score` id or null). */
function pageInput(page: OpenPage, links: Record<string, string | null>) {
  return {
    id: page.id,
    version: page.version,
    number: page.number,
    catalog: { id: page.catalog.id },
    entries: page.entries.map((entry) => ({
      id: entry.id,
      number: entry.number,
      score: links[entry.id] === null ? null : { id: links[entry.id] ?? entry.score?.id },
    })),
  };
}

/** The score as its editor saves it: its fields as loaded, with this list of entries. */
function scoreInput(score: Record<string, any>, entryIds: string[]) {
  return {
    id: score.id,
    version: score.version,
    collection: { id: score.collection.id },
    shelfmark: score.shelfmark,
    short_title: score.short_title,
    entries: entryIds.map((id) => ({ id })),
  };
}

async function linkedScore(entryPageId: number, entryId: number) {
  const page = await openPage(editor, entryPageId);
  return page.entries.find((entry) => entry.id === String(entryId))?.score?.id ?? null;
}

describe('the link between a catalog entry and a score', () => {
  it('linked on the page makes an open score editor stale: its old list cannot unlink it', async () => {
    const { entryId, pageId, collectionId } = await createCatalogEntry(server.database.db);
    const scoreId = await createScore(server.database.db, { collectionId });
    const openedScore = await openScore(editor, scoreId);
    expect(openedScore.entries).toEqual([]);

    const page = await openPage(other, pageId);
    const linked = await other.data(UPSERT_PAGE, {
      input: pageInput(page, { [entryId]: String(scoreId) }),
    });
    expect(linked.upsertPage.success).toBe(true);

    const stale = await editor.data(UPSERT_SCORE, { input: scoreInput(openedScore, []) });
    expect(stale.upsertScore).toMatchObject({ success: false, key: 'Record.error_conflict' });
    expect(await linkedScore(pageId, entryId)).toBe(String(scoreId));
  });

  it('linked in the score makes an open page editor stale: its old entries cannot unlink it', async () => {
    const { entryId, pageId, collectionId } = await createCatalogEntry(server.database.db);
    const scoreId = await createScore(server.database.db, { collectionId });
    const openedPage = await openPage(editor, pageId);

    const score = await openScore(other, scoreId);
    const linked = await other.data(UPSERT_SCORE, {
      input: scoreInput(score, [String(entryId)]),
    });
    expect(linked.upsertScore.success).toBe(true);

    const stale = await editor.data(UPSERT_PAGE, { input: pageInput(openedPage, {}) });
    expect(stale.upsertPage).toMatchObject({ success: false, key: 'Record.error_conflict' });
    expect(await linkedScore(pageId, entryId)).toBe(String(scoreId));
  });

  it('moved to another score makes the first score’s open editor stale', async () => {
    const { entryId, pageId, collectionId } = await createCatalogEntry(server.database.db);
    const first = await createScore(server.database.db, { collectionId });
    const second = await createScore(server.database.db, { collectionId });
    const firstScore = await openScore(other, first);
    await other.data(UPSERT_SCORE, { input: scoreInput(firstScore, [String(entryId)]) });
    const openedFirst = await openScore(editor, first);
    expect(openedFirst.entries.map((entry: { id: string }) => entry.id)).toEqual([String(entryId)]);

    const secondScore = await openScore(other, second);
    const moved = await other.data(UPSERT_SCORE, {
      input: scoreInput(secondScore, [String(entryId)]),
    });
    expect(moved.upsertScore.success).toBe(true);

    // The first score's editor still lists the entry; saving it would take the entry back.
    const stale = await editor.data(UPSERT_SCORE, {
      input: scoreInput(openedFirst, [String(entryId)]),
    });
    expect(stale.upsertScore).toMatchObject({ success: false, key: 'Record.error_conflict' });
    expect(await linkedScore(pageId, entryId)).toBe(String(second));
  });

  it('leaves versions alone when a save does not change the link', async () => {
    const { entryId, pageId, collectionId } = await createCatalogEntry(server.database.db);
    const scoreId = await createScore(server.database.db, { collectionId });
    const score = await openScore(other, scoreId);
    await other.data(UPSERT_SCORE, { input: scoreInput(score, [String(entryId)]) });
    const openedScore = await openScore(editor, scoreId);
    // The page is saved with the same link: the score's editor may still save.
    const page = await openPage(other, pageId);
    expect((await other.data(UPSERT_PAGE, { input: pageInput(page, {}) })).upsertPage.success).toBe(
      true,
    );
    const saved = await editor.data(UPSERT_SCORE, {
      input: scoreInput(openedScore, [String(entryId)]),
    });
    expect(saved.upsertScore.success).toBe(true);
  });
});
