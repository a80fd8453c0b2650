import { sql, type SQLWrapper } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Tx } from '../core/database/db';
import { createPlace, createPublication } from '../test/factories';
import { server, useTestServer } from '../test/suite';
import {
  attributionsCiting,
  publicationScoresCiting,
  type AttributionReference,
} from './citations-repository';

useTestServer();

/** The plan of a statement, as EXPLAIN prints it, with sequential scans made a last resort. */
async function planOf(statement: (tx: Tx) => SQLWrapper): Promise<string> {
  return server.database.db.transaction(async (tx) => {
    // The test tables are small: without this the planner may rightly prefer reading them whole.
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${statement(tx)}`));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

// A million scores can cite one publication: a page of its citations must come from a bounded
// scan of an index in the page's order (migration 0018), never from sorting them all.
describe('the citations of a place or a publication', () => {
  const window = { size: 50, current: 3, offset: 100 };

  it.each<[AttributionReference, string]>([
    ['place', 'attributions_place_id_id_idx'],
    ['publication', 'attributions_publication_id_id_idx'],
  ])("reads a page of a %s's attributions through %s", async (by, index) => {
    const db = server.database.db;
    const id = by === 'place' ? await createPlace(db) : await createPublication(db);
    const plan = await planOf((tx) => attributionsCiting(tx, by, [id], window));
    expect(plan).toContain(index);
  });

  it("reads a page of a publication's literature references through its (publication, id) index", async () => {
    const id = await createPublication(server.database.db);
    const plan = await planOf((tx) => publicationScoresCiting(tx, [id], window));
    expect(plan).toContain('publication_scores_publication_id_id_idx');
  });
});
