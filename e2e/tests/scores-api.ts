import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from './support';

/*
 * Setup for the score tests through the API (as the given admin token): the records a score
 * refers to, and scores themselves.
 */

async function save(
  request: APIRequestContext,
  token: string,
  mutation: string,
  inputType: string,
  input: Record<string, unknown>,
): Promise<string> {
  const data = await graphql<Record<string, { success: boolean; id: string }>>(
    request,
    `mutation ($input: ${inputType}!) { answer: ${mutation}(input: $input) { success id } }`,
    { input },
    token,
  );
  expect(data.answer.success, `${mutation} succeeds`).toBe(true);
  return data.answer.id;
}

export function createPublication(
  request: APIRequestContext,
  token: string,
  input: {
    short_title: string;
    title?: string;
    publisher?: string;
    publication_place?: string;
    publication_date?: string;
  },
): Promise<string> {
  return save(request, token, 'upsertPublication', 'PublicationInput', input);
}

export function createPlace(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  return save(request, token, 'upsertPlace', 'PlaceInput', { name });
}

/** Creates a score from a ScoreInput (collection, shelfmark and short title at least). */
export function createScore(
  request: APIRequestContext,
  token: string,
  input: Record<string, unknown> & { collection: { id: string }; shelfmark: string },
): Promise<string> {
  return save(request, token, 'upsertScore', 'ScoreInput', input);
}

/** Saves a new short title for a score as someone else would, from its current version. */
export async function renameScore(
  request: APIRequestContext,
  token: string,
  id: string,
  shortTitle: string,
): Promise<void> {
  const current = await graphql<{
    getScore: { version: number; shelfmark: string; collection: { id: string } };
  }>(request, 'query ($id: ID!) { getScore(id: $id) { version shelfmark collection { id } } }', {
    id,
  });
  const { version, shelfmark, collection } = current.getScore;
  await save(request, token, 'upsertScore', 'ScoreInput', {
    id,
    version,
    shelfmark,
    collection: { id: collection.id },
    short_title: shortTitle,
  });
}
