import { batchLoader, childLoader, groupBy, operationLoaders } from '../core/records/loaders';
import type { PageWindow } from '../core/records/paging';
import { collectionLoaders } from '../collections/index';
import { genreLoaders } from '../genres/index';
import { placeLoaders } from '../places/index';
import { publicationLoaders } from '../publications/index';
import {
  attributionCounts,
  attributionsOf,
  attributionsOfPeople,
  type AttributionRecord,
  genresOf,
  incipitsOf,
  partVoicesOf,
  partsOf,
  publicationScoresOf,
  sourcesOf,
  voicesOf,
} from './children-repository';
import { findScores, type ScoreRecord, type ScoreWithCollection } from './repository';

/** The score loaders of one GraphQL operation (core/records/loaders.ts). */
export const scoreLoaders = operationLoaders((ctx) => {
  const { db } = ctx;
  const byId = batchLoader(async (ids: number[]) => new Map(remember(await findScores(db, ids))));

  /** The scores read with their collections, as byId answers them; primes both loaders. */
  function remember(rows: ScoreWithCollection[]): [number, ScoreRecord][] {
    return rows.map(({ score, collection }) => {
      collectionLoaders(ctx).byId.prime(collection.id, collection);
      byId.prime(score.id, score);
      return [score.id, score];
    });
  }

  const attributionPages = new Map<string, ReturnType<typeof childLoader<AttributionRecord>>>();

  return {
    byId,
    remember,
    attributions: childLoader((ids) => attributionsOf(db, ids)),
    /**
     * One page (`window`) of the attributions naming each person, a loader per window; their
     * scores, publications and places come along.
     */
    attributionsOfPeople: (window: PageWindow) => {
      const key = `${window.size}:${window.offset}`;
      let loader = attributionPages.get(key);
      if (!loader) {
        loader = childLoader(async (personIds) => {
          const rows = await attributionsOfPeople(db, personIds, window);
          for (const row of rows) {
            remember([{ score: row.score, collection: row.collection }]);
            if (row.publication)
              publicationLoaders(ctx).byId.prime(row.publication.id, row.publication);
            if (row.place) placeLoaders(ctx).byId.prime(row.place.id, row.place);
          }
          return groupBy(
            rows.map((row) => row.attribution),
            (attribution) => attribution.personId,
          );
        });
        attributionPages.set(key, loader);
      }
      return loader;
    },
    attributionCounts: batchLoader((personIds: number[]) => attributionCounts(db, personIds)),
    parts: childLoader((ids) => partsOf(db, ids)),
    partVoices: childLoader((ids) => partVoicesOf(db, ids)),
    incipits: childLoader((ids) => incipitsOf(db, ids)),
    sources: childLoader((ids) => sourcesOf(db, ids)),
    publications: childLoader((ids) => publicationScoresOf(db, ids)),
    genres: childLoader(async (ids) => {
      const rows = await genresOf(db, ids);
      for (const { genre } of rows) genreLoaders(ctx).byId.prime(genre.id, genre);
      const byScore = groupBy(rows, (row) => row.scoreId);
      return new Map(
        [...byScore].map(([scoreId, group]) => [scoreId, group.map((row) => row.genre)]),
      );
    }),
    voices: childLoader((ids) => voicesOf(db, ids)),
  };
});
