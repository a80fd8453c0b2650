import { DEFAULT_SOURCE_TYPE } from './constants';
import type { Source } from './person-entities';
import type { Loose } from './records';
import { optionalText, requiredText } from './stored-text';
import { errorIf, isBlank, type FieldError } from './validation';

/** Checks a source (of a person or a score): its citation must not be blank. */
export function validateSource(input: Loose<Source>): FieldError[] {
  return errorIf(isBlank(input.citation), 'citation', 'Source.error_citation_empty');
}

/**
 * A source as a record stores it: texts tidied (stored-text.ts), the type `cit` (citation,
 * DEFAULT_SOURCE_TYPE) when none is given.
 */
export function storedSource(input: Loose<Source>) {
  return {
    type: optionalText(input.type) ?? DEFAULT_SOURCE_TYPE,
    citation: requiredText(input.citation),
    description: optionalText(input.description),
    url: optionalText(input.url),
    notes: optionalText(input.notes),
  };
}
