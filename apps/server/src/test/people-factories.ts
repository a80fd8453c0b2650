import { randomBytes } from 'node:crypto';
import type { Db } from '../core/db';
import {
  attributions,
  collections,
  people,
  personNames,
  places,
  publicationScores,
  publications,
  scores,
} from '../db/schema/index';

// Rows inserted straight through Drizzle: the people, publications and places tests need scores
// and attributions to point at their records without depending on the scores API.

const unique = () => randomBytes(3).toString('hex');

export async function createCollectionRow(
  db: Db,
  values: { name?: string; prefix?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(collections)
    .values({
      name: values.name ?? `Stift Einsiedeln ${unique()}`,
      prefix: values.prefix ?? 'CH-E',
    })
    .returning({ id: collections.id });
  return row.id;
}

/** A score (with its own collection unless one is given). */
export async function createScoreRow(
  db: Db,
  values: { collectionId?: number; shelfmark?: string; shortTitle?: string } = {},
): Promise<number> {
  const collectionId = values.collectionId ?? (await createCollectionRow(db));
  const [row] = await db
    .insert(scores)
    .values({
      collectionId,
      shelfmark: values.shelfmark ?? `Ms. ${unique()}`,
      shortTitle: values.shortTitle ?? 'Missa in C',
    })
    .returning({ id: scores.id });
  return row.id;
}

/** A person with the names given, the first one primary. */
export async function createPersonRow(
  db: Db,
  names: string[],
  values: { cleric?: boolean; dates?: string } = {},
): Promise<number> {
  const [person] = await db.insert(people).values(values).returning({ id: people.id });
  if (names.length > 0)
    await db.insert(personNames).values(
      names.map((name, position) => ({
        personId: person.id,
        name,
        primary: position === 0,
        position,
      })),
    );
  return person.id;
}

export async function createPublicationRow(
  db: Db,
  values: { shortTitle?: string; title?: string; publisher?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(publications)
    .values({ shortTitle: values.shortTitle ?? `RISM ${unique()}`, ...values })
    .returning({ id: publications.id });
  return row.id;
}

export async function createPlaceRow(db: Db, name = `Einsiedeln ${unique()}`): Promise<number> {
  const [row] = await db.insert(places).values({ name }).returning({ id: places.id });
  return row.id;
}

/** An attribution of a score to a person (a new score unless one is given). */
export async function createAttributionRow(
  db: Db,
  values: {
    personId: number;
    scoreId?: number;
    function?: string;
    qualifier?: string;
    publicationId?: number;
    placeId?: number;
    notes?: string;
    position?: number;
  },
): Promise<number> {
  const scoreId = values.scoreId ?? (await createScoreRow(db));
  const [row] = await db
    .insert(attributions)
    .values({
      scoreId,
      personId: values.personId,
      function: values.function ?? 'aut',
      qualifier: values.qualifier ?? 'asc',
      publicationId: values.publicationId,
      placeId: values.placeId,
      notes: values.notes,
      position: values.position ?? 0,
    })
    .returning({ id: attributions.id });
  return row.id;
}

/** A literature reference: the score is listed in the publication under `number`. */
export async function createPublicationScoreRow(
  db: Db,
  values: { publicationId: number; scoreId?: number; number?: string },
): Promise<number> {
  const scoreId = values.scoreId ?? (await createScoreRow(db));
  const [row] = await db
    .insert(publicationScores)
    .values({
      scoreId,
      publicationId: values.publicationId,
      number: values.number ?? '1',
      position: 0,
    })
    .returning({ id: publicationScores.id });
  return row.id;
}
