import { sql } from 'drizzle-orm';
import type { Db } from '../core/database/db';
import { answeredData } from '../core/http/public-read';
import type { PublicQuery } from '../digital-copies/index';
import { marcSignatures } from './original';
import { scoresQuery } from './route';
import { scoreMarc, type ScoreMarcAnswer } from './score-marc';

/**
 * Signs what the export writes of just-imported scores (original.ts): read through the public
 * API as every export reads them, 20 an operation, after their records were committed.
 */
export async function signImported(db: Db, query: PublicQuery, scoreIds: readonly number[]) {
  for (let start = 0; start < scoreIds.length; start += 20) {
    const ids = scoreIds.slice(start, start + 20);
    const data = answeredData(await query(scoresQuery(ids), {}, 'en'));
    for (const [i, id] of ids.entries()) {
      const score = data?.[`s${i}`] as ScoreMarcAnswer | null;
      if (!score) continue;
      await db.execute(sql`
        update score_marc set signatures = ${JSON.stringify(marcSignatures(scoreMarc(score)))}::jsonb
         where score_id = ${id}`);
    }
  }
}
