import { DEFAULT_SOURCE_TYPE } from '@partitura/domain';
import type { Tx } from '../core/database/db';
import { people, personNames, personSources, syllabi, vowBookEntries } from '../db/schema/index';
import { insertIds, insertRows } from './bulk-insert';
import type { PlannedPerson } from './people-plan';

/** Inserts the people with their names, syllabi, vow book entries and sources; ids by key. */
export async function insertPeople(
  tx: Tx,
  planned: ReadonlyMap<string, PlannedPerson>,
): Promise<Map<string, number>> {
  const keys = [...planned.keys()];
  const persons = [...planned.values()];
  const ids = await insertIds(
    tx,
    people,
    persons.map((person) => ({
      dates: person.dates,
      cleric: person.cleric,
      firstMass: person.firstMass,
      profession: person.profession,
      notes: person.notes,
    })),
  );
  await insertRows(
    tx,
    personNames,
    persons.flatMap((person, i) =>
      person.names.map((name, position) => ({ personId: ids[i], ...name, position })),
    ),
  );
  await insertRows(
    tx,
    syllabi,
    persons.flatMap((person, i) =>
      person.syllabi.map((syllabus, position) => ({ personId: ids[i], ...syllabus, position })),
    ),
  );
  await insertRows(
    tx,
    vowBookEntries,
    persons.flatMap((person, i) =>
      person.vowBookEntry ? [{ personId: ids[i], ...person.vowBookEntry }] : [],
    ),
  );
  await insertRows(
    tx,
    personSources,
    persons.flatMap((person, i) =>
      person.sources.map((source, position) => ({
        personId: ids[i],
        type: source.type ?? DEFAULT_SOURCE_TYPE,
        citation: source.citation,
        description: source.description ?? null,
        url: source.url ?? null,
        notes: source.notes ?? null,
        position,
      })),
    ),
  );
  return new Map(keys.map((key, i) => [key, ids[i]]));
}
