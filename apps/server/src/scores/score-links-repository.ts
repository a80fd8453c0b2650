import { and, asc, eq } from 'drizzle-orm';
import { catalogSubtitle, entryTitle, pageTitle, type Locale } from '@partitura/domain';
import { inIds } from '../core/children';
import type { Tx } from '../core/db';
import {
  catalogs,
  collections,
  digitalCopies,
  entries,
  genres,
  pages,
  scoreGenres,
  scoreVoices,
} from '../db/schema/index';
import { viewsByScore } from './score-children-repository';
import type { EntryView, GenreView, VoiceView } from './score-views';

/*
 * Batch loading of what a score links to or is linked from: genres, its scoring, the catalog
 * entries that record it, and whether a digital copy shows it. One statement each.
 */

export async function genresOf(db: Tx, scoreIds: number[]): Promise<Map<number, GenreView[]>> {
  const rows = await db
    .select({
      scoreId: scoreGenres.scoreId,
      id: genres.id,
      name: genres.name,
      version: genres.version,
    })
    .from(scoreGenres)
    .innerJoin(genres, eq(genres.id, scoreGenres.genreId))
    .where(inIds(scoreGenres.scoreId, scoreIds))
    .orderBy(asc(scoreGenres.position), asc(genres.name));
  return viewsByScore(rows.map(({ scoreId, ...view }) => ({ scoreId, view })));
}

/** The score's voices, ordered by their position field, then as they were entered. */
export async function voicesOf(db: Tx, scoreIds: number[]): Promise<Map<number, VoiceView[]>> {
  const rows = await db
    .select({
      scoreId: scoreVoices.scoreId,
      id: scoreVoices.id,
      voice: scoreVoices.voice,
      count: scoreVoices.count,
      position: scoreVoices.position,
    })
    .from(scoreVoices)
    .where(inIds(scoreVoices.scoreId, scoreIds))
    .orderBy(asc(scoreVoices.position), asc(scoreVoices.id));
  return viewsByScore(rows.map(({ scoreId, ...view }) => ({ scoreId, view })));
}

/**
 * The catalog entries recording the scores, each with its page, catalog and collection (titles
 * in `locale`), ordered by catalog, page and entry position.
 */
export async function entriesOf(
  db: Tx,
  scoreIds: number[],
  locale: Locale,
): Promise<Map<number, EntryView[]>> {
  const rows = await db
    .select({
      scoreId: entries.scoreId,
      entry: {
        id: entries.id,
        position: entries.position,
        number: entries.number,
        signature: entries.signature,
        genre: entries.genre,
        composer: entries.composer,
        annotation: entries.annotation,
        notes: entries.notes,
      },
      page: {
        id: pages.id,
        number: pages.number,
        position: pages.position,
        version: pages.version,
      },
      catalog: { id: catalogs.id, name: catalogs.name, version: catalogs.version },
      collection: {
        id: collections.id,
        name: collections.name,
        prefix: collections.prefix,
        version: collections.version,
      },
    })
    .from(entries)
    .innerJoin(pages, eq(pages.id, entries.pageId))
    .innerJoin(catalogs, eq(catalogs.id, pages.catalogId))
    .innerJoin(collections, eq(collections.id, catalogs.collectionId))
    .where(inIds(entries.scoreId, scoreIds))
    .orderBy(
      asc(catalogs.name),
      asc(catalogs.id),
      asc(pages.position),
      asc(entries.position),
      asc(entries.id),
    );
  return viewsByScore(
    rows.map(({ scoreId, entry, page, catalog, collection }) => {
      const catalogView = { ...catalog, collection, subtitle: catalogSubtitle({ collection }) };
      const pageView = {
        ...page,
        catalog: catalogView,
        title: pageTitle({ number: page.number, catalog }, locale),
      };
      return {
        scoreId: scoreId!,
        view: { ...entry, page: pageView, title: entryTitle({ ...entry, page: pageView }, locale) },
      };
    }),
  );
}

/** The scores among `scoreIds` that a digital copy shows. */
export async function digitizedScoreIds(db: Tx, scoreIds: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: digitalCopies.digitizableId })
    .from(digitalCopies)
    .where(
      and(eq(digitalCopies.digitizableType, 'score'), inIds(digitalCopies.digitizableId, scoreIds)),
    );
  return new Set(rows.map((row) => row.id));
}
