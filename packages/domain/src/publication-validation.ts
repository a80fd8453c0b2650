import { validateAuthorityIds } from './authority-ids';
import type { Publication } from './catalogue-entities';
import type { Loose } from './records';
import { errorIf, isBlank, type FieldError } from './validation';

/**
 * Checks a publication. Spec §5 names no rule for publications and RISM knows some only by their
 * citation key, others only by their title, so either may be missing; but one of them must be
 * there, or pickers, lists and search hits would show the publication as an empty line
 * (Publication.error_title_empty, on `title`).
 */
export function validatePublication(input: Loose<Publication>): FieldError[] {
  return [
    ...errorIf(
      isBlank(input.title) && isBlank(input.short_title),
      'title',
      'Publication.error_title_empty',
    ),
    ...validateAuthorityIds(input.authority_ids),
  ];
}
