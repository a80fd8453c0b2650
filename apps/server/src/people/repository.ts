import { and, asc, count, desc, eq, exists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { childRows, sourceRows } from '../core/records/loaders';
import {
  containsFolded,
  containsPattern,
  folded,
  similarFolded,
} from '../core/database/text-search';
import { people, personNames, personSources, syllabi, vowBookEntries } from '../db/schema/people';

const columns = {
  id: people.id,
  version: people.version,
  dates: people.dates,
  cleric: people.cleric,
  first_mass: people.firstMass,
  profession: people.profession,
  notes: people.notes,
  authority_ids: people.authorityIds,
};

/** A person's own fields as the API shows them (spec §3); names and the rest are its children. */
export type PersonRecord = RowOf<typeof columns>;

export function findPeople(db: Tx, ids: number[]): Promise<PersonRecord[]> {
  return db.select(columns).from(people).where(inIds(people.id, ids));
}

/**
 * A page of people ordered by primary name (case and accents ignored), with the total. `search`
 * matches any name variant: as a substring, or as a similar word (pg_trgm) — case- and
 * accent-insensitively. Two statements, however many people match.
 */
export async function listPeople(
  db: Tx,
  search: string | null | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PersonRecord[]; total: number }> {
  const term = search?.trim() ?? '';
  const pattern = containsPattern(term);
  const variant = alias(personNames, 'variant');
  const where = pattern
    ? exists(
        db
          .select({ one: sql`1` })
          .from(variant)
          .where(
            and(
              eq(variant.personId, people.id),
              or(containsFolded(variant.name, pattern), similarFolded(variant.name, term)),
            ),
          ),
      )
    : undefined;
  const primary = alias(personNames, 'primary_name');
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(people)
      .leftJoin(primary, and(eq(primary.personId, people.id), eq(primary.primary, true)))
      .where(where)
      .orderBy(folded(sql`coalesce(${primary.name}, '')`), asc(people.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(people).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/*
 * A person's children for many people at once (batch loading), grouped by person, in order: one
 * statement each.
 */

/** Names: the primary one first, then the variants in their order. */
export function namesOf(db: Tx, personIds: number[]) {
  const { id, name, primary, position } = personNames;
  return childRows(db, personNames.personId, personIds, { id, name, primary }, [
    desc(primary),
    asc(position),
    asc(id),
  ]);
}

export function syllabiOf(db: Tx, personIds: number[]) {
  const { id, citation, transcription, translation } = syllabi;
  return childRows(db, syllabi.personId, personIds, { id, citation, transcription, translation });
}

/** The one vow book entry of each person that has one. */
export async function vowBookEntriesOf(db: Tx, personIds: number[]) {
  const { id, citation, transcription } = vowBookEntries;
  const rows = await childRows(
    db,
    vowBookEntries.personId,
    personIds,
    { id, citation, transcription },
    [asc(id)],
  );
  return new Map([...rows].map(([personId, [entry]]) => [personId, entry]));
}

export function sourcesOf(db: Tx, personIds: number[]) {
  return sourceRows(db, personSources.personId, personIds, personSources);
}
