import { asc, desc } from 'drizzle-orm';
import { personDisplayName } from '@partitura/domain';
import { groupBy, inIds } from '../core/children';
import type { Tx } from '../core/db';
import { personNames, personSources, syllabi, vowBookEntries } from '../db/schema/index';
import {
  loadPersonAttributions,
  type AttributedScore,
  type PersonAttribution,
} from './person-attributions';
import type { PersonRow } from './repository';

export type NameView = { id: number; name: string; primary: boolean };
export type SyllabusView = {
  id: number;
  citation: string;
  transcription: string;
  translation: string;
};
export type VowBookEntryView = { id: number; citation: string; transcription: string };
export type SourceView = {
  id: number;
  type: string;
  citation: string;
  description: string | null;
  url: string | null;
  notes: string | null;
};
/** An attribution as a person shows it: `person` is that very person. */
export type AttributionView = Omit<PersonAttribution, 'personId'> & {
  score: AttributedScore;
  person: PersonView;
};

/** A person with its children, shaped as the GraphQL `Person` (snake_case, spec §3). */
export type PersonView = {
  id: number;
  version: number;
  names: NameView[];
  name: string;
  dates: string | null;
  cleric: boolean;
  first_mass: string | null;
  profession: string | null;
  notes: string | null;
  syllabi: SyllabusView[];
  vow_book_entry: VowBookEntryView | null;
  sources: SourceView[];
  attributions: AttributionView[];
};

/** Which children to load besides the names (which every person needs for its `name`). */
export type PersonParts = {
  syllabi: boolean;
  vow_book_entry: boolean;
  sources: boolean;
  attributions: boolean;
};
export const ALL_PERSON_PARTS: PersonParts = {
  syllabi: true,
  vow_book_entry: true,
  sources: true,
  attributions: true,
};

/**
 * The people of `rows` with their children: one statement per kind of child asked for, however
 * many people and children there are (names, primary first, then in their order; syllabi and
 * sources in their order). A child kind not asked for is left empty.
 */
export async function loadPeople(
  db: Tx,
  rows: PersonRow[],
  parts: PersonParts = ALL_PERSON_PARTS,
): Promise<PersonView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [names, syllabusRows, vowRows, sourceRows, attributionRows] = await Promise.all([
    db
      .select()
      .from(personNames)
      .where(inIds(personNames.personId, ids))
      .orderBy(desc(personNames.primary), asc(personNames.position), asc(personNames.id)),
    parts.syllabi
      ? db
          .select()
          .from(syllabi)
          .where(inIds(syllabi.personId, ids))
          .orderBy(asc(syllabi.position), asc(syllabi.id))
      : [],
    parts.vow_book_entry
      ? db.select().from(vowBookEntries).where(inIds(vowBookEntries.personId, ids))
      : [],
    parts.sources
      ? db
          .select()
          .from(personSources)
          .where(inIds(personSources.personId, ids))
          .orderBy(asc(personSources.position), asc(personSources.id))
      : [],
    parts.attributions ? loadPersonAttributions(db, ids) : [],
  ]);
  const namesOf = groupBy(names, (row) => row.personId);
  const syllabiOf = groupBy(syllabusRows, (row) => row.personId);
  const vowOf = new Map(vowRows.map((row) => [row.personId, row]));
  const sourcesOf = groupBy(sourceRows, (row) => row.personId);
  const attributionsOf = groupBy(attributionRows, (row) => row.personId);

  return rows.map((row) => {
    const personNamesList = (namesOf.get(row.id) ?? []).map(({ id, name, primary }) => ({
      id,
      name,
      primary,
    }));
    const vow = vowOf.get(row.id);
    const person: PersonView = {
      id: row.id,
      version: row.version,
      names: personNamesList,
      name: personDisplayName({ names: personNamesList }),
      dates: row.dates,
      cleric: row.cleric,
      first_mass: row.firstMass,
      profession: row.profession,
      notes: row.notes,
      syllabi: (syllabiOf.get(row.id) ?? []).map(
        ({ id, citation, transcription, translation }) => ({
          id,
          citation,
          transcription,
          translation,
        }),
      ),
      vow_book_entry: vow
        ? { id: vow.id, citation: vow.citation, transcription: vow.transcription }
        : null,
      sources: (sourcesOf.get(row.id) ?? []).map(
        ({ id, type, citation, description, url, notes }) => ({
          id,
          type,
          citation,
          description,
          url,
          notes,
        }),
      ),
      attributions: [],
    };
    // The person on each of its attributions is the person itself (a cycle the response's
    // selection ends; the query depth limit bounds it).
    person.attributions = (attributionsOf.get(row.id) ?? []).map(
      ({ personId: _personId, ...attribution }) => ({ ...attribution, person }),
    );
    return person;
  });
}
