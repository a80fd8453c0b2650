/**
 * An optional id argument (a filter, a reference, the id of an input): null when absent (null,
 * undefined or ''), else the id — or -1, which names nothing, for a value that cannot be one.
 */
export function optionalId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return parseId(value) ?? -1;
}

/** An input that names no id (absent, null or '') is a new record; any other id must exist. */
export function isNewInput(input: { id?: string | number | null }): boolean {
  return optionalId(input.id) === null;
}

/** A GraphQL ID as a database id: a positive safe integer, or null for anything else. */
export function parseId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
