import {
  incipitMelodyColumns,
  melodyKey,
  planScores,
  rismRecords,
  type PlannedIncipit,
  type PlannedScore,
} from '../../apps/server/src/archive-tools';
import type { Column } from './target';

/*
 * What generated scores are made of: the records of the RISM sample (RISM, CC BY 3.0) read as
 * the demonstration data reads them (seed/scores-plan.ts) — uniform title, genre, key, scoring
 * and incipits with cleaned Plaine & Easie code. A generated score takes a record as its model;
 * its incipits are real RISM incipits, each of the sample's ≈1,330 distinct ones reused about a
 * thousand times at 1.5M.
 */

/** A distinct RISM incipit (clef, key and time signature and notes), numbered from 0. */
export type IncipitTemplate = PlannedIncipit & {
  index: number;
  /** Values of the melody columns (see melodyColumns), computed once for this incipit. */
  melody: unknown[];
};

export type ScoreTemplate = Omit<PlannedScore, 'incipits'> & { incipits: IncipitTemplate[] };

export type RismPool = {
  scores: ScoreTemplate[];
  incipits: IncipitTemplate[];
  genres: string[];
  /** The melody columns the incipits are written with. */
  melodyColumns: readonly Column[];
  /** The rows of `melodies` (MELODY_COLUMNS), each distinct melody once. */
  melodies: unknown[][];
};

/** The columns of `melodies` as the generator writes them. */
export const MELODY_COLUMNS: readonly Column[] = [
  ['id', 'bigint'],
  ['key', 'uuid'],
  ['melody', 'text'],
  ['melody_index', 'text'],
  ['melody_grams', 'text', 'int[]'],
];

export async function rismPool(): Promise<RismPool> {
  const sigla = [...new Set(rismRecords().map((record) => record.siglum))];
  const planned = planScores(sigla);
  const distinct = new Map<string, IncipitTemplate>();
  const scores = planned.map((score) => ({
    ...score,
    incipits: score.incipits.map((incipit) => {
      const identity = [incipit.clef, incipit.keySignature, incipit.timeSignature, incipit.pae];
      const key = JSON.stringify(identity);
      let template = distinct.get(key);
      if (!template) {
        template = { ...incipit, index: distinct.size, melody: [] };
        distinct.set(key, template);
      }
      // The copy keeps its own text, tempo and part; the notation is shared.
      return { ...incipit, index: template.index, melody: template.melody };
    }),
  }));
  const incipits = [...distinct.values()];
  const melody = await melodyColumns(incipits);
  for (const template of incipits) template.melody.push(...melody.valuesOf(template));
  return {
    scores,
    incipits,
    genres: [...new Set(planned.map((score) => score.genre))].sort(),
    melodyColumns: melody.columns,
    melodies: melody.melodies,
  };
}

/**
 * The melody columns of `incipits` (migrations 0007, 0023), computed with the server's own
 * function — Verovio reading each distinct RISM incipit once (≈ 7 ms each, ≈ 10 s for the
 * 1,330) — and written with every copy (scores.ts, the incipits loader); 1.5M copies read one by
 * one would take hours. Each distinct melody is one row of `melodies`, numbered here.
 */
async function melodyColumns(distinct: readonly IncipitTemplate[]): Promise<{
  columns: readonly Column[];
  valuesOf(template: IncipitTemplate): unknown[];
  melodies: unknown[][];
}> {
  const computed = new Map<number, unknown[]>();
  const melodies = new Map<string, unknown[]>();
  for (const template of distinct) {
    const columns = await incipitMelodyColumns({
      clef: template.clef,
      key_signature: template.keySignature,
      time_signature: template.timeSignature,
      pae: template.pae,
    });
    let row = melodies.get(columns.melody);
    if (!row && columns.melodyIndex !== null && columns.melodyGrams !== null) {
      row = [
        melodies.size + 1,
        melodyKey(columns.melody),
        columns.melody,
        columns.melodyIndex,
        `{${columns.melodyGrams.join(',')}}`,
      ];
      melodies.set(columns.melody, row);
    }
    computed.set(template.index, [columns.melody, row ? row[0] : null]);
  }
  return {
    columns: [
      ['melody', 'text'],
      ['melody_id', 'bigint'],
    ],
    valuesOf: (template) => computed.get(template.index) ?? [null, null],
    melodies: [...melodies.values()],
  };
}
