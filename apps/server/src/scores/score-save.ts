import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { linkEntriesToScore } from '../catalogs/index';
import { syncChildren } from '../core/records/children';
import type { Tx } from '../core/database/db';
import { bumpVersions } from '../core/records/writes';
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
import type { GenreRow, PreparedScore, VoiceItem } from './score-input';

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
  if (score.incipits) await syncList(tx, incipits, scoreId, score.incipits);
  if (score.sources) await syncList(tx, scoreSources, scoreId, score.sources);
  if (score.publications) await syncList(tx, publicationScores, scoreId, score.publications);
  // A voice's `position` is its own field (the order of the scoring), not its place in the list.
  if (score.voices) await syncList(tx, scoreVoices, scoreId, score.voices, false);
  if (score.genres) await replaceGenres(tx, scoreId, await genreIds(tx, score.genres, knownGenres));
  if (score.entries) {
    const losers = await linkEntriesToScore(
      tx,
      scoreId,
      score.entries.map((entry) => entry.id!),
    );
    // A score whose entry moved here lists it no more: its open editor must not put it back.
    await bumpVersions(
      tx,
      scores,
      losers.filter((id) => id !== scoreId),
    );
  }
}

/**
 * The genre ids of the rows, in order and without repeats: a known id as it is, otherwise the
 * genre of that exact (trimmed) name, created when there is none yet (genres feature).
 */
async function genreIds(tx: Tx, rows: GenreRow[], known: Set<number>): Promise<number[]> {
  const names = [
    ...new Set(
      rows
        .filter((row) => row.id === null || !known.has(row.id))
        .map((row) => row.name)
        .filter((name): name is string => name !== null),
    ),
  ];
  const byName = await findOrCreateGenres(tx, names);
  const ids = rows.map((row) =>
    row.id !== null && known.has(row.id) ? row.id : byName.get(row.name!)!,
  );
  return [...new Set(ids)];
}

/** Makes the score's genres exactly these, in this order (link rows have no identity). */
async function replaceGenres(tx: Tx, scoreId: number, ids: number[]): Promise<void> {
  await tx.delete(scoreGenres).where(eq(scoreGenres.scoreId, scoreId));
  if (ids.length === 0) return;
  await tx
    .insert(scoreGenres)
    .values(ids.map((genreId, position) => ({ scoreId, genreId, position })));
}
