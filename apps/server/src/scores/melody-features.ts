import {
  cleanPae,
  melodyFromFeatures,
  melodyGrams,
  melodyIndex,
  melodyToText,
  paeDocument,
  type Melody,
  type PaeFields,
} from '@partitura/domain';
import { LRUCache } from 'lru-cache';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import { withVerovio } from '../core/runtime/verovio';
import { incipits } from '../db/schema/parts';
import type { IncipitItem } from './score-save';
import type { MelodyColumns } from './melody-store';

/*
 * The melodies of incipits (melodic search, issue 9), read by Verovio from the very document the
 * web renders (the domain's paeDocument), so that note k here is note k of the web's notation.
 * Queries are read the same way. About 7 ms an incipit once Verovio is loaded.
 */

/**
 * The incipit's melody as Verovio reads its PAE with clef, key and time signature; null when the
 * PAE is empty or has no notes Verovio can read. Never throws: a save must not fail for it (a
 * Verovio failure is logged and gives null).
 */
export async function incipitMelody(incipit: PaeFields, log?: Logger): Promise<Melody | null> {
  if (cleanPae(incipit.pae) === '') return null;
  const document = paeDocument(incipit);
  try {
    return await withVerovio((toolkit) =>
      toolkit.loadData(document)
        ? melodyFromFeatures(
            toolkit.getDescriptiveFeatures({}),
            (id) => 'grace' in toolkit.getElementAttr(id),
          )
        : null,
    );
  } catch (error) {
    log?.warn({ err: error }, 'Verovio could not read an incipit; its melody is not searchable');
    return null;
  }
}

/**
 * The melodies of the latest queries, by the document Verovio reads, the most recently asked
 * last: a researcher pages through a melodic search, switches its mode, narrows it by a facet —
 * each a request with the same notes, which Verovio would read anew (9 ms each, measured; one
 * at a time for the whole server).
 */
const recentQueries = new LRUCache<string, Melody>({ max: 256 });

/**
 * A query's melody, read as an incipit's (incipitMelody), kept for the next requests with the
 * same notes. Only melodies are kept: notes Verovio could not read are read again next time.
 */
export async function queryMelody(query: PaeFields, log?: Logger): Promise<Melody | null> {
  const document = paeDocument(query);
  const kept = recentQueries.get(document);
  if (kept) return kept;
  const read = await incipitMelody(query, log);
  // Shared by the requests that follow: frozen, so that none can change another's query.
  const melody = read && Object.freeze(read.map((note) => Object.freeze({ ...note })));
  if (melody) recentQueries.set(document, melody);
  return melody;
}

/** How many query melodies are kept now (for tests). */
export function keptQueryMelodies(): number {
  return recentQueries.size;
}

/** What the incipits table stores of a melody: nothing searchable ('' and NULLs) for none. */
export function melodyColumns(melody: Melody | null): MelodyColumns {
  return melody
    ? {
        melody: melodyToText(melody),
        melodyIndex: melodyIndex(melody),
        melodyGrams: melodyGrams(melody),
      }
    : { melody: '', melodyIndex: null, melodyGrams: null };
}

/** incipitMelody as the table stores it. */
export async function incipitMelodyColumns(
  incipit: PaeFields,
  log?: Logger,
): Promise<MelodyColumns> {
  return melodyColumns(await incipitMelody(incipit, log));
}

/**
 * incipitMelodyColumns of many incipits, in order, Verovio reading each distinct PAE document
 * once (bulk loads: the demonstration data repeats some incipits).
 */
export async function melodyColumnsOfIncipits(
  list: readonly PaeFields[],
  log?: Logger,
  /** What earlier calls read, by PAE document (a reindex keeps it from batch to batch). */
  byDocument: {
    get(document: string): MelodyColumns | undefined;
    set(document: string, columns: MelodyColumns): unknown;
  } = new Map(),
): Promise<MelodyColumns[]> {
  const result: MelodyColumns[] = [];
  for (const fields of list) {
    const document = paeDocument(fields);
    let columns = byDocument.get(document);
    if (!columns) {
      columns = await incipitMelodyColumns(fields, log);
      byDocument.set(document, columns);
    }
    result.push(columns);
  }
  return result;
}

type StoredNotation = {
  id: number;
  pae: string;
  clef: string | null;
  keySignature: string | null;
  timeSignature: string | null;
  melody: string | null;
};

const paeFields = (values: Omit<StoredNotation, 'id' | 'melody'>): PaeFields => ({
  pae: values.pae,
  clef: values.clef,
  key_signature: values.keySignature,
  time_signature: values.timeSignature,
});

/**
 * The score's incipit items with their melody columns, computed before the save's transaction
 * (keeping it short). An item whose notation is the stored one (the same PAE document) and whose
 * melody is computed keeps it, so re-saving a score costs no Verovio time; a header field the
 * input leaves out (unchanged) is read from the stored incipit. Reading outside the transaction
 * is safe: the save claims the score's version, and any save in between changed that version.
 */
export async function withIncipitMelodies(
  db: Tx,
  scoreId: number | null,
  items: IncipitItem[],
  log?: Logger,
): Promise<IncipitItem[]> {
  const ids = items.map((item) => item.id).filter((id): id is number => id !== null);
  const stored = new Map<number, StoredNotation>();
  if (scoreId !== null && ids.length > 0) {
    const rows = await db
      .select({
        id: incipits.id,
        pae: incipits.pae,
        clef: incipits.clef,
        keySignature: incipits.keySignature,
        timeSignature: incipits.timeSignature,
        melody: incipits.melody,
      })
      .from(incipits)
      .where(and(eq(incipits.scoreId, scoreId), inArray(incipits.id, ids)));
    for (const row of rows) stored.set(Number(row.id), row);
  }
  const result: IncipitItem[] = [];
  for (const item of items) {
    const before = item.id === null ? undefined : stored.get(item.id);
    const { values } = item;
    const notation = {
      pae: values.pae,
      clef: values.clef === undefined ? (before?.clef ?? null) : values.clef,
      keySignature:
        values.keySignature === undefined ? (before?.keySignature ?? null) : values.keySignature,
      timeSignature:
        values.timeSignature === undefined ? (before?.timeSignature ?? null) : values.timeSignature,
    };
    const unchanged =
      before !== undefined &&
      before.melody !== null &&
      paeDocument(paeFields(before)) === paeDocument(paeFields(notation));
    result.push(
      unchanged
        ? item
        : {
            ...item,
            values: { ...values, ...(await incipitMelodyColumns(paeFields(notation), log)) },
          },
    );
  }
  return result;
}
