import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { createCatalog } from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';
import { readPage as read, savePage as save, UPSERT_PAGE } from '../test/catalog-api';

useTestServer();

const NUMBERS = 'query ($id: ID!) { getCatalogPages(id: $id) { id number position } }';
const DELETE = 'mutation ($id: ID!) { deletePage(id: $id) { success message } }';

/** The catalog's pages as "number@position", in order. */
async function layout(catalogId: number) {
  const { getCatalogPages } = await contributor.data(NUMBERS, { id: catalogId });
  return getCatalogPages.map(
    (p: { number: string; position: number }) => `${p.number}@${p.position}`,
  );
}

const threePages = () =>
  createCatalog(server.database.db, { pages: [{ number: 'A' }, { number: 'B' }, { number: 'C' }] });

describe('a page saved on its own and the catalog editor', () => {
  const CATALOG_VERSION = 'query ($id: ID!) { getCatalog(id: $id) { version } }';
  const catalogVersion = async (id: number) =>
    (await contributor.data(CATALOG_VERSION, { id })).getCatalog.version as number;

  it('adding, renaming or deleting a page makes an open catalog editor stale, so it cannot delete the new page', async () => {
    const { catalogId, collectionId, pageIds } = await threePages();
    const before = await catalogVersion(catalogId);
    const added = await save({ catalog: { id: String(catalogId) }, number: 'D' }, pageIds[2]);
    expect(await catalogVersion(catalogId)).toBe(before + 1);

    // An editor that loaded the catalog before the page was added saves its old page list.
    const stale = await contributor.data(
      'mutation ($input: CatalogInput!) { upsertCatalog(input: $input) { success errors { field key } } }',
      {
        input: {
          id: String(catalogId),
          version: before,
          name: 'Catalogus 1780',
          collection: { id: String(collectionId) },
          pages: pageIds.map((id, i) => ({ id: String(id), number: 'ABC'[i] })),
        },
      },
    );
    expect(stale.upsertCatalog.errors).toEqual([
      { field: 'version', key: 'Record.error_conflict' },
    ]);
    expect(await layout(catalogId)).toEqual(['A@0', 'B@1', 'C@2', 'D@3']);

    const page = await read(added.id!);
    await save({
      id: added.id,
      version: page.version,
      catalog: { id: String(catalogId) },
      number: 'D1',
    });
    expect(await catalogVersion(catalogId)).toBe(before + 2);
    await contributor.data(DELETE, { id: added.id });
    expect(await catalogVersion(catalogId)).toBe(before + 3);
  });

  it('changing only the entries of a page leaves the catalog version alone', async () => {
    const { catalogId, pageIds } = await threePages();
    const before = await catalogVersion(catalogId);
    const page = await read(pageIds[0]);
    await save({
      id: String(pageIds[0]),
      version: page.version,
      catalog: { id: String(catalogId) },
      number: 'A',
      entries: [{ number: '1', composer: 'Bonifazio Graziani' }],
    });
    expect(await catalogVersion(catalogId)).toBe(before);
  });
});

describe('upsertPage placement', () => {
  it('puts a new page first when no previous page is given', async () => {
    const { catalogId } = await threePages();
    const answer = await save({ catalog: { id: String(catalogId) }, number: 'new' });
    expect(answer).toMatchObject({ success: true, message: translate('Record.saved', 'en') });
    expect(await layout(catalogId)).toEqual(['new@0', 'A@1', 'B@2', 'C@3']);
    expect(await read(answer.id!)).toMatchObject({ number: 'new', position: 0, version: 1 });
  });

  it('puts a new page after the previous page, in the middle and at the end', async () => {
    const { catalogId, pageIds } = await threePages();
    await save({ catalog: { id: String(catalogId) }, number: 'A2' }, pageIds[0]);
    expect(await layout(catalogId)).toEqual(['A@0', 'A2@1', 'B@2', 'C@3']);
    await save({ catalog: { id: String(catalogId) }, number: 'D' }, pageIds[2]);
    expect(await layout(catalogId)).toEqual(['A@0', 'A2@1', 'B@2', 'C@3', 'D@4']);
  });

  it('keeps an existing page in its place without previous page, and moves it with one', async () => {
    const { catalogId, pageIds } = await threePages();
    const catalog = { id: String(catalogId) };
    await save({ id: String(pageIds[0]), version: 1, catalog, number: 'A*' });
    expect(await layout(catalogId)).toEqual(['A*@0', 'B@1', 'C@2']);
    await save({ id: String(pageIds[0]), version: 2, catalog, number: 'A*' }, pageIds[2]);
    expect(await layout(catalogId)).toEqual(['B@0', 'C@1', 'A*@2']);
    await save({ id: String(pageIds[2]), version: 1, catalog, number: 'C' }, pageIds[1]);
    expect(await layout(catalogId)).toEqual(['B@0', 'C@1', 'A*@2']);
    await save({ id: String(pageIds[0]), version: 3, catalog, number: 'A*' }, pageIds[1]);
    expect(await layout(catalogId)).toEqual(['B@0', 'A*@1', 'C@2']);
  });

  it('moves a page to another catalog: after the previous page there, else last, closing the gap', async () => {
    const first = await threePages();
    const second = await createCatalog(server.database.db, {
      pages: [{ number: 'X' }, { number: 'Y' }],
    });
    const target = { id: String(second.catalogId) };
    await save({ id: String(first.pageIds[1]), version: 1, catalog: target, number: 'B' });
    expect(await layout(first.catalogId)).toEqual(['A@0', 'C@1']);
    expect(await layout(second.catalogId)).toEqual(['X@0', 'Y@1', 'B@2']);
    await save(
      { id: String(first.pageIds[0]), version: 1, catalog: target, number: 'A' },
      second.pageIds[0],
    );
    expect(await layout(first.catalogId)).toEqual(['C@0']);
    expect(await layout(second.catalogId)).toEqual(['X@0', 'A@1', 'Y@2', 'B@3']);
  });

  it('refuses a previous page of another catalog or one that does not exist, changing nothing', async () => {
    const { catalogId } = await threePages();
    const other = await threePages();
    for (const previous of [other.pageIds[0], 999999, 'abc']) {
      const answer = await save({ catalog: { id: String(catalogId) }, number: 'new' }, previous);
      expect(answer).toMatchObject({
        success: false,
        message: translate('Page.server_error', 'en'),
        errors: [{ field: 'previousPageId', key: 'Record.error_not_found' }],
      });
    }
    expect(await layout(catalogId)).toEqual(['A@0', 'B@1', 'C@2']);
  });
});

describe('deletePage', () => {
  it('deletes a page with its entries and renumbers the remaining pages', async () => {
    const { catalogId, pageIds } = await createCatalog(server.database.db, {
      pages: [{ number: 'A' }, { number: 'B', entries: [{ number: '1' }] }, { number: 'C' }],
    });
    expect((await contributor.data(DELETE, { id: pageIds[1] })).deletePage).toEqual({
      success: true,
      message: translate('Record.deleted', 'en'),
    });
    expect(await layout(catalogId)).toEqual(['A@0', 'C@1']);
    expect(await read(pageIds[1])).toBeNull();
    expect((await contributor.data(DELETE, { id: pageIds[1] })).deletePage).toEqual({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('refuses a visitor to save or delete a page', async () => {
    const { catalogId, pageIds } = await createCatalog(server.database.db, {
      pages: [{ number: 'A' }],
    });
    const visitor = await server.client();
    const saveRefused = await visitor.gql(UPSERT_PAGE, {
      input: { catalog: { id: String(catalogId) }, number: 'B' },
    });
    expect(saveRefused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const deleteRefused = await visitor.gql(DELETE, { id: pageIds[0] });
    expect(deleteRefused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await layout(catalogId)).toEqual(['A@0']);
  });
});
