import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incipits } from '../db/schema/parts';
import { DELETE_SCORE, saveScore } from '../test/score-api';
import { melodySearchOf } from './melody-repository';
import {
  server,
  contributor,
  otherCollectionId,
  sqlAnswer,
  useMelodyServer,
} from '../test/melody-api';

// A saved incipit's melody is searchable at once: written with the score, in its transaction.

useMelodyServer();

describe('a saved incipit is searchable at once', () => {
  // A melody no RISM incipit has: a chromatic climb by tritones.
  const PAE = "'4CxF''CxF'''C";
  const OTHER = "'4CDEFG";

  const search = (pae: string) =>
    melodySearchOf({ pae, clef: 'G-2', mode: 'interval' }).then((query) => query!);

  it('is found after its save, changed with its update and gone with its deletion', async () => {
    const input = {
      collection: { id: String(otherCollectionId) },
      shelfmark: 'Melody 1',
      short_title: 'Melody test',
      incipits: [{ clef: 'G-2', pae: PAE }],
    };
    const id = await saveScore(contributor, input);
    const tritones = await search("'4DxG''DxG'''D");
    expect(await sqlAnswer(tritones, otherCollectionId)).toEqual(new Set([Number(id)]));

    const { getScore } = await contributor.data(
      'query ($id: ID!) { getScore(id: $id) { version incipits { id } } }',
      { id },
    );
    const incipit = getScore.incipits[0].id;
    await saveScore(contributor, {
      ...input,
      id,
      version: getScore.version,
      incipits: [{ id: incipit, clef: 'G-2', pae: OTHER }],
    });
    expect(await sqlAnswer(tritones, otherCollectionId)).toEqual(new Set());
    const scale = await search("'4CDEFG");
    expect(await sqlAnswer({ ...scale, atStart: true }, otherCollectionId)).toContain(Number(id));

    const { deleteScore } = await contributor.data(DELETE_SCORE, { id });
    expect(deleteScore.success).toBe(true);
    expect(await sqlAnswer({ ...scale, atStart: true }, otherCollectionId)).not.toContain(
      Number(id),
    );
  });

  it('keeps the melody of an incipit saved again unchanged, and reads it anew when the key changes', async () => {
    const db = server.database.db;
    const input = {
      collection: { id: String(otherCollectionId) },
      shelfmark: 'Melody 2',
      short_title: 'Melody test',
      incipits: [{ clef: 'G-2', pae: "'4BEA" }],
    };
    const id = await saveScore(contributor, input);
    const row = async () =>
      (
        await db
          .select({ id: incipits.id, melody: incipits.melody })
          .from(incipits)
          .where(eq(incipits.scoreId, Number(id)))
      )[0];
    const { id: incipitId, melody } = await row();
    expect(melody).toBe('71,34,4 64,30,4 69,33,4');
    // Marked, to see whether a save reads it again.
    await db.update(incipits).set({ melody: 'marked' }).where(eq(incipits.id, incipitId));
    const save = (version: number, values: object) =>
      saveScore(contributor, {
        ...input,
        id,
        version,
        incipits: [{ id: String(incipitId), clef: 'G-2', pae: "'4BEA", ...values }],
      });
    await save(1, { tempo: 'Adagio' });
    expect((await row()).melody).toBe('marked');
    await save(2, { key_signature: 'bBEA' });
    expect((await row()).melody).toBe('70,34,4 63,30,4 68,33,4');
    // A key signature the input leaves out stays as stored: the notation is still the same.
    await db.update(incipits).set({ melody: 'marked' }).where(eq(incipits.id, incipitId));
    await save(3, {});
    expect((await row()).melody).toBe('marked');
    await save(4, { pae: "'4BEAG" });
    expect((await row()).melody).toBe('70,34,4 63,30,4 68,33,4 67,32,4');
  });

  it('stores no melody for PAE without notes, and finds nothing for it', async () => {
    const id = await saveScore(contributor, {
      collection: { id: String(otherCollectionId) },
      shelfmark: 'Melody 3',
      short_title: 'Melody test',
      incipits: [{ clef: 'G-2', pae: '=4/' }],
    });
    const [row] = await server.database.db
      .select({ melody: incipits.melody, melodyId: incipits.melodyId })
      .from(incipits)
      .where(eq(incipits.scoreId, Number(id)));
    expect(row).toEqual({ melody: '', melodyId: null });
    // A one-note contour query matches every melody, but this incipit has none.
    const withNotes = await saveScore(contributor, {
      collection: { id: String(otherCollectionId) },
      shelfmark: 'Melody 3b',
      short_title: 'Melody test',
      incipits: [{ clef: 'G-2', pae: "'4C" }],
    });
    const anything = { melody: [{ pitch: 60, step: 28, duration: '4' }], mode: 'contour' as const };
    const found = await sqlAnswer(anything, otherCollectionId);
    expect(found).toContain(Number(withNotes));
    expect(found).not.toContain(Number(id));
  });

  it('rebuilds no search document for a change of melody only, and does for a change of text', async () => {
    const db = server.database.db;
    const id = await saveScore(contributor, {
      collection: { id: String(otherCollectionId) },
      shelfmark: 'Melody 4',
      short_title: 'Melody test',
      incipits: [{ clef: 'G-2', pae: "'4C", text: 'Gloria' }],
    });
    const mark = () =>
      db.execute(
        sql`update search_documents set names = 'marked' where kind = 'score' and record_id = ${Number(id)}`,
      );
    const marked = async () =>
      (
        (await db.execute(
          sql`select names from search_documents where kind = 'score' and record_id = ${Number(id)}`,
        )) as unknown as { rows: Array<{ names: string }> }
      ).rows[0].names === 'marked';
    await mark();
    await db
      .update(incipits)
      .set({ melody: '60,28,4' })
      .where(eq(incipits.scoreId, Number(id)));
    expect(await marked()).toBe(true);
    await db
      .update(incipits)
      .set({ text: 'Credo' })
      .where(eq(incipits.scoreId, Number(id)));
    expect(await marked()).toBe(false);
  });
});
