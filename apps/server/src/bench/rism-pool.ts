import { planScores, type PlannedIncipit, type PlannedScore } from '../seed/scores-plan';
import { rismRecords } from '../seed/rism-sample';
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
  /** The melody columns the incipits are written with (none until the melody columns exist). */
  melodyColumns: readonly Column[];
};

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
  };
}

/**
 * ─── HOOK: melody features, once per distinct RISM incipit ───────────────────────────────────
 *
 * The melodic search (issue 9, being built on another branch) stores features per incipit —
 * columns of `incipits` such as melody_index and melody_grams, computed with Verovio when an
 * incipit is saved and by `npm run reindex` for stored ones. Computed per row, 1.5M generated
 * incipits would take most of a day (≈ 40 ms a Verovio run); but they are copies of ≈ 1,330
 * distinct RISM incipits. When those columns exist, compute them HERE with the server's own
 * feature function — once per distinct incipit — and answer them as columns (target.ts Column:
 * ['melody_index', 'text'], or ['melody_grams', 'text', 'int[]'] for an array column sent in its
 * text form '{1,2,3}') with each template's values in that order; the generator writes them with
 * every copy (scores.ts, the incipits loader). Until then no column is answered, and a reindex
 * can fill the features afterwards.
 */
async function melodyColumns(distinct: readonly IncipitTemplate[]): Promise<{
  columns: readonly Column[];
  valuesOf(template: IncipitTemplate): unknown[];
}> {
  void distinct;
  return { columns: [], valuesOf: () => [] };
}
