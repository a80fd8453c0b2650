import { isAuthorityScheme, parseAuthorityId } from '@partitura/domain';

/*
 * A record's authority identifiers in its editor: a row per identifier, the authority file
 * chosen from a list and the value typed; saved as `scheme:value` (domain authority-ids.ts).
 */

export type AuthorityIdRow = { scheme: string; value: string };

/** The stored identifiers as the editor's rows. */
export function authorityIdRows(ids: readonly string[] | null | undefined): AuthorityIdRow[] {
  return (ids ?? []).map((text) => {
    const id = parseAuthorityId(text);
    return id ? { scheme: id.scheme, value: id.value } : { scheme: '', value: text };
  });
}

/** The rows as the API takes them; a row without a scheme stays unparsable (and is refused). */
export function authorityIdTexts(rows: readonly AuthorityIdRow[] | null | undefined): string[] {
  return (rows ?? []).map(({ scheme, value }) =>
    isAuthorityScheme(scheme) ? `${scheme}:${value}` : value,
  );
}

/**
 * The rules' failures of a line (`authority_ids.2`) under the row's field they concern: a
 * missing authority file under its choice, anything else under the value.
 */
export function authorityIdFieldErrors<E extends { field: string; key: string }>(
  errors: readonly E[],
): E[] {
  return errors.map((error) =>
    /^authority_ids\.\d+$/.test(error.field)
      ? {
          ...error,
          field: `${error.field}.${error.key === 'AuthorityId.error_scheme' ? 'scheme' : 'value'}`,
        }
      : error,
  );
}
