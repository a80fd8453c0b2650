import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { createCatalog, createCollection, createScore } from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';
import {
  ENTRY_EXISTS,
  GET_CATALOG,
  PAGE_EXISTS,
  readCatalog as read,
  saveCatalog as save,
  type PageAnswer,
} from '../test/catalog-api';

useTestServer();

const PAGES = 'query ($id: ID!) { getCatalogPages(id: $id) { id number position title } }';
const LIST = `query ($search: String, $collection_id: ID, $first: Int, $page: Int) {
  catalogs(search: $search, collection_id: $collection_id, first: $first, page: $page) {
    data { id name subtitle }
    paginatorInfo { total currentPage lastPage }
  }
}`;

/** The names of the catalogs of one page of the list. */
async function catalogNames(variables: Record<string, unknown>) {
  const { catalogs } = await contributor.data(LIST, variables);
  return (catalogs.data as { name: string }[]).map((catalog) => catalog.name);
}

describe('upsertCatalog and getCatalog', () => {
  it('creates a catalog with pages in order and reads it back with its derived titles', async () => {
    const { id: collectionId } = await createCollection(server.database.db, {
      name: 'Stift Engelberg',
    });
    const answer = await save({
      name: ' Catalogus 1780 ',
      collection: { id: String(collectionId) },
      pages: [{ number: '1' }, { number: ' 2a ' }],
    });
    expect(answer).toEqual({
      success: true,
      message: translate('Record.saved', 'en'),
      id: expect.any(String),
      errors: [],
    });
    const catalog = await read(answer.id);
    expect(catalog).toMatchObject({
      id: answer.id,
      version: 1,
      name: 'Catalogus 1780',
      subtitle: 'Stift Engelberg',
      collection: { id: String(collectionId), name: 'Stift Engelberg', prefix: 'CH-E' },
    });
    expect(catalog.pages).toEqual([
      expect.objectContaining({
        number: '1',
        position: 0,
        version: 1,
        title: 'Catalogus 1780, p. 1',
      }),
      expect.objectContaining({ number: '2a', position: 1, title: 'Catalogus 1780, p. 2a' }),
    ]);
  });

  it('shows page and entry titles in the language of the request', async () => {
    const { catalogId } = await createCatalog(server.database.db, {
      pages: [{ number: '12', entries: [{ number: '3', composer: 'Mozart' }] }],
    });
    const { getCatalog } = await contributor.data(GET_CATALOG, { id: catalogId }, { locale: 'de' });
    expect(getCatalog.pages[0].title).toBe('Catalogus 1780, S. 12');
    expect(getCatalog.pages[0].entries[0].title).toBe(
      `${getCatalog.subtitle}, Catalogus 1780, S. 12, Nr. 3: Mozart`,
    );
  });

  it('adds, renames, removes and reorders pages in one save, leaving kept pages’ entries alone', async () => {
    const db = server.database.db;
    const { catalogId, collectionId, pageIds, entryIds } = await createCatalog(db, {
      pages: [
        { number: '1', entries: [{ number: '1', composer: 'Haydn' }] },
        { number: '2', entries: [{ number: '1', composer: 'Gassmann' }] },
        { number: '3', entries: [{ number: '1', composer: 'Albrechtsberger' }] },
      ],
    });
    const answer = await save({
      id: String(catalogId),
      version: 1,
      name: 'Catalogus 1780 (revised)',
      collection: { id: String(collectionId) },
      pages: [
        { id: String(pageIds[2]), number: '3' },
        { number: 'new' },
        { id: String(pageIds[0]), number: '1r' },
      ],
    });
    expect(answer).toMatchObject({ success: true, id: String(catalogId) });

    const catalog = await read(catalogId);
    expect(catalog.version).toBe(2);
    expect(catalog.name).toBe('Catalogus 1780 (revised)');
    expect(catalog.pages.map((p: PageAnswer) => [p.number, p.position])).toEqual([
      ['3', 0],
      ['new', 1],
      ['1r', 2],
    ]);
    expect(catalog.pages[0].id).toBe(String(pageIds[2]));
    expect(catalog.pages[2].id).toBe(String(pageIds[0]));
    expect(catalog.pages[0].entries.map((e: { composer: string }) => e.composer)).toEqual([
      'Albrechtsberger',
    ]);
    expect(catalog.pages[1].entries).toEqual([]);
    expect(catalog.pages[2].entries[0].id).toBe(String(entryIds[0][0]));
    // The removed page is gone with its entry.
    expect((await contributor.data(PAGE_EXISTS, { id: pageIds[1] })).getPage).toBeNull();
    expect((await contributor.data(ENTRY_EXISTS, { id: entryIds[1][0] })).getEntry).toBeNull();
  });

  it('gives a page renamed by a catalog save a new version, and an untouched page none', async () => {
    const { catalogId, collectionId, pageIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1' }, { number: '2' }],
    });
    await save({
      id: String(catalogId),
      version: 1,
      name: 'Catalogus',
      collection: { id: String(collectionId) },
      pages: [
        { id: String(pageIds[0]), number: '1' },
        { id: String(pageIds[1]), number: '2 bis' },
      ],
    });
    const versions = (await read(catalogId)).pages.map((p: PageAnswer) => p.version);
    expect(versions).toEqual([1, 2]);
  });

  it('leaves the pages alone when pages are absent, and removes all of them for an empty list', async () => {
    const { catalogId, collectionId } = await createCatalog(server.database.db, {
      pages: [{ number: '1' }, { number: '2' }],
    });
    const base = {
      id: String(catalogId),
      name: 'Renamed',
      collection: { id: String(collectionId) },
    };
    await save({ ...base, version: 1 });
    expect((await read(catalogId)).pages).toHaveLength(2);
    await save({ ...base, version: 2, pages: [] });
    expect((await read(catalogId)).pages).toEqual([]);
  });

  it('moves a catalog to another collection', async () => {
    const { catalogId } = await createCatalog(server.database.db);
    const { id: other } = await createCollection(server.database.db, {
      name: 'Kloster Einsiedeln',
    });
    await save({ id: String(catalogId), version: 1, name: 'C', collection: { id: String(other) } });
    expect((await read(catalogId)).subtitle).toBe('Kloster Einsiedeln');
  });

  it('answers the pages alone with getCatalogPages, in order', async () => {
    const { catalogId, pageIds } = await createCatalog(server.database.db, {
      pages: [{ number: 'I' }, { number: 'II' }],
    });
    expect((await contributor.data(PAGES, { id: catalogId })).getCatalogPages).toEqual([
      { id: String(pageIds[0]), number: 'I', position: 0, title: 'Catalogus 1780, p. I' },
      { id: String(pageIds[1]), number: 'II', position: 1, title: 'Catalogus 1780, p. II' },
    ]);
    expect((await contributor.data(PAGES, { id: '999999' })).getCatalogPages).toEqual([]);
  });

  it('answers null for a catalog that does not exist or an id that is not a number', async () => {
    expect(await read('999999')).toBeNull();
    expect(await read('abc')).toBeNull();
  });

  it('reads every page and entry of a catalog with the same number of SQL statements, however many', async () => {
    const db = server.database.db;
    const score = await createScore(db);
    const small = await createCatalog(db, {
      pages: [{ number: '1', entries: [{ number: '1', scoreId: score }] }],
    });
    const large = await createCatalog(db, {
      pages: Array.from({ length: 10 }, (_, p) => ({
        number: String(p + 1),
        entries: Array.from({ length: 10 }, (_, e) => ({ number: String(e + 1), scoreId: score })),
      })),
    });
    const statementsOf = async (id: number) => {
      const before = server.database.statements();
      const catalog = await read(id);
      return { catalog, count: server.database.statements() - before };
    };
    const one = await statementsOf(small.catalogId);
    const many = await statementsOf(large.catalogId);
    expect(one.catalog.pages[0].entries[0].score.id).toBe(String(score));
    expect(many.catalog.pages).toHaveLength(10);
    expect(many.catalog.pages[9].entries).toHaveLength(10);
    expect(many.catalog.pages[9].entries[9].score.id).toBe(String(score));
    expect(many.count).toBe(one.count);
    expect(one.count).toBeLessThanOrEqual(10);
  });
});

describe('catalogs', () => {
  it('lists catalogs by collection and name, filtered by collection and by search', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db, { name: `Zwettl ${Date.now()}` });
    await createCatalog(db, { collectionId, name: 'Inventarium 1820' });
    await createCatalog(db, { collectionId, name: 'Catalogus 1780' });
    const collection_id = String(collectionId);
    expect(await catalogNames({ collection_id })).toEqual(['Catalogus 1780', 'Inventarium 1820']);
    expect(await catalogNames({ collection_id, search: 'inventar' })).toEqual(['Inventarium 1820']);
    expect((await contributor.data(LIST, { collection_id: 'x' })).catalogs).toEqual({
      data: [],
      paginatorInfo: { total: 0, currentPage: 1, lastPage: 1 },
    });
  });

  it('answers a collection’s catalogs a page at a time, 25 by default, and counts only them', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db);
    const { id: otherId } = await createCollection(db);
    const names = Array.from({ length: 26 }, (_, i) => `Inventar ${String(i).padStart(2, '0')}`);
    for (const name of [...names].reverse()) await createCatalog(db, { collectionId, name });
    await createCatalog(db, { collectionId: otherId, name: 'Inventar 00' });
    const collection_id = String(collectionId);
    expect(await catalogNames({ collection_id })).toEqual(names.slice(0, 25));
    const second = (await contributor.data(LIST, { collection_id, page: 2 })).catalogs;
    expect(second.data.map((c: { name: string }) => c.name)).toEqual([names[25]]);
    expect(second.paginatorInfo).toEqual({ total: 26, currentPage: 2, lastPage: 2 });
    expect(await catalogNames({ collection_id, first: 5, page: 2 })).toEqual(names.slice(5, 10));
    expect(await catalogNames({ collection_id, first: 1000 })).toHaveLength(26);
  });
});
