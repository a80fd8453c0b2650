import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { createCatalog, createScore } from '../test/factories';
import { contributor, server, useTestServer } from '../test/suite';
import { readPage as read, savePage as save, UPSERT_PAGE } from '../test/catalog-api';

useTestServer();

describe('upsertPage entries', () => {
  it('adds, changes, reorders and removes entries in one save', async () => {
    const { catalogId, pageIds, entryIds } = await createCatalog(server.database.db, {
      pages: [
        {
          number: '12',
          entries: [
            { number: '1', composer: 'Haydn' },
            { number: '2', composer: 'Gassmann' },
            { number: '3', composer: 'Brixi' },
          ],
        },
      ],
    });
    const answer = await save({
      id: String(pageIds[0]),
      version: 1,
      catalog: { id: String(catalogId) },
      number: '12',
      entries: [
        { id: String(entryIds[0][2]), number: '3', composer: 'Brixi, F. X.', genre: ' Missa ' },
        { number: '4', signature: 'Ms. 7', annotation: '', notes: 'lost' },
        { id: String(entryIds[0][0]), number: '1', composer: 'Haydn' },
      ],
    });
    expect(answer.success).toBe(true);
    const page = await read(pageIds[0]);
    expect(page.version).toBe(2);
    expect(page.entries).toEqual([
      expect.objectContaining({
        id: String(entryIds[0][2]),
        position: 0,
        composer: 'Brixi, F. X.',
        genre: 'Missa',
        signature: null,
        title: `${page.catalog.subtitle}, Catalogus 1780, p. 12, no. 3: Brixi, F. X.`,
      }),
      expect.objectContaining({
        position: 1,
        number: '4',
        signature: 'Ms. 7',
        annotation: null,
        notes: 'lost',
        title: `${page.catalog.subtitle}, Catalogus 1780, p. 12, no. 4: Ms. 7`,
      }),
      expect.objectContaining({ id: String(entryIds[0][0]), position: 2 }),
    ]);
  });

  it('creates a new page with its entries', async () => {
    const { catalogId } = await createCatalog(server.database.db);
    const answer = await save({
      catalog: { id: String(catalogId) },
      number: '1',
      entries: [{ number: '1', composer: 'Mozart' }],
    });
    const page = await read(answer.id!);
    expect(page).toMatchObject({ number: '1', title: 'Catalogus 1780, p. 1' });
    expect(page.entries.map((e: { composer: string }) => e.composer)).toEqual(['Mozart']);
  });

  it('leaves the entries alone when entries are absent', async () => {
    const { catalogId, pageIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1', entries: [{ number: '1' }] }],
    });
    await save({
      id: String(pageIds[0]),
      version: 1,
      catalog: { id: String(catalogId) },
      number: '1v',
    });
    expect((await read(pageIds[0])).entries).toHaveLength(1);
  });

  it('links an entry to a score, unlinks it, and refuses a score that does not exist', async () => {
    const db = server.database.db;
    const { catalogId, pageIds } = await createCatalog(db, { pages: [{ number: '1' }] });
    const score = await createScore(db);
    const input = { id: String(pageIds[0]), catalog: { id: String(catalogId) }, number: '1' };
    await save({ ...input, version: 1, entries: [{ number: '1', score: { id: String(score) } }] });
    const linked = await read(pageIds[0]);
    expect(linked.entries[0].score).toEqual({ id: String(score) });

    const refused = await save({
      ...input,
      version: 2,
      entries: [{ number: '1' }, { number: '2', score: { id: '999999' } }, { score: { id: 'x' } }],
    });
    expect(refused).toEqual({
      success: false,
      message: translate('Page.server_error', 'en'),
      id: null,
      errors: [
        { field: 'entries.1.score', key: 'Record.error_not_found' },
        { field: 'entries.2.score', key: 'Record.error_not_found' },
      ],
    });
    expect((await read(pageIds[0])).entries).toHaveLength(1);

    await save({
      ...input,
      version: 2,
      entries: [{ id: linked.entries[0].id, number: '1', score: null }],
    });
    expect((await read(pageIds[0])).entries[0].score).toBeNull();
  });
});

describe('upsertPage refusals', () => {
  it('refuses a page without catalog with Page.error_catalog_empty', async () => {
    expect(await save({ number: '1' })).toEqual({
      success: false,
      message: translate('Page.server_error', 'en'),
      id: null,
      errors: [{ field: 'catalog', key: 'Page.error_catalog_empty' }],
    });
  });

  it('refuses a page without number with Page.error_number_empty', async () => {
    const { catalogId } = await createCatalog(server.database.db);
    const { upsertPage } = await contributor.data(
      UPSERT_PAGE,
      { input: { catalog: { id: String(catalogId) }, number: '  ' } },
      { locale: 'de' },
    );
    expect(upsertPage).toMatchObject({
      success: false,
      message: translate('Page.server_error', 'de'),
      errors: [{ field: 'number', key: 'Page.error_number_empty' }],
    });
  });

  it('refuses a catalog that does not exist with Record.error_not_found on catalog', async () => {
    expect((await save({ catalog: { id: '999999' }, number: '1' })).errors).toEqual([
      { field: 'catalog', key: 'Record.error_not_found' },
    ]);
  });

  it('refuses a save based on a stale page version with Record.error_conflict and changes nothing', async () => {
    const { catalogId, pageIds, entryIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1', entries: [{ number: '1' }] }, { number: '2' }],
    });
    const input = { id: String(pageIds[0]), catalog: { id: String(catalogId) } };
    await save({ ...input, version: 1, number: 'first editor' });
    const answer = await save(
      { ...input, version: 1, number: 'second editor', entries: [] },
      pageIds[1],
    );
    expect(answer).toEqual({
      success: false,
      message: translate('Record.error_conflict', 'en'),
      id: null,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    const page = await read(pageIds[0]);
    expect(page).toMatchObject({ number: 'first editor', version: 2, position: 0 });
    expect(page.entries.map((e: { id: string }) => e.id)).toEqual([String(entryIds[0][0])]);
    expect((await save({ ...input, number: 'no version' })).errors).toEqual([
      { field: 'version', key: 'Record.error_conflict' },
    ]);
  });

  it('answers not found for an update of a page that does not exist', async () => {
    const { catalogId } = await createCatalog(server.database.db);
    expect(
      await save({ id: '999999', version: 1, catalog: { id: String(catalogId) }, number: '1' }),
    ).toMatchObject({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });
});
