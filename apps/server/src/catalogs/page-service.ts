import {
  isLinked,
  storedEntryText,
  requiredText,
  validatePage,
  type FieldError,
} from '@partitura/domain';
import { syncInputList } from '../core/records/input-rows';
import type { GraphQLContext } from '../core/graphql/context';
import type { Tx } from '../core/database/db';
import { optionalId, parseId } from '../core/runtime/ids';
import {
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from '../core/records/results';
import { claimVersion, deleteById, insertRow, refusable, updateRow } from '../core/records/writes';
import { entries, pages } from '../db/schema/catalogs';
import { readState, recordVersion, withVersion, type RecordHistory } from '../core/records/history';
import type { EntryInput, PageInput } from '../generated/graphql';
import { bumpCatalogVersions, lockCatalogs } from './catalog-repository';
import { entryLinksOfPage } from './entry-repository';
import {
  endPosition,
  findPages,
  makeRoomAt,
  renumberPages,
  setPagePosition,
  type PageRecord,
} from './page-repository';

/**
 * Saves a page with its entries in one transaction. A new page is placed after `previousPageId`
 * (first when absent); an existing page keeps its place unless `previousPageId` is given, or it
 * moves to another catalog (then it goes after `previousPageId`, or last). The catalog's page
 * positions are renumbered 0..n-1. An update must carry the page's version; a stale one changes
 * nothing. Entries follow the child-list rule (absent: unchanged; a list: exactly these, in
 * order); an entry's score must exist (`entries.<i>.score`: Record.error_not_found).
 */
export async function savePage(
  ctx: GraphQLContext,
  input: PageInput,
  previousPageId?: string | null,
): Promise<SaveAnswer> {
  const errors = validatePage(input);
  if (errors.length > 0) return refused(ctx, 'Page.server_error', errors);
  const notFound = (field: string) =>
    refused(ctx, 'Page.server_error', [{ field, key: 'Record.error_not_found' }]);

  // Not saveVersioned: the version is claimed after the catalogs are locked, in the order every
  // write of a catalog's pages takes its locks (catalog, then page), so that no two saves wait
  // for each other.
  return refusable(ctx, async (tx) => {
    // Every check reads before anything is written: a refused save must change nothing.
    let stored: PageRecord | null = null;
    const storedId = optionalId(input.id);
    if (storedId !== null) {
      stored = (await findPages(tx, [storedId]))[0] ?? null;
      if (!stored) return refused(ctx, 'Record.error_not_found');
    }
    const catalogId = parseId(input.catalog?.id);
    const locked =
      catalogId === null ? [] : await lockCatalogs(tx, [catalogId, stored?.catalogId ?? catalogId]);
    if (catalogId === null || !locked.includes(catalogId)) return notFound('catalog');

    let previous: PageRecord | null = null;
    const previousId = optionalId(previousPageId);
    if (previousId !== null) {
      previous = (await findPages(tx, [previousId]))[0] ?? null;
      if (!previous || previous.catalogId !== catalogId) return notFound('previousPageId');
    }
    const entryPlan = input.entries ? await planEntries(ctx, tx, input.entries) : null;
    if (entryPlan && entryPlan.errors.length > 0)
      return refused(ctx, 'Page.server_error', entryPlan.errors);

    const values = { catalogId, number: requiredText(input.number) };
    // Catalogs whose page list this save changes (see bumpCatalogVersions).
    const changedLists = new Set<number>();
    if (stored) await claimVersion(ctx, tx, pages, stored.id, input.version);
    const id = await withVersion(ctx, tx, pageHistory, stored?.id ?? null, async () => {
      const id = await writePage(stored, values, previous, changedLists);
      await renumberPages(tx, catalogId);
      await bumpCatalogVersions(tx, [...changedLists]);
      if (entryPlan) await entryPlan.save(tx, id);
      return id;
    });
    return saved(ctx, id);

    async function writePage(
      stored: PageRecord | null,
      values: { catalogId: number; number: string },
      previous: PageRecord | null,
      changedLists: Set<number>,
    ): Promise<number> {
      const { catalogId } = values;
      if (!stored) {
        const position = previous ? previous.position + 1 : 0;
        await makeRoomAt(tx, catalogId, position);
        changedLists.add(catalogId);
        return insertRow(tx, pages, { ...values, position });
      }
      await updateRow(tx, pages, stored.id, values);
      const id = stored.id;
      const changedCatalog = stored.catalogId !== catalogId;
      if (stored.number !== values.number) changedLists.add(catalogId);
      if (changedCatalog || (previous && previous.id !== id)) {
        changedLists.add(catalogId).add(stored.catalogId);
        const position = previous ? previous.position + 1 : await endPosition(tx, catalogId);
        await makeRoomAt(tx, catalogId, position, id);
        await setPagePosition(tx, id, catalogId, position);
        if (changedCatalog) await renumberPages(tx, stored.catalogId);
      }
      return id;
    }
  });
}

/**
 * A page's history (core/records/history.ts): its number, catalog and entries as PageInput names
 * them. Its place among the catalog's pages is the catalog's.
 */
export const pageHistory: RecordHistory = {
  kind: 'Page',
  version: pages.version,
  tree: {
    table: pages,
    fields: {
      number: { column: pages.number },
      catalog: { ref: pages.catalogId },
      entries: {
        list: {
          table: entries,
          fields: {
            number: { column: entries.number },
            signature: { column: entries.signature },
            genre: { column: entries.genre },
            composer: { column: entries.composer },
            annotation: { column: entries.annotation },
            notes: { column: entries.notes },
            score: { ref: entries.scoreId },
          },
        },
        parent: entries.pageId,
        order: [entries.position, entries.id],
      },
    },
  },
};

/** The entries as children of the page, and errors for scores that do not exist. */
async function planEntries(ctx: GraphQLContext, tx: Tx, inputs: EntryInput[]) {
  // null: no score linked; -1: an id that cannot exist.
  const scoreIds = inputs.map((entry) =>
    isLinked(entry.score) ? (parseId(entry.score?.id) ?? -1) : null,
  );
  const existing = await ctx.records.existing(
    tx,
    'Score',
    scoreIds.filter((id) => id !== -1),
  );
  const errors: FieldError[] = scoreIds.flatMap((id, index) =>
    id !== null && !existing.has(id)
      ? [{ field: `entries.${index}.score`, key: 'Record.error_not_found' as const }]
      : [],
  );
  const save = async (tx: Tx, pageId: number) => {
    const before = await entryLinksOfPage(tx, pageId);
    const ids = await syncInputList(
      tx,
      entries,
      entries.pageId,
      pageId,
      inputs,
      (entry, position) => ({
        pageId,
        position,
        scoreId: scoreIds[position],
        ...storedEntryText(entry),
      }),
    );
    // A score's editor lists the entries that record it: every score whose list this save
    // changed (an entry linked, unlinked, moved or removed) is marked changed, so that an editor
    // still open on it cannot undo the change unseen (issue 8, defect 5).
    const changed: (number | null)[] = [];
    ids.forEach((id, position) => {
      const was = before.get(id) ?? null;
      if (was !== scoreIds[position]) changed.push(was, scoreIds[position]);
      before.delete(id);
    });
    changed.push(...before.values());
    await ctx.records.changed(tx, 'Score', changed);
  };
  return { errors, save };
}

/** Deletes a page with its entries and closes the gap in its catalog's positions. */
export async function removePage(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const [page] = await findPages(tx, [id]);
    if (!page) return failed(ctx, 'Record.error_not_found');
    await lockCatalogs(tx, [page.catalogId]);
    const last = await readState(tx, pageHistory, id);
    if (!last || !(await deleteById(tx, pages, id))) return failed(ctx, 'Record.error_not_found');
    await recordVersion(ctx, tx, 'Page', id, 'delete', last.state, null);
    await renumberPages(tx, page.catalogId);
    await bumpCatalogVersions(tx, [page.catalogId]);
    return done(ctx);
  });
}
