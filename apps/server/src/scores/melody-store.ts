import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../core/database/db';
import { melodies } from '../db/schema/parts';

/*
 * The distinct melodies (table `melodies`, migration 0023): an incipit stores its notes
 * (`melody`) and the row that holds them searchable (`melody_id`); a melody that occurs again —
 * copies, parts, editions — is that row again.
 */

/**
 * A melody as computed for the search (melodyColumns): its notes (melodyToText; '' for none),
 * the search text (melodyIndex) and n-gram keys (melodyGrams), null when it has no notes.
 */
export type MelodyColumns = {
  melody: string;
  melodyIndex: string | null;
  melodyGrams: number[] | null;
};

/** What an incipit row stores of its melody. */
export type IncipitMelodyValues = { melody: string; melodyId: number | null };

/** The key of a melody's row: md5 of its notes, as a uuid (migration 0023 computes it so). */
export function melodyKey(melody: string): string {
  const hex = createHash('md5').update(melody).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The incipit values of these computed melodies, in order: each melody with notes written to
 * `melodies` unless it is there already (one statement for them all), `melodyId` null for none.
 */
export async function saveMelodies(
  tx: Tx,
  list: readonly MelodyColumns[],
): Promise<IncipitMelodyValues[]> {
  const distinct = new Map<string, MelodyColumns & { key: string }>();
  for (const columns of list)
    if (
      columns.melodyIndex !== null &&
      columns.melodyGrams !== null &&
      !distinct.has(columns.melody)
    )
      distinct.set(columns.melody, { ...columns, key: melodyKey(columns.melody) });
  const ids = new Map<string, number>();
  let rows = [...distinct.values()];
  // Twice at most: a row found by its key that `npm run reindex` removed as an orphan just then
  // (before this save's lock) is written again.
  for (let round = 0; rows.length > 0 && round < 2; round++) {
    const values = JSON.stringify(
      rows.map((row) => ({
        key: row.key,
        melody: row.melody,
        melody_index: row.melodyIndex,
        melody_grams: row.melodyGrams,
      })),
    );
    // Written unless there; a row another save wrote is read by its key, locked (FOR KEY SHARE,
    // as the incipit's foreign key will) so the reindex's removal of orphans passes it over.
    // Never updated: a common melody's row is not rewritten by every save that has it.
    const written = rowsOf<{ id: number | string; key: string }>(
      await tx.execute(sql`
        insert into ${melodies} (key, melody, melody_index, melody_grams)
        select v.key, v.melody, v.melody_index, v.melody_grams
          from jsonb_to_recordset(${values}::jsonb)
            as v(key uuid, melody text, melody_index text, melody_grams integer[])
        on conflict (key) do nothing
        returning id, key::text as key`),
    );
    const byKey = new Map(written.map((row) => [row.key, Number(row.id)]));
    const missing = rows.filter((row) => !byKey.has(row.key)).map((row) => row.key);
    if (missing.length > 0)
      for (const row of rowsOf<{ id: number | string; key: string }>(
        await tx.execute(sql`
          select id, key::text as key from ${melodies}
           where key = any (${`{${missing.join(',')}}`}::uuid[])
             for key share`),
      ))
        byKey.set(row.key, Number(row.id));
    for (const row of rows) {
      const id = byKey.get(row.key);
      if (id !== undefined) ids.set(row.melody, id);
    }
    rows = rows.filter((row) => !ids.has(row.melody));
  }
  if (rows.length > 0) throw new Error('A melody could not be stored');
  return list.map((columns) => ({
    melody: columns.melody,
    melodyId: ids.get(columns.melody) ?? null,
  }));
}

/**
 * Incipit items (a save's, withIncipitMelodies) with their computed melodies stored: the values
 * of an item whose melody was computed hold `melody` and `melodyId` in place of the computed
 * columns; an item that keeps its stored melody is left as it is.
 */
export async function withMelodyIds<T extends { values: object }>(
  tx: Tx,
  items: readonly T[],
): Promise<T[]> {
  const computed = items.filter((item) => 'melodyIndex' in item.values);
  const stored = await saveMelodies(
    tx,
    computed.map((item) => item.values as unknown as MelodyColumns),
  );
  const byItem = new Map(computed.map((item, i) => [item, stored[i]]));
  return items.map((item) => {
    const melody = byItem.get(item);
    if (!melody) return item;
    const { melodyIndex: _index, melodyGrams: _grams, ...values } = item.values as MelodyColumns;
    return { ...item, values: { ...values, ...melody } };
  });
}
