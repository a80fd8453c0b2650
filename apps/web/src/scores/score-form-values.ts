import {
  isEmptyGenre,
  newAttribution,
  newIncipit,
  newPart,
  newPublicationScore,
  newScore,
  newVoice,
  optionalText,
  requiredText,
  validateScore,
  type Attribution,
  type Incipit,
  type Part,
  type PublicationScore,
  type Source,
  type Voice,
} from '@partitura/domain';
import type {
  PickedCollection,
  PickedGenre,
  PickedPerson,
  PickedPlace,
  PickedPublication,
} from '../core/editor/reference-pickers';
import { childId, formText } from '../core/editor/form-text';
import { sourceFormValues, sourceInput, type SourceFormValues } from '../core/editor/source-values';
import type { DomainFieldError } from '../core/forms/domain-resolver';
import type { ScoreEntryFragment, ScoreInput } from '../gql/graphql';

/*
 * A score as the editor's form holds it, and the conversions between it, the stored score
 * (getScore, or newScore with the domain's defaults) and the ScoreInput the upsert sends. Texts
 * and numbers are strings in the form ('' when not given); references keep what their label needs.
 */

export type VoiceFormValues = { id: string | null; voice: string; count: string; position: string };
/** A genre row: a known genre, one to create by name, or the empty placeholder (spec §4). */
export type GenreFormValues = PickedGenre;
/** A catalog entry row: a chosen entry, or an empty row (id null) still to be chosen. */
export type EntryFormValues = {
  id: string | null;
  title: string;
  signature?: string | null;
  page?: ScoreEntryFragment['page'];
};

export type AttributionFormValues = {
  id: string | null;
  person: PickedPerson | null;
  function: string;
  qualifier: string;
  profession: string;
  from: string;
  to: string;
  designation: string;
  member: string;
  notes: string;
  place: PickedPlace | null;
  publication: PickedPublication | null;
};

export type PartFormValues = {
  id: string | null;
  type: string;
  extent: string;
  measurements: string;
  wear: string;
  date: string;
  watermark: string;
  voices: VoiceFormValues[];
  notes: string;
};

export type IncipitFormValues = {
  id: string | null;
  number: string;
  movement: string;
  section: string;
  tempo: string;
  clef: string;
  key_signature: string;
  time_signature: string;
  part: string;
  text: string;
  basso_continuo: boolean;
  pae: string;
  notes: string;
};

export type PublicationScoreFormValues = {
  id: string | null;
  publication: PickedPublication | null;
  number: string;
  notes: string;
};

export type ScoreFormValues = {
  collection: PickedCollection | null;
  shelfmark: string;
  former_shelfmarks: string;
  title: string;
  short_title: string;
  opus: string;
  key: string;
  provenance: string;
  notes: string;
  genres: GenreFormValues[];
  voices: VoiceFormValues[];
  entries: EntryFormValues[];
  attributions: AttributionFormValues[];
  parts: PartFormValues[];
  incipits: IncipitFormValues[];
  publications: PublicationScoreFormValues[];
  sources: SourceFormValues[];
};

type Stored<T> = Omit<T, 'id'> & { id?: string | null };
type Reference<T> = (T & { id: string }) | null | undefined;

/** A score as loaded (getScore) or as the domain makes a new one (newScore). */
export type StoredScore = {
  collection?: Reference<PickedCollection>;
  shelfmark: string;
  former_shelfmarks?: string | null;
  title?: string | null;
  short_title: string;
  opus?: string | null;
  key?: string | null;
  provenance?: string | null;
  notes?: string | null;
  genres: { id?: string | null; name: string }[];
  voices: Stored<Voice>[];
  entries: ({
    id?: string | null;
    title?: string;
    signature?: string | null;
    page?: ScoreEntryFragment['page'];
  } | null)[];
  attributions: (Stored<
    Omit<Attribution, 'person' | 'place' | 'publication' | 'function' | 'qualifier'>
  > & {
    function: string | null;
    qualifier: string | null;
    person?: Reference<PickedPerson>;
    place?: Reference<PickedPlace>;
    publication?: Reference<PickedPublication>;
  })[];
  parts: (Stored<Omit<Part, 'voices' | 'type' | 'position'>> & {
    type: string | null;
    voices: Stored<Voice>[];
  })[];
  incipits: (Stored<Omit<Incipit, 'clef' | 'key_signature'>> & {
    clef: string | null;
    key_signature: string | null;
  })[];
  publications: (Stored<Omit<PublicationScore, 'publication' | 'score'>> & {
    publication?: Reference<PickedPublication>;
  })[];
  sources: Stored<Source>[];
};

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A whole number typed into a field, or null when nothing (or no whole number) was typed. */
export function wholeNumber(value: string): number | null {
  return /^\s*-?\d+\s*$/.test(value) ? Number.parseInt(value, 10) : null;
}

export function voiceFormValues(voice: Stored<Voice> = newVoice()): VoiceFormValues {
  return {
    id: voice.id ?? null,
    voice: voice.voice,
    count: numberText(voice.count),
    position: numberText(voice.position),
  };
}

export function attributionFormValues(
  stored: StoredScore['attributions'][number] = {
    ...newAttribution(),
    person: null,
    place: null,
    publication: null,
  },
): AttributionFormValues {
  return {
    id: stored.id ?? null,
    person: stored.person ?? null,
    function: formText(stored.function),
    qualifier: formText(stored.qualifier),
    profession: formText(stored.profession),
    from: formText(stored.from),
    to: formText(stored.to),
    designation: formText(stored.designation),
    member: formText(stored.member),
    notes: formText(stored.notes),
    place: stored.place ?? null,
    publication: stored.publication ?? null,
  };
}

export function partFormValues(stored: StoredScore['parts'][number] = newPart()): PartFormValues {
  return {
    id: stored.id ?? null,
    type: formText(stored.type),
    extent: formText(stored.extent),
    measurements: formText(stored.measurements),
    wear: formText(stored.wear),
    date: formText(stored.date),
    watermark: formText(stored.watermark),
    voices: (stored.voices.length > 0 ? stored.voices : newPart().voices).map(voiceFormValues),
    notes: formText(stored.notes),
  };
}

export function incipitFormValues(
  stored: StoredScore['incipits'][number] = newIncipit(),
): IncipitFormValues {
  return {
    id: stored.id ?? null,
    number: numberText(stored.number),
    movement: numberText(stored.movement),
    section: numberText(stored.section),
    tempo: formText(stored.tempo),
    clef: formText(stored.clef),
    key_signature: formText(stored.key_signature),
    time_signature: formText(stored.time_signature),
    part: formText(stored.part),
    text: formText(stored.text),
    basso_continuo: stored.basso_continuo,
    pae: stored.pae,
    notes: formText(stored.notes),
  };
}

export function publicationScoreFormValues(
  stored: StoredScore['publications'][number] = { ...newPublicationScore(), publication: null },
): PublicationScoreFormValues {
  return {
    id: stored.id ?? null,
    publication: stored.publication ?? null,
    number: stored.number,
    notes: formText(stored.notes),
  };
}

/** An entry row not yet chosen. */
export const emptyEntry = (): EntryFormValues => ({ id: null, title: '' });

/** The form values of a stored score, or of a new one with the domain's defaults. */
export function scoreFormValues(score?: StoredScore): ScoreFormValues {
  const defaults = newScore();
  score ??= { ...defaults, collection: null, entries: [], attributions: [], publications: [] };
  const genres = score.genres.length > 0 ? score.genres : defaults.genres;
  const voices = score.voices.length > 0 ? score.voices : defaults.voices;
  return {
    collection: score.collection ?? null,
    shelfmark: score.shelfmark,
    former_shelfmarks: formText(score.former_shelfmarks),
    title: formText(score.title),
    short_title: score.short_title,
    opus: formText(score.opus),
    key: formText(score.key),
    provenance: formText(score.provenance),
    notes: formText(score.notes),
    genres: genres.map((genre) => ({ id: genre.id ?? null, name: genre.name })),
    voices: voices.map(voiceFormValues),
    entries: score.entries.map((entry) =>
      entry?.id
        ? { id: entry.id, title: entry.title ?? '', signature: entry.signature, page: entry.page }
        : emptyEntry(),
    ),
    attributions: score.attributions.map(attributionFormValues),
    parts: score.parts.map(partFormValues),
    incipits: score.incipits.map(incipitFormValues),
    publications: score.publications.map(publicationScoreFormValues),
    sources: score.sources.map(sourceFormValues),
  };
}

const ref = (picked: { id?: string | null } | null | undefined) => ({ id: picked?.id ?? null });

function voiceInput(voice: VoiceFormValues) {
  return {
    ...childId(voice.id),
    voice: requiredText(voice.voice),
    count: wholeNumber(voice.count),
    position: wholeNumber(voice.position),
  };
}

/**
 * The ScoreInput of the form values: every child list sent whole (it becomes exactly these
 * children, in this order). Placeholders are sent as they are — an empty genre row, an untouched
 * voice — and left out by the server (spec §4 keeps them in the editor only).
 */
export function scoreInput(
  values: ScoreFormValues,
  record: { id: string | null; version: number | null },
): ScoreInput {
  return {
    ...(record.id ? { id: record.id, version: record.version } : {}),
    collection: ref(values.collection),
    shelfmark: requiredText(values.shelfmark),
    former_shelfmarks: optionalText(values.former_shelfmarks),
    title: optionalText(values.title),
    short_title: requiredText(values.short_title),
    opus: optionalText(values.opus),
    key: optionalText(values.key),
    provenance: optionalText(values.provenance),
    notes: optionalText(values.notes),
    genres: values.genres.map((genre) =>
      genre.id ? { id: genre.id } : { name: requiredText(genre.name) },
    ),
    voices: values.voices.map(voiceInput),
    entries: values.entries.map(ref),
    attributions: values.attributions.map((attribution) => ({
      ...childId(attribution.id),
      person: ref(attribution.person),
      function: optionalText(attribution.function),
      qualifier: optionalText(attribution.qualifier),
      profession: optionalText(attribution.profession),
      from: optionalText(attribution.from),
      to: optionalText(attribution.to),
      designation: optionalText(attribution.designation),
      member: optionalText(attribution.member),
      notes: optionalText(attribution.notes),
      place: ref(attribution.place),
      publication: ref(attribution.publication),
    })),
    parts: values.parts.map((part) => ({
      ...childId(part.id),
      type: optionalText(part.type),
      extent: optionalText(part.extent),
      measurements: optionalText(part.measurements),
      wear: optionalText(part.wear),
      date: optionalText(part.date),
      watermark: optionalText(part.watermark),
      voices: part.voices.map(voiceInput),
      notes: optionalText(part.notes),
    })),
    incipits: values.incipits.map((incipit) => ({
      ...childId(incipit.id),
      number: wholeNumber(incipit.number),
      movement: wholeNumber(incipit.movement),
      section: wholeNumber(incipit.section),
      tempo: optionalText(incipit.tempo),
      clef: optionalText(incipit.clef),
      key_signature: optionalText(incipit.key_signature),
      time_signature: optionalText(incipit.time_signature),
      part: optionalText(incipit.part),
      text: optionalText(incipit.text),
      basso_continuo: incipit.basso_continuo,
      pae: incipit.pae,
      notes: optionalText(incipit.notes),
    })),
    publications: values.publications.map((reference) => ({
      ...childId(reference.id),
      publication: ref(reference.publication),
      number: requiredText(reference.number),
      notes: optionalText(reference.notes),
    })),
    sources: values.sources.map(sourceInput),
  };
}

/**
 * The score rules (validateScore) applied to exactly what a save would send, so the form and the
 * server judge the same input. The empty genre row is the editor's placeholder (spec §4: removing
 * the last genre leaves one), not a genre without name; the server passes over it too.
 */
export function validateScoreForm(values: ScoreFormValues): DomainFieldError[] {
  const input = scoreInput(values, { id: null, version: null });
  const genres = values.genres.filter((genre) => !isEmptyGenre(genre));
  return validateScore({ ...input, genres });
}
