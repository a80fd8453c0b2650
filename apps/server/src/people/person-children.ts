import {
  hasVowBookEntryContent,
  NAME_SHAPE,
  PERSON_SHAPE,
  SOURCE_SHAPE,
  SYLLABUS_SHAPE,
  VOW_BOOK_ENTRY_SHAPE,
} from '@partitura/domain';
import { and, eq } from 'drizzle-orm';
import { syncInputList } from '../core/records/input-rows';
import { storedColumns, type Fits } from '../core/records/input-rows';
import type { Tx } from '../core/database/db';
import type { people } from '../db/schema/people';
import { personNames, personSources, syllabi, vowBookEntries } from '../db/schema/people';
import type {
  NameInput,
  PersonInput,
  SourceInput,
  SyllabusInput,
  VowBookEntryInput,
} from '../generated/graphql';

// The columns of each shape are columns of its table: a renamed one fails to compile here.
const SHAPES_FIT_TABLES: [
  Fits<typeof PERSON_SHAPE, typeof people>,
  Fits<typeof NAME_SHAPE, typeof personNames>,
  Fits<typeof SYLLABUS_SHAPE, typeof syllabi>,
  Fits<typeof VOW_BOOK_ENTRY_SHAPE, typeof vowBookEntries>,
  Fits<typeof SOURCE_SHAPE, typeof personSources>,
] = [true, true, true, true, true];
void SHAPES_FIT_TABLES;

/** The person's own columns of a validated input (PERSON_SHAPE): a save replaces them whole. */
export const personValues = (input: PersonInput) =>
  storedColumns(PERSON_SHAPE, input, { absent: 'clears' });

/**
 * Makes the person's names exactly `names` (already normalised and validated), in their order.
 * Only the first name marked primary stays primary. The partial unique index allows one primary
 * name per person at any moment, so every stored name loses the flag first; the one primary name
 * gets it back when it is written.
 */
export async function saveNames(tx: Tx, personId: number, names: NameInput[]): Promise<void> {
  const primaryIndex = names.findIndex((name) => name.primary === true);
  await tx
    .update(personNames)
    .set({ primary: false })
    .where(and(eq(personNames.personId, personId), eq(personNames.primary, true)));
  await syncInputList(tx, personNames, personNames.personId, personId, names, (name, position) => ({
    personId,
    ...storedColumns(NAME_SHAPE, name),
    primary: position === primaryIndex,
    position,
  }));
}

/** Makes the person's syllabi exactly `items`, in their order. */
export async function saveSyllabi(tx: Tx, personId: number, items: SyllabusInput[]) {
  await syncInputList(tx, syllabi, syllabi.personId, personId, items, (item, position) => ({
    personId,
    ...storedColumns(SYLLABUS_SHAPE, item),
    position,
  }));
}

/** Makes the person's sources exactly `items`, in their order (SOURCE_SHAPE: type `cit` by default). */
export async function saveSources(tx: Tx, personId: number, items: SourceInput[]) {
  await syncInputList(
    tx,
    personSources,
    personSources.personId,
    personId,
    items,
    (item, position) => ({
      personId,
      ...storedColumns(SOURCE_SHAPE, item),
      position,
    }),
  );
}

/**
 * Stores the person's one vow book entry (one statement): an entry with content is inserted or
 * updated in place; null, or an entry without any content (the editor's empty form), removes it.
 */
export async function saveVowBookEntry(
  tx: Tx,
  personId: number,
  entry: VowBookEntryInput | null,
): Promise<void> {
  if (!entry || !hasVowBookEntryContent(entry)) {
    await tx.delete(vowBookEntries).where(eq(vowBookEntries.personId, personId));
    return;
  }
  const values = storedColumns(VOW_BOOK_ENTRY_SHAPE, entry);
  await tx
    .insert(vowBookEntries)
    .values({ personId, ...values })
    .onConflictDoUpdate({ target: vowBookEntries.personId, set: values });
}
