import { hasVowBookEntryContent, requiredText, storedSource } from '@partitura/domain';
import { and, eq } from 'drizzle-orm';
import { syncInputList } from '../core/records/children';
import type { Tx } from '../core/database/db';
import { personNames, personSources, syllabi, vowBookEntries } from '../db/schema/people';
import type {
  NameInput,
  SourceInput,
  SyllabusInput,
  VowBookEntryInput,
} from '../generated/graphql';

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
    name: requiredText(name.name),
    primary: position === primaryIndex,
    position,
  }));
}

/** Makes the person's syllabi exactly `items`, in their order. */
export async function saveSyllabi(tx: Tx, personId: number, items: SyllabusInput[]) {
  await syncInputList(tx, syllabi, syllabi.personId, personId, items, (item, position) => ({
    personId,
    citation: requiredText(item.citation),
    transcription: requiredText(item.transcription),
    translation: requiredText(item.translation),
    position,
  }));
}

/** Makes the person's sources exactly `items`, in their order (storedSource: type `cit` by default). */
export async function saveSources(tx: Tx, personId: number, items: SourceInput[]) {
  await syncInputList(
    tx,
    personSources,
    personSources.personId,
    personId,
    items,
    (item, position) => ({
      personId,
      ...storedSource(item),
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
  const values = {
    citation: requiredText(entry.citation),
    transcription: requiredText(entry.transcription),
  };
  await tx
    .insert(vowBookEntries)
    .values({ personId, ...values })
    .onConflictDoUpdate({ target: vowBookEntries.personId, set: values });
}
