import type { People } from './people';
import type { RismPool } from './rism-pool';
import type { Scores } from './scores';
import { SHELFMARK_FORMS } from './vocabulary';

/*
 * The values the search benchmark asks for, chosen from what the generator wrote so that every
 * query has the answer it is meant to have: a surname only one person bears (selective), a word
 * in a fifth of the scores (broad), a shelfmark that exists, the largest values of each facet,
 * and a melody taken from a real incipit.
 */

export type Probes = {
  rareComposer: string;
  commonWord: string;
  shelfmark: string;
  topComposer: { id: number; name: string };
  facets: Record<string, string>;
  melody: {
    clef: string | null;
    key_signature: string | null;
    time_signature: string | null;
    pae: string;
  };
};

export function chooseProbes(input: {
  people: People;
  scores: Scores;
  pool: RismPool;
  genres: ReadonlyMap<string, number>;
}): Probes {
  const { people, scores, pool, genres } = input;
  const top = people.idAtRank[0];
  return {
    rareComposer: people.rareSurname,
    // "Missa": the genre of the RISM sample's many masses, in about a fifth of the documents.
    commonWord: 'missa',
    // Collection 1 (the largest) numbers "Ms. 1", "Ms. 2", …
    shelfmark: SHELFMARK_FORMS[0](Math.min(1234, scores.perCollection[0])),
    topComposer: { id: top, name: people.primary[top - 1] },
    facets: {
      collection: '1',
      composer: String(top),
      genre: String(genres.get('Missa') ?? 1),
      key: 'C',
      part: 'cpy',
      voice: 'S',
      digital: 'yes',
      catalog: '1',
      cleric: 'yes',
      profession: 'Organist',
    },
    melody: melodyProbe(pool),
  };
}

/**
 * The opening of a real incipit in plain notes (octave marks, durations, note names,
 * accidentals): its first measures up to at least eight notes — enough for every melodic mode,
 * contour included (its grams span seven notes). Derived from the RISM sample alone, so a kept
 * archive gets it anew (generate.ts).
 */
export function melodyProbe(pool: RismPool): Probes['melody'] {
  for (const incipit of pool.incipits) {
    let pae = '';
    for (const measure of incipit.pae.split('/')) {
      if (!/^[',0-9A-Gxbn.]+$/.test(measure)) break;
      pae = pae ? `${pae}/${measure}` : measure;
      if ((pae.match(/[A-G]/g) ?? []).length >= 8)
        return {
          clef: incipit.clef,
          key_signature: incipit.keySignature,
          time_signature: incipit.timeSignature,
          pae,
        };
    }
  }
  const first = pool.incipits[0];
  return {
    clef: first.clef,
    key_signature: first.keySignature,
    time_signature: first.timeSignature,
    pae: first.pae,
  };
}
