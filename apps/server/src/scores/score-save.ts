import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { linkEntriesToScore } from '../catalogs/index';
import {
  syncChildren,
  refId,
  storedChild,
  storedColumns,
  type Fits,
  type StoredColumns,
} from '../core/records/input-rows';
import type { Tx } from '../core/database/db';
import { bumpVersions, insertRows, takeIds } from '../core/records/writes';
import { withMelodyIds } from './melody-store';
import { attributions } from '../db/schema/attributions';
import { incipits, partVoices, parts } from '../db/schema/parts';
import {
  publicationScores,
  scoreGenres,
  scoreSources,
  scoreVoices,
  scores,
} from '../db/schema/scores';
import { findOrCreateGenres } from '../genres/index';
import {
  ATTRIBUTION_SHAPE,
  hasId,
  INCIPIT_SHAPE,
  isEmptyGenre,
  optionalText,
  PART_SHAPE,
  PUBLICATION_SCORE_SHAPE,
  SCORE_SHAPE,
  SOURCE_SHAPE,
  VOICE_SHAPE,
  withoutEmptyVoices,
} from '@partitura/domain';
import { parseId } from '../core/runtime/ids';
import type { GenreInput, ScoreInput, VoiceInput } from '../generated/graphql';

/*
 * A validated ScoreInput turned into what the database stores, by the score's shape in the
 * domain (shapes.ts, core/records/input-rows.ts): texts tidied as the domain says, PAE
 * cleaned, defaults applied, references and child ids parsed. A scalar field that is absent from
 * the input (undefined) stays as it is stored; a child list that is absent (null or undefined)
 * leaves those children as they are.
 *
 * Dropped before saving (the editor keeps them as placeholders, spec §4): untouched empty voices
 * (domain `isEmptyVoice`), in the score's voices and in each part's voices; and empty genre rows
 * (domain `isEmptyGenre`).
 */

type Item<S extends Parameters<typeof storedChild>[0]> = ReturnType<typeof storedChild<S>>;
export type AttributionItem = Item<typeof ATTRIBUTION_SHAPE>;
export type VoiceItem = Item<typeof VOICE_SHAPE>;
export type PartItem = Item<typeof PART_SHAPE> & { voices: VoiceItem[] | undefined };
export type IncipitItem = Item<typeof INCIPIT_SHAPE>;
export type SourceItem = Item<typeof SOURCE_SHAPE>;
export type PublicationScoreItem = Item<typeof PUBLICATION_SCORE_SHAPE>;
/** A genre of the score: `index` is its place in the input list (for field errors). */
export type GenreRow = { index: number; id: number | null; name: string | null };
export type EntryRow = { index: number; id: number | null };

export type PreparedScore = {
  values: StoredColumns<typeof SCORE_SHAPE>;
  attributions?: AttributionItem[];
  parts?: PartItem[];
  incipits?: IncipitItem[];
  sources?: SourceItem[];
  publications?: PublicationScoreItem[];
  voices?: VoiceItem[];
  genres?: GenreRow[];
  entries?: EntryRow[];
};

// The columns of each shape are columns of its table: a renamed one fails to compile here.
const SHAPES_FIT_TABLES: [
  Fits<typeof SCORE_SHAPE, typeof scores>,
  Fits<typeof ATTRIBUTION_SHAPE, typeof attributions>,
  Fits<typeof PART_SHAPE, typeof parts>,
  Fits<typeof VOICE_SHAPE, typeof partVoices>,
  Fits<typeof INCIPIT_SHAPE, typeof incipits>,
  Fits<typeof SOURCE_SHAPE, typeof scoreSources>,
  Fits<typeof PUBLICATION_SCORE_SHAPE, typeof publicationScores>,
] = [true, true, true, true, true, true, true];
void SHAPES_FIT_TABLES;

export function prepareVoices(voices: ReadonlyArray<VoiceInput>): VoiceItem[] {
  return withoutEmptyVoices(voices).map((voice) => storedChild(VOICE_SHAPE, voice));
}

/** The genre rows that name something (isEmptyGenre: an empty row is a placeholder). */
export function genreRows(genres: ReadonlyArray<GenreInput>): GenreRow[] {
  return genres.flatMap((genre, index) =>
    isEmptyGenre(genre)
      ? []
      : [{ index, id: hasId(genre) ? parseId(genre.id) : null, name: optionalText(genre.name) }],
  );
}

/** The validated input as the repositories store it (see the module comment). */
export function prepareScore(input: ScoreInput): PreparedScore {
  return {
    values: storedColumns(SCORE_SHAPE, input),
    attributions: input.attributions?.map((item) => storedChild(ATTRIBUTION_SHAPE, item)),
    parts: input.parts?.map((part) => ({
      ...storedChild(PART_SHAPE, part),
      voices: part.voices ? prepareVoices(part.voices) : undefined,
    })),
    incipits: input.incipits?.map((item) => storedChild(INCIPIT_SHAPE, item)),
    sources: input.sources?.map((item) => storedChild(SOURCE_SHAPE, item)),
    publications: input.publications?.map((item) => storedChild(PUBLICATION_SCORE_SHAPE, item)),
    voices: input.voices ? prepareVoices(input.voices) : undefined,
    genres: input.genres ? genreRows(input.genres) : undefined,
    entries: input.entries?.map((entry, index) => ({ index, id: refId(entry) })),
  };
}

/*
 * Writes a score's children inside the save's transaction, after the score row itself. Each list
 * the input carries becomes exactly those children (syncChildren: ids kept for listed children,
 * new ones inserted, the rest deleted); a list the input leaves out is not touched. Positions are
 * the list order, starting at 0.
 */

/** A list of a score's children, each placed at its index (position) and pointing at the score. */
async function syncList<T extends Parameters<typeof syncChildren>[1] & { scoreId: PgColumn }>(
  tx: Tx,
  table: T,
  scoreId: number,
  items: { id: number | null; values: Omit<T['$inferInsert'], 'scoreId' | 'position'> }[],
  withPosition = true,
): Promise<number[]> {
  return syncChildren(
    tx,
    table,
    table.scoreId,
    scoreId,
    items.map((item, position) => ({
      id: item.id,
      // The item's values with what the list adds (TypeScript cannot see through the spread of a
      // generic table's columns, so the whole is said to be the table's insert values).
      values: {
        ...item.values,
        scoreId,
        ...(withPosition ? { position } : {}),
      } as T['$inferInsert'],
    })),
  );
}

function syncVoices(tx: Tx, partId: number, voices: VoiceItem[]) {
  return syncChildren(
    tx,
    partVoices,
    partVoices.partId,
    partId,
    voices.map((voice) => ({ id: voice.id, values: { ...voice.values, partId } })),
  );
}

export async function saveScoreChildren(
  tx: Tx,
  scoreId: number,
  score: PreparedScore,
  knownGenres: Set<number>,
): Promise<void> {
  if (score.attributions) await syncList(tx, attributions, scoreId, score.attributions);
  if (score.parts) {
    const partIds = await syncList(tx, parts, scoreId, score.parts);
    for (const [index, part] of score.parts.entries()) {
      if (part.voices) await syncVoices(tx, partIds[index], part.voices);
    }
  }
  if (score.incipits)
    await syncList(tx, incipits, scoreId, await withMelodyIds(tx, score.incipits));
  if (score.sources) await syncList(tx, scoreSources, scoreId, score.sources);
  if (score.publications) await syncList(tx, publicationScores, scoreId, score.publications);
  // A voice's `position` is its own field (the order of the scoring), not its place in the list.
  if (score.voices) await syncList(tx, scoreVoices, scoreId, score.voices, false);
  if (score.genres) await replaceGenres(tx, scoreId, await genreIds(tx, score.genres, knownGenres));
  if (score.entries) await linkEntries(tx, scoreId, score.entries);
}

/** The names of the rows that must be found or created: those without a known id. */
function genreNamesToFind(rows: GenreRow[], known: Set<number>): string[] {
  return rows
    .filter((row) => row.id === null || !known.has(row.id))
    .map((row) => row.name)
    .filter((name): name is string => name !== null);
}

/**
 * The genre ids of the rows, in order and without repeats: a known id as it is, otherwise the
 * genre of that exact (trimmed) name (`byName`, found or created by the genres feature).
 */
function genreIdsOf(rows: GenreRow[], known: Set<number>, byName: Map<string, number>): number[] {
  const ids = rows.map((row) =>
    row.id !== null && known.has(row.id) ? row.id : byName.get(row.name!)!,
  );
  return [...new Set(ids)];
}

async function genreIds(tx: Tx, rows: GenreRow[], known: Set<number>): Promise<number[]> {
  const byName = await findOrCreateGenres(tx, [...new Set(genreNamesToFind(rows, known))]);
  return genreIdsOf(rows, known, byName);
}

/**
 * New scores with all their children, inside the save's transaction: one statement per table for
 * all of them (an import saves a hundred at once, the editor one). The ids come from the tables'
 * sequences first (takeIds), so each child knows its parent's. A list a prepared score leaves out
 * is empty. Answers the scores' ids, in order.
 */
export async function writeNewScores(
  tx: Tx,
  list: ReadonlyArray<{ prepared: PreparedScore; knownGenres: Set<number> }>,
): Promise<number[]> {
  const ids = await takeIds(tx, scores, list.length);
  await insertRows(
    tx,
    scores,
    list.map(({ prepared }, i) => ({ ...prepared.values, id: ids[i] })),
    { withIds: true },
  );
  /** Each score's items of a list, with the score's id and their places in the list. */
  const childRows = <V extends object>(
    lists: ReadonlyArray<ReadonlyArray<{ values: V }> | undefined>,
  ) =>
    lists.flatMap((items, i) =>
      (items ?? []).map((item, position) => ({ ...item.values, scoreId: ids[i], position })),
    );
  await insertRows(tx, attributions, childRows(list.map(({ prepared }) => prepared.attributions)));

  const partsOf = list.map(({ prepared }) => prepared.parts ?? []);
  const partIds = await takeIds(tx, parts, partsOf.flat().length);
  const partRows = childRows(partsOf).map((row, i) => ({ ...row, id: partIds[i] }));
  await insertRows(tx, parts, partRows, { withIds: true });
  await insertRows(
    tx,
    partVoices,
    partsOf
      .flat()
      .flatMap((part, i) =>
        (part.voices ?? []).map((voice) => ({ ...voice.values, partId: partIds[i] })),
      ),
  );

  // The melodies of all the scores' incipits stored at once, then each list in its place.
  const incipitsOf = list.map(({ prepared }) => prepared.incipits ?? []);
  const withMelodies = await withMelodyIds(tx, incipitsOf.flat());
  let taken = 0;
  await insertRows(
    tx,
    incipits,
    childRows(incipitsOf.map((items) => withMelodies.slice(taken, (taken += items.length)))),
  );
  await insertRows(tx, scoreSources, childRows(list.map(({ prepared }) => prepared.sources)));
  await insertRows(
    tx,
    publicationScores,
    childRows(list.map(({ prepared }) => prepared.publications)),
  );
  // A voice's `position` is its own field (the order of the scoring), not its place in the list.
  await insertRows(
    tx,
    scoreVoices,
    list.flatMap(({ prepared }, i) =>
      (prepared.voices ?? []).map((voice) => ({ ...voice.values, scoreId: ids[i] })),
    ),
  );

  const names = list.flatMap(({ prepared, knownGenres }) =>
    genreNamesToFind(prepared.genres ?? [], knownGenres),
  );
  const genresByName = await findOrCreateGenres(tx, [...new Set(names)]);
  await insertRows(
    tx,
    scoreGenres,
    list.flatMap(({ prepared, knownGenres }, i) =>
      genreIdsOf(prepared.genres ?? [], knownGenres, genresByName).map((genreId, position) => ({
        scoreId: ids[i],
        genreId,
        position,
      })),
    ),
  );
  for (const [i, { prepared }] of list.entries())
    if (prepared.entries && prepared.entries.length > 0)
      await linkEntries(tx, ids[i], prepared.entries);
  return ids;
}

/** Links the catalog entries to the score (moving them from another score, marked changed). */
async function linkEntries(tx: Tx, scoreId: number, entries: EntryRow[]) {
  const losers = await linkEntriesToScore(
    tx,
    scoreId,
    entries.map((entry) => entry.id!),
  );
  // A score whose entry moved here lists it no more: its open editor must not put it back.
  await bumpVersions(
    tx,
    scores,
    losers.filter((id) => id !== scoreId),
  );
}

/** Makes the score's genres exactly these, in this order (link rows have no identity). */
async function replaceGenres(tx: Tx, scoreId: number, ids: number[]): Promise<void> {
  await tx.delete(scoreGenres).where(eq(scoreGenres.scoreId, scoreId));
  if (ids.length === 0) return;
  await tx
    .insert(scoreGenres)
    .values(ids.map((genreId, position) => ({ scoreId, genreId, position })));
}
