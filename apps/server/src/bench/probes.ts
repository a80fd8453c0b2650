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
 * The first measure of a real incipit that is plain notes (octave marks, durations, note names,
 * accidentals) and has at least five of them: a query every melodic mode can read.
 */
function melodyProbe(pool: RismPool): Probes['melody'] {
  for (const incipit of pool.incipits) {
    const measure = incipit.pae.split('/')[0];
    if (/^[',0-9A-Gxbn.]+$/.test(measure) && (measure.match(/[A-G]/g) ?? []).length >= 5) {
      return {
        clef: incipit.clef,
        key_signature: incipit.keySignature,
        time_signature: incipit.timeSignature,
        pae: measure,
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
