import type { MessageKey } from './messages';
import { hasId } from './records';

/** One failed rule: the dotted path of the field (`attributions.0.person`) and its message key. */
export type FieldError = { field: string; key: MessageKey };

/**
 * True when a value counts as not given: null, undefined, or a string that is empty or only
 * whitespace. Numbers and booleans are always given.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** True when a reference is given and carries an id. */
export function isLinked(ref: { id?: string | number | null } | null | undefined): boolean {
  return hasId(ref);
}

/** Returns `[{ field, key }]` when `failed`, else nothing — the building block of the validators. */
export function errorIf(failed: boolean, field: string, key: MessageKey): FieldError[] {
  return failed ? [{ field, key }] : [];
}

/** Puts child errors under a path: `nestErrors('pages.2', [{ field: 'number' }])` → `pages.2.number`. */
export function nestErrors(path: string, errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => ({ ...error, field: `${path}.${error.field}` }));
}

/**
 * Validates each item of a child list and keys its errors by kind and index
 * (`attributions.0.person`). Missing items are validated as empty objects.
 */
export function validateList<T>(
  kind: string,
  items: ReadonlyArray<T | null> | null | undefined,
  validate: (item: T | Record<string, never>) => FieldError[],
): FieldError[] {
  return (items ?? []).flatMap((item, index) =>
    nestErrors(`${kind}.${index}`, validate(item ?? {})),
  );
}
