import {
  cleanPae,
  DEFAULT_VOICE_COUNT,
  DEFAULT_VOICE_POSITION,
  hasId,
  isEmptyGenre,
  optionalText,
  requiredText,
  storedSource,
  withoutEmptyVoices,
} from '@partitura/domain';
import { parseId } from '../core/runtime/ids';
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
import type { attributions } from '../db/schema/attributions';
import type { incipits, parts } from '../db/schema/parts';
import type { publicationScores, scoreSources } from '../db/schema/scores';
import type { ScoreValues } from './repository';

/*
 * A validated ScoreInput turned into what the database stores: texts tidied as the domain says
 * (stored-text.ts), PAE cleaned, defaults applied, child ids parsed. A scalar field of the score
 * that is absent from the input (undefined) stays as it is stored; a child list that is absent
 * (null or undefined) leaves those children as they are.
 *
 * Dropped before saving (the editor keeps them as placeholders, spec §4): untouched empty voices
 * (domain `isEmptyVoice`), in the score's voices and in each part's voices; and empty genre rows
 * (domain `isEmptyGenre`).
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

/** An optional text as optionalText stores it; absent (undefined) stays absent: unchanged. */
function givenText(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : optionalText(value);
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
      profession: givenText(input.profession),
      from: givenText(input.from),
      to: givenText(input.to),
      designation: givenText(input.designation),
      member: givenText(input.member),
      notes: givenText(input.notes),
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
      extent: givenText(input.extent),
      measurements: givenText(input.measurements),
      wear: givenText(input.wear),
      date: givenText(input.date),
      watermark: givenText(input.watermark),
      notes: givenText(input.notes),
    },
    voices: input.voices ? prepareVoices(input.voices) : undefined,
  };
}

function prepareIncipit(input: IncipitInput): IncipitItem {
  return {
    id: parseId(input.id),
    values: {
      tempo: givenText(input.tempo),
      clef: givenText(input.clef),
      timeSignature: givenText(input.time_signature),
      keySignature: givenText(input.key_signature),
      text: givenText(input.text),
      part: givenText(input.part),
      bassoContinuo: input.basso_continuo ?? false,
      pae: cleanPae(input.pae),
      number: input.number,
      movement: input.movement,
      section: input.section,
      notes: givenText(input.notes),
    },
  };
}

function prepareSource(input: SourceInput): SourceItem {
  return { id: parseId(input.id), values: storedSource(input) };
}

function preparePublicationScore(input: PublicationScoreInput): PublicationScoreItem {
  return {
    id: parseId(input.id),
    values: {
      publicationId: refId(input.publication)!,
      number: requiredText(input.number),
      notes: givenText(input.notes),
    },
  };
}

/** The genre rows that name something (isEmptyGenre: an empty row is a placeholder). */
export function genreRows(genres: ReadonlyArray<GenreInput>): GenreRow[] {
  return genres.flatMap((genre, index) =>
    isEmptyGenre(genre)
      ? []
      : [{ index, id: hasId(genre) ? parseId(genre.id) : null, name: optionalText(genre.name) }],
  );
}

/** The validated input as the repositories store it (see the module comment). */
export function prepareScore(input: ScoreInput): PreparedScore {
  return {
    values: {
      collectionId: refId(input.collection)!,
      shelfmark: requiredText(input.shelfmark),
      shortTitle: requiredText(input.short_title),
      formerShelfmarks: givenText(input.former_shelfmarks),
      title: givenText(input.title),
      opus: givenText(input.opus),
      key: givenText(input.key),
      provenance: givenText(input.provenance),
      notes: givenText(input.notes),
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
