/**
 * Text fields hold strings; records hold `null` for a text not given. These convert between the
 * two so a form never shows "null" and never sends whitespace as a value.
 */

/** A record's optional text as a form field value ('' when not given). */
export function formText(value: string | null | undefined): string {
  return value ?? '';
}

/** A form field's text as an input value: trimmed, and null when nothing is left. */
export function inputText(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A required text of an input: trimmed ('' stays '', so the server's rule reports it). */
export function requiredText(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** A child's id for an input: kept when the child was loaded, left out for a new one. */
export function childId(id: string | null | undefined): { id?: string } {
  return id ? { id } : {};
}
