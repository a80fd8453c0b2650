import type { Tx } from '../core/database/db';
import { catalogs, entries, pages, publicationScores } from '../db/schema/index';
import { insertIds, insertRows } from './bulk-insert';
import type { PlannedPage } from './catalog-plan';

/**
 * Inserts the historical catalog with its pages and entries, linking entries to the scores they
 * record; those scores also cite the (invented) thematic catalogue, numbered in catalog order.
 */
export async function insertCatalog(
  tx: Tx,
  catalog: { name: string; collectionId: number; pages: readonly PlannedPage[] },
  scoreIds: readonly number[],
  thematicCatalogueId: number,
): Promise<number> {
  const [catalogId] = await insertIds(tx, catalogs, [
    { name: catalog.name, collectionId: catalog.collectionId },
  ]);
  const pageIds = await insertIds(
    tx,
    pages,
    catalog.pages.map((page, position) => ({ catalogId, number: page.number, position })),
  );
  const planned = catalog.pages.flatMap((page, p) =>
    page.entries.map((entry, position) => ({ entry, position, pageId: pageIds[p] })),
  );
  await insertRows(
    tx,
    entries,
    planned.map(({ entry: { scoreIndex, ...values }, position, pageId }) => ({
      ...values,
      pageId,
      position,
      scoreId: scoreIndex === null ? null : scoreIds[scoreIndex],
    })),
  );
  const linked = [...new Set(planned.flatMap(({ entry }) => entry.scoreIndex ?? []))];
  await insertRows(
    tx,
    publicationScores,
    linked.map((scoreIndex, n) => ({
      scoreId: scoreIds[scoreIndex],
      publicationId: thematicCatalogueId,
      number: `Nr. ${n + 1}`,
      position: 1,
    })),
  );
  return catalogId;
}
