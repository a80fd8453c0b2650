import { DEFAULT_SOURCE_TYPE, DEFAULT_VOICE_COUNT, DEFAULT_VOICE_POSITION } from './constants';
import {
  newAttribution,
  newIncipit,
  newName,
  newPart,
  newPublicationScore,
  newSource,
  newSyllabus,
  newVoice,
  newVowBookEntry,
} from './defaults';
import { field } from './record-shape';

const { flag, id, list, one, pae, picks, ref, required, text, whole } = field;

/*
 * The shapes of the records the editors save whole with their children (spec §3): a score and a
 * person. Read by the editors' forms and by the server's saves (record-shape.ts). The field names
 * are the SDL's (ScoreInput, PersonInput and their child inputs); each side checks at compile time
 * that a shape names every field of its generated input type.
 */

/** A source (of a person or a score): a citation by default (spec §3). */
export const SOURCE_SHAPE = {
  id,
  type: text(DEFAULT_SOURCE_TYPE),
  citation: required,
  description: text(),
  url: text(),
  notes: text(),
} as const;

/** A voice of the scoring (of the score or of a part). */
export const VOICE_SHAPE = {
  id,
  voice: required,
  count: whole(DEFAULT_VOICE_COUNT),
  position: whole(DEFAULT_VOICE_POSITION),
} as const;

export const ATTRIBUTION_SHAPE = {
  id,
  person: ref('person', { required: true }),
  function: required,
  qualifier: required,
  profession: text(),
  from: text(),
  to: text(),
  designation: text(),
  member: text(),
  notes: text(),
  place: ref('place'),
  publication: ref('publication'),
} as const;

export const PART_SHAPE = {
  id,
  type: required,
  extent: text(),
  measurements: text(),
  wear: text(),
  date: text(),
  watermark: text(),
  voices: list(VOICE_SHAPE, newVoice, { keepOne: true }),
  notes: text(),
} as const;

export const INCIPIT_SHAPE = {
  id,
  number: whole(),
  movement: whole(),
  section: whole(),
  tempo: text(),
  clef: text(),
  key_signature: text(),
  time_signature: text(),
  part: text(),
  text: text(),
  basso_continuo: flag,
  pae,
  notes: text(),
} as const;

/** A literature reference: a publication and where in it the score is cited. */
export const PUBLICATION_SCORE_SHAPE = {
  id,
  publication: ref('publication', { required: true }),
  number: required,
  notes: text(),
} as const;

export const SCORE_SHAPE = {
  collection: ref('collection', { required: true }),
  shelfmark: required,
  former_shelfmarks: text(),
  title: text(),
  short_title: required,
  opus: text(),
  key: text(),
  provenance: text(),
  notes: text(),
  genres: picks('genre', { named: true, keepOne: true }),
  voices: list(VOICE_SHAPE, newVoice, { keepOne: true }),
  entries: picks('entry'),
  attributions: list(ATTRIBUTION_SHAPE, newAttribution),
  parts: list(PART_SHAPE, newPart),
  incipits: list(INCIPIT_SHAPE, newIncipit),
  publications: list(PUBLICATION_SCORE_SHAPE, newPublicationScore),
  sources: list(SOURCE_SHAPE, newSource),
} as const;

/** A name of a person; a new person starts with one primary name (spec §5). */
export const NAME_SHAPE = { id, name: required, primary: flag } as const;

export const SYLLABUS_SHAPE = {
  id,
  citation: required,
  transcription: required,
  translation: required,
} as const;

export const VOW_BOOK_ENTRY_SHAPE = { id, citation: required, transcription: required } as const;

export const PERSON_SHAPE = {
  names: list(NAME_SHAPE, newName, {
    keepOne: true,
    placeholder: () => newName({ primary: true }),
  }),
  dates: text(),
  cleric: flag,
  first_mass: text(),
  profession: text(),
  notes: text(),
  vow_book_entry: one(VOW_BOOK_ENTRY_SHAPE, newVowBookEntry),
  syllabi: list(SYLLABUS_SHAPE, newSyllabus),
  sources: list(SOURCE_SHAPE, newSource),
} as const;
