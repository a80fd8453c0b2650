import { randomBytes } from 'node:crypto';
import { PERMISSION, type Role } from '@partitura/domain';
import { grantPermissions, hashPassword, insertUser } from '../auth/index';
import type { Db } from '../core/database/db';
import {
  attributions,
  catalogs,
  collections,
  digitalCopies,
  digitalCopyFiles,
  entries,
  genres,
  pages,
  parts,
  people,
  personNames,
  places,
  publicationScores,
  publications,
  scoreGenres,
  scoreVoices,
  scores,
} from '../db/schema/index';
import type { ApiClient } from './api-client';
import type { TestServer } from './test-server';

/*
 * The one set of test factories. Each builder writes its rows straight into the database (so a
 * feature's tests do not depend on another feature's API) and creates what it depends on unless
 * told which to use; names are unique where the database wants them unique, so tests can run
 * side by side on one database.
 */

const unique = () => randomBytes(4).toString('hex');

/** A verified, active account with the permission of the role (none: no permission at all). */
export async function createUser(
  db: Db,
  role: Role | 'none' = 'contributor',
  overrides: { status?: 'active' | 'suspended' } = {},
) {
  const email = `user-${unique()}@partitura.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const id = await insertUser(db, {
    name: `Test ${role}`,
    email,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    status: overrides.status ?? 'active',
  });
  if (role !== 'none') await grantPermissions(db, id, [PERMISSION[role]]);
  return { id, email, password };
}

/** A client signed in (through the real login mutation) as a new user of the role. */
export async function signedIn(
  server: TestServer,
  role: Role | 'none' = 'contributor',
): Promise<ApiClient> {
  const user = await createUser(server.database.db, role);
  const client = await server.client();
  await client.login(user.email, user.password);
  return client;
}

export async function createCollection(db: Db, values: { name?: string; prefix?: string } = {}) {
  const [row] = await db
    .insert(collections)
    .values({
      name: values.name ?? `Stift Einsiedeln ${unique()}`,
      prefix: values.prefix ?? 'CH-E',
    })
    .returning({ id: collections.id, name: collections.name, prefix: collections.prefix });
  return row;
}

/** A person with these names, the first one primary. */
export async function createPerson(
  db: Db,
  names: string[] = ['Mozart, Wolfgang Amadeus'],
  values: { dates?: string; cleric?: boolean } = {},
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

export async function createPublication(
  db: Db,
  values: { title?: string; shortTitle?: string | null; publisher?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(publications)
    .values({
      title: 'Chronologisch-thematisches Verzeichnis',
      shortTitle: `KV ${unique()}`,
      ...values,
    })
    .returning({ id: publications.id });
  return row.id;
}

export async function createPlace(db: Db, name = `Salzburg ${unique()}`): Promise<number> {
  const [row] = await db.insert(places).values({ name }).returning({ id: places.id });
  return row.id;
}

/** A genre with a name no other test uses (genre names are unique), unless one is given. */
export async function createGenre(db: Db, name = `Missa ${unique()}`) {
  const [row] = await db
    .insert(genres)
    .values({ name })
    .returning({ id: genres.id, name: genres.name });
  return row;
}

export type AttributionValues = {
  personId: number;
  function?: string;
  qualifier?: string;
  publicationId?: number;
  placeId?: number;
  notes?: string;
};

/** A score (in a new collection unless one is given) with attributions (aut, asc by default) and genres. */
export async function createScore(
  db: Db,
  options: {
    collectionId?: number;
    shelfmark?: string;
    shortTitle?: string;
    title?: string;
    key?: string;
    attributions?: AttributionValues[];
    genreIds?: number[];
    /** Parts in this order (a type, perhaps a watermark). */
    parts?: { type: string; watermark?: string }[];
    /** The scoring's voices in this order. */
    voices?: string[];
  } = {},
): Promise<number> {
  const collectionId = options.collectionId ?? (await createCollection(db)).id;
  const [score] = await db
    .insert(scores)
    .values({
      collectionId,
      shelfmark: options.shelfmark ?? `Ms. ${unique()}`,
      shortTitle: options.shortTitle ?? 'Missa in C',
      title: options.title ?? null,
      key: options.key ?? null,
    })
    .returning({ id: scores.id });
  for (const [position, attribution] of (options.attributions ?? []).entries())
    await createAttribution(db, { ...attribution, scoreId: score.id, position });
  for (const [position, genreId] of (options.genreIds ?? []).entries())
    await db.insert(scoreGenres).values({ scoreId: score.id, genreId, position });
  for (const [position, part] of (options.parts ?? []).entries())
    await db.insert(parts).values({ ...part, scoreId: score.id, position });
  await createScoreVoices(
    db,
    (options.voices ?? []).map((voice, position) => ({ scoreId: score.id, voice, position })),
  );
  return score.id;
}

/** Scores of one collection with these shelfmarks, inserted in the order given. */
export async function createScores(db: Db, collectionId: number, shelfmarks: string[]) {
  return insertScoreRows(
    db,
    shelfmarks.map((shelfmark) => ({ collectionId, shelfmark, shortTitle: 'Missa' })),
  );
}

/** Many scores as rows (a large result's test), in statements of 2,000 rows. */
export async function insertScoreRows(
  db: Db,
  rows: (typeof scores.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 2000) {
    const made = await db
      .insert(scores)
      .values(rows.slice(i, i + 2000))
      .returning({ id: scores.id });
    ids.push(...made.map((row) => row.id));
  }
  return ids;
}

/** Voices of scores' scorings (one statement). */
export async function createScoreVoices(db: Db, rows: (typeof scoreVoices.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(scoreVoices).values(rows);
}

/** The same person as the composer (aut, asc) of many scores, in one statement. */
export async function attributeAll(db: Db, scoreIds: number[], personId: number) {
  await db.insert(attributions).values(
    scoreIds.map((scoreId) => ({
      scoreId,
      personId,
      function: 'aut',
      qualifier: 'asc',
      position: 0,
    })),
  );
}

/** An attribution of a score (a new one unless given) to a person. */
export async function createAttribution(
  db: Db,
  values: AttributionValues & { scoreId?: number; position?: number },
): Promise<number> {
  const scoreId = values.scoreId ?? (await createScore(db));
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

/** A literature reference: the score (a new one unless given) is listed in the publication. */
export async function createPublicationScore(
  db: Db,
  values: { publicationId: number; scoreId?: number; number?: string },
): Promise<number> {
  const scoreId = values.scoreId ?? (await createScore(db));
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

export type EntryValues = {
  number?: string;
  signature?: string;
  genre?: string;
  composer?: string;
  annotation?: string;
  notes?: string;
  scoreId?: number;
};

/** A catalog (of a new collection unless given) with pages in order and their entries. */
export async function createCatalog(
  db: Db,
  options: {
    collectionId?: number;
    name?: string;
    pages?: { number: string; entries?: EntryValues[] }[];
  } = {},
) {
  const collectionId = options.collectionId ?? (await createCollection(db)).id;
  const [catalog] = await db
    .insert(catalogs)
    .values({ name: options.name ?? 'Catalogus 1780', collectionId })
    .returning({ id: catalogs.id });
  const pageIds: number[] = [];
  const entryIds: number[][] = [];
  for (const [position, page] of (options.pages ?? []).entries()) {
    const [row] = await db
      .insert(pages)
      .values({ catalogId: catalog.id, number: page.number, position })
      .returning({ id: pages.id });
    pageIds.push(row.id);
    const pageEntries = page.entries ?? [];
    const inserted =
      pageEntries.length === 0
        ? []
        : await db
            .insert(entries)
            .values(
              pageEntries.map((entry, index) => ({ ...entry, pageId: row.id, position: index })),
            )
            .returning({ id: entries.id });
    entryIds.push(inserted.map((entry) => entry.id));
  }
  return { collectionId, catalogId: catalog.id, pageIds, entryIds };
}

/**
 * One catalog entry, as a score's Links tab picks it: entry 3 (Mozart, A 12) on page 12 of
 * "Catalogus 1780" of a new collection "Engelberg" (CH-EN).
 */
export async function createCatalogEntry(db: Db, values: EntryValues = {}) {
  const collection = await createCollection(db, { name: 'Engelberg', prefix: 'CH-EN' });
  const { catalogId, pageIds, entryIds } = await createCatalog(db, {
    collectionId: collection.id,
    pages: [
      {
        number: '12',
        entries: [
          {
            number: '3',
            composer: 'Mozart',
            signature: 'A 12',
            genre: 'Missa',
            annotation: 'a 4 voci',
            notes: 'Titelblatt fehlt',
            ...values,
          },
        ],
      },
    ],
  });
  return { entryId: entryIds[0][0], pageId: pageIds[0], catalogId, collectionId: collection.id };
}

/** A digital copy showing a catalog or a score, with these files as its images (none unless given). */
export async function createDigitalCopy(
  db: Db,
  digitizableType: 'catalog' | 'score',
  digitizableId: number,
  files: { fileId: number; name?: string }[] = [],
): Promise<number> {
  const [row] = await db
    .insert(digitalCopies)
    .values({ name: 'Photographs', digitizableType, digitizableId })
    .returning({ id: digitalCopies.id });
  if (files.length > 0)
    await db
      .insert(digitalCopyFiles)
      .values(files.map((file, position) => ({ ...file, digitalCopyId: row.id, position })));
  return row.id;
}
