/**
 * The colour that marks each kind of record in lists, search results and chips (spec §9). The
 * first four are fixed by the spec; the others are Material palette colours chosen to stay
 * distinct from them.
 */
export const MODEL_COLORS = {
  collection: '#2196F3',
  file: '#9E9E9E',
  person: '#673ab7',
  score: '#009688',
  catalog: '#FF9800',
  page: '#FFC107',
  digital_copy: '#795548',
  publication: '#E91E63',
  place: '#4CAF50',
} as const;

export type ModelColorKind = keyof typeof MODEL_COLORS;
