import type { GraphQLContext } from '../core/context';
import { batchLoader, withDefault } from '../core/batch-loader';
import { findScoreRecords } from './repository';
import {
  attributionsOf,
  incipitsOf,
  partsOf,
  publicationScoresOf,
  sourcesOf,
} from './score-children-repository';
import { digitizedScoreIds, entriesOf, genresOf, voicesOf } from './score-links-repository';
import type { ScoreRecord } from './score-views';

function listLoader<V>(fetch: (ids: number[]) => Promise<Map<number, V[]>>) {
  return withDefault(batchLoader(fetch), (): V[] => []);
}

function createScoreLoaders(ctx: GraphQLContext) {
  const { db } = ctx;
  return {
    record: withDefault(
      batchLoader(
        async (ids: number[]) =>
          new Map((await findScoreRecords(db, ids)).map((row) => [row.id, row])),
      ),
      (): ScoreRecord | null => null,
    ),
    attributions: listLoader((ids) => attributionsOf(db, ids)),
    parts: listLoader((ids) => partsOf(db, ids)),
    incipits: listLoader((ids) => incipitsOf(db, ids)),
    sources: listLoader((ids) => sourcesOf(db, ids)),
    publications: listLoader((ids) => publicationScoresOf(db, ids)),
    genres: listLoader((ids) => genresOf(db, ids)),
    voices: listLoader((ids) => voicesOf(db, ids)),
    entries: listLoader((ids) => entriesOf(db, ids, ctx.locale)),
    hasDigitalCopy: withDefault(
      batchLoader(async (ids: number[]) => {
        const digitized = await digitizedScoreIds(db, ids);
        return new Map(ids.map((id) => [id, digitized.has(id)]));
      }),
      () => false,
    ),
  };
}

export type ScoreLoaders = ReturnType<typeof createScoreLoaders>;

const loadersByContext = new WeakMap<GraphQLContext, ScoreLoaders>();

/** The score loaders of this GraphQL operation (created on first use). */
export function scoreLoaders(ctx: GraphQLContext): ScoreLoaders {
  let loaders = loadersByContext.get(ctx);
  if (!loaders) {
    loaders = createScoreLoaders(ctx);
    loadersByContext.set(ctx, loaders);
  }
  return loaders;
}
