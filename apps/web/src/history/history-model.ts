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

/** A record's history screen, for a kind with a view; null for the others. */
export function historyPath(kind: HistoryKind, id: string): string | null {
  const base = VIEWED_KINDS.find(([, viewed]) => viewed === kind)?.[0];
  return base ? `/${base}/${encodeURIComponent(id)}/history` : null;
}
