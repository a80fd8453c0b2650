import { normalizeAuthorityIds } from '@partitura/domain';

/**
 * A save's authority identifiers (already validated), as the column `authority_ids` of a person,
 * place or publication takes them: each in its written form; none when the input leaves them out
 * (they stay as stored).
 */
export function authorityIdValues(ids: ReadonlyArray<string> | null | undefined) {
  return ids ? { authorityIds: normalizeAuthorityIds(ids) } : {};
}
