import { expect } from 'vitest';
import type { ApiClient } from './api-client';

// The people API as tests call it: documents, a full person and save helpers.

export const PERSON_FIELDS = `
  id version name dates cleric first_mass profession notes
  names { id name primary }
  syllabi { id citation transcription translation }
  vow_book_entry { id citation transcription }
  sources { id type citation description url notes }
  attributions {
    id function qualifier profession from to designation member notes
    person { id name }
    score { id shelfmark short_title short_title_prefix collection { id name prefix } }
    publication { id short_title title }
    place { id name }
  }`;

export const GET_PERSON = `query ($id: ID!) { getPerson(id: $id) { ${PERSON_FIELDS} } }`;
export const UPSERT_PERSON =
  'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success message id errors { field key } } }';
export const DELETE_PERSON = 'mutation ($id: ID!) { deletePerson(id: $id) { success message } }';
export const LIST_PEOPLE = `query ($search: String, $first: Int, $page: Int) {
  people(search: $search, first: $first, page: $page) {
    data { id name names { name primary } }
    paginatorInfo { total currentPage lastPage }
  }
}`;

// Test answers are checked field by field by the assertions, so `any` is the honest type here.
export type Json = Record<string, any>;

export async function upsertPerson(client: ApiClient, input: Json, options = {}): Promise<Json> {
  return (await client.data(UPSERT_PERSON, { input }, options)).upsertPerson;
}

/** Saves a person through the API and answers its id (the save must succeed). */
export async function savePerson(client: ApiClient, input: Json): Promise<string> {
  const answer = await upsertPerson(client, input);
  expect(answer).toMatchObject({ success: true, errors: [] });
  return answer.id as string;
}

export async function getPerson(client: ApiClient, id: string): Promise<Json | null> {
  return (await client.data(GET_PERSON, { id })).getPerson;
}

/** A cleric with every kind of child. */
export const HAYDN = {
  names: [
    { name: 'Haydn, Michael', primary: false },
    { name: 'Haydn, Johann Michael', primary: true },
  ],
  dates: '1737–1806',
  cleric: true,
  first_mass: '1760',
  profession: 'Konzertmeister',
  notes: 'Salzburg',
  syllabi: [
    { citation: 'Syllabus 1790, p. 3', transcription: 'Dns Michael', translation: 'Lord Michael' },
    { citation: 'Syllabus 1800, p. 5', transcription: 'P. Michael', translation: 'Father Michael' },
  ],
  vow_book_entry: { citation: 'Professbuch, fol. 12', transcription: 'Professus 1760' },
  sources: [
    { citation: 'MGG 2, Personenteil 8', url: 'https://www.mgg-online.com' },
    { type: 'arc', citation: 'Stiftsarchiv, A 12', description: 'Brief', notes: 'Kopie' },
  ],
};
