import {
  SEARCH_FACET_GROUPS,
  SEARCH_FIELDS,
  SEARCH_KINDS,
  SEARCH_SORTS,
  type SearchField,
  type SearchKind,
  type SearchSort,
} from '@partitura/domain';

/**
 * Everything a search is, read from and written to its URL (`/search/scores?q=…&genre=5&page=3`),
 * so that a search can be shared, reloaded, and walked through with back and forward.
 */
export type SearchState = {
  kind: SearchKind | null;
  q: string;
  filters: { group: string; value: string }[];
  fields: Partial<Record<SearchField, string>>;
  sort: SearchSort;
  page: number;
};

/** The URL segment of each kind's tab (/search/{type}). */
export const KIND_TYPES: Record<SearchKind, string> = {
  score: 'scores',
  person: 'people',
  catalog: 'catalogs',
  entry: 'entries',
  collection: 'collections',
  publication: 'publications',
  place: 'places',
};

/** The kind of a /search/{type} segment: null for none ("all"), undefined for one we do not know. */
export function kindOfType(type: string | undefined): SearchKind | null | undefined {
  if (!type) return null;
  return SEARCH_KINDS.find((kind) => KIND_TYPES[kind] === type);
}

/** Advanced fields travel as `field_<name>`, apart from the facets of the same name. */
const FIELD_PREFIX = 'field_';

export function readSearchState(kind: SearchKind | null, params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    kind,
    q: params.get('q') ?? '',
    filters: SEARCH_FACET_GROUPS.flatMap((group) =>
      params
        .getAll(group)
        .filter((value) => value.trim() !== '')
        .map((value) => ({ group, value })),
    ),
    fields: Object.fromEntries(
      SEARCH_FIELDS.map((field) => [field, params.get(FIELD_PREFIX + field) ?? ''] as const).filter(
        ([, value]) => value.trim() !== '',
      ),
    ),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as SearchSort)
      : 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL (path and query) of a search state. */
export function searchUrl(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const { group, value } of state.filters) params.append(group, value);
  for (const [field, value] of Object.entries(state.fields))
    if (value) params.set(FIELD_PREFIX + field, value);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  const path = state.kind ? `/search/${KIND_TYPES[state.kind]}` : '/search';
  return query ? `${path}?${query}` : path;
}

/** True when the state asks for something (words, fields or filters); else the home screen browses. */
export function isQuery(state: SearchState): boolean {
  return state.q.trim() !== '' || state.filters.length > 0 || Object.keys(state.fields).length > 0;
}

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
