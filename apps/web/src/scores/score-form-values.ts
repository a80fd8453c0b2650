import type {
  ATTRIBUTION_SHAPE,
  INCIPIT_SHAPE,
  PART_SHAPE,
  PUBLICATION_SCORE_SHAPE,
  SOURCE_SHAPE,
} from '@partitura/domain';
import { isEmptyGenre, SCORE_SHAPE, validateScore, VOICE_SHAPE } from '@partitura/domain';
import type {
  PickedCollection,
  PickedGenre,
  PickedPerson,
  PickedPlace,
  PickedPublication,
} from '../core/editor/reference-pickers';
import {
  formValues,
  inputValues,
  newRow,
  type FormValues,
  type ShapeOf,
  type StoredValues,
} from '../core/editor/record-form';
import type { DomainFieldError } from '../core/forms/domain-resolver';
import type {
  AttributionInput,
  IncipitInput,
  PartInput,
  PublicationScoreInput,
  ScoreEntryFragment,
  ScoreInput,
  SourceInput,
  VoiceInput,
} from '../gql/graphql';

/*
 * A score in the editor's form: its values, derived from the domain's SCORE_SHAPE
 * (core/editor/record-form.ts), with what each kind of reference keeps for its label.
 */

/** A catalog entry row: a chosen entry (with its page, for the link), or one still to choose. */
export type EntryFormValues = Partial<Omit<ScoreEntryFragment, 'id' | ' $fragmentName'>> & {
  id?: string | null;
};

type ScoreReferences = {
  collection: PickedCollection;
  person: PickedPerson;
  place: PickedPlace;
  publication: PickedPublication;
  genre: PickedGenre;
  entry: EntryFormValues;
};

export type ScoreFormValues = FormValues<typeof SCORE_SHAPE, ScoreReferences>;
export type VoiceFormValues = ScoreFormValues['voices'][number];
export type GenreFormValues = ScoreFormValues['genres'][number];
export type AttributionFormValues = ScoreFormValues['attributions'][number];
export type PartFormValues = ScoreFormValues['parts'][number];
export type IncipitFormValues = ScoreFormValues['incipits'][number];
export type PublicationScoreFormValues = ScoreFormValues['publications'][number];

/** A score as loaded (getScore); the editor of a new score starts from none. */
export type StoredScore = StoredValues<typeof SCORE_SHAPE, ScoreReferences>;

// The shapes name exactly the fields of the generated inputs: a field added to the SDL fails here.
const SHAPES_MATCH_INPUTS: [
  ShapeOf<typeof SCORE_SHAPE, ScoreInput>,
  ShapeOf<typeof VOICE_SHAPE, VoiceInput>,
  ShapeOf<typeof ATTRIBUTION_SHAPE, AttributionInput>,
  ShapeOf<typeof PART_SHAPE, PartInput>,
  ShapeOf<typeof INCIPIT_SHAPE, IncipitInput>,
  ShapeOf<typeof PUBLICATION_SCORE_SHAPE, PublicationScoreInput>,
  ShapeOf<typeof SOURCE_SHAPE, SourceInput>,
] = [true, true, true, true, true, true, true];
void SHAPES_MATCH_INPUTS;

/** The form values of a stored score, or of a new one (one empty genre row and voice). */
export const scoreFormValues = (score?: StoredScore): ScoreFormValues =>
  formValues(SCORE_SHAPE, score);

/** A voice (of the domain, e.g. the one a removal rule adds) as a row of the form. */
export const voiceFormValues = (voice: StoredValues<typeof VOICE_SHAPE, ScoreReferences>) =>
  formValues<typeof VOICE_SHAPE, ScoreReferences>(VOICE_SHAPE, voice);

/** New rows of the score's lists, with the domain's defaults. */
export const newScoreRow = {
  voice: () => newRow<typeof VOICE_SHAPE, ScoreReferences>(SCORE_SHAPE.voices),
  attribution: () => newRow<typeof ATTRIBUTION_SHAPE, ScoreReferences>(SCORE_SHAPE.attributions),
  part: () => newRow<typeof PART_SHAPE, ScoreReferences>(SCORE_SHAPE.parts),
  incipit: () => newRow<typeof INCIPIT_SHAPE, ScoreReferences>(SCORE_SHAPE.incipits),
  publication: () =>
    newRow<typeof PUBLICATION_SCORE_SHAPE, ScoreReferences>(SCORE_SHAPE.publications),
  genre: (): GenreFormValues => ({ id: null, name: '' }),
  entry: (): EntryFormValues => ({ id: null }),
};

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
    ...inputValues(SCORE_SHAPE, values),
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
