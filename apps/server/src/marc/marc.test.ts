import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createCollection, insertScoreRows } from '../test/factories';
import { fullInput, saveScore, scoreReferences } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

/*
 * MARC 21 export (issue 25) over HTTP: a score's record and a collection's, each valid against
 * the Library of Congress's MARC21slim schema (xmllint's own validator, libxml2 in WebAssembly),
 * in RISM's profile.
 */

useTestServer();

const SCHEMA = readFileSync(new URL('./fixtures/MARC21slim.xsd', import.meta.url), 'utf8');

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'export.xml', contents: xml }],
    schema: [SCHEMA],
  });
  return result.errors.map((error) => error.rawMessage);
}

type Field = { tag: string; ind1?: string; ind2?: string; subfields: Array<[string, string]> };

/** The records of a MARCXML document: their fields, each with its subfields in order. */
function records(xml: string): Array<{ leader: string; fields: Field[] }> {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => ['record', 'controlfield', 'datafield', 'subfield'].includes(name),
  }).parse(xml);
  return (parsed.collection.record ?? []).map((record: any) => ({
    leader: record.leader,
    fields: [
      ...(record.controlfield ?? []).map((f: any) => ({
        tag: f.tag,
        subfields: [['', f['#text']]],
      })),
      ...(record.datafield ?? []).map((f: any) => ({
        tag: f.tag,
        ind1: f.ind1,
        ind2: f.ind2,
        subfields: f.subfield.map((s: any) => [s.code, String(s['#text'] ?? '')]),
      })),
    ],
  }));
}

const tagged = (fields: Field[], tag: string) => fields.filter((field) => field.tag === tag);

describe('MARC 21 export', () => {
  it('writes a score as a valid MARCXML record in RISM’s profile', async () => {
    const refs = await scoreReferences(server.database.db);
    await server.database.db.execute(
      sql`update people set authority_ids = '{rism:30004093}' where id = ${refs.composer}`,
    );
    const id = await saveScore(contributor, {
      ...fullInput(refs),
      title: 'Missa brevis in C | für Sopran & Orgel <autograph>',
      // As the suggested short title writes it: the uniform title leaves the author to 100.
      short_title: 'Mozart, Wolfgang Amadeus — Missa in C',
    });
    const response = await fetch(`${server.url}/scores/${id}.marcxml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/marcxml+xml; charset=utf-8');
    const xml = await response.text();
    expect(await schemaErrors(xml)).toEqual([]);
    // The validator is live: RISM's own leaders (blanks written `#`) do not pass it.
    expect(
      await schemaErrors(xml.replace('00000ndm a2200000   4500', '00000cdd#a2200000###4500')),
    ).not.toEqual([]);

    const [record] = records(xml);
    expect(record.leader).toBe('00000ndm a2200000   4500');
    const { fields } = record;
    expect(tagged(fields, '001')[0].subfields).toEqual([['', id]]);
    expect(tagged(fields, '100')).toEqual([
      {
        tag: '100',
        ind1: '1',
        ind2: ' ',
        subfields: [
          ['a', 'Mozart, Wolfgang Amadeus'],
          ['0', '30004093'],
          ['j', 'Conjectural'],
        ],
      },
    ]);
    expect(tagged(fields, '700')[0].subfields).toEqual([
      ['a', 'Estlinger, Joseph Richard'],
      ['4', 'scr'],
      ['j', 'Ascertained'],
    ]);
    expect(tagged(fields, '031')[0].subfields).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '1'],
      ['d', 'Allegro'],
      ['g', 'G-2'],
      ['m', 'S'],
      ['n', 'xF'],
      ['o', 'c'],
      ['p', "4C8DE4FG/2A'C"],
      ['q', 'Incipit des Soprans'],
      ['t', 'Kyrie eleison'],
      ['2', 'pe'],
    ]);
    expect(tagged(fields, '245')[0].subfields).toEqual([
      ['a', 'Missa brevis in C | für Sopran & Orgel <autograph>'],
    ]);
    expect(tagged(fields, '240')[0].subfields).toEqual([
      ['a', 'Missa in C'],
      ['m', 'Coro (4)'],
      ['r', 'C'],
    ]);
    expect(tagged(fields, '852')[0].subfields).toEqual([
      ['a', 'CH-E'],
      ['c', 'Ms. 123,4'],
      ['d', 'Th. 56'],
      ['e', 'Kloster Einsiedeln, Musikbibliothek'],
    ]);
    // The part's fields, linked by $8.
    expect(tagged(fields, '300')[0].subfields).toEqual([
      ['8', '1\\c'],
      ['a', '12 Stimmen'],
      ['b', 'Wasserflecken'],
      ['c', '23 x 31 cm'],
    ]);
    expect(tagged(fields, '593')[0].subfields).toEqual([
      ['8', '1\\c'],
      ['a', 'Manuscript copy'],
    ]);
    expect(tagged(fields, '590')[0].subfields).toEqual([
      ['8', '1\\c'],
      ['a', 'S (2), vl 1'],
    ]);
    expect(tagged(fields, '510')[0].subfields).toEqual([
      ['a', 'KV'],
      ['c', '220'],
    ]);
    expect(tagged(fields, '383')[0].subfields).toEqual([['b', 'KV 220']]);
    expect(tagged(fields, '561')[0].subfields).toEqual([['a', 'Nachlass P. Alberik Zwyssig']]);
    expect(tagged(fields, '650')[0].subfields).toEqual([['a', refs.genre.name]]);
    expect(tagged(fields, '856')[0].subfields).toEqual([
      ['u', 'https://opac.rism.info/'],
      ['z', 'RISM A/II 400.123'],
    ]);

    // The score's own address answers it to a client asking for MARCXML.
    const negotiated = await fetch(`${server.url}/scores/${id}`, {
      headers: { accept: 'application/marcxml+xml' },
    });
    expect(await negotiated.text()).toBe(xml);
  });

  it('streams a collection’s scores in shelfmark order, page after page', async () => {
    const { db } = server.database;
    const collection = await createCollection(db, { name: 'Stiftsarchiv', prefix: 'A-KR' });
    // More than two export pages (100 each), inserted out of order.
    const shelfmarks = Array.from({ length: 230 }, (_, i) => `Ms. ${230 - i}`);
    await insertScoreRows(
      db,
      shelfmarks.map((shelfmark) => ({
        collectionId: collection.id,
        shelfmark,
        shortTitle: `Sonata & Fuga ${shelfmark}`,
      })),
    );
    const response = await fetch(`${server.url}/collections/${collection.id}.marcxml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(await schemaErrors(xml)).toEqual([]);
    const exported = records(xml).map(
      (record) => tagged(record.fields, '852')[0].subfields.find(([code]) => code === 'c')?.[1],
    );
    expect(exported).toEqual(Array.from({ length: 230 }, (_, i) => `Ms. ${i + 1}`));
  });

  it('says what is missing and refuses other methods', async () => {
    expect((await fetch(`${server.url}/scores/999999999.marcxml`)).status).toBe(404);
    expect((await fetch(`${server.url}/collections/999999999.marcxml`)).status).toBe(404);
    const post = await fetch(`${server.url}/scores/1.marcxml`, { method: 'POST' });
    expect(post.status).toBe(405);
    const empty = await createCollection(server.database.db, { name: 'Leer', prefix: 'CH-Zz' });
    const xml = await (await fetch(`${server.url}/collections/${empty.id}.marcxml`)).text();
    expect(await schemaErrors(xml)).toEqual([]);
    expect(records(xml)).toEqual([]);
  });
});
