import type { HistoryKind } from '../gql/graphql';

/** The record kinds whose view has a history, by the base of their addresses (spec §2). */
export const VIEWED_KINDS: ReadonlyArray<[base: string, kind: HistoryKind]> = [
  ['collections', 'Collection'],
  ['places', 'Place'],
  ['publications', 'Publication'],
  ['people', 'Person'],
  ['catalogs', 'Catalog'],
  ['scores', 'Score'],
  ['files', 'File'],
  ['digital-copies', 'DigitalCopy'],
];

/** Every kind with a history, in the order the activity screen offers them. */
export const HISTORY_KINDS: readonly HistoryKind[] = [
  'Score',
  'Person',
  'Collection',
  'Catalog',
  'Page',
  'Place',
  'Publication',
  'Genre',
  'DigitalCopy',
  'File',
  'Settings',
  'User',
];

/** The website settings' history (one record), for administrators. */
export const SETTINGS_HISTORY_PATH = '/settings/website/history';

/** An account's history, for administrators. */
export function accountHistoryPath(id: string): string {
  return `/settings/users/${encodeURIComponent(id)}/history`;
}

/** A record's history screen; null for a kind that has none (a genre, a catalog's page). */
export function historyPath(kind: HistoryKind, id: string): string | null {
  if (kind === 'Settings') return SETTINGS_HISTORY_PATH;
  if (kind === 'User') return accountHistoryPath(id);
  const base = VIEWED_KINDS.find(([, viewed]) => viewed === kind)?.[0];
  return base ? `/${base}/${encodeURIComponent(id)}/history` : null;
}

/** A record's view, for a kind with one; null for the others. */
export function recordPath(kind: HistoryKind, id: string): string | null {
  const base = VIEWED_KINDS.find(([, viewed]) => viewed === kind)?.[0];
  return base ? `/${base}/${encodeURIComponent(id)}` : null;
}
