import { randomBytes } from 'node:crypto';
import type { Db } from '../core/db';
import {
  catalogs,
  collections,
  digitalCopies,
  entries,
  genres,
  pages,
  people,
  personNames,
  places,
  publications,
} from '../db/schema/index';

/*
 * Records a score names, inserted directly (the scores tests do not depend on the other
 * features' services). Each call makes its own rows, so tests can run side by side.
 */

const unique = () => randomBytes(4).toString('hex');

export async function createCollection(
  db: Db,
  values: { name?: string; prefix?: string } = {},
): Promise<{ id: number; name: string; prefix: string }> {
  const [row] = await db
    .insert(collections)
    .values({
      name: values.name ?? 'Kloster Einsiedeln, Musikbibliothek',
      prefix: values.prefix ?? 'CH-E',
    })
    .returning({ id: collections.id, name: collections.name, prefix: collections.prefix });
  return row;
}

/** A person with these names, the first one primary. */
export async function createPerson(
  db: Db,
  names: string[] = ['Mozart, Wolfgang Amadeus'],
  values: { dates?: string } = {},
): Promise<number> {
  const [person] = await db
    .insert(people)
    .values({ dates: values.dates ?? null })
    .returning({ id: people.id });
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
  values: { title?: string; shortTitle?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(publications)
    .values({
      title: values.title ?? 'Chronologisch-thematisches Verzeichnis',
      shortTitle: values.shortTitle ?? 'KV',
    })
    .returning({ id: publications.id });
  return row.id;
}

export async function createPlace(db: Db, name = 'Salzburg'): Promise<number> {
  const [row] = await db.insert(places).values({ name }).returning({ id: places.id });
  return row.id;
}

/** A genre with a name no other test uses (genre names are unique), unless one is given. */
export async function createGenre(
  db: Db,
  name = `Missa ${unique()}`,
): Promise<{ id: number; name: string }> {
  const [row] = await db
    .insert(genres)
    .values({ name })
    .returning({ id: genres.id, name: genres.name });
  return row;
}

/** A catalog entry on page "12" of a new catalog of a new collection. */
export async function createCatalogEntry(
  db: Db,
  values: { number?: string; composer?: string; signature?: string; position?: number } = {},
) {
  const collection = await createCollection(db, { name: 'Engelberg', prefix: 'CH-EN' });
  const [catalog] = await db
    .insert(catalogs)
    .values({ name: 'Catalogus 1780', collectionId: collection.id })
    .returning({ id: catalogs.id });
  const [page] = await db
    .insert(pages)
    .values({ catalogId: catalog.id, number: '12', position: 0 })
    .returning({ id: pages.id });
  const [entry] = await db
    .insert(entries)
    .values({
      pageId: page.id,
      position: values.position ?? 0,
      number: values.number ?? '3',
      composer: values.composer ?? 'Mozart',
      signature: values.signature ?? 'A 12',
      genre: 'Missa',
      annotation: 'a 4 voci',
      notes: 'Titelblatt fehlt',
    })
    .returning({ id: entries.id });
  return {
    entryId: entry.id,
    pageId: page.id,
    catalogId: catalog.id,
    collectionId: collection.id,
  };
}

/** A digital copy showing the score. */
export async function createScoreDigitalCopy(db: Db, scoreId: number): Promise<number> {
  const [row] = await db
    .insert(digitalCopies)
    .values({ name: 'Scan 2021', digitizableType: 'score', digitizableId: scoreId })
    .returning({ id: digitalCopies.id });
  return row.id;
}
