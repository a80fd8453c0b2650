import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../core/storage/paths';
import { scores } from '../db/schema/scores';
import { createCollection, createScore } from '../test/factories';
import { getScore, saveScore } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

// Issue 24: text fields refuse control characters. A record stored before with one (a legacy
// import) would be refused when saved again: migration 0022 makes each a visible U+FFFD.

useTestServer();

/** Runs migration 0022 again (it is repeatable) on the file's database. */
async function migrateControls() {
  const text = await readFile(
    join(migrationsFolder(), '0022_stored_control_characters.sql'),
    'utf8',
  );
  for (const statement of text.split('--> statement-breakpoint'))
    await server.database.db.execute(sql.raw(statement));
}

describe('control characters stored before they were refused', () => {
  it('become a visible U+FFFD, so the record saves again; tabs and line breaks stay', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db);
    const id = await createScore(db, {
      collectionId,
      shelfmark: 'Alt. 1',
      shortTitle: 'Anio\u0095 pasterzom',
    });
    await db
      .update(scores)
      .set({ notes: 'erste\tZeile\r\nzweite\u001bZeile' })
      .where(eq(scores.id, id));

    await migrateControls();
    const score = await getScore(contributor, String(id));
    expect(score.short_title).toBe('Anio\ufffd pasterzom');
    expect(score.notes).toBe('erste\tZeile\r\nzweite\ufffdZeile');
    // Saved again as the editor sends it back, with a change elsewhere.
    await saveScore(contributor, {
      id: String(id),
      version: score.version,
      collection: { id: String(collectionId) },
      shelfmark: 'Alt. 1a',
      short_title: score.short_title,
      notes: score.notes,
    });
    expect((await getScore(contributor, String(id))).shelfmark).toBe('Alt. 1a');
  });
});
