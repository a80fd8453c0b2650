import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/index';
import { startTestServer, type TestServer } from '../../test/test-server';
import { syncChildren } from './input-rows';
import { createCatalog } from '../../test/factories';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function catalogWithPages(numbers: string[]) {
  const db = server.database.db;
  const { catalogId } = await createCatalog(db, { name: 'Catalogus 1780' });
  const catalog = { id: catalogId };
  const ids = await syncChildren(
    db,
    pages,
    pages.catalogId,
    catalog.id,
    numbers.map((number, position) => ({
      id: null,
      values: { catalogId: catalog.id, number, position },
    })),
  );
  return { catalogId: catalog.id, ids };
}

const numbersOf = (catalogId: number) =>
  server.database.db
    .select({ id: pages.id, number: pages.number })
    .from(pages)
    .where(eq(pages.catalogId, catalogId))
    .orderBy(asc(pages.position));

describe('syncChildren', () => {
  it('updates listed children, inserts new ones and deletes the unlisted, answering ids in order', async () => {
    const { catalogId, ids } = await catalogWithPages(['1', '2', '3']);
    const result = await syncChildren(server.database.db, pages, pages.catalogId, catalogId, [
      { id: ids[2], values: { catalogId, number: '3 (was third)', position: 0 } },
      { id: null, values: { catalogId, number: '4', position: 1 } },
      { id: ids[0], values: { catalogId, number: '1', position: 2 } },
    ]);
    expect(result[0]).toBe(ids[2]);
    expect(result[2]).toBe(ids[0]);
    expect(await numbersOf(catalogId)).toEqual([
      { id: ids[2], number: '3 (was third)' },
      { id: result[1], number: '4' },
      { id: ids[0], number: '1' },
    ]);
  });

  it('treats the id of another parent’s child as new and leaves that child alone', async () => {
    const first = await catalogWithPages(['A']);
    const second = await catalogWithPages(['B']);
    const [moved] = await syncChildren(
      server.database.db,
      pages,
      pages.catalogId,
      second.catalogId,
      [
        {
          id: first.ids[0],
          values: { catalogId: second.catalogId, number: 'stolen?', position: 0 },
        },
      ],
    );
    expect(moved).not.toBe(first.ids[0]);
    expect(await numbersOf(first.catalogId)).toEqual([{ id: first.ids[0], number: 'A' }]);
    expect((await numbersOf(second.catalogId)).map((p) => p.number)).toEqual(['stolen?']);
  });

  it('removes every child when the list is empty', async () => {
    const { catalogId } = await catalogWithPages(['1', '2']);
    await syncChildren(server.database.db, pages, pages.catalogId, catalogId, []);
    expect(await numbersOf(catalogId)).toEqual([]);
  });
});
