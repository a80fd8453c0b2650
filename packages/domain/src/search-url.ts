import {
  SEARCH_FACETS,
  SEARCH_FACET_GROUPS,
  SEARCH_FIELDS,
  SEARCH_KIND_PLURALS,
  SEARCH_KINDS,
  SEARCH_SORTS,
  type SearchField,
  type SearchKind,
  type SearchSort,
} from './search';
import { MELODY_MODES, type MelodyMode } from './melody';

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
  /** A melodic query (the scores tab): notes in Plaine & Easie code and how to compare them. */
  melody: MelodyState | null;
  /** The facet group of this kind shown with more values ("Show more"), or null. */
  facetMore: string | null;
};

export type MelodyState = {
  pae: string;
  clef: string;
  keySignature: string;
  mode: MelodyMode;
  rhythm: boolean;
  atStart: boolean;
};

export const DEFAULT_MELODY: MelodyState = {
  pae: '',
  clef: 'G-2',
  keySignature: '',
  mode: 'interval',
  rhythm: false,
  atStart: false,
};

function readMelody(params: URLSearchParams): MelodyState | null {
  const pae = params.get('melody')?.trim();
  if (!pae) return null;
  const mode = params.get('mode');
  return {
    pae,
    clef: params.get('clef') || DEFAULT_MELODY.clef,
    keySignature: params.get('keysig') ?? '',
    mode: (MELODY_MODES as readonly string[]).includes(mode ?? '')
      ? (mode as MelodyMode)
      : DEFAULT_MELODY.mode,
    rhythm: params.get('rhythm') === '1',
    atStart: params.get('start') === '1',
  };
}

function writeMelody(params: URLSearchParams, melody: MelodyState | null) {
  if (!melody?.pae.trim()) return;
  params.set('melody', melody.pae.trim());
  if (melody.clef !== DEFAULT_MELODY.clef) params.set('clef', melody.clef);
  if (melody.keySignature) params.set('keysig', melody.keySignature);
  if (melody.mode !== DEFAULT_MELODY.mode) params.set('mode', melody.mode);
  if (melody.rhythm) params.set('rhythm', '1');
  if (melody.atStart) params.set('start', '1');
}

/** The URL segment of each kind's tab (/search/{type}): the kind in the plural. */
export const KIND_TYPES = SEARCH_KIND_PLURALS;

/** The kind of a /search/{type} segment: null for none ("all"), undefined for one we do not know. */
export function kindOfType(type: string | undefined): SearchKind | null | undefined {
  if (!type) return null;
  return SEARCH_KINDS.find((kind) => KIND_TYPES[kind] === type);
}

/** Advanced fields travel as `field_<name>`, apart from the facets of the same name. */
const FIELD_PREFIX = 'field_';

/** The facet group shown with more values travels as `more`. */
const MORE_PARAM = 'more';

export function readSearchState(kind: SearchKind | null, params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const more = params.get(MORE_PARAM);
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
    melody: kind === 'score' ? readMelody(params) : null,
    // Only a group the kind has: another one (a tab changed, an old link) shows nothing more.
    facetMore:
      kind && more && (SEARCH_FACETS[kind] as readonly string[]).includes(more) ? more : null,
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
  if (state.kind === 'score') writeMelody(params, state.melody);
  if (state.facetMore) params.set(MORE_PARAM, state.facetMore);
  const query = params.toString();
  const path = state.kind ? `/search/${KIND_TYPES[state.kind]}` : '/search';
  return query ? `${path}?${query}` : path;
}

/** True when the state asks for something (words, fields or filters); else the home screen browses. */
export function isQuery(state: SearchState): boolean {
  return (
    state.q.trim() !== '' ||
    state.filters.length > 0 ||
    Object.keys(state.fields).length > 0 ||
    state.melody !== null
  );
}

/**
 * The search API's arguments (GraphQL `search`, and the export of a result) for a state: a
 * browse without words in the order last changed, unless another order is chosen.
 */
export function searchVariables(state: SearchState) {
  return {
    query: state.q.trim() || null,
    kind: state.kind,
    filters: state.filters,
    fields: Object.keys(state.fields).length > 0 ? state.fields : null,
    melody: state.melody && {
      pae: state.melody.pae,
      clef: state.melody.clef,
      key_signature: state.melody.keySignature || null,
      mode: state.melody.mode,
      rhythm: state.melody.rhythm,
      at_start: state.melody.atStart,
    },
    facetMore: state.facetMore,
    sort: !isQuery(state) && state.sort === 'relevance' ? ('changed' as const) : state.sort,
  };
}
