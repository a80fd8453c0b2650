import type { Source } from './person-entities';
import type { Loose } from './records';
import { errorIf, isBlank, type FieldError, type MessageTable } from './validation';

/** Messages of the source rule (spec §5). */
export const SOURCE_MESSAGES = {
  'Source.error_citation_empty': {
    en: 'Citation cannot be empty!',
    de: 'Quellenangabe darf nicht leer sein!',
  },
} as const satisfies MessageTable;

/** Checks a source (of a person or a score): its citation must not be blank. */
export function validateSource(input: Loose<Source>): FieldError[] {
  return errorIf(isBlank(input.citation), 'citation', 'Source.error_citation_empty');
}
