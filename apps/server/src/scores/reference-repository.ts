import { asc, desc } from 'drizzle-orm';
import { personDisplayName } from '@partitura/domain';
import { groupBy, inIds } from '../core/children';
import type { Tx } from '../core/db';
import { people, personNames, places, publications } from '../db/schema/index';
import type { PersonView, PlaceView, PublicationView } from './score-views';

/*
 * The records of other features that a score names (people, publications, places), read
 * directly: a fixed number of statements for any number of ids.
 */

/** The people with their names (primary first, then in order); two statements. */
export async function peopleByIds(db: Tx, ids: number[]): Promise<Map<number, PersonView>> {
  if (ids.length === 0) return new Map();
  const [rows, names] = await Promise.all([
    db
      .select({
        id: people.id,
        version: people.version,
        dates: people.dates,
        cleric: people.cleric,
        first_mass: people.firstMass,
        profession: people.profession,
        notes: people.notes,
      })
      .from(people)
      .where(inIds(people.id, ids)),
    db
      .select({
        personId: personNames.personId,
        id: personNames.id,
        name: personNames.name,
        primary: personNames.primary,
      })
      .from(personNames)
      .where(inIds(personNames.personId, ids))
      .orderBy(desc(personNames.primary), asc(personNames.position), asc(personNames.id)),
  ]);
  const namesByPerson = groupBy(names, (name) => name.personId);
  return new Map(
    rows.map((row) => {
      const personNamesOf = (namesByPerson.get(row.id) ?? []).map(({ id, name, primary }) => ({
        id,
        name,
        primary,
      }));
      return [
        row.id,
        { ...row, names: personNamesOf, name: personDisplayName({ names: personNamesOf }) },
      ];
    }),
  );
}

export async function publicationsByIds(
  db: Tx,
  ids: number[],
): Promise<Map<number, PublicationView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: publications.id,
      version: publications.version,
      title: publications.title,
      short_title: publications.shortTitle,
      extent: publications.extent,
      publisher: publications.publisher,
      publication_date: publications.publicationDate,
      publication_place: publications.publicationPlace,
      notes: publications.notes,
    })
    .from(publications)
    .where(inIds(publications.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function placesByIds(db: Tx, ids: number[]): Promise<Map<number, PlaceView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: places.id, name: places.name, version: places.version })
    .from(places)
    .where(inIds(places.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Distinct ids, dropping nulls: what a batch query asks for. */
export function distinctIds(ids: ReadonlyArray<number | null | undefined>): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}
