import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
// The messages of the keys these failures carry (a form shows them).
import '../i18n/domain-messages';

/** A validation failure as the domain rules and the server report it. */
export type DomainFieldError = { field: string; key: string };

/**
 * Nests `{ field: 'attributions.0.person', key }` failures into the error tree react-hook-form
 * expects. The message is the translation key, so it is translated at display time and follows
 * a language change.
 */
export function toFieldErrors<T extends FieldValues>(
  failures: readonly DomainFieldError[],
): FieldErrors<T> {
  const tree: Record<string, unknown> = {};
  for (const { field, key } of failures) {
    const path = field.split('.');
    let node = tree;
    path.slice(0, -1).forEach((segment) => {
      node[segment] = (node[segment] as Record<string, unknown> | undefined) ?? {};
      node = node[segment] as Record<string, unknown>;
    });
    const leaf = path[path.length - 1];
    // The first failure of a field is the one shown.
    if (!node[leaf]) node[leaf] = { type: 'domain', message: key };
  }
  return tree as FieldErrors<T>;
}

/**
 * A react-hook-form resolver from a packages/domain validation function, so the form checks
 * exactly the rules the server checks (one rule, one place).
 */
export function domainResolver<T extends FieldValues>(
  validate: (values: T) => readonly DomainFieldError[],
): Resolver<T> {
  return async (values) => {
    const failures = validate(values);
    if (failures.length === 0) return { values, errors: {} };
    return { values: {}, errors: toFieldErrors<T>(failures) };
  };
}
