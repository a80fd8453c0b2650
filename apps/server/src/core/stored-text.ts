/** A text as stored in a nullable column: trimmed, null when blank. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** A text as stored in a required column: trimmed, '' when missing. */
export function requiredText(value: string | null | undefined): string {
  return value?.trim() ?? '';
}
