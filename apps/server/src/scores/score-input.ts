import {
  cleanPae,
  DEFAULT_SOURCE_TYPE,
  DEFAULT_VOICE_COUNT,
  DEFAULT_VOICE_POSITION,
  hasId,
  isBlank,
  withoutEmptyVoices,
} from '@partitura/domain';
import { parseId } from '../core/ids';
import type {
  AttributionInput,
  GenreInput,
  IncipitInput,
  PartInput,
  PublicationScoreInput,
  RefInput,
  ScoreInput,
  SourceInput,
  VoiceInput,
} from '../generated/graphql';
import type { ScoreValues } from './repository';
import type {
  attributions,
  incipits,
  parts,
  publicationScores,
  scoreSources,
} from '../db/schema/index';

/*
 * A validated ScoreInput turned into what the database stores: text trimmed (blank optional text
 * stored as null), PAE cleaned, defaults applied, child ids parsed. A scalar field that is absent
 * from the input (undefined) stays as it is stored; a child list that is absent (null or
 * undefined) leaves those children as they are.
 *
 * Dropped before saving (the editor keeps them as placeholders, spec §4): untouched empty voices
 * (domain `isEmptyVoice`: no scoring, count and position at their defaults), in the score's
 * voices and in each part's voices; and blank genre rows (no id and no name).
 */

type Item<V> = { id: number | null; values: V };
type Without<T, K extends keyof T> = Omit<T, K>;

export type AttributionItem = Item<
  Without<typeof attributions.$inferInsert, 'scoreId' | 'position'>
>;
export type VoiceItem = Item<{ voice: string; count: number; position: number }>;
export type PartItem = Item<Without<typeof parts.$inferInsert, 'scoreId' | 'position'>> & {
  voices: VoiceItem[] | undefined;
};
export type IncipitItem = Item<Without<typeof incipits.$inferInsert, 'scoreId' | 'position'>>;
export type SourceItem = Item<Without<typeof scoreSources.$inferInsert, 'scoreId' | 'position'>>;
export type PublicationScoreItem = Item<
  Without<typeof publicationScores.$inferInsert, 'scoreId' | 'position'>
>;
/** A genre of the score: `index` is its place in the input list (for field errors). */
export type GenreRow = { index: number; id: number | null; name: string | null };
export type EntryRow = { index: number; id: number | null };

export type PreparedScore = {
  values: ScoreValues;
  attributions?: AttributionItem[];
  parts?: PartItem[];
  incipits?: IncipitItem[];
  sources?: SourceItem[];
  publications?: PublicationScoreItem[];
  voices?: VoiceItem[];
  genres?: GenreRow[];
  entries?: EntryRow[];
};

/** Optional text as stored: trimmed, blank as null; absent stays absent (unchanged). */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return isBlank(value) ? null : value!.trim();
}

/** Text a validator has already required. */
function requiredText(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** The id a reference names, null when it names none (or an id that cannot exist). */
export function refId(ref: RefInput | null | undefined): number | null {
  return hasId(ref) ? parseId(ref!.id) : null;
}

/** An optional reference as stored: absent stays absent, a reference without id clears it. */
function optionalRef(ref: RefInput | null | undefined): number | null | undefined {
  return ref === undefined ? undefined : refId(ref);
}

export function prepareVoices(voices: ReadonlyArray<VoiceInput>): VoiceItem[] {
  return withoutEmptyVoices(voices).map((voice) => ({
    id: parseId(voice.id),
    values: {
      voice: requiredText(voice.voice),
      count: voice.count ?? DEFAULT_VOICE_COUNT,
      position: voice.position ?? DEFAULT_VOICE_POSITION,
    },
  }));
}

function prepareAttribution(input: AttributionInput): AttributionItem {
  return {
    id: parseId(input.id),
    values: {
      personId: refId(input.person)!,
      function: requiredText(input.function),
      qualifier: requiredText(input.qualifier),
      profession: optionalText(input.profession),
      from: optionalText(input.from),
      to: optionalText(input.to),
      designation: optionalText(input.designation),
      member: optionalText(input.member),
      notes: optionalText(input.notes),
      publicationId: optionalRef(input.publication),
      placeId: optionalRef(input.place),
    },
  };
}

function preparePart(input: PartInput): PartItem {
  return {
    id: parseId(input.id),
    values: {
      type: requiredText(input.type),
      extent: optionalText(input.extent),
      measurements: optionalText(input.measurements),
      wear: optionalText(input.wear),
      date: optionalText(input.date),
      watermark: optionalText(input.watermark),
      notes: optionalText(input.notes),
    },
    voices: input.voices ? prepareVoices(input.voices) : undefined,
  };
}

function prepareIncipit(input: IncipitInput): IncipitItem {
  return {
    id: parseId(input.id),
    values: {
      tempo: optionalText(input.tempo),
      clef: optionalText(input.clef),
      timeSignature: optionalText(input.time_signature),
      keySignature: optionalText(input.key_signature),
      text: optionalText(input.text),
      part: optionalText(input.part),
      bassoContinuo: input.basso_continuo ?? false,
      pae: cleanPae(input.pae),
      number: input.number,
      movement: input.movement,
      section: input.section,
      notes: optionalText(input.notes),
    },
  };
}

function prepareSource(input: SourceInput): SourceItem {
  return {
    id: parseId(input.id),
    values: {
      type: optionalText(input.type) ?? DEFAULT_SOURCE_TYPE,
      citation: requiredText(input.citation),
      description: optionalText(input.description),
      url: optionalText(input.url),
      notes: optionalText(input.notes),
    },
  };
}

function preparePublicationScore(input: PublicationScoreInput): PublicationScoreItem {
  return {
    id: parseId(input.id),
    values: {
      publicationId: refId(input.publication)!,
      number: requiredText(input.number),
      notes: optionalText(input.notes),
    },
  };
}

/** The genre rows that name something: a row without id and without name is a placeholder. */
export function genreRows(genres: ReadonlyArray<GenreInput>): GenreRow[] {
  return genres
    .map((genre, index) => ({
      index,
      id: hasId(genre) ? parseId(genre.id) : null,
      name: isBlank(genre.name) ? null : genre.name!.trim(),
      given: hasId(genre),
    }))
    .filter((row) => row.given || row.name !== null)
    .map(({ index, id, name }) => ({ index, id, name }));
}

/** The validated input as the repositories store it (see the module comment). */
export function prepareScore(input: ScoreInput): PreparedScore {
  return {
    values: {
      collectionId: refId(input.collection)!,
      shelfmark: requiredText(input.shelfmark),
      shortTitle: requiredText(input.short_title),
      formerShelfmarks: optionalText(input.former_shelfmarks),
      title: optionalText(input.title),
      opus: optionalText(input.opus),
      key: optionalText(input.key),
      provenance: optionalText(input.provenance),
      notes: optionalText(input.notes),
    },
    attributions: input.attributions?.map(prepareAttribution),
    parts: input.parts?.map(preparePart),
    incipits: input.incipits?.map(prepareIncipit),
    sources: input.sources?.map(prepareSource),
    publications: input.publications?.map(preparePublicationScore),
    voices: input.voices ? prepareVoices(input.voices) : undefined,
    genres: input.genres ? genreRows(input.genres) : undefined,
    entries: input.entries?.map((entry, index) => ({ index, id: refId(entry) })),
  };
}
