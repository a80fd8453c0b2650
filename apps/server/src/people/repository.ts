import { and, asc, count, eq, exists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../core/db';
import { attributions, people, personNames } from '../db/schema/index';
import { containsFolded, containsPattern, folded, similarFolded } from '../core/text-search';

export type PersonRow = {
  id: number;
  version: number;
  dates: string | null;
  cleric: boolean;
  firstMass: string | null;
  profession: string | null;
  notes: string | null;
};
export type PersonValues = Omit<PersonRow, 'id' | 'version'>;

const columns = {
  id: people.id,
  version: people.version,
  dates: people.dates,
  cleric: people.cleric,
  firstMass: people.firstMass,
  profession: people.profession,
  notes: people.notes,
};

export async function findPersonRow(db: Tx, id: number): Promise<PersonRow | null> {
  const rows = await db.select(columns).from(people).where(eq(people.id, id));
  return rows[0] ?? null;
}

/**
 * A page of people ordered by primary name (case and accents ignored), with the total. `search`
 * matches any name variant: as a substring, or as a similar word (pg_trgm) — case- and
 * accent-insensitively. Two statements, however many people match.
 */
export async function listPersonRows(
  db: Tx,
  search: string | null | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PersonRow[]; total: number }> {
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

export async function insertPerson(db: Tx, values: PersonValues): Promise<number> {
  const rows = await db.insert(people).values(values).returning({ id: people.id });
  return rows[0].id;
}

/** Updates only when `version` is still the stored one; returns false when it is not (or gone). */
export async function updatePerson(
  db: Tx,
  id: number,
  version: number,
  values: PersonValues,
): Promise<boolean> {
  const rows = await db
    .update(people)
    .set({ ...values, version: sql`${people.version} + 1` })
    .where(and(eq(people.id, id), eq(people.version, version)))
    .returning({ id: people.id });
  return rows.length > 0;
}

/** How many attributions name the person (they keep it from being deleted). */
export async function countPersonAttributions(db: Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attributions)
    .where(eq(attributions.personId, id));
  return Number(row.n);
}

/** Deletes the person; names, syllabi, vow book entry and sources cascade. */
export async function deletePersonRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(people).where(eq(people.id, id)).returning({ id: people.id });
  return rows.length > 0;
}
