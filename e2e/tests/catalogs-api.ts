import { expect, type APIRequestContext } from '@playwright/test';
import { createCollection, graphql, unique } from './support';

/** An entry as the API takes it (the parts the catalog tests set up). */
export type EntrySetup = {
  number?: string;
  signature?: string;
  genre?: string;
  composer?: string;
  annotation?: string;
  notes?: string;
  score?: { id: string };
};

export type CatalogSetup = {
  id: string;
  name: string;
  collection: { id: string; name: string };
  /** The page ids in order. */
  pages: string[];
};

/**
 * Creates a collection and a catalog in it with pages of the given numbers (and entries), through
 * the API as the given admin token.
 */
export async function createCatalog(
  request: APIRequestContext,
  token: string,
  pages: { number: string; entries?: EntrySetup[] }[],
): Promise<CatalogSetup> {
  const collection = { name: unique('Stiftsarchiv'), id: '' };
  collection.id = await createCollection(request, token, collection.name, 'A-KR');
  const name = unique('Catalogus musicalium');
  const saved = await graphql<{ upsertCatalog: { success: boolean; id: string } }>(
    request,
    'mutation ($input: CatalogInput!) { upsertCatalog(input: $input) { success id } }',
    { input: { name, collection: { id: collection.id } } },
    token,
  );
  expect(saved.upsertCatalog.success).toBe(true);
  const id = saved.upsertCatalog.id;
  const pageIds: string[] = [];
  for (const page of pages) {
    pageIds.push(await addPage(request, token, id, page, pageIds.at(-1)));
  }
  return { id, name, collection, pages: pageIds };
}

/** Adds a page (with entries) to a catalog after another page, as someone else would. */
export async function addPage(
  request: APIRequestContext,
  token: string,
  catalogId: string,
  page: { number: string; entries?: EntrySetup[] },
  previousPageId?: string,
): Promise<string> {
  const data = await graphql<{ upsertPage: { success: boolean; id: string } }>(
    request,
    'mutation ($input: PageInput!, $previous: ID) { upsertPage(input: $input, previousPageId: $previous) { success id } }',
    {
      input: { catalog: { id: catalogId }, number: page.number, entries: page.entries ?? [] },
      previous: previousPageId ?? null,
    },
    token,
  );
  expect(data.upsertPage.success).toBe(true);
  return data.upsertPage.id;
}

/** A score of the demonstration data, with what the score picker and the view show of it. */
export async function seededScore(request: APIRequestContext) {
  const data = await graphql<{
    scores: {
      data: { id: string; shelfmark: string; short_title: string; short_title_prefix: string }[];
    };
  }>(request, '{ scores(first: 1) { data { id shelfmark short_title short_title_prefix } } }');
  const score = data.scores.data[0];
  expect(score, 'the demonstration data hold scores').toBeTruthy();
  return score;
}
