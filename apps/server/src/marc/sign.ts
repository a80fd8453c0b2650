import { sql } from 'drizzle-orm';
import type { Db } from '../core/database/db';
import { answeredData } from '../core/http/public-read';
import type { PublicQuery } from '../digital-copies/index';
import { marcSignatures } from './original';
import { queryScores } from './route';
import { scoreMarc, type ScoreMarcAnswer } from './score-marc';

/**
 * Signs what the export writes of just-imported scores (original.ts): read through the public
 * API as every export reads them, 20 an operation, after their records were committed.
 */
export async function signImported(db: Db, query: PublicQuery, scoreIds: readonly number[]) {
  for (let start = 0; start < scoreIds.length; start += 20) {
    const ids = scoreIds.slice(start, start + 20);
    const data = answeredData(await queryScores(query, ids));
    const signed = ids.flatMap((id, i) => {
      const score = data?.[`s${i}`] as ScoreMarcAnswer | null;
      return score ? [{ id, signatures: marcSignatures(scoreMarc(score)) }] : [];
    });
    if (signed.length === 0) continue;
    await db.execute(sql`
      update score_marc set signatures = signed.signatures
        from jsonb_to_recordset(${JSON.stringify(signed)}::jsonb) as signed(id bigint, signatures jsonb)
       where score_marc.score_id = signed.id`);
  }
}
