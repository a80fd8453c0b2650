import { batchLoader, childLoader, groupBy, operationLoaders } from '../core/records/loaders';
import type { PageWindow } from '../core/records/paging';
import { collectionLoaders } from '../collections/index';
import { genreLoaders } from '../genres/index';
import { placeLoaders } from '../places/index';
import { publicationLoaders } from '../publications/index';
import {
  attributionCountsCiting,
  attributionsCiting,
  publicationScoreCounts,
  publicationScoresCiting,
  type AttributionReference,
} from './citations-repository';
import {
  attributionCounts,
  attributionsOf,
  attributionsOfPeople,
  type AttributionRecord,
  type PublicationScoreRecord,
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

  /** A child loader per page window and list (`name`), made on first use. */
  const pageLoaders = new Map<string, ReturnType<typeof childLoader<unknown>>>();
  function pageLoader<V>(
    name: string,
    window: PageWindow,
    fetch: (parentIds: number[]) => Promise<Map<number, V[]>>,
  ) {
    const key = `${name}:${window.size}:${window.offset}`;
    let loader = pageLoaders.get(key);
    if (!loader) {
      loader = childLoader(fetch) as ReturnType<typeof childLoader<unknown>>;
      pageLoaders.set(key, loader);
    }
    return loader as ReturnType<typeof childLoader<V>>;
  }

  /** One page of the attributions naming each place or publication; what they show is primed. */
  const attributionsCitingPage = (by: AttributionReference, window: PageWindow) =>
    pageLoader(`attributions-${by}`, window, async (recordIds) => {
      const rows = await attributionsCiting(db, by, recordIds, window);
      for (const row of rows) {
        remember([{ score: row.score, collection: row.collection }]);
        if (row.publication)
          publicationLoaders(ctx).byId.prime(row.publication.id, row.publication);
        if (row.place) placeLoaders(ctx).byId.prime(row.place.id, row.place);
      }
      const attributions = rows.map((row) => row.attribution);
      return groupBy(attributions, (attribution) =>
        Number(by === 'place' ? attribution.placeId : attribution.publicationId),
      );
    });

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
    /** One page (`window`) of the attributions naming each place, a loader per window. */
    attributionsOfPlaces: (window: PageWindow) => attributionsCitingPage('place', window),
    placeAttributionCounts: batchLoader((ids: number[]) =>
      attributionCountsCiting(db, 'place', ids),
    ),
    /** One page (`window`) of the attributions naming each publication, a loader per window. */
    attributionsOfPublications: (window: PageWindow) =>
      attributionsCitingPage('publication', window),
    publicationAttributionCounts: batchLoader((ids: number[]) =>
      attributionCountsCiting(db, 'publication', ids),
    ),
    /** One page (`window`) of the literature references of each publication, with their scores. */
    publicationScoresOfPublications: (window: PageWindow) =>
      pageLoader<PublicationScoreRecord>('publication-scores', window, async (publicationIds) => {
        const rows = await publicationScoresCiting(db, publicationIds, window);
        remember(rows);
        return groupBy(
          rows.map((row) => row.reference),
          (reference) => reference.publicationId,
        );
      }),
    publicationScoreCounts: batchLoader((ids: number[]) => publicationScoreCounts(db, ids)),
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
