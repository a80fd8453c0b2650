import { personDisplayName, scoreAuthor, shortTitlePrefix } from '@partitura/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { groupBy, inIds } from '../core/children';
import type { Tx } from '../core/db';
import {
  attributions,
  collections,
  digitalCopies,
  people,
  personNames,
  scores,
} from '../db/schema/index';
import type { CollectionRow } from './catalog-repository';

export type PersonSummary = {
  id: number;
  version: number;
  name: string;
  names: { id: number; name: string; primary: boolean }[];
  dates: string | null;
  cleric: boolean;
  first_mass: string | null;
  profession: string | null;
  notes: string | null;
};

export type AttributionSummary = {
  id: number;
  function: string;
  qualifier: string;
  profession: string | null;
  from: string | null;
  to: string | null;
  designation: string | null;
  member: string | null;
  notes: string | null;
  person: PersonSummary;
  score: ScoreSummary;
};

/**
 * What an entry shows of the score it records (getEntry, the catalog view): the score's own
 * fields, its collection, derived values and its attributions with their people — not the
 * score's other children (getScore answers those).
 */
export type ScoreSummary = {
  id: number;
  version: number;
  shelfmark: string;
  former_shelfmarks: string | null;
  title: string | null;
  short_title: string;
  short_title_prefix: string;
  opus: string | null;
  key: string | null;
  provenance: string | null;
  notes: string | null;
  has_digital_copy: boolean;
  collection: CollectionRow;
  attributions: AttributionSummary[];
  author: PersonSummary | null;
};

/** The summaries of the scores, in three statements whatever their number. */
export async function loadScoreSummaries(
  db: Tx,
  ids: number[],
): Promise<Map<number, ScoreSummary>> {
  const rows = await db
    .select({
      id: scores.id,
      version: scores.version,
      shelfmark: scores.shelfmark,
      former_shelfmarks: scores.formerShelfmarks,
      title: scores.title,
      short_title: scores.shortTitle,
      opus: scores.opus,
      key: scores.key,
      provenance: scores.provenance,
      notes: scores.notes,
      has_digital_copy: sql<boolean>`exists (select 1 from ${digitalCopies} where ${and(
        eq(digitalCopies.digitizableType, 'score'),
        eq(digitalCopies.digitizableId, scores.id),
      )})`,
      collection: {
        id: collections.id,
        name: collections.name,
        prefix: collections.prefix,
        version: collections.version,
      },
    })
    .from(scores)
    .innerJoin(collections, eq(collections.id, scores.collectionId))
    .where(inIds(scores.id, ids));
  const attributionRows = await db
    .select({
      id: attributions.id,
      scoreId: attributions.scoreId,
      function: attributions.function,
      qualifier: attributions.qualifier,
      profession: attributions.profession,
      from: attributions.from,
      to: attributions.to,
      designation: attributions.designation,
      member: attributions.member,
      notes: attributions.notes,
      person: {
        id: people.id,
        version: people.version,
        dates: people.dates,
        cleric: people.cleric,
        first_mass: people.firstMass,
        profession: people.profession,
        notes: people.notes,
      },
    })
    .from(attributions)
    .innerJoin(people, eq(people.id, attributions.personId))
    .where(
      inIds(
        attributions.scoreId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(attributions.scoreId), asc(attributions.position), asc(attributions.id));
  const persons = await peopleSummaries(
    db,
    attributionRows.map((row) => row.person),
  );
  const attributionsOf = groupBy(attributionRows, (row) => row.scoreId);

  const summaries = new Map<number, ScoreSummary>();
  for (const row of rows) {
    const summary: ScoreSummary = {
      ...row,
      has_digital_copy: Boolean(row.has_digital_copy),
      short_title_prefix: shortTitlePrefix(row),
      attributions: [],
      author: null,
    };
    summary.attributions = (attributionsOf.get(row.id) ?? []).map(
      ({ scoreId: _scoreId, person, ...attribution }) => ({
        ...attribution,
        person: persons.get(person.id)!,
        score: summary,
      }),
    );
    summary.author = scoreAuthor(summary);
    summaries.set(row.id, summary);
  }
  return summaries;
}

type PersonRow = Omit<PersonSummary, 'name' | 'names'>;

/** The people with their names (one statement), primary name first. */
async function peopleSummaries(db: Tx, rows: PersonRow[]): Promise<Map<number, PersonSummary>> {
  const nameRows = await db
    .select({
      id: personNames.id,
      personId: personNames.personId,
      name: personNames.name,
      primary: personNames.primary,
    })
    .from(personNames)
    .where(inIds(personNames.personId, [...new Set(rows.map((row) => row.id))]))
    .orderBy(asc(personNames.personId), asc(personNames.position), asc(personNames.id));
  const namesOf = groupBy(nameRows, (row) => row.personId);
  const result = new Map<number, PersonSummary>();
  for (const row of rows) {
    const names = (namesOf.get(row.id) ?? [])
      .map(({ id, name, primary }) => ({ id, name, primary }))
      .sort((a, b) => Number(b.primary) - Number(a.primary));
    result.set(row.id, { ...row, names, name: personDisplayName({ names }) });
  }
  return result;
}
