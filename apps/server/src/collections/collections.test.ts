import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { createCatalog, createScore, signedIn } from '../test/factories';
import type { ApiClient } from '../test/api-client';
import { contributor, server, useTestServer } from '../test/suite';

useTestServer();

const GET = 'query ($id: ID!) { getCollection(id: $id) { id name prefix version } }';
const LIST = `query ($search: String, $first: Int, $page: Int) {
  collections(search: $search, first: $first, page: $page) {
    data { id name prefix }
    paginatorInfo { total currentPage lastPage }
  }
}`;

/** The names of the collections of one page of the list. */
async function listNames(variables: Record<string, unknown>) {
  const { collections } = await contributor.data(LIST, variables);
  return (collections.data as { name: string }[]).map((collection) => collection.name);
}
const UPSERT =
  'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success message id errors { field key } } }';
const DELETE = 'mutation ($id: ID!) { deleteCollection(id: $id) { success message } }';

async function create(client: ApiClient, name = 'Stift Melk, Musikarchiv', prefix = 'A-M') {
  const { upsertCollection } = await client.data(UPSERT, { input: { name, prefix } });
  expect(upsertCollection).toMatchObject({ success: true, errors: [] });
  return upsertCollection.id as string;
}

describe('collections', () => {
  it('creates a collection and reads it back by id with version 1', async () => {
    const id = await create(contributor);
    const { getCollection } = await contributor.data(GET, { id });
    expect(getCollection).toEqual({
      id,
      name: 'Stift Melk, Musikarchiv',
      prefix: 'A-M',
      version: 1,
    });
  });

  it('lets a visitor read collections but not change them', async () => {
    const id = await create(contributor);
    const visitor = await server.client();
    expect((await visitor.data(GET, { id })).getCollection.id).toBe(id);
    const refused = await visitor.gql(UPSERT, {
      input: { id, name: 'Changed', prefix: 'X', version: 1 },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const deleteRefused = await visitor.gql(DELETE, { id });
    expect(deleteRefused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.data(GET, { id })).getCollection.name).toBe('Stift Melk, Musikarchiv');
  });

  it('refuses a guest (verified account without contributor permission)', async () => {
    const guest = await signedIn(server, 'guest');
    const refused = await guest.gql(UPSERT, { input: { name: 'A', prefix: 'B' } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a collection without name with Catalog.error_name_empty', async () => {
    const { upsertCollection } = await contributor.data(UPSERT, {
      input: { name: '  ', prefix: 'A-M' },
    });
    expect(upsertCollection).toEqual({
      success: false,
      message: translate('Collection.server_error', 'en'),
      id: null,
      errors: [{ field: 'name', key: 'Catalog.error_name_empty' }],
    });
  });

  it('refuses a collection without prefix with Catalog.error_prefix_empty', async () => {
    const { upsertCollection } = await contributor.data(UPSERT, { input: { name: 'Stift Melk' } });
    expect(upsertCollection.errors).toEqual([
      { field: 'prefix', key: 'Catalog.error_prefix_empty' },
    ]);
  });

  it('reports both errors at once and answers the message in German for locale de', async () => {
    const { upsertCollection } = await contributor.data(UPSERT, { input: {} }, { locale: 'de' });
    expect(upsertCollection.errors.map((e: { key: string }) => e.key).sort()).toEqual([
      'Catalog.error_name_empty',
      'Catalog.error_prefix_empty',
    ]);
    expect(upsertCollection.message).toBe(translate('Collection.server_error', 'de'));
  });

  it('updates with the current version, trims the values and increments the version', async () => {
    const id = await create(contributor);
    const { upsertCollection } = await contributor.data(UPSERT, {
      input: { id, name: ' Stift Melk ', prefix: 'A-M ', version: 1 },
    });
    expect(upsertCollection).toMatchObject({ success: true, id });
    expect((await contributor.data(GET, { id })).getCollection).toEqual({
      id,
      name: 'Stift Melk',
      prefix: 'A-M',
      version: 2,
    });
  });

  it('refuses a save based on a stale version with Record.error_conflict and changes nothing', async () => {
    const id = await create(contributor);
    await contributor.data(UPSERT, {
      input: { id, name: 'First editor', prefix: 'A-M', version: 1 },
    });
    const { upsertCollection } = await contributor.data(UPSERT, {
      input: { id, name: 'Second editor', prefix: 'A-M', version: 1 },
    });
    expect(upsertCollection).toMatchObject({
      success: false,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    expect((await contributor.data(GET, { id })).getCollection).toMatchObject({
      name: 'First editor',
      version: 2,
    });
  });

  it('refuses an update without a version as a conflict', async () => {
    const id = await create(contributor);
    const { upsertCollection } = await contributor.data(UPSERT, {
      input: { id, name: 'No version', prefix: 'A-M' },
    });
    expect(upsertCollection.errors).toEqual([{ field: 'version', key: 'Record.error_conflict' }]);
  });

  it('answers not found for an update of a collection that does not exist', async () => {
    const { upsertCollection } = await contributor.data(UPSERT, {
      input: { id: '987654', name: 'A', prefix: 'B', version: 1 },
    });
    expect(upsertCollection).toMatchObject({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('lists collections by name and finds them by name or prefix, case-insensitively', async () => {
    await create(contributor, 'Zisterzienserabtei Zwettl', 'A-Z');
    await create(contributor, 'Abtei Zwiefalten 100%', 'D-ZW');
    const names = await listNames({ first: 100 });
    expect(names.indexOf('Abtei Zwiefalten 100%')).toBeLessThan(
      names.indexOf('Zisterzienserabtei Zwettl'),
    );
    expect(await listNames({ search: 'zwettl' })).toEqual(['Zisterzienserabtei Zwettl']);
    expect(await listNames({ search: 'd-zw' })).toHaveLength(1);
    expect(await listNames({ search: '100%' })).toHaveLength(1);
    expect(await listNames({ search: '_' })).toHaveLength(0);
  });

  it('answers the collections a page at a time, 25 by default, with where the page stands', async () => {
    const tag = `Paging ${Date.now()}`;
    const names = Array.from({ length: 27 }, (_, i) => `${tag} ${String(i).padStart(2, '0')}`);
    for (const name of [...names].reverse()) await create(contributor, name, 'X');
    expect(await listNames({ search: tag })).toEqual(names.slice(0, 25));
    const second = (await contributor.data(LIST, { search: tag, page: 2 })).collections;
    expect(second).toEqual({
      data: names.slice(25).map((name) => ({ id: expect.any(String), name, prefix: 'X' })),
      paginatorInfo: { total: 27, currentPage: 2, lastPage: 2 },
    });
    expect(await listNames({ search: tag, first: 10, page: 3 })).toEqual(names.slice(20));
    const huge = (await contributor.data(LIST, { search: tag, first: 1000 })).collections;
    expect(huge.data).toHaveLength(27);
  });

  it('deletes a collection; it is gone afterwards', async () => {
    const id = await create(contributor);
    expect((await contributor.data(DELETE, { id })).deleteCollection.success).toBe(true);
    expect((await contributor.data(GET, { id })).getCollection).toBeNull();
    expect((await contributor.data(DELETE, { id })).deleteCollection).toEqual({
      success: false,
      message: translate('Record.error_not_found', 'en'),
    });
  });

  it('refuses to delete a collection that catalogs and scores belong to, naming how many', async () => {
    const id = await create(contributor);
    const db = server.database.db;
    await createCatalog(db, { collectionId: Number(id), name: 'Catalogus 1780' });
    await createCatalog(db, { collectionId: Number(id), name: 'Catalogus 1820' });
    await createScore(db, { collectionId: Number(id) });
    const { deleteCollection } = await contributor.data(DELETE, { id });
    expect(deleteCollection).toEqual({
      success: false,
      message: translate('Record.error_in_use', 'en', { count: 3 }),
    });
    expect((await contributor.data(GET, { id })).getCollection).not.toBeNull();
  });
});
