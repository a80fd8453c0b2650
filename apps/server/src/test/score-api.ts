import { expect } from 'vitest';
import type { Db } from '../core/database/db';
import type { ApiClient } from './api-client';
import {
  createCatalogEntry,
  createCollection,
  createGenre,
  createPerson,
  createPlace,
  createPublication,
} from './factories';

// The scores API as tests call it: documents, inputs and the records a full score names.

export const SCORE_FIELDS = `
  fragment ScoreFields on Score {
    id version shelfmark former_shelfmarks title short_title short_title_prefix opus key
    provenance notes has_digital_copy text_incipits
    collection { id name prefix }
    author { id name }
    attributions {
      id function qualifier profession from to designation member notes
      person { id name names { id name primary } }
      publication { id short_title }
      place { id name }
      score { id shelfmark }
    }
    parts {
      id position type extent measurements wear date watermark notes
      voices { id voice count position }
    }
    incipits {
      id tempo clef time_signature key_signature text part basso_continuo pae number movement
      section numbering notes
    }
    sources { id type citation description url notes }
    publications { id number notes publication { id title short_title } }
    genres { id name }
    voices { id voice count position }
    entries {
      id position number signature genre composer annotation notes title
      page { id number position title catalog { id name subtitle collection { id name } } }
    }
  }`;

export const GET_SCORE = `query ($id: ID!) { getScore(id: $id) { ...ScoreFields } } ${SCORE_FIELDS}`;
export const UPSERT_SCORE =
  'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success message id errors { field key } } }';
export const DELETE_SCORE = 'mutation ($id: ID!) { deleteScore(id: $id) { success message } }';

/** The records a full score names, made fresh for each test. */
export async function scoreReferences(db: Db) {
  const collection = await createCollection(db, {
    name: 'Kloster Einsiedeln, Musikbibliothek',
    prefix: 'CH-E',
  });
  const composer = await createPerson(db, ['Mozart, Wolfgang Amadeus', 'Mozart, W. A.']);
  const copyist = await createPerson(db, ['Estlinger, Joseph Richard']);
  const publication = await createPublication(db, {
    title: 'Chronologisch-thematisches Verzeichnis',
    shortTitle: 'KV',
  });
  const place = await createPlace(db, 'Salzburg');
  const genre = await createGenre(db);
  const entry = await createCatalogEntry(db);
  return { collection, composer, copyist, publication, place, genre, entry };
}

export type ScoreReferences = Awaited<ReturnType<typeof scoreReferences>>;

/** The least a score needs: collection, shelfmark and short title. */
export function minimalInput(refs: { collection: { id: number } }, values: object = {}) {
  return {
    collection: { id: String(refs.collection.id) },
    shelfmark: 'Ms. 123,4',
    short_title: 'Missa in C',
    ...values,
  };
}

/** A score input with every field and one child of every kind (two attributions). */
export function fullInput(refs: ScoreReferences) {
  return {
    ...minimalInput(refs),
    former_shelfmarks: 'Th. 56',
    title: 'Missa brevis in C',
    opus: 'KV 220',
    key: 'C',
    provenance: 'Nachlass P. Alberik Zwyssig',
    notes: 'Stimmen vollständig',
    attributions: [
      {
        person: { id: String(refs.copyist) },
        function: 'scr',
        qualifier: 'asc',
        profession: 'Kopist',
        from: '1775',
        to: '1780',
        designation: 'Hofkopist',
        member: 'Hofkapelle',
        notes: 'Schrift wie in Ms. 12',
        publication: { id: String(refs.publication) },
        place: { id: String(refs.place) },
      },
      { person: { id: String(refs.composer) }, function: 'aut', qualifier: 'cjt' },
    ],
    parts: [
      {
        type: 'cpy',
        extent: '12 Stimmen',
        measurements: '23 x 31 cm',
        wear: 'Wasserflecken',
        date: 'um 1780',
        watermark: 'Lilie',
        notes: 'Orgelstimme später',
        voices: [
          { voice: 'S', count: 2, position: 1 },
          { voice: 'vl 1', count: 1, position: 2 },
        ],
      },
    ],
    incipits: [
      {
        tempo: 'Allegro',
        clef: 'G-2',
        time_signature: 'c',
        key_signature: 'xF',
        text: 'Kyrie eleison',
        part: 'S',
        basso_continuo: true,
        pae: "4C8DE4FG/2A'C",
        number: 1,
        movement: 2,
        section: 1,
        notes: 'Incipit des Soprans',
      },
    ],
    sources: [
      {
        type: 'lit',
        citation: 'RISM A/II 400.123',
        description: 'Eintrag',
        url: 'https://opac.rism.info/',
        notes: 'geprüft',
      },
    ],
    publications: [
      { publication: { id: String(refs.publication) }, number: '220', notes: 'S. 12' },
    ],
    genres: [{ id: String(refs.genre.id) }],
    voices: [{ voice: 'Coro', count: 4, position: 1 }],
    entries: [{ id: String(refs.entry.entryId) }],
  };
}

/** Saves and expects success; answers the id. */
export async function saveScore(client: ApiClient, input: object): Promise<string> {
  const { upsertScore } = await client.data(UPSERT_SCORE, { input });
  expect(upsertScore).toMatchObject({ success: true, errors: [] });
  return upsertScore.id as string;
}

export async function getScore(client: ApiClient, id: string) {
  return (await client.data(GET_SCORE, { id })).getScore;
}

/** Saves and answers the refusal's field errors (expecting a refusal). */
export async function refusedErrors(client: ApiClient, input: object) {
  const { upsertScore } = await client.data(UPSERT_SCORE, { input });
  expect(upsertScore.success).toBe(false);
  return upsertScore.errors as { field: string; key: string }[];
}
