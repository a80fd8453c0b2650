import { catalogLoaders } from '../catalogs/index';
import { collectionLoaders } from '../collections/index';
import type { GraphQLContext } from '../core/graphql/context';
import { peopleLoaders } from '../people/index';
import { placeLoaders } from '../places/index';
import { publicationLoaders } from '../publications/index';
import { scoreLoaders } from '../scores/index';
import type { Hit } from './repository';

/** Each kind's record by id, through its batch loader (one statement per kind a level). */
export function hitLoaders(ctx: GraphQLContext) {
  return {
    score: (id: number) => scoreLoaders(ctx).byId.load(id),
    person: (id: number) => peopleLoaders(ctx).byId.load(id),
    catalog: (id: number) => catalogLoaders(ctx).catalogById.load(id),
    entry: (id: number) => catalogLoaders(ctx).entryById.load(id),
    collection: (id: number) => collectionLoaders(ctx).byId.load(id),
    publication: (id: number) => publicationLoaders(ctx).byId.load(id),
    place: (id: number) => placeLoaders(ctx).byId.load(id),
  } satisfies Record<Hit['kind'], (id: number) => Promise<unknown>>;
}

/**
 * Starts reading the hits' records (and a melodic hit's incipits) as soon as the page is known,
 * on a connection of their own beside the rest of the search — its counts, facets, the notes
 * that matched — rather than after it: the hits' fields then find them loaded. A melodic
 * search at 1M answered 1.5–2 ms sooner. A read that fails fails the field that asks for it,
 * as before; one no field asks for is dropped.
 */
export function readAhead(ctx: GraphQLContext, hits: readonly Hit[]): void {
  const loaders = hitLoaders(ctx);
  for (const hit of hits) {
    loaders[hit.kind](hit.recordId).catch(() => {});
    if (hit.melody)
      scoreLoaders(ctx)
        .incipits.load(hit.recordId)
        .catch(() => {});
  }
}
