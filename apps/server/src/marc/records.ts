import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../core/database/db';
import { withOriginal, type StoredMarc } from './original';
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

/** The scores' stored MARC records (null: imported from none). */
export async function storedMarc(db: Db | Tx, scoreIds: readonly number[]) {
  if (scoreIds.length === 0) return new Map<number, StoredMarc>();
  const rows = rowsOf<{
    score_id: number | string;
    control_number: string;
    leader: string;
    fields: StoredMarc['fields'];
    signatures: Record<string, string> | null;
  }>(
    await db.execute(sql`
      select score_id, control_number, leader, fields, signatures from score_marc
       where score_id = any(${`{${scoreIds.join(',')}}`}::bigint[])`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.score_id),
      {
        controlNumber: row.control_number,
        leader: row.leader,
        fields: row.fields,
        signatures: row.signatures,
      },
    ]),
  );
}
