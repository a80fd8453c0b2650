import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createCollection, insertScoreRows } from '../test/factories';
import { DELETE_SCORE, fullInput, saveScore, scoreReferences } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';
import { IDENTIFIERS_PAGE, RECORDS_PAGE, SETS_PAGE } from './route';

/*
 * The OAI-PMH 2.0 provider (issue 25) over HTTP: every verb, every error the protocol names that
 * this repository can give, harvesting page by page while records change, deletions reported.
 */

const APP_URL = 'https://archive.example.org';
useTestServer({ APP_URL, OAI_ADMIN_EMAIL: 'musik@archive.example.org' });

const REPOSITORY = 'archive.example.org';
const MARC_SCHEMA = readFileSync(
  new URL('../marc/fixtures/MARC21slim.xsd', import.meta.url),
  'utf8',
);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  removeNSPrefix: false,
  isArray: (name) =>
    ['header', 'record', 'set', 'metadataFormat', 'setSpec', 'dc:title', 'dc:creator'].includes(
      name,
    ),
});

type Oai = Record<string, any>;

async function oai(query: string, init?: RequestInit): Promise<{ xml: string; doc: Oai }> {
  const response = await fetch(`${server.url}/oai${query ? `?${query}` : ''}`, init);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
  const xml = await response.text();
  const doc = parser.parse(xml)['OAI-PMH'];
  expect(doc.xmlns).toBe('http://www.openarchives.org/OAI/2.0/');
  expect(doc.responseDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  return { xml, doc };
}

async function errorCode(query: string): Promise<string> {
  const { doc } = await oai(query);
  return doc.error?.code ?? 'none';
}

const identifier = (id: number | string) => `oai:${REPOSITORY}:score/${id}`;

/** Every header of a list, following its resumption tokens; the tokens' cursors too. */
async function harvest(verb: string, args: string, between?: (page: number) => Promise<void>) {
  const headers: Oai[] = [];
  const records: Oai[] = [];
  const cursors: number[] = [];
  let query = `verb=${verb}&${args}`;
  for (let page = 0; ; page++) {
    const { doc } = await oai(query);
    if (doc.error) return { headers, records, cursors, error: doc.error.code as string };
    const list = doc[verb];
    const items: Oai[] = verb === 'ListRecords' ? (list.record ?? []) : (list.header ?? []);
    if (verb === 'ListRecords') records.push(...items);
    headers.push(...(verb === 'ListRecords' ? items.map((r) => r.header[0]) : items));
    const token = list.resumptionToken;
    if (token !== undefined) cursors.push(Number(token.cursor));
    const text = typeof token === 'object' ? token['#text'] : token;
    if (!text) return { headers, records, cursors, error: null };
    await between?.(page);
    query = `verb=${verb}&resumptionToken=${encodeURIComponent(text)}`;
  }
}

describe('OAI-PMH provider', () => {
  it('has no sets before the archive has a collection', async () => {
    expect(await errorCode('verb=ListSets')).toBe('noSetHierarchy');
    expect(await errorCode('verb=ListRecords&metadataPrefix=oai_dc')).toBe('noRecordsMatch');
  });

  it('identifies the repository, by GET and by POST', async () => {
    const { doc } = await oai('verb=Identify');
    expect(doc.request).toEqual({ verb: 'Identify', '#text': `${APP_URL}/oai` });
    expect(doc.Identify).toMatchObject({
      repositoryName: 'Partitura',
      baseURL: `${APP_URL}/oai`,
      protocolVersion: '2.0',
      adminEmail: 'musik@archive.example.org',
      deletedRecord: 'transient',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
    expect(doc.Identify.description['oai-identifier']).toMatchObject({
      repositoryIdentifier: REPOSITORY,
      sampleIdentifier: identifier(1),
    });
    const posted = await oai('', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'verb=Identify',
    });
    expect(posted.doc.Identify.baseURL).toBe(`${APP_URL}/oai`);
    const tooLarge = await fetch(`${server.url}/oai`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `verb=Identify&x=${'a'.repeat(20_000)}`,
    });
    expect(tooLarge.status).toBe(413);
  });

  it('gives a score as Dublin Core and as MARCXML valid against MARC21slim', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(contributor, {
      ...fullInput(refs),
      title: 'Missa brevis in C & <Graduale>',
    });
    const formats = await oai(`verb=ListMetadataFormats&identifier=${identifier(id)}`);
    expect(
      formats.doc.ListMetadataFormats.metadataFormat.map((f: Oai) => f.metadataPrefix),
    ).toEqual(['oai_dc', 'marcxml']);

    const dc = await oai(`verb=GetRecord&identifier=${identifier(id)}&metadataPrefix=oai_dc`);
    expect(dc.doc.request).toMatchObject({ verb: 'GetRecord', metadataPrefix: 'oai_dc' });
    const [record] = dc.doc.GetRecord.record;
    expect(record.header[0]).toMatchObject({
      identifier: identifier(id),
      setSpec: [`collection:${refs.collection.id}`],
    });
    const fields = record.metadata['oai_dc:dc'];
    expect(fields['dc:title']).toEqual(['Missa brevis in C & <Graduale>', 'Missa in C']);
    expect(fields['dc:creator'][0]).toContain('Mozart, Wolfgang Amadeus');
    expect(fields['dc:identifier']).toContain(`${APP_URL}/scores/${id}`);
    expect(fields['dc:identifier']).toContain('CH-E Ms. 123,4');

    const marc = await oai(`verb=GetRecord&identifier=${identifier(id)}&metadataPrefix=marcxml`);
    const start = marc.xml.indexOf('<record xmlns="http://www.loc.gov/MARC21/slim"');
    const end = marc.xml.indexOf('</record>', start) + '</record>'.length;
    expect(start).toBeGreaterThan(0);
    const marcRecord = marc.xml.slice(start, end);
    expect(marcRecord).toContain('<controlfield tag="001">' + id + '</controlfield>');
    const result = await validateXML({
      xml: [{ fileName: 'record.xml', contents: marcRecord }],
      schema: [MARC_SCHEMA],
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  });

  it('pages the sets', async () => {
    const db = server.database.db;
    const before = await db.execute(sql`select count(*)::int as n from collections`);
    const existing = Number((before as unknown as { rows: { n: number }[] }).rows[0].n);
    for (let i = existing; i < SETS_PAGE + 5; i++)
      await createCollection(db, { name: `Sammlung ${i}`, prefix: 'D-B' });
    const sets: string[] = [];
    let query = 'verb=ListSets';
    for (;;) {
      const { doc } = await oai(query);
      sets.push(...doc.ListSets.set.map((set: Oai) => set.setSpec));
      const token = doc.ListSets.resumptionToken;
      const text = typeof token === 'object' ? token['#text'] : token;
      if (!text) break;
      query = `verb=ListSets&resumptionToken=${text}`;
    }
    expect(sets.length).toBe(SETS_PAGE + 5);
    expect(new Set(sets).size).toBe(sets.length);
    expect(sets.every((set) => /^collection:\d+$/.test(set))).toBe(true);
  });

  it('harvests a set page by page while records change, and reports deletions', async () => {
    const db = server.database.db;
    const collection = await createCollection(db, { name: 'Harvested', prefix: 'A-Wn' });
    const count = IDENTIFIERS_PAGE + 50;
    const ids = await insertScoreRows(
      db,
      Array.from({ length: count }, (_, i) => ({
        collectionId: collection.id,
        shelfmark: `Mus. ${i}`,
        shortTitle: `Motetto ${i}`,
      })),
    );
    // Each score changed a second after the last, the first a day ago.
    await db.execute(sql`
      update scores set updated_at = now() - interval '1 day' + (id - ${ids[0]}) * interval '1 second'
       where collection_id = ${collection.id}`);
    const set = `set=collection:${collection.id}`;
    const started = new Date();

    // While the harvest goes on, an early score (already harvested) and a late one (not yet)
    // change, and one not yet harvested is deleted.
    const [early, late, doomed] = [ids[3], ids[count - 3], ids[count - 10]];
    const changes = async (page: number) => {
      if (page !== 0) return;
      await db.execute(sql`update scores set updated_at = now() where id in (${early}, ${late})`);
      const { deleteScore } = await contributor.data(DELETE_SCORE, { id: String(doomed) });
      expect(deleteScore.success).toBe(true);
    };
    const first = await harvest('ListIdentifiers', `metadataPrefix=oai_dc&${set}`, changes);
    expect(first.error).toBeNull();
    expect(first.cursors).toEqual([0, IDENTIFIERS_PAGE]);
    const seen = first.headers.map((header) => header.identifier);
    // Every score unchanged since the list began, once each, in change order; what changed or
    // went meanwhile belongs to the next harvest.
    expect(new Set(seen).size).toBe(seen.length);
    const expected = ids.filter((id) => id !== late && id !== doomed).map(identifier);
    expect(seen).toEqual(expected);

    // The next harvest, from when the first began, has the two changed and the one deleted.
    const from = started.toISOString().replace(/\.\d+Z$/, 'Z');
    const next = await harvest('ListIdentifiers', `metadataPrefix=marcxml&${set}&from=${from}`);
    expect(next.headers.map((header) => [header.identifier, header.status ?? null])).toEqual(
      expect.arrayContaining([
        [identifier(early), null],
        [identifier(late), null],
        [identifier(doomed), 'deleted'],
      ]),
    );
    expect(next.headers.length).toBe(3);

    // A deleted score answers its header, marked, with no metadata.
    const gone = await oai(`verb=GetRecord&identifier=${identifier(doomed)}&metadataPrefix=oai_dc`);
    expect(gone.doc.GetRecord.record[0].header[0].status).toBe('deleted');
    expect(gone.doc.GetRecord.record[0].metadata).toBeUndefined();

    // ListRecords pages by fewer, the same scores with their metadata.
    const records = await harvest('ListRecords', `metadataPrefix=oai_dc&${set}`);
    expect(records.cursors[1]).toBe(RECORDS_PAGE);
    const listed = records.records.filter((record) => !record.header[0].status);
    expect(listed.length).toBe(count - 1);
    expect(listed.every((record) => record.metadata['oai_dc:dc']['dc:title'].length > 0)).toBe(
      true,
    );
    expect(records.records.find((r) => r.header[0].identifier === identifier(doomed))).toEqual(
      expect.objectContaining({ header: [expect.objectContaining({ status: 'deleted' })] }),
    );
  });

  it('answers every error the protocol names for what it was asked', async () => {
    const { doc } = await oai('verb=Harvest&x=1');
    expect(doc.error).toMatchObject({ code: 'badVerb' });
    // A bad verb or argument is echoed by the base URL alone.
    expect(doc.request).toBe(`${APP_URL}/oai`);
    expect(await errorCode('')).toBe('badVerb');
    expect(await errorCode('verb=Identify&verb=ListSets')).toBe('badVerb');
    expect(await errorCode('verb=Identify&metadataPrefix=oai_dc')).toBe('badArgument');
    expect(await errorCode('verb=ListRecords')).toBe('badArgument');
    expect(await errorCode('verb=ListRecords&metadataPrefix=oai_dc&from=2021-02-30')).toBe(
      'badArgument',
    );
    expect(await errorCode('verb=ListRecords&resumptionToken=eyJ2IjoxfQ')).toBe(
      'badResumptionToken',
    );
    expect(await errorCode('verb=ListRecords&metadataPrefix=mods')).toBe('cannotDisseminateFormat');
    expect(
      await errorCode(`verb=GetRecord&identifier=${identifier(999999999)}&metadataPrefix=oai_dc`),
    ).toBe('idDoesNotExist');
    expect(
      await errorCode('verb=GetRecord&identifier=oai:elsewhere.org:score/1&metadataPrefix=oai_dc'),
    ).toBe('idDoesNotExist');
    expect(await errorCode(`verb=ListMetadataFormats&identifier=${identifier(999999999)}`)).toBe(
      'idDoesNotExist',
    );
    expect(await errorCode('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2999-01-01')).toBe(
      'noRecordsMatch',
    );
    expect(
      await errorCode('verb=ListIdentifiers&metadataPrefix=oai_dc&set=collection:999999999'),
    ).toBe('noRecordsMatch');
    const refused = await fetch(`${server.url}/oai?verb=Identify`, { method: 'PUT' });
    expect(refused.status).toBe(405);
  });
});
