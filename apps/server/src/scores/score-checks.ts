import {
  errorIf,
  isAttributionFunction,
  isAttributionQualifier,
  isBlank,
  isClef,
  isKeySignature,
  isPartType,
  nestErrors,
  validateScore,
  type FieldError,
  type MessageKey,
} from '@partitura/domain';
import type { ScoreInput } from '../generated/graphql';

/*
 * The checks of a score input that need no database: the domain rules (validateScore) and the
 * closed lists of spec §9. A value outside a list would only fail at the database's CHECK
 * constraint; it is answered on its field instead — with the rule's "empty" key where the field
 * is a required choice (function, qualifier, part type: nothing valid was chosen), with
 * Record.error_invalid for the optional clef and key signature, which have no key of their own.
 */

/** A non-blank value that is not one of the list (the value is trimmed, as it is stored). */
function outside(value: string | null | undefined, isMember: (value: string) => boolean) {
  return !isBlank(value) && !isMember(value!.trim());
}

function listErrors<T>(
  kind: string,
  items: ReadonlyArray<T> | null | undefined,
  check: (item: T) => FieldError[],
): FieldError[] {
  return (items ?? []).flatMap((item, index) => nestErrors(`${kind}.${index}`, check(item)));
}

function vocabularyErrors(input: ScoreInput): FieldError[] {
  const invalid: MessageKey = 'Record.error_invalid';
  return [
    ...listErrors('attributions', input.attributions, (attribution) => [
      ...errorIf(
        outside(attribution.function, isAttributionFunction),
        'function',
        'Attribution.error_function_empty',
      ),
      ...errorIf(
        outside(attribution.qualifier, isAttributionQualifier),
        'qualifier',
        'Attribution.error_qualifier_empty',
      ),
    ]),
    ...listErrors('parts', input.parts, (part) =>
      errorIf(outside(part.type, isPartType), 'type', 'Part.error_type_empty'),
    ),
    ...listErrors('incipits', input.incipits, (incipit) => [
      ...errorIf(outside(incipit.clef, isClef), 'clef', invalid),
      ...errorIf(outside(incipit.key_signature, isKeySignature), 'key_signature', invalid),
    ]),
  ];
}

/**
 * Every error of a score input found without the database. Genres are left to the save: a blank
 * genre row is the editor's placeholder and is dropped (score-input.ts), a named one is found or
 * created, one given by id is looked up (score-references.ts).
 */
export function scoreInputErrors(input: ScoreInput): FieldError[] {
  return [...validateScore({ ...input, genres: undefined }), ...vocabularyErrors(input)];
}
