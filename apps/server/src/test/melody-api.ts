import { type Melody, type MelodyMode, type MelodyNote } from '@partitura/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { scores } from '../db/schema/scores';
import type { ApiClient } from './api-client';
import { createCollection, signedIn } from './factories';
import { RISM_PAE_RECORDS, rismIncipitInput } from './rism-incipits';
import { UPSERT_SCORE } from './score-api';
import { startTestServer, type TestServer } from './test-server';
import { melodyMatchSql, type MelodySearch } from '../scores/melody-repository';

// The melodic search as its tests call it (scores/melody-*.test.ts): one server per test file,
// a contributor, the RISM sample stored through upsertScore, and the brute-force reference every
// SQL answer is compared with.

export const TIME_LIMIT = 240_000;
export const BATCH = 5; // spec §7: at most five operations per request
const IN_FLIGHT = 4;

export let server: TestServer;
export let contributor: ApiClient;
/** The RISM sample's collection, and one for the scores of the other tests. */
export let collectionId: number;
export let otherCollectionId: number;
/** Every stored incipit with a melody: its score, id and notes. */
export const stored: Array<{ scoreId: number; id: number; melody: Melody }> = [];

// ---------------------------------------------------------------------------------------------
// The brute-force reference: each stored melody, each window, compared note by note.

export function same(window: Melody, query: Melody, mode: MelodyMode, rhythm: boolean): boolean {
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

export function bruteForce(query: MelodySearch): Set<number> {
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
export async function sqlAnswer(
  query: MelodySearch,
  collection = collectionId,
): Promise<Set<number>> {
  const rows = await server.database.db
    .select({ id: scores.id })
    .from(scores)
    .where(and(eq(scores.collectionId, collection), inArray(scores.id, melodyMatchSql(query))));
  return new Set(rows.map((row) => Number(row.id)));
}

// ---------------------------------------------------------------------------------------------

export function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Moved by `semitones`, and by the steps of the scale that come closest. */
export function transposed(melody: Melody, semitones: number): MelodyNote[] {
  const steps = Math.round((semitones * 7) / 12);
  return melody.map((n) => ({ ...n, pitch: n.pitch + semitones, step: n.step + steps }));
}

/**
 * Stores the RISM sample through upsertScore, one score per record carrying all its incipits
 * (rismIncipitInput: every field the sample has, every tenth PAE in exchange form), a few batched
 * requests at a time; answers the scores' ids in the order of RISM_PAE_RECORDS.
 */
export async function storeRismSample(): Promise<string[]> {
  const answers = await runBatched(
    RISM_PAE_RECORDS.map(({ record, fields }, index) => ({
      query: UPSERT_SCORE,
      variables: {
        input: {
          collection: { id: String(collectionId) },
          shelfmark: `${record.siglum} ${record.shelfmark}`,
          title: record.uniformTitle,
          short_title: `${record.composer} — ${record.uniformTitle}`,
          incipits: fields.map((field) => rismIncipitInput(field, index)),
        },
      },
    })),
  );
  return answers.map((answer, index) => {
    expect({ record: RISM_PAE_RECORDS[index].record.id, ...answer }).toMatchObject({
      record: RISM_PAE_RECORDS[index].record.id,
      data: { upsertScore: { success: true, errors: [] } },
    });
    return answer.data.upsertScore.id as string;
  });
}

type Operation = { query: string; variables: Record<string, unknown> };

/**
 * Runs the operations as the contributor in batched requests, a few requests at a time; answers
 * in order. (`data` is `any` as in the test client: the assertions check the fields they read.)
 */
export async function runBatched(
  operations: Operation[],
): Promise<Array<{ data?: any; errors?: unknown }>> {
  const batches: Operation[][] = [];
  for (let i = 0; i < operations.length; i += BATCH) batches.push(operations.slice(i, i + BATCH));
  const answers: Array<{ data?: any; errors?: unknown }>[] = new Array(batches.length);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const index = next++;
      const { status, json } = await contributor.batch(batches[index]);
      expect(status).toBe(200);
      answers[index] = json as (typeof answers)[number];
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return answers.flat();
}

/** Runs the file's setup before its tests (and its teardown after them). */
export function useMelodyServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    contributor = await signedIn(server, 'contributor');
    collectionId = (await createCollection(server.database.db, { name: 'RISM sample' })).id;
    otherCollectionId = (await createCollection(server.database.db, { name: 'Melodies' })).id;
  }, TIME_LIMIT);
  afterAll(() => server?.close());
}
