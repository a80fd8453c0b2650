/*
 * How a typed text becomes a stored value. The web form sends what these answer and the server
 * stores what they answer, so surrounding whitespace and blank optional fields are treated the
 * same on both sides.
 */

/** An optional text as a record stores it: trimmed, and null when nothing is left. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * A required text as a record stores it: trimmed; a missing value is '' (so the field's rule
 * reports it empty instead of the save failing on a null).
 */
export function requiredText(value: string | null | undefined): string {
  return value?.trim() ?? '';
}
