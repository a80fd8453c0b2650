import type { Resolvers } from '../generated/graphql';
import { scoreLoaders } from '../scores/index';
import { askedRecords, facetLabel, hitLoaders } from './answer-records';
import type { Hit } from './repository';
import { search } from './service';

/** The record of a hit when it is of this kind (loaded in one batch per kind), else null. */
function ofKind<T>(hit: Hit, kind: Hit['kind'], load: (id: number) => Promise<T | undefined>) {
  return hit.kind === kind ? load(hit.recordId).then((record) => record ?? null) : null;
}

export const searchResolvers = {
  Query: {
    search: (_parent, args, ctx, info) => search(ctx, args, askedRecords(info)),
  },
  SearchResult: {
    hits: (answer) => answer.hits,
    paginatorInfo: ({ total, window }) => ({
      total: total.count,
      currentPage: window.current,
      lastPage: Math.max(1, Math.ceil(total.count / window.size)),
    }),
    total_exact: ({ total }) => total.exact,
    kinds: (answer) => answer.kinds,
    facets: (answer) => answer.facets,
    suggestion: (answer) => answer.suggestion,
    words: (answer) => answer.words,
  },
  SearchFacet: {
    values: (facet) => facet.values.map((value) => ({ ...value, group: facet.group })),
  },
  SearchFacetValue: {
    label: (value, _args, ctx) => facetLabel(ctx, value.group, value.value),
  },
  SearchHit: {
    id: (hit) => hit.recordId,
    score: (hit, _args, ctx) => ofKind(hit, 'score', hitLoaders(ctx).score),
    person: (hit, _args, ctx) => ofKind(hit, 'person', hitLoaders(ctx).person),
    catalog: (hit, _args, ctx) => ofKind(hit, 'catalog', hitLoaders(ctx).catalog),
    entry: (hit, _args, ctx) => ofKind(hit, 'entry', hitLoaders(ctx).entry),
    collection: (hit, _args, ctx) => ofKind(hit, 'collection', hitLoaders(ctx).collection),
    publication: (hit, _args, ctx) => ofKind(hit, 'publication', hitLoaders(ctx).publication),
    place: (hit, _args, ctx) => ofKind(hit, 'place', hitLoaders(ctx).place),
    melody: async (hit, _args, ctx) => {
      if (!hit.melody) return null;
      const { incipitId, start, length, distance, noteCount } = hit.melody;
      const incipits = await scoreLoaders(ctx).incipits.load(hit.recordId);
      const incipit = incipits.find((one) => Number(one.id) === incipitId);
      return incipit ? { incipit, start, length, distance, note_count: noteCount } : null;
    },
  },
} satisfies Resolvers;
