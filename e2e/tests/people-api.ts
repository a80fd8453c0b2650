import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from './support';

/** A person's input as the API takes it (the parts the people tests set up). */
export type PersonSetup = {
  names: { name: string; primary: boolean }[];
  cleric?: boolean;
  dates?: string;
};

/** Creates a person through the API (as the given admin token) and answers its id. */
export async function createPerson(
  request: APIRequestContext,
  token: string,
  input: PersonSetup,
): Promise<string> {
  const data = await graphql<{ upsertPerson: { success: boolean; id: string } }>(
    request,
    'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success id } }',
    { input },
    token,
  );
  expect(data.upsertPerson.success).toBe(true);
  return data.upsertPerson.id;
}

/** Saves new dates for a person as someone else would, from its current version. */
export async function changeDates(
  request: APIRequestContext,
  token: string,
  id: string,
  dates: string,
): Promise<void> {
  const current = await graphql<{ getPerson: { version: number } }>(
    request,
    'query ($id: ID!) { getPerson(id: $id) { version } }',
    { id },
  );
  const data = await graphql<{ upsertPerson: { success: boolean } }>(
    request,
    'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success } }',
    { input: { id, version: current.getPerson.version, dates } },
    token,
  );
  expect(data.upsertPerson.success).toBe(true);
}

/** Creates a score in the collection whose attribution names the person; answers its id. */
export async function attributeScore(
  request: APIRequestContext,
  token: string,
  setup: { collectionId: string; personId: string; shelfmark: string; shortTitle: string },
): Promise<string> {
  const data = await graphql<{ upsertScore: { success: boolean; id: string } }>(
    request,
    'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success id } }',
    {
      input: {
        collection: { id: setup.collectionId },
        shelfmark: setup.shelfmark,
        short_title: setup.shortTitle,
        attributions: [{ person: { id: setup.personId }, function: 'cmp', qualifier: 'cjt' }],
      },
    },
    token,
  );
  expect(data.upsertScore.success).toBe(true);
  return data.upsertScore.id;
}
