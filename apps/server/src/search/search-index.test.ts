import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { incipits, parts, scores } from '../db/schema/index';
import { rowsOf, uncounted } from '../core/database/db';
import { drainSearchQueue } from './follower';
import { SAMPLE_PAGES, sampleFacets, sampleStore, type SampledFacets } from './counts';
import {
  attributeAll,
  createCatalogEntry,
  createCollection,
  createDigitalCopy,
  createGenre,
  createPerson,
  createPlace,
  createPublication,
  createScore,
  createScores,
  signedIn,
} from '../test/factories';
import { DELETE_SCORE, UPSERT_SCORE, minimalInput, saveScore } from '../test/score-api';
import { ids, search, server, useSearchServer } from '../test/search-api';

// The search documents follow every write in the same transaction, and hostile input is
// refused (issue 9). Every test makes its own records, named with a word no other test uses.

useSearchServer();

describe('the index follows every write in the same transaction', () => {
  it('finds a saved score at once, follows its update and forgets it when deleted', async () => {
    const contributor = await signedIn(server);
    const collection = await createCollection(server.database.db, { name: 'Schreibtal' });
    const id = await saveScore(
      contributor,
      minimalInput({ collection }, { short_title: 'Hymnus Alpha' }),
    );
    expect(await ids({ query: 'hymnus alpha', kind: 'score' })).toEqual([id]);
    const { upsertScore } = await contributor.data(UPSERT_SCORE, {
      input: minimalInput({ collection }, { id, version: 1, short_title: 'Hymnus Omega' }),
    });
    expect(upsertScore.success).toBe(true);
    expect(await ids({ query: 'hymnus alpha', kind: 'score' })).toEqual([]);
    expect(await ids({ query: 'hymnus omega', kind: 'score' })).toEqual([id]);
    await contributor.data(DELETE_SCORE, { id });
    expect(await ids({ query: 'hymnus omega' })).toEqual([]);
  });

  it('leaves no trace of a save that fails', async () => {
    const db = server.database.db;
    const { id: collectionId } = await createCollection(db);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(scores)
          .values({ collectionId, shelfmark: 'X 1', shortTitle: 'Verworfenes Stueck' });
        throw new Error('the save fails after the score was written');
      }),
    ).rejects.toThrow('the save fails');
    expect(await ids({ query: 'verworfenes' })).toEqual([]);
  });

  it('follows a renamed composer into the scores attributed to them', async () => {
    const db = server.database.db;
    const person = await createPerson(db, ['Umbenannt, Erster']);
    const score = await createScore(db, { attributions: [{ personId: person }] });
    expect(await ids({ query: 'umbenannt erster', kind: 'score' })).toEqual([String(score)]);
    await db.execute(
      sql`update person_names set name = 'Umbenannt, Zweiter' where person_id = ${person}`,
    );
    expect(await ids({ query: 'umbenannt erster', kind: 'score' })).toEqual([]);
    expect(await ids({ query: 'umbenannt zweiter', kind: 'score' })).toEqual([String(score)]);
  });

  it('follows a person renamed through the API into their scores', async () => {
    const db = server.database.db;
    const contributor = await signedIn(server);
    const { upsertPerson } = await contributor.data(
      'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success id } }',
      { input: { names: [{ name: 'Apiname, Altus', primary: true }] } },
    );
    const person = Number(upsertPerson.id);
    const score = await createScore(db, { attributions: [{ personId: person }] });
    expect(await ids({ query: 'apiname altus', kind: 'score' })).toEqual([String(score)]);
    const { upsertPerson: renamed } = await contributor.data(
      'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success } }',
      {
        input: {
          id: String(person),
          version: 1,
          names: [{ name: 'Apiname, Novus', primary: true }],
        },
      },
    );
    expect(renamed.success).toBe(true);
    expect(await ids({ query: 'apiname altus' })).toEqual([]);
    expect(await ids({ query: 'apiname novus', kind: 'score' })).toEqual([String(score)]);
  });

  it('renames a composer of many scores at once and their documents within seconds', async () => {
    const db = server.database.db;
    const person = await createPerson(db, ['Vielschreiber, Primus']);
    const { id: collectionId } = await createCollection(db);
    // More scores than one statement rebuilds (0010: 500): they are queued, not rebuilt in the save.
    const scoreIds = await createScores(
      db,
      collectionId,
      Array.from({ length: 620 }, (_, i) => `Viel. ${i}`),
    );
    await attributeAll(db, scoreIds, person);
    const before = await search({ query: 'vielschreiber primus', kind: 'score' });
    expect(before.paginatorInfo.total).toBe(620);

    const queued = await db.transaction(async (tx) => {
      await tx.execute(
        sql`update person_names set name = 'Vielschreiber, Secundus' where person_id = ${person}`,
      );
      const [row] = rowsOf<{ count: number }>(
        await tx.execute(sql`select count(*)::int as count from search_pending p
          join attributions a on a.score_id = p.record_id
          where p.kind = 'score' and a.person_id = ${person}`),
      );
      return row.count;
    });
    expect(queued).toBe(620);
    // The person's own document follows in the same statement…
    expect(await ids({ query: 'vielschreiber secundus', kind: 'person' })).toEqual([
      String(person),
    ]);
    // …the scores as soon as the server has drained the queue.
    await expect
      .poll(
        async () =>
          (await search({ query: 'vielschreiber secundus', kind: 'score' })).paginatorInfo.total,
        { timeout: 20_000, interval: 200 },
      )
      .toBe(620);
    expect(
      (await search({ query: 'vielschreiber primus', kind: 'score' })).paginatorInfo.total,
    ).toBe(0);
    const pending = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from search_pending`),
    );
    expect(pending[0].count).toBe(0);
  }, 60_000);

  it("answers a browse's kept estimate without reading again, and keeps no exact count", async () => {
    const { database } = server;
    const estimate = new Map([['score', new Map([['kind:score', 123_456]])]]) as SampledFacets;
    const store = sampleStore();
    store.set('kept', estimate);
    // Kept 61 seconds ago: a minute is what an estimate is kept.
    store.set('old', estimate, { start: performance.now() - 61_000 });
    const before = database.statements();
    expect(await sampleFacets(database.db, sql`true`, { key: 'kept', store })).toBe(estimate);
    expect(database.statements()).toBe(before);
    // Out of date: read again. A table small enough to be read whole is counted, not kept; a
    // larger one (the tests before this one may have made it so) is sampled and kept.
    await createScore(database.db, {
      collectionId: (await createCollection(database.db, { name: 'Schaetzwald' })).id,
      shelfmark: 'Schaetz 1',
    });
    const [{ pages }] = rowsOf<{ pages: number }>(
      await database.db.execute(
        sql`select (pg_relation_size('search_documents') / current_setting('block_size')::int)::int as pages`,
      ),
    );
    const read = await sampleFacets(database.db, sql`true`, { key: 'old', store });
    expect(database.statements()).toBeGreaterThan(before);
    expect(read).not.toBe(estimate);
    expect(read.get('score')?.get('kind:score')).not.toBe(123_456);
    if (Number(pages) <= SAMPLE_PAGES) {
      expect(read.get('score')?.get('kind:score')).toBeGreaterThan(0);
      expect(store.get('old')).toBeUndefined();
    } else expect(store.get('old')).toBe(read);
  });

  it("leaves the queue's follower out of the statements a request is bounded by", async () => {
    const { database } = server;
    const before = database.statements();
    await uncounted(() => drainSearchQueue(database.db));
    expect(database.statements()).toBe(before);
    await database.db.execute(sql`select 1`);
    expect(database.statements()).toBe(before + 1);
  });

  it('follows a page moved to another catalog into its entries', async () => {
    const db = server.database.db;
    const entry = await createCatalogEntry(db, { composer: 'Seitenwanderer' });
    const other = await createCatalogEntry(db, { composer: 'Anderer' });
    await db.execute(
      sql`update pages set catalog_id = ${other.catalogId} where id = ${entry.pageId}`,
    );
    const answer = await search({
      query: 'seitenwanderer',
      kind: 'entry',
      filters: [{ group: 'catalog', value: String(other.catalogId) }],
    });
    expect(answer.hits.map((hit: { id: string }) => String(hit.id))).toEqual([
      String(entry.entryId),
    ]);
  });

  it('follows every other kind: collections, publications, places, genres, parts, incipits, digital copies', async () => {
    const db = server.database.db;
    const collection = await createCollection(db, { name: 'Sammelhausen' });
    expect(await ids({ query: 'sammelhausen', kind: 'collection' })).toEqual([
      String(collection.id),
    ]);
    await db.execute(sql`update collections set name = 'Sammelburg' where id = ${collection.id}`);
    expect(await ids({ query: 'sammelburg', kind: 'collection' })).toEqual([String(collection.id)]);

    const publication = await createPublication(db, { shortTitle: 'Werkverzeichnis Quastl' });
    expect(await ids({ query: 'quastl', kind: 'publication' })).toEqual([String(publication)]);
    const place = await createPlace(db, 'Ortschaft Flumserberg');
    expect(await ids({ query: 'flumserberg', kind: 'place' })).toEqual([String(place)]);
    await db.execute(sql`delete from places where id = ${place}`);
    expect(await ids({ query: 'flumserberg' })).toEqual([]);

    const genre = await createGenre(db, 'Gattung Qwyxtalia');
    const score = await createScore(db, { collectionId: collection.id, genreIds: [genre.id] });
    expect(await ids({ query: 'qwyxtalia', kind: 'score' })).toEqual([String(score)]);
    await db.execute(sql`update genres set name = 'Gattung Pzrvoudia' where id = ${genre.id}`);
    expect(await ids({ query: 'pzrvoudia', kind: 'score' })).toEqual([String(score)]);

    await db
      .insert(parts)
      .values({ scoreId: score, type: 'pau', watermark: 'Wasserzeichen Hirschkopf', position: 0 });
    await db
      .insert(incipits)
      .values({ scoreId: score, pae: "'4C", text: 'Laudate pueri Gloriosissime', position: 0 });
    const found = await search({
      kind: 'score',
      fields: { watermark: 'hirschkopf', text_incipit: 'gloriosissime' },
      filters: [{ group: 'part', value: 'pau' }],
    });
    expect(found.hits.map((hit: { id: string }) => String(hit.id))).toEqual([String(score)]);

    const digitized = (value: string) =>
      ids({
        kind: 'score',
        filters: [
          { group: 'collection', value: String(collection.id) },
          { group: 'digital', value },
        ],
      });
    expect(await digitized('no')).toEqual([String(score)]);
    await createDigitalCopy(db, 'score', score);
    expect(await digitized('yes')).toEqual([String(score)]);
    expect(await digitized('no')).toEqual([]);
  });

  it('keeps catalogs, entries and their scores in step', async () => {
    const db = server.database.db;
    const score = await createScore(db, { shortTitle: 'Katalogisiertes Werk' });
    const entry = await createCatalogEntry(db, { composer: 'Eintragsmeister', scoreId: score });
    expect(await ids({ query: 'eintragsmeister', kind: 'entry' })).toEqual([String(entry.entryId)]);
    const answer = await search({ query: 'katalogisiertes', kind: 'score' });
    const catalogs = answer.facets.find((facet: { group: string }) => facet.group === 'catalog');
    expect(catalogs.values.map((value: { value: string }) => value.value)).toEqual([
      String(entry.catalogId),
    ]);
    await db.execute(sql`delete from entries where id = ${entry.entryId}`);
    expect(await ids({ query: 'eintragsmeister' })).toEqual([]);
    const after = await search({ query: 'katalogisiertes', kind: 'score' });
    expect(
      after.facets.find((facet: { group: string }) => facet.group === 'catalog').values,
    ).toEqual([]);
  });
});
