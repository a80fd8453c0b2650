import {
  MELODY_MODES,
  melodyFromText,
  nearMelodyMatch,
  type Melody,
  type MelodyMode,
  type MelodyNote,
} from '@partitura/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incipits } from '../db/schema/parts';
import { scores } from '../db/schema/scores';
import { hasPaeData, rismClef, rismKeySignature, rismRecords } from '../seed/rism-sample';
import type { ApiClient } from '../test/api-client';
import { createCollection, signedIn } from '../test/factories';
import { DELETE_SCORE, UPSERT_SCORE, saveScore } from '../test/score-api';
import { startTestServer, type TestServer } from '../test/test-server';
import { incipitMelody, keptQueryMelodies, queryMelody } from './melody-features';
import { reindexMelodies } from './melody-reindex';
import {
  matchIncipits,
  melodyMatchSql,
  melodySearchOf,
  nearMelodyMatches,
  type MelodySearch,
} from './melody-repository';

/*
 * The melodic search over the real database: every PAE incipit of the RISM sample (RISM,
 * CC BY 3.0) stored through upsertScore, then a few hundred queries — fragments of the stored
 * melodies, transposed or not, in every mode, with and without rhythm and at the start — whose
 * SQL answer must be exactly what a brute-force comparison with every stored melody finds.
 */

const TIME_LIMIT = 240_000;
const BATCH = 5; // spec §7: at most five operations per request
const IN_FLIGHT = 4;

let server: TestServer;
let contributor: ApiClient;
/** The RISM sample's collection, and one for the scores of the other tests. */
let collectionId: number;
let otherCollectionId: number;
/** Every stored incipit with a melody: its score, id and notes. */
let stored: Array<{ scoreId: number; id: number; melody: Melody }> = [];

beforeAll(async () => {
  server = await startTestServer();
  contributor = await signedIn(server, 'contributor');
  collectionId = (await createCollection(server.database.db, { name: 'RISM sample' })).id;
  otherCollectionId = (await createCollection(server.database.db, { name: 'Melodies' })).id;
}, TIME_LIMIT);
afterAll(() => server?.close());

// ---------------------------------------------------------------------------------------------
// The brute-force reference: each stored melody, each window, compared note by note.

function same(window: Melody, query: Melody, mode: MelodyMode, rhythm: boolean): boolean {
  if (rhythm && window.some((w, i) => w.duration !== query[i].duration)) return false;
  return window.every((w, i) => {
    const q = query[i];
    if (mode === 'pitch') return w.pitch === q.pitch;
    if (mode === 'pitch_class') return (w.pitch - q.pitch) % 12 === 0;
    if (mode === 'interval') return w.pitch - q.pitch === window[0].pitch - query[0].pitch;
    if (mode === 'diatonic') return w.step - q.step === window[0].step - query[0].step;
    return (
      i === 0 ||
      Math.sign(w.pitch - window[i - 1].pitch) === Math.sign(q.pitch - query[i - 1].pitch)
    );
  });
}

function bruteForce(query: MelodySearch): Set<number> {
  const found = new Set<number>();
  const m = query.melody.length;
  for (const { scoreId, melody } of stored) {
    const last = query.atStart ? 0 : melody.length - m;
    for (let s = 0; s <= last && s + m <= melody.length; s++) {
      if (same(melody.slice(s, s + m), query.melody, query.mode, query.rhythm ?? false)) {
        found.add(scoreId);
        break;
      }
    }
  }
  return found;
}

/** The scores of the collection that the SQL search finds. */
async function sqlAnswer(query: MelodySearch, collection = collectionId): Promise<Set<number>> {
  const rows = await server.database.db
    .select({ id: scores.id })
    .from(scores)
    .where(and(eq(scores.collectionId, collection), inArray(scores.id, melodyMatchSql(query))));
  return new Set(rows.map((row) => Number(row.id)));
}

// ---------------------------------------------------------------------------------------------

function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Moved by `semitones`, and by the steps of the scale that come closest. */
function transposed(melody: Melody, semitones: number): MelodyNote[] {
  const steps = Math.round((semitones * 7) / 12);
  return melody.map((n) => ({ ...n, pitch: n.pitch + semitones, step: n.step + steps }));
}

async function storeRismSample() {
  const records = rismRecords()
    .map((record) => ({ record, fields: record.incipits.filter(hasPaeData) }))
    .filter(({ fields }) => fields.length > 0);
  const operations = records.map(({ record, fields }) => ({
    query: UPSERT_SCORE,
    variables: {
      input: {
        collection: { id: String(collectionId) },
        shelfmark: `${record.siglum} ${record.shelfmark}`,
        short_title: `${record.composer} — ${record.uniformTitle}`,
        incipits: fields.map((field) => ({
          clef: rismClef(field),
          key_signature: rismKeySignature(field),
          time_signature: field.o_timesig ?? null,
          pae: field.p_data,
        })),
      },
    },
  }));
  const batches: (typeof operations)[] = [];
  for (let i = 0; i < operations.length; i += BATCH) batches.push(operations.slice(i, i + BATCH));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const { status, json } = await contributor.batch(batches[next++]);
      expect(status).toBe(200);
      for (const answer of json as Array<{ data: { upsertScore: { success: boolean } } }>)
        expect(answer.data.upsertScore.success).toBe(true);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

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
      .select({ melody: incipits.melody, index: incipits.melodyIndex, grams: incipits.melodyGrams })
      .from(incipits)
      .where(eq(incipits.scoreId, Number(id)));
    expect(row).toEqual({ melody: '', index: null, grams: null });
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

describe('the melodic search over the RISM sample', () => {
  it(
    'stores a melody with every incipit of the sample, read from the document the web renders',
    async () => {
      await storeRismSample();
      const rows = await server.database.db
        .select({
          id: incipits.id,
          scoreId: incipits.scoreId,
          melody: incipits.melody,
          pae: incipits.pae,
          clef: incipits.clef,
          key_signature: incipits.keySignature,
          time_signature: incipits.timeSignature,
        })
        .from(incipits)
        .innerJoin(scores, eq(scores.id, incipits.scoreId))
        .where(eq(scores.collectionId, collectionId));
      expect(rows).toHaveLength(1410);
      // Every incipit of the sample has notes Verovio reads.
      for (const row of rows) expect(melodyFromText(row.melody), row.pae).not.toBeNull();
      stored = rows.map((row) => ({
        scoreId: Number(row.scoreId),
        id: Number(row.id),
        melody: melodyFromText(row.melody)!,
      }));
      // What was stored is what Verovio reads from the stored fields (a sample of them).
      for (const row of rows.filter((_, i) => i % 47 === 0))
        expect(melodyFromText(row.melody)).toEqual(await incipitMelody(row));
    },
    TIME_LIMIT,
  );

  it(
    'finds exactly what a brute-force comparison finds, for 400 queries in every mode and option',
    async () => {
      expect(stored).toHaveLength(1410); // needs the first test's incipits
      const next = random(11);
      let nonEmpty = 0;
      for (let q = 0; q < 400; q++) {
        const mode = MELODY_MODES[q % MELODY_MODES.length];
        const rhythm = next() < 0.4;
        const atStart = next() < 0.3;
        const source = stored[Math.floor(next() * stored.length)].melody;
        const length = Math.min(source.length, 2 + Math.floor(next() * 9));
        const start =
          atStart && next() < 0.7 ? 0 : Math.floor(next() * (source.length - length + 1));
        let melody = source.slice(start, start + length);
        // Transposed: by octaves for pitch classes, by anything for the relative modes.
        if (next() < 0.5) {
          const shift =
            mode === 'pitch' || mode === 'pitch_class'
              ? 12 * (next() < 0.5 ? -1 : 1)
              : Math.floor(next() * 13) - 6;
          melody = transposed(melody, shift);
        }
        const query: MelodySearch = { melody, mode, rhythm, atStart };
        const expected = bruteForce(query);
        const answer = await sqlAnswer(query);
        expect([...answer].sort(), JSON.stringify(query)).toEqual([...expected].sort());
        if (expected.size > 0) nonEmpty++;

        // Each score found has an incipit whose notes at the answered place match.
        const page = [...answer].slice(0, 20);
        const matches = await matchIncipits(server.database.db, page, query);
        expect([...matches.keys()].sort()).toEqual(page.sort());
        for (const match of matches.values()) {
          const incipit = stored.find((s) => s.id === match.incipitId)!;
          expect(match.distance).toBe(0);
          expect(
            same(
              incipit.melody.slice(match.start, match.start + match.length),
              melody,
              mode,
              rhythm,
            ),
          ).toBe(true);
          if (atStart) expect(match.start).toBe(0);
        }
      }
      expect(nonEmpty).toBeGreaterThan(300);
    },
    TIME_LIMIT,
  );

  it(
    'finds near matches — one note changed, missing or inserted — after the exact ones',
    async () => {
      expect(stored).toHaveLength(1410);
      const next = random(5);
      const long = stored.filter((s) => s.melody.length >= 16);
      const rism = new Set(stored.map((s) => s.scoreId));
      let near = 0;
      for (let q = 0; q < 60; q++) {
        const mode = MELODY_MODES[q % MELODY_MODES.length];
        const source = long[Math.floor(next() * long.length)];
        const melody = [...source.melody.slice(0, 15)];
        const at = 1 + Math.floor(next() * 13);
        const edit = q % 3;
        if (edit === 0) melody[at] = { ...melody[at], pitch: melody[at].pitch + 5, step: 99 };
        else if (edit === 1) melody.splice(at, 1);
        else melody.splice(at, 0, { ...melody[at], pitch: melody[at].pitch + 7 });
        const query: MelodySearch = { melody, mode, atStart: q % 2 === 0 };
        const answer = await nearMelodyMatches(server.database.db, query);
        expect(answer.complete).toBe(true);
        const matches = answer.matches.filter((m) => rism.has(m.scoreId));
        const expected = new Map<number, 0 | 1>();
        for (const s of stored) {
          const found = nearMelodyMatch(s.melody, melody, mode, query);
          if (found && (expected.get(s.scoreId) ?? 2) > found.distance)
            expected.set(s.scoreId, found.distance);
        }
        expect(
          matches.map((m) => [m.scoreId, m.distance]),
          JSON.stringify(query),
        ).toEqual(
          [...expected].sort(([a, da], [b, db]) => da - db || a - b).map(([id, d]) => [id, d]),
        );
        expect(matches.map((m) => m.scoreId)).toContain(source.scoreId);
        if (matches.some((m) => m.distance === 1)) near++;
      }
      expect(near).toBeGreaterThan(40);
    },
    TIME_LIMIT,
  );

  it('reads a query from PAE as an incipit is read, and finds its transposition', async () => {
    // The first bar of RISM 400006537 (30488705: '8EE+(6EEF)(6GFE)/ in E flat), in A flat.
    const search = await melodySearchOf({
      pae: "'8AA+(6AAB)(''6C'BA)/",
      clef: 'G-2',
      key_signature: 'bBEAD',
      mode: 'interval',
      rhythm: true,
      at_start: true,
    });
    expect(search?.melody.map((n) => n.pitch)).toEqual([68, 68, 68, 70, 72, 70, 68]);
    expect(search?.melody.map((n) => n.duration).join(' ')).toBe('8 8 6 6 6 6 6');
    const [lucchini] = await server.database.db
      .select({ id: scores.id })
      .from(scores)
      .where(eq(scores.shelfmark, 'CH-Bu kr IV 177 (Ms.166)'));
    expect(await sqlAnswer(search!)).toContain(Number(lucchini.id));
    expect(await melodySearchOf({ pae: '', mode: 'pitch' })).toBeNull();
    expect(await melodySearchOf({ pae: "'4C", mode: 'rhythm' })).toBeNull();
  });

  it(
    'reads the notes of a query once for the requests that follow with the same notes',
    async () => {
      const notes = { pae: "'4CDEF/GAB''C", clef: 'G-2', key_signature: '', time_signature: 'c' };
      const first = await queryMelody(notes);
      expect(first?.map((note) => note.pitch)).toEqual([60, 62, 64, 65, 67, 69, 71, 72]);
      // Another mode, the same notes: the melody kept, not read anew.
      expect((await melodySearchOf({ ...notes, mode: 'contour' }))?.melody).toBe(first);
      // Other notes, another melody; a key signature changes what the notes are.
      expect(await queryMelody({ ...notes, pae: "'4CDEE" })).not.toBe(first);
      const flat = await queryMelody({ ...notes, key_signature: 'bB' });
      expect(flat?.[6].pitch).toBe(70);
      // Kept within bounds however many queries come (270 other melodies).
      for (let i = 0; i < 270; i++) {
        const [a, b, c] = [i % 7, Math.floor(i / 7) % 7, Math.floor(i / 49)].map(
          (n) => 'CDEFGAB'[n],
        );
        await queryMelody({ ...notes, pae: `'4C${a}${b}${c}/` });
      }
      expect(keptQueryMelodies()).toBe(256);
    },
    TIME_LIMIT,
  );
});
describe('npm run reindex', () => {
  it(
    'computes the melodies of incipits that have none, as the save did',
    async () => {
      const db = server.database.db;
      const before = await db
        .select({
          id: incipits.id,
          melody: incipits.melody,
          index: incipits.melodyIndex,
          grams: incipits.melodyGrams,
        })
        .from(incipits)
        .where(isNotNull(incipits.melody))
        .orderBy(incipits.id);
      await db.execute(
        sql`update incipits set melody = null, melody_index = null, melody_grams = null`,
      );
      const progress: number[] = [];
      const read = await reindexMelodies(db, ({ done }) => progress.push(done));
      expect(read).toBe(before.length);
      expect(progress.at(-1)).toBe(before.length);
      const after = await db
        .select({
          id: incipits.id,
          melody: incipits.melody,
          index: incipits.melodyIndex,
          grams: incipits.melodyGrams,
        })
        .from(incipits)
        .orderBy(incipits.id);
      expect(after).toEqual(before);
    },
    TIME_LIMIT,
  );
});
