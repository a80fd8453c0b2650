import type { Db, Tx } from '../core/database/db';
import { storedMarc } from './import';
import { withOriginal } from './original';
import { scoreMarc, type MarcRecord, type ScoreMarcAnswer } from './score-marc';

/**
 * The MARC records of these scores as every export writes them (one score, a collection, a
 * search, OAI-PMH): each from the score, an imported one with its record as it came in where
 * unchanged (original.ts). One statement reads the stored records of them all.
 */
export async function exportedRecords(
  db: Db | Tx,
  scores: readonly ScoreMarcAnswer[],
): Promise<MarcRecord[]> {
  const stored = await storedMarc(
    db,
    scores.map((score) => Number(score.id)),
  );
  return scores.map((score) => withOriginal(scoreMarc(score), stored.get(Number(score.id))));
}
