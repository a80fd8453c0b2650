import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { GET_SCORE } from './score-api';
import { contributor } from './suite';

// A record's history as its tests call it (history/*.test.ts): documents, a record's versions,
// a save that must succeed.

export const HISTORY = `query ($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {
  recordHistory(kind: $kind, id: $id, first: $first, page: $page) {
    data { id kind record_id version operation author at changes { path change before after before_document after_document } }
    paginatorInfo { total currentPage lastPage }
  }
}`;
export const RESTORE = `mutation ($id: ID!) {
  restoreVersion(id: $id) { success message key id errors { field key } }
}`;

export type Version = {
  id: string;
  version: number | null;
  operation: string;
  author: string | null;
  changes: {
    path: string[];
    change: string;
    before: string | null;
    after: string | null;
    before_document?: string | null;
    after_document?: string | null;
  }[];
};

export async function history(client: ApiClient, kind: string, id: string | number, page = 1) {
  const { recordHistory } = await client.data(HISTORY, { kind, id: String(id), page, first: 20 });
  // The documents only where an incipit's code changed (checked there): the rest compare as they are.
  for (const version of recordHistory.data as Version[])
    for (const change of version.changes)
      for (const key of ['before_document', 'after_document'] as const)
        if (change[key] === null) delete change[key];
  return recordHistory as { data: Version[]; paginatorInfo: { total: number } };
}

export const versions = async (kind: string, id: string | number, client = contributor) =>
  (await history(client, kind, id)).data;

export async function upsert(mutation: string, input: object, client = contributor) {
  const data = await client.data(mutation, { input });
  const answer = Object.values(data)[0] as { success: boolean; id: string };
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer.id;
}

export const getScore = async (id: string) => (await contributor.data(GET_SCORE, { id })).getScore;
