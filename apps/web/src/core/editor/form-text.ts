/**
 * Text fields hold strings; records hold `null` for a text not given. These convert a record's
 * values for the form. The way back (trimming, blank → null) is the domain's rule for stored text:
 * `optionalText` and `requiredText` of @partitura/domain.
 */

/** A record's optional text as a form field value ('' when not given). */
export function formText(value: string | null | undefined): string {
  return value ?? '';
}

/** A child's id for an input: kept when the child was loaded, left out for a new one. */
export function childId(id: string | null | undefined): { id?: string } {
  return id ? { id } : {};
}
