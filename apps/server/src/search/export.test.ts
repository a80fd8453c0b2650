import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { TEXT_LIMITS } from '@partitura/domain';
import { createCollection, createPerson } from '../test/factories';
import { insertScores, search, server, useSearchServer, type Variables } from '../test/search-api';
import { createLogger } from '../core/runtime/logger';
import { EXPORT_BATCH, exportedHits } from './export';

/*
 * A search result's export (issue 25) over HTTP: CSV with the columns shown, in the interface's
 * language, with a byte order mark; MARCXML of its scores; both in the order the search pages
 * them, across the export's batches; what the search refuses refused with its message.
 */

useSearchServer();

const MARC_SCHEMA = readFileSync(
  new URL('../marc/fixtures/MARC21slim.xsd', import.meta.url),
  'utf8',
);

async function exported(format: 'csv' | 'marcxml', query: string, language = 'en') {
  return fetch(`${server.url}/search/export.${format}?${query}`, {
    headers: { 'Accept-Language': language },
  });
}

async function csvOf(query: string, language = 'en') {
  const response = await exported('csv', query, language);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="partitura-search-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  // UTF-8's byte order mark first, so that a spreadsheet reads the umlauts right.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  return parse(text, { relax_column_count: false }) as string[][];
}

/** Every hit's id of a search, page by page, as the screen pages it. */
async function pagedIds(variables: Variables): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await search({ ...variables, first: 100, page });
    all.push(...answer.hits.map((hit: { id: string }) => String(hit.id)));
    if (page >= answer.paginatorInfo.lastPage) return all;
  }
}

const idOf = (address: string) => address.split('/').pop() as string;

describe('export of a search result', () => {
  it('writes every hit as CSV, the columns shown, in the order the search pages them', async () => {
    const { id: collectionId } = await createCollection(server.database.db, {
      name: 'Exportsammlung',
      prefix: 'D-Ex',
    });
    const count = EXPORT_BATCH * 2 + 50;
    await insertScores(
      Array.from({ length: count }, (_, i) => ({
        collectionId,
        shelfmark: `Exp. ${i}`,
        shortTitle: `Exportia ${(i * 7) % count}`,
        title: i === 0 ? 'Sonata, "per il" cembalo' : i === 1 ? '=HYPERLINK("x")' : null,
        key: i === 2 ? 'g' : null,
      })),
    );
    const rows = await csvOf('kind=scores&q=exportia&sort=title');
    expect(rows[0]).toEqual(['Score', 'Title', 'Composer', 'Key', 'Address']);
    expect(rows.length - 1).toBe(count);
    const order = await pagedIds({ query: 'exportia', kind: 'score', sort: 'title' });
    expect(rows.slice(1).map((row) => idOf(row[4]))).toEqual(order);
    expect(rows.find((row) => row[1].startsWith('Sonata'))?.[1]).toBe('Sonata, "per il" cembalo');
    // A cell a spreadsheet would run as a formula stays text.
    expect(rows.find((row) => row[1].includes('HYPERLINK'))?.[1]).toBe(`'=HYPERLINK("x")`);
    expect(rows.find((row) => row[0].includes('Exp. 2 '))?.[3]).toBe('G minor');
    expect(rows[1][0]).toMatch(/^D-Ex Exp\. \d+ · Exportia \d+$/);

    // Ranked by relevance (fewer than the ranking limit): the same order as the pages, too.
    const ranked = await csvOf('kind=scores&q=exportia');
    expect(ranked.slice(1).map((row) => idOf(row[4]))).toEqual(
      await pagedIds({ query: 'exportia', kind: 'score' }),
    );

    // In German, the "All" tab: every kind, its heading and details.
    await createPerson(server.database.db, ['Exportia, Ernst'], { dates: '1701–1760' });
    const all = await csvOf('q=exportia', 'de');
    expect(all[0]).toEqual(['Art', 'Überschrift', 'Details', 'Adresse']);
    expect(all.length - 1).toBe(count + 1);
    expect(all.find((row) => row[0] === 'Person')?.slice(1, 3)).toEqual([
      'Exportia, Ernst',
      '1701–1760 · 0',
    ]);
    expect(all.find((row) => row[0] === 'Sammlung')).toBeUndefined();
    expect(all.filter((row) => row[0] === 'Musikalie').length).toBe(count);
  });

  it('writes the result’s scores as MARCXML valid against MARC21slim', async () => {
    const { id: collectionId } = await createCollection(server.database.db, {
      name: 'Marcsammlung',
      prefix: 'CH-Mx',
    });
    await insertScores(
      Array.from({ length: 30 }, (_, i) => ({
        collectionId,
        shelfmark: `Mx. ${i}`,
        shortTitle: `Marcexporta ${i}`,
      })),
    );
    await createPerson(server.database.db, ['Marcexporta, Maria']);
    const response = await exported('marcxml', 'q=marcexporta');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/marcxml+xml; charset=utf-8');
    const xml = await response.text();
    // The scores of the "All" tab only: a person is no MARC bibliographic record.
    expect(xml.match(/<record>/g)?.length).toBe(30);
    const result = await validateXML({
      xml: [{ fileName: 'search.xml', contents: xml }],
      schema: [MARC_SCHEMA],
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect((await exported('marcxml', 'kind=people&q=marcexporta')).status).toBe(400);
  });

  it('walks a result larger than it reads at once, in the same order, nothing twice', async () => {
    const { id: collectionId } = await createCollection(server.database.db, {
      name: 'Wandersammlung',
    });
    await insertScores(
      Array.from({ length: 60 }, (_, i) => ({
        collectionId,
        shelfmark: `W. ${i}`,
        // Every third a match of the words; titles repeat, so the order's ties are walked too.
        shortTitle: i % 3 === 0 ? `Walkabout ${i % 4}` : `Stillstand ${i % 4}`,
      })),
    );
    const log = createLogger('silent');
    const walked = async (variables: Variables) => {
      const ids: string[] = [];
      // A few read at once: 5; a window of 7 documents a statement.
      for await (const hits of exportedHits({ db: server.database.db, log }, variables as never, {
        few: 5,
        window: 7,
      }))
        ids.push(...hits.map((hit) => String(hit.recordId)));
      return ids;
    };
    for (const variables of [
      { query: 'walkabout', kind: 'score', sort: 'title' },
      { query: 'walkabout', kind: 'score', sort: 'changed' },
      { query: 'walkabout', sort: 'title' },
      // Too many to rank (more than 5): by the time they changed, as the screen pages them.
      { query: 'walkabout', kind: 'score' },
      {
        kind: 'score',
        filters: [{ group: 'collection', value: String(collectionId) }],
        sort: 'shelfmark',
      },
    ]) {
      const ids = await walked(variables);
      const expected = await pagedIds(
        variables.query === 'walkabout' && !variables.sort
          ? { ...variables, sort: 'changed' }
          : variables,
      );
      expect(ids, JSON.stringify(variables)).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect((await walked({ query: 'walkabout', kind: 'score', sort: 'title' })).length).toBe(20);
  });

  it('refuses what the search refuses, with its message', async () => {
    const long = await exported('csv', `q=${'a'.repeat(TEXT_LIMITS.search + 1)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).not.toBe('');
    expect((await exported('csv', 'kind=composers')).status).toBe(400);
    const melody = await exported('csv', 'kind=scores&melody=xyz');
    expect(melody.status).toBe(400);
    expect((await fetch(`${server.url}/search/export.csv`, { method: 'POST' })).status).toBe(405);
  });
});
