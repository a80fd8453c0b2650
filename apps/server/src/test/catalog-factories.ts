import { randomBytes } from 'node:crypto';
import type { Db } from '../core/db';
import {
  attributions,
  catalogs,
  collections,
  digitalCopies,
  entries,
  pages,
  people,
  personNames,
  scores,
} from '../db/schema/index';

// Catalogs, scores and people written straight into the database for the catalog tests, each
// with its own collection unless given one, so tests never depend on each other's rows.

const unique = () => randomBytes(3).toString('hex');

export async function createCollection(
  db: Db,
  values: { name?: string; prefix?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(collections)
    .values({ name: values.name ?? `Stift Engelberg ${unique()}`, prefix: values.prefix ?? 'CH-E' })
    .returning({ id: collections.id });
  return row.id;
}

export type EntryValues = {
  number?: string;
  signature?: string;
  genre?: string;
  composer?: string;
  scoreId?: number;
};

/** A catalog with pages (in the given order) and their entries; answers all their ids. */
export async function createCatalog(
  db: Db,
  options: {
    collectionId?: number;
    name?: string;
    pages?: { number: string; entries?: EntryValues[] }[];
  } = {},
) {
  const collectionId = options.collectionId ?? (await createCollection(db));
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

/** A person with a primary name and, optionally, name variants. */
export async function createPerson(db: Db, name: string, variants: string[] = []): Promise<number> {
  const [person] = await db.insert(people).values({}).returning({ id: people.id });
  await db.insert(personNames).values([
    { personId: person.id, name, primary: true, position: 0 },
    ...variants.map((variant, index) => ({
      personId: person.id,
      name: variant,
      primary: false,
      position: index + 1,
    })),
  ]);
  return person.id;
}

/** A score with attributions (function defaults to aut, qualifier to asc). */
export async function createScore(
  db: Db,
  options: {
    collectionId?: number;
    shelfmark?: string;
    shortTitle?: string;
    title?: string;
    attributions?: { personId: number; function?: string; qualifier?: string }[];
  } = {},
): Promise<number> {
  const collectionId = options.collectionId ?? (await createCollection(db));
  const [score] = await db
    .insert(scores)
    .values({
      collectionId,
      shelfmark: options.shelfmark ?? `Ms. ${unique()}`,
      shortTitle: options.shortTitle ?? 'Missa in C',
      title: options.title ?? null,
    })
    .returning({ id: scores.id });
  const list = options.attributions ?? [];
  if (list.length > 0) {
    await db.insert(attributions).values(
      list.map((attribution, position) => ({
        scoreId: score.id,
        personId: attribution.personId,
        function: attribution.function ?? 'aut',
        qualifier: attribution.qualifier ?? 'asc',
        position,
      })),
    );
  }
  return score.id;
}

/** A digital copy of a catalog or a score (no files). */
export async function createDigitalCopy(
  db: Db,
  digitizableType: 'catalog' | 'score',
  digitizableId: number,
): Promise<number> {
  const [row] = await db
    .insert(digitalCopies)
    .values({ name: 'Photographs', digitizableType, digitizableId })
    .returning({ id: digitalCopies.id });
  return row.id;
}
