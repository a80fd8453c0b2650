import { paeOpening, DEFAULT_MELODY, searchUrl, type SearchState } from '@partitura/domain';

// What a search is, read from and written to its URL, is the domain's (search-url.ts): the
// server's export of a result reads the same address.
export {
  DEFAULT_MELODY,
  MELODY_MODES,
  KIND_TYPES,
  isQuery,
  kindOfType,
  readSearchState,
  searchUrl,
  searchVariables,
  type MelodyMode,
  type MelodyState,
  type SearchState,
} from '@partitura/domain';

/** The state with one facet value added or removed (back to the first page). */
export function toggleFilter(state: SearchState, group: string, value: string): SearchState {
  const present = state.filters.some((f) => f.group === group && f.value === value);
  return {
    ...state,
    page: 1,
    filters: present
      ? state.filters.filter((f) => !(f.group === group && f.value === value))
      : [...state.filters, { group, value }],
  };
}

/** The state with the group's longer list of values shown, or its short list again. */
export function toggleFacetMore(state: SearchState, group: string): SearchState {
  return { ...state, facetMore: state.facetMore === group ? null : group };
}

/**
 * The search for incipits like this one ("find similar"): its opening (paeOpening: 8–12 notes)
 * compared by intervals at the start of every incipit, so the other sources of the piece are
 * found (concordances), transposed ones too, whatever follows the opening.
 */
export function similarMelodyUrl(incipit: {
  pae: string;
  clef?: string | null;
  key_signature?: string | null;
}): string {
  const opening = paeOpening(incipit.pae);
  return searchUrl({
    kind: 'score',
    q: '',
    filters: [],
    fields: {},
    sort: 'relevance',
    page: 1,
    facetMore: null,
    melody: {
      ...DEFAULT_MELODY,
      pae: opening,
      clef: incipit.clef || DEFAULT_MELODY.clef,
      keySignature: incipit.key_signature ?? '',
      atStart: true,
    },
  });
}
