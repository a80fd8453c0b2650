import type { Source } from './person-entities';
import type { Loose } from './records';
import { errorIf, isBlank, type FieldError } from './validation';

/** Checks a source (of a person or a score): its citation must not be blank. */
export function validateSource(input: Loose<Source>): FieldError[] {
  return errorIf(isBlank(input.citation), 'citation', 'Source.error_citation_empty');
}
