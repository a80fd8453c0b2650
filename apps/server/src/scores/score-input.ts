import {
  ATTRIBUTION_SHAPE,
  hasId,
  INCIPIT_SHAPE,
  isEmptyGenre,
  optionalText,
  PART_SHAPE,
  PUBLICATION_SCORE_SHAPE,
  SCORE_SHAPE,
  SOURCE_SHAPE,
  VOICE_SHAPE,
  withoutEmptyVoices,
} from '@partitura/domain';
import { parseId } from '../core/runtime/ids';
import {
  refId,
  storedChild,
  storedColumns,
  type Fits,
  type StoredColumns,
} from '../core/records/stored-columns';
import type { GenreInput, ScoreInput, VoiceInput } from '../generated/graphql';
import type { attributions } from '../db/schema/attributions';
import type { incipits, partVoices, parts } from '../db/schema/parts';
import type { publicationScores, scoreSources, scores } from '../db/schema/scores';

/*
 * A validated ScoreInput turned into what the database stores, by the score's shape in the
 * domain (shapes.ts, core/records/stored-columns.ts): texts tidied as the domain says, PAE
 * cleaned, defaults applied, references and child ids parsed. A scalar field that is absent from
 * the input (undefined) stays as it is stored; a child list that is absent (null or undefined)
 * leaves those children as they are.
 *
 * Dropped before saving (the editor keeps them as placeholders, spec §4): untouched empty voices
 * (domain `isEmptyVoice`), in the score's voices and in each part's voices; and empty genre rows
 * (domain `isEmptyGenre`).
 */

type Item<S extends Parameters<typeof storedChild>[0]> = ReturnType<typeof storedChild<S>>;
export type AttributionItem = Item<typeof ATTRIBUTION_SHAPE>;
export type VoiceItem = Item<typeof VOICE_SHAPE>;
export type PartItem = Item<typeof PART_SHAPE> & { voices: VoiceItem[] | undefined };
export type IncipitItem = Item<typeof INCIPIT_SHAPE>;
export type SourceItem = Item<typeof SOURCE_SHAPE>;
export type PublicationScoreItem = Item<typeof PUBLICATION_SCORE_SHAPE>;
/** A genre of the score: `index` is its place in the input list (for field errors). */
export type GenreRow = { index: number; id: number | null; name: string | null };
export type EntryRow = { index: number; id: number | null };

export type PreparedScore = {
  values: StoredColumns<typeof SCORE_SHAPE>;
  attributions?: AttributionItem[];
  parts?: PartItem[];
  incipits?: IncipitItem[];
  sources?: SourceItem[];
  publications?: PublicationScoreItem[];
  voices?: VoiceItem[];
  genres?: GenreRow[];
  entries?: EntryRow[];
};

// The columns of each shape are columns of its table: a renamed one fails to compile here.
const SHAPES_FIT_TABLES: [
  Fits<typeof SCORE_SHAPE, typeof scores>,
  Fits<typeof ATTRIBUTION_SHAPE, typeof attributions>,
  Fits<typeof PART_SHAPE, typeof parts>,
  Fits<typeof VOICE_SHAPE, typeof partVoices>,
  Fits<typeof INCIPIT_SHAPE, typeof incipits>,
  Fits<typeof SOURCE_SHAPE, typeof scoreSources>,
  Fits<typeof PUBLICATION_SCORE_SHAPE, typeof publicationScores>,
] = [true, true, true, true, true, true, true];
void SHAPES_FIT_TABLES;

export function prepareVoices(voices: ReadonlyArray<VoiceInput>): VoiceItem[] {
  return withoutEmptyVoices(voices).map((voice) => storedChild(VOICE_SHAPE, voice));
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
    values: storedColumns(SCORE_SHAPE, input),
    attributions: input.attributions?.map((item) => storedChild(ATTRIBUTION_SHAPE, item)),
    parts: input.parts?.map((part) => ({
      ...storedChild(PART_SHAPE, part),
      voices: part.voices ? prepareVoices(part.voices) : undefined,
    })),
    incipits: input.incipits?.map((item) => storedChild(INCIPIT_SHAPE, item)),
    sources: input.sources?.map((item) => storedChild(SOURCE_SHAPE, item)),
    publications: input.publications?.map((item) => storedChild(PUBLICATION_SCORE_SHAPE, item)),
    voices: input.voices ? prepareVoices(input.voices) : undefined,
    genres: input.genres ? genreRows(input.genres) : undefined,
    entries: input.entries?.map((entry, index) => ({ index, id: refId(entry) })),
  };
}
