import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { inArray } from 'drizzle-orm';
import { digitalCopies } from '../db/schema/digital-copies';
import { createCatalog, createCollection, createDigitalCopy } from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';
import {
  ENTRY_EXISTS,
  GET_CATALOG,
  PAGE_EXISTS,
  readCatalog as read,
  saveCatalog as save,
  UPSERT_CATALOG,
  type PageAnswer,
} from '../test/catalog-api';

useTestServer();

const LIST = `query ($search: String, $collection_id: ID) {
  catalogs(search: $search, collection_id: $collection_id) { data { id name subtitle } } }`;
const DELETE = 'mutation ($id: ID!) { deleteCatalog(id: $id) { success message } }';

describe('upsertCatalog refusals', () => {
  it('refuses a catalog without collection with Catalog.error_collection_empty', async () => {
    expect(await save({ name: 'Catalogus' })).toEqual({
      success: false,
      message: translate('Catalog.server_error', 'en'),
      id: null,
      errors: [{ field: 'collection', key: 'Catalog.error_collection_empty' }],
    });
    expect((await save({ name: 'Catalogus', collection: { id: '' } })).errors).toEqual([
      { field: 'collection', key: 'Catalog.error_collection_empty' },
    ]);
  });

  it('refuses a catalog without name with Catalog.error_name_empty, in German for locale de', async () => {
    const { id: collectionId } = await createCollection(server.database.db);
    const { upsertCatalog } = await contributor.data(
      UPSERT_CATALOG,
      { input: { name: ' ', collection: { id: String(collectionId) } } },
      { locale: 'de' },
    );
    expect(upsertCatalog).toMatchObject({
      success: false,
      message: translate('Catalog.server_error', 'de'),
      errors: [{ field: 'name', key: 'Catalog.error_name_empty' }],
    });
  });

  it('keys page errors by page position inside a catalog save and saves nothing', async () => {
    const { id: collectionId } = await createCollection(server.database.db);
    const answer = await save({
      name: 'Catalogus',
      collection: { id: String(collectionId) },
      pages: [{ number: '1' }, { number: '' }, { number: '3' }, {}],
    });
    expect(answer).toMatchObject({ success: false, id: null });
    expect(answer.errors).toEqual([
      { field: 'pages.1.number', key: 'Page.error_number_empty' },
      { field: 'pages.3.number', key: 'Page.error_number_empty' },
    ]);
    const { catalogs } = await contributor.data(LIST, { collection_id: String(collectionId) });
    expect(catalogs.data).toEqual([]);
  });

  it('refuses a collection that does not exist with Record.error_not_found on collection', async () => {
    expect((await save({ name: 'Catalogus', collection: { id: '999999' } })).errors).toEqual([
      { field: 'collection', key: 'Record.error_not_found' },
    ]);
  });

  it('refuses a save based on a stale version with Record.error_conflict and changes nothing', async () => {
    const { catalogId, collectionId, pageIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1' }],
    });
    const input = { id: String(catalogId), collection: { id: String(collectionId) } };
    await save({ ...input, version: 1, name: 'First editor' });
    const answer = await save({
      ...input,
      version: 1,
      name: 'Second editor',
      pages: [{ number: 'replaced' }],
    });
    expect(answer).toEqual({
      success: false,
      message: translate('Record.error_conflict', 'en'),
      id: null,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    const catalog = await read(catalogId);
    expect(catalog).toMatchObject({ name: 'First editor', version: 2 });
    expect(catalog.pages.map((p: PageAnswer) => p.id)).toEqual([String(pageIds[0])]);
  });

  it('refuses an update without version as a conflict and one of a missing catalog as not found', async () => {
    const { catalogId, collectionId } = await createCatalog(server.database.db);
    const input = { name: 'X', collection: { id: String(collectionId) } };
    expect((await save({ ...input, id: String(catalogId) })).errors).toEqual([
      { field: 'version', key: 'Record.error_conflict' },
    ]);
    expect(await save({ ...input, id: '999999', version: 1 })).toMatchObject({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });
});

describe('deleteCatalog', () => {
  it('deletes a catalog with its pages and entries', async () => {
    const { catalogId, pageIds, entryIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1', entries: [{ number: '1' }] }],
    });
    expect((await contributor.data(DELETE, { id: catalogId })).deleteCatalog).toEqual({
      success: true,
      message: translate('Record.deleted', 'en'),
    });
    expect(await read(catalogId)).toBeNull();
    expect((await contributor.data(PAGE_EXISTS, { id: pageIds[0] })).getPage).toBeNull();
    expect((await contributor.data(ENTRY_EXISTS, { id: entryIds[0][0] })).getEntry).toBeNull();
    expect((await contributor.data(DELETE, { id: catalogId })).deleteCatalog).toEqual({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('deletes a catalog with the digital copies that digitize it (their files stay)', async () => {
    const db = server.database.db;
    const { catalogId } = await createCatalog(db, { pages: [{ number: '1' }] });
    const copies = [
      await createDigitalCopy(db, 'catalog', catalogId),
      await createDigitalCopy(db, 'catalog', catalogId),
    ];
    expect((await contributor.data(DELETE, { id: catalogId })).deleteCatalog.success).toBe(true);
    const left = await db.select().from(digitalCopies).where(inArray(digitalCopies.id, copies));
    expect(left).toEqual([]);
  });
});

describe('access', () => {
  it('lets a visitor read catalogs, pages and entries but not change or delete them', async () => {
    const { catalogId, collectionId, pageIds, entryIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1', entries: [{ number: '1' }] }],
    });
    const visitor = await server.client();
    expect((await visitor.data(GET_CATALOG, { id: catalogId })).getCatalog.pages).toHaveLength(1);
    expect((await visitor.data(PAGE_EXISTS, { id: pageIds[0] })).getPage.id).toBe(
      String(pageIds[0]),
    );
    expect((await visitor.data(ENTRY_EXISTS, { id: entryIds[0][0] })).getEntry.id).toBe(
      String(entryIds[0][0]),
    );
    const refused = await visitor.gql(UPSERT_CATALOG, {
      input: {
        id: String(catalogId),
        version: 1,
        name: 'X',
        collection: { id: String(collectionId) },
      },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const deleteRefused = await visitor.gql(DELETE, { id: catalogId });
    expect(deleteRefused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await read(catalogId)).name).toBe('Catalogus 1780');
  });
});
