import type { SearchField, SearchKind, SearchSort } from '@partitura/domain';
import type { PageWindow } from '../core/records/paging';
import type { MelodyInput } from '../scores/index';
import type { FilterInput } from './query';
import type { Hit } from './repository';

/* What the search is asked and what it answers (resolvers.ts shapes it for the API). */

export type SearchRequest = {
  query?: string | null;
  melody?: MelodyInput | null;
  kind?: SearchKind | null;
  filters?: FilterInput[] | null;
  fields?: Partial<Record<SearchField, string | null>> | null;
  /** The facet group to answer more values of (SEARCH_FACET_VALUES_MORE). */
  facet_more?: string | null;
  sort?: SearchSort | null;
  first?: number | null;
  page?: number | null;
};

export type Counted = { count: number; exact: boolean };
export type FacetAnswer = {
  group: string;
  exact: boolean;
  values: { value: string; count: number; selected: boolean }[];
  /** The result has values of the group beyond those answered. */
  more: boolean;
};

/** A facet value as its label resolver receives it. */
export type FacetValueRecord = FacetAnswer['values'][number] & { group: string };

export type SearchAnswer = {
  hits: Hit[];
  total: Counted;
  window: PageWindow;
  kinds: (Counted & { kind: SearchKind })[];
  facets: FacetAnswer[];
  suggestion: string | null;
  words: string[];
};
