import { keyLabel, personDisplayName, publicationLabel } from '@partitura/domain';
import { catalogLoaders } from '../catalogs/index';
import { collectionLoaders } from '../collections/index';
import type { GraphQLContext } from '../core/graphql/context';
import { genreLoaders } from '../genres/index';
import type { Resolvers } from '../generated/graphql';
import { peopleLoaders } from '../people/index';
import { placeLoaders } from '../places/index';
import { publicationLoaders } from '../publications/index';
import { scoreLoaders } from '../scores/index';
import { hitLoaders } from './hit-records';
import type { Hit } from './repository';
import { search } from './service';

/** The record of a hit when it is of this kind (loaded in one batch per kind), else null. */
function ofKind<T>(hit: Hit, kind: Hit['kind'], load: (id: number) => Promise<T | undefined>) {
  return hit.kind === kind ? load(hit.recordId).then((record) => record ?? null) : null;
}

/**
 * How a facet value reads: a key's label in the request's language (free text kept from before
 * the list as it is), the name of the record it stands for, else the value itself.
 */
async function facetLabel(ctx: GraphQLContext, group: string, value: string): Promise<string> {
  if (group === 'key') return keyLabel(value, ctx.locale);
  const id = Number(value);
  if (!Number.isSafeInteger(id)) return value;
  const named = async (record: Promise<{ name: string } | undefined>) =>
    (await record)?.name ?? value;
  switch (group) {
    case 'composer':
      return personDisplayName({ names: await peopleLoaders(ctx).names.load(id) }) || value;
    case 'genre':
      return named(genreLoaders(ctx).byId.load(id));
    case 'collection':
      return named(collectionLoaders(ctx).byId.load(id));
    case 'catalog':
      return named(catalogLoaders(ctx).catalogById.load(id));
    case 'place':
      return named(placeLoaders(ctx).byId.load(id));
    case 'publication':
      return publicationLabel(await publicationLoaders(ctx).byId.load(id)) || value;
    default:
      return value;
  }
}

export const searchResolvers = {
  Query: {
    search: (_parent, args, ctx) => search(ctx, args),
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
