import { cleanPae, MELODY_MODES, melodyFromText, nearMelodyMatch } from '@partitura/domain';
import { count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incipits, melodies } from '../db/schema/parts';
import { scores } from '../db/schema/scores';
import { incipitMelody, keptQueryMelodies, queryMelody } from './melody-features';
import { reindexMelodies } from './melody-reindex';
import { bySimilarity, nearMelodyMatches } from './melody-near';
import { matchIncipits, melodySearchOf, type MelodySearch } from './melody-repository';
import {
  TIME_LIMIT,
  server,
  collectionId,
  stored,
  same,
  bruteForce,
  sqlAnswer,
  random,
  transposed,
  storeRismSample,
  runBatched,
  useMelodyServer,
} from '../test/melody-api';
import { RISM_PAE_RECORDS, rismIncipitInput } from '../test/rism-incipits';

/*
 * The melodic search over the real database: every PAE incipit of the RISM sample (RISM,
 * CC BY 3.0) stored through upsertScore and read back through getScore, then a few hundred queries — fragments of the stored
 * melodies, transposed or not, in every mode, with and without rhythm and at the start — whose
 * SQL answer must be exactly what a brute-force comparison with every stored melody finds; and
 * npm run reindex computing the melodies anew.
 */

useMelodyServer();

const GET_SCORE = `query ($id: ID!) { getScore(id: $id) { shelfmark incipits {
  clef key_signature time_signature tempo text part pae number movement section numbering } } }`;
/** The RISM sample's scores, in the order of RISM_PAE_RECORDS (stored by the first test). */
const scoreIds: string[] = [];

describe('the melodic search over the RISM sample', () => {
  it(
    'stores a melody with every incipit of the sample, read from the document the web renders',
    async () => {
      scoreIds.splice(0, scoreIds.length, ...(await storeRismSample()));
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
      stored.splice(
        0,
        stored.length,
        ...rows.map((row) => ({
          scoreId: Number(row.scoreId),
          id: Number(row.id),
          melody: melodyFromText(row.melody)!,
        })),
      );
      // What was stored is what Verovio reads from the stored fields (a sample of them).
      for (const row of rows.filter((_, i) => i % 47 === 0))
        expect(melodyFromText(row.melody)).toEqual(await incipitMelody(row));
    },
    TIME_LIMIT,
  );

  it(
    'reads all 1,410 incipits back through getScore as cleanPae made them',
    async () => {
      expect(scoreIds).toHaveLength(RISM_PAE_RECORDS.length); // the first test stored them
      const reads = await runBatched(
        scoreIds.map((id) => ({ query: GET_SCORE, variables: { id } })),
      );
      RISM_PAE_RECORDS.forEach(({ record, fields }, index) => {
        const score = reads[index].data.getScore;
        expect(score.shelfmark).toBe(`${record.siglum} ${record.shelfmark}`);
        // What scores/rism-incipits.test.ts renders in Verovio is what is stored.
        expect(score.incipits).toEqual(
          fields.map((field) => ({
            ...rismIncipitInput(field, index),
            pae: cleanPae(field.p_data),
            numbering: [field.a_work, field.b_movement, field.c_incipit].join('.'),
          })),
        );
      });
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
        const { matches } = await matchIncipits(server.database.db, page, query);
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
    'finds near matches — one note changed, missing or inserted — of the scores without an exact one',
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
        expect(answer.count).toBe(answer.matches.length);
        const matches = answer.matches.filter((m) => rism.has(m.scoreId));
        const expected = new Map<number, 0 | 1>();
        for (const s of stored) {
          const found = nearMelodyMatch(s.melody, melody, mode, query);
          if (found && (expected.get(s.scoreId) ?? 2) > found.distance)
            expected.set(s.scoreId, found.distance);
        }
        // The scores whose best match is near (one matching exactly is an exact hit), ranked by
        // similarity (the reference's ranks).
        const nearOnly = [...expected].filter(([, distance]) => distance === 1);
        expect(
          matches.map((m) => [m.scoreId, m.distance]).sort(([a], [b]) => a - b),
          JSON.stringify(query),
        ).toEqual(nearOnly.sort(([a], [b]) => a - b));
        expect(matches).toEqual([...matches].sort(bySimilarity));
        if (expected.get(source.scoreId) === 1)
          expect(matches.map((m) => m.scoreId)).toContain(source.scoreId);
        if (matches.some((m) => m.distance === 1)) near++;
      }
      expect(near).toBeGreaterThan(40);
    },
    TIME_LIMIT,
  );

  it(
    'leaves grace notes out of every melody: Verovio reads the PAE without them as the same notes',
    async () => {
      expect(stored).toHaveLength(1410);
      const rows = await server.database.db
        .select({
          id: incipits.id,
          pae: incipits.pae,
          clef: incipits.clef,
          key_signature: incipits.keySignature,
          time_signature: incipits.timeSignature,
        })
        .from(incipits)
        .innerJoin(scores, eq(scores.id, incipits.scoreId))
        .where(eq(scores.collectionId, collectionId));
      // Single grace notes (acciaccatura g, appoggiatura q) taken out of the text, their octave
      // marks kept (they hold for the notes after); groups (qq … r) are left to Verovio alone.
      const graced = rows.filter((row) => /[gq]/.test(row.pae) && !/qq/.test(row.pae));
      expect(graced.length).toBeGreaterThan(20);
      let compared = 0;
      for (const row of graced) {
        const plain = row.pae.replace(
          /(?:(?:'+|,+|\d\.*)*[gq](?:'+|,+)?(?:xx|x|bb|b|n)?[A-G])+/g,
          (run: string, at: number, text: string) => {
            // The run's last duration and octave mark hold for the notes after, unless one
            // follows right away (they would join it).
            const after = text[at + run.length] ?? '';
            const duration = /\d/.test(after) ? '' : (run.match(/\d\.*/g)?.at(-1) ?? '');
            const marks = /['",]/.test(after) ? '' : (run.match(/'+|,+/g)?.at(-1) ?? '');
            return duration + marks;
          },
        );
        const reference = await incipitMelody({ ...row, pae: plain });
        const melody = stored.find((s) => s.id === Number(row.id))!.melody;
        if (!reference) continue;
        expect(melody, `${row.pae} → ${plain}`).toEqual(reference);
        compared++;
      }
      expect(compared).toBeGreaterThan(graced.length * 0.9);
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
      // Each incipit's melody as the search reads it: its notes, search text and grams.
      const stored = (where?: SQL) =>
        db
          .select({
            id: incipits.id,
            melody: incipits.melody,
            index: melodies.melodyIndex,
            grams: melodies.melodyGrams,
          })
          .from(incipits)
          .leftJoin(melodies, eq(melodies.id, incipits.melodyId))
          .where(where)
          .orderBy(incipits.id);
      const before = await stored(isNotNull(incipits.melody));
      // An orphan (a melody no incipit has) is removed; the others are written again.
      await db.execute(sql`update incipits set melody = null, melody_id = null`);
      await db.insert(melodies).values({
        key: '00000000-0000-0000-0000-000000000000',
        melody: '60,28,4',
        melodyIndex: 'orphan',
        melodyGrams: [],
      });
      const progress: number[] = [];
      const read = await reindexMelodies(db, ({ done }) => progress.push(done));
      expect(read).toBe(before.length);
      expect(progress.at(-1)).toBe(before.length);
      const after = await stored();
      expect(after).toEqual(before);
      const [{ orphans }] = await db
        .select({ orphans: count() })
        .from(melodies)
        .where(sql`not exists (select 1 from incipits i where i.melody_id = ${melodies.id})`);
      expect(orphans).toBe(0);
    },
    TIME_LIMIT,
  );
});
