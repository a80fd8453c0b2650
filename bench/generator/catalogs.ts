import type { People } from './people';
import { seededRandom, zipf } from './random';
import type { RismPool } from './rism-pool';
import type { Scores } from './scores';
import { LoadGroup, TableLoader, type Target } from './target';
import { CATALOG_NAMES, COLLECTIONS } from './vocabulary';

/*
 * Historical catalogs of the largest collections, with pages of 15–40 entries transcribed as
 * written: the composer as the catalog spells it (a surname, sometimes "Sig." or a misspelling),
 * the genre in its words, an old signature; about half identify a surviving score of the
 * collection.
 */

export type CatalogSizes = { catalogs: number; entries: number };

export async function loadCatalogs(
  target: Target,
  sizes: CatalogSizes,
  scores: Scores,
  people: People,
  pool: RismPool,
  seed: number,
): Promise<{ pages: number; linked: number }> {
  const random = seededRandom(seed);
  const composerRank = zipf(people.count, 1);
  const scoresOf = scoresByCollection(scores);
  const group = new LoadGroup({
    catalogs: new TableLoader(target, 'catalogs', [
      ['id', 'bigint'],
      ['name', 'text'],
      ['collection_id', 'bigint'],
    ]),
    pages: new TableLoader(target, 'pages', [
      ['id', 'bigint'],
      ['catalog_id', 'bigint'],
      ['number', 'text'],
      ['position', 'int'],
    ]),
    entries: new TableLoader(target, 'entries', [
      ['id', 'bigint'],
      ['page_id', 'bigint'],
      ['position', 'int'],
      ['score_id', 'bigint'],
      ['number', 'text'],
      ['signature', 'text'],
      ['genre', 'text'],
      ['composer', 'text'],
      ['annotation', 'text'],
    ]),
  });
  const { catalogs, pages, entries } = group.loaders;
  let pageId = 0;
  let entryId = 0;
  let linked = 0;
  for (let catalog = 0; catalog < sizes.catalogs; catalog++) {
    // The largest collections keep the catalogs, as the great monastery archives do.
    const collection = catalog % Math.min(8, COLLECTIONS.length);
    const year = 1740 + random.int(120);
    catalogs.add(catalog + 1, `${random.pick(CATALOG_NAMES)} ${year}`, collection + 1);
    const inCatalog =
      Math.floor((sizes.entries * (catalog + 1)) / sizes.catalogs) -
      Math.floor((sizes.entries * catalog) / sizes.catalogs);
    let page = 0;
    let left = 0;
    let position = 0;
    for (let number = 1; number <= inCatalog; number++) {
      if (left === 0) {
        left = 15 + random.int(26);
        page++;
        position = 0;
        pages.add(++pageId, catalog + 1, random.chance(0.05) ? `${page}a` : String(page), page - 1);
      }
      left--;
      const candidates = scoresOf[collection];
      const score =
        candidates.length > 0 && random.chance(0.5) ? candidates[random.int(candidates.length)] : 0;
      const composer = score ? scores.composerOf[score - 1] : people.idAtRank[composerRank(random)];
      const genre = score
        ? pool.scores[scores.templateOf[score - 1]].genre
        : random.pick(pool.scores).genre;
      const surname = composer ? people.surname[composer - 1] : null;
      entries.add(
        ++entryId,
        pageId,
        position++,
        score || null,
        String(number),
        `${String.fromCharCode(65 + random.int(12))} ${random.int(300) + 1}`,
        genre,
        surname && random.chance(0.15) ? `Sig. ${surname}` : surname,
        random.chance(0.2)
          ? random.pick(['2 Exemplare', 'fehlt', 'defekt', 'vide Nachtrag'])
          : null,
      );
      if (score) linked++;
      if (entryId % 1000 === 0) await group.flushIfFull();
    }
  }
  await group.finish();
  return { pages: pageId, linked };
}

/** The score ids of each collection (index = collection id - 1). */
function scoresByCollection(scores: Scores): Int32Array[] {
  const lists = Array.from(scores.perCollection, (count) => new Int32Array(count));
  const filled = new Int32Array(lists.length);
  for (let index = 0; index < scores.count; index++) {
    const collection = scores.collectionOf[index];
    lists[collection][filled[collection]++] = index + 1;
  }
  return lists;
}
