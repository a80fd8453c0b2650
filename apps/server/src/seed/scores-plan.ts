import {
  cleanPae,
  SHORT_TITLE_SEPARATOR,
  suggestedShortTitle,
  type Clef,
  type KeySignature,
} from '@partitura/domain';
import { genreOf, isGenericTitle } from './genres';
import {
  hasPaeData,
  rismClef,
  rismKey,
  rismKeySignature,
  rismNumber,
  rismRecords,
  type RismRecord,
} from './rism-sample';

/*
 * The demonstration scores: one per record of the RISM sample (RISM, CC BY 3.0) held by a
 * demonstration collection — the sample's sigla CH-E (Einsiedeln), CH-EN (Engelberg) and CH-D
 * (Disentis) are the prefixes of three of them. Everything here is RISM's data; only the genre,
 * the short title and the scoring are derived from it.
 */

export type PlannedIncipit = {
  tempo: string | null;
  clef: Clef | null;
  timeSignature: string | null;
  keySignature: KeySignature | null;
  text: string | null;
  part: string | null;
  pae: string;
  number: number | null;
  movement: number | null;
  section: number | null;
  notes: string | null;
};

export type PlannedScore = {
  rismId: string;
  prefix: string;
  shelfmark: string;
  title: string;
  shortTitle: string;
  key: string | null;
  /** The composer's name as RISM writes it ("Abt, Franz Wilhelm"): the author (aut). */
  composer: string;
  genre: string;
  /** The scoring as far as the incipits show it: their distinct voices/instruments ($m). */
  voices: string[];
  incipits: PlannedIncipit[];
};

/** The scores of the collections with these prefixes, in the sample's order. */
export function planScores(prefixes: readonly string[]): PlannedScore[] {
  return rismRecords()
    .filter((record) => prefixes.includes(record.siglum))
    .map(planScore);
}

function planScore(record: RismRecord): PlannedScore {
  const voices = distinct(record.incipits.map((field) => field.m_voice_instrument?.trim() ?? ''));
  const hasText = record.incipits.some((field) => (field.t_text_incipit ?? '').trim() !== '');
  const genre = genreOf(record.uniformTitle, voices, hasText);
  const key = rismKey(record.incipits.find((field) => field.r_key_or_mode)?.r_key_or_mode);
  return {
    rismId: record.id,
    prefix: record.siglum,
    shelfmark: record.shelfmark,
    title: record.uniformTitle,
    shortTitle: shortTitle(record, genre, key),
    key,
    composer: record.composer,
    genre,
    voices,
    incipits: record.incipits.filter(hasPaeData).map((field) => ({
      tempo: blankToNull(field.d_caption),
      clef: rismClef(field),
      timeSignature: blankToNull(field.o_timesig),
      keySignature: rismKeySignature(field),
      text: blankToNull(field.t_text_incipit),
      part: blankToNull(field.m_voice_instrument),
      pae: cleanPae(field.p_data),
      number: rismNumber(field.a_work),
      movement: rismNumber(field.b_movement),
      section: rismNumber(field.c_incipit),
      notes: blankToNull(
        [field.e_role && `Rolle: ${field.e_role}`, field.q_note].filter(Boolean).join('; '),
      ),
    })),
  };
}

/**
 * The short title: as the editor suggests it ("Abt, Franz Wilhelm — Missa in C major") when RISM's
 * uniform title is only a genre term; else composer and title, which tells the many songs of one
 * composer apart ("Abt, Franz Wilhelm — Abendlied").
 */
function shortTitle(record: RismRecord, genre: string, key: string | null): string {
  if (isGenericTitle(record.uniformTitle)) {
    return suggestedShortTitle({
      attributions: [
        { function: 'aut', person: { names: [{ name: record.composer, primary: true }] } },
      ],
      genres: [{ name: genre }],
      key,
    });
  }
  return [record.composer, record.uniformTitle].join(SHORT_TITLE_SEPARATOR);
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
