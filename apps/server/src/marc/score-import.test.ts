import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMarcXml, MarcXmlError } from './marcxml-read';
import { parseScoring, readScoreRecord } from './score-import';

/*
 * RISM's MARCXML read as scores (issue 25): every record of the 1,000-record sample, what is
 * mapped and what kept, and the problems the mapping names.
 */

const SAMPLE = new URL('./fixtures/rism-muscat-sample-sources.xml', import.meta.url);

async function sampleRecords() {
  const records = [];
  for await (const record of readMarcXml(createReadStream(SAMPLE, { highWaterMark: 4096 })))
    records.push(record);
  return records;
}

describe('reading MARCXML', () => {
  it('reads the RISM sample a record at a time, leaders with spaces', async () => {
    const records = await sampleRecords();
    expect(records).toHaveLength(1000);
    expect(records[0].leader).toBe('00000cdd a2200000   4500');
    expect(records[0].controlFields[0]).toEqual({ tag: '001', value: '400006537' });
    expect(records[0].dataFields[0].tag).toBe('031');
    expect(records[0].dataFields[0].subfields[0]).toEqual(['a', '1']);
    expect(records.every((record) => record.problems.length === 0)).toBe(true);
  });

  it('refuses a record with fields that are none, keeping the rest of the file', async () => {
    const file = `<collection xmlns="http://www.loc.gov/MARC21/slim">
      <record><leader>x</leader><controlfield tag="__proto__">1</controlfield>
        <datafield tag="constructor" ind1=" " ind2=" "><subfield code="a">x</subfield></datafield></record>
      <record><leader>y</leader><controlfield tag="001">2</controlfield>
        <datafield tag="245" ind1="1" ind2="0"><subfield code="a"><![CDATA[Sonata & <more>]]></subfield></datafield></record>
    </collection>`;
    const records = [];
    for await (const record of readMarcXml([file])) records.push(record);
    expect(records[0].problems).toEqual(['a field whose tag is not three letters or digits']);
    expect(records[0].controlFields).toEqual([]);
    expect(records[1].problems).toEqual([]);
    expect(records[1].dataFields[0].subfields).toEqual([['a', 'Sonata & <more>']]);
  });

  it('stops at what is not XML, saying where', async () => {
    const broken = '<collection xmlns="http://www.loc.gov/MARC21/slim"><record><leader>x</record>';
    await expect(async () => {
      for await (const _record of readMarcXml([broken]));
    }).rejects.toBeInstanceOf(MarcXmlError);
    const latin1 = Buffer.from('<record><leader>caf\xe9</leader></record>', 'latin1');
    await expect(async () => {
      for await (const _record of readMarcXml([latin1]));
    }).rejects.toThrow('not UTF-8');
  });
});

describe('a MARC record as a score', () => {
  it('maps every record of the sample, keeping what the model has no place for', async () => {
    const readings = (await sampleRecords()).map(readScoreRecord);
    expect(readings.every((reading) => reading.score !== null)).toBe(true);
    const first = readings[0].score!;
    expect(first).toMatchObject({
      controlNumber: '400006537',
      siglum: 'CH-Bu',
      shelfmark: 'kr IV 177 (Ms.166)',
      shortTitle: 'Lucchini — Sonatas',
      key: 'E|b',
      voices: [{ voice: 'vl', count: 2 }],
    });
    expect(first.attributions[0]).toEqual({
      person: { name: 'Lucchini', dates: null, rismId: '30002022' },
      function: 'aut',
      qualifier: 'asc',
    });
    expect(first.incipits[0]).toMatchObject({
      number: 1,
      movement: 1,
      section: 1,
      tempo: 'Andante',
      clef: 'G-2',
      part: 'vl 1',
      key_signature: 'bBEA',
      time_signature: '2/4',
    });
    expect(first.parts).toEqual([
      expect.objectContaining({
        link: '1\\c',
        type: 'cpy',
        extent: '2 parts',
        measurements: 'in quer-4',
      }),
    ]);
    expect(first.publications).toEqual([
      { shortTitle: 'SarasinKatalog 1800', number: 'no.399' },
      { shortTitle: 'RefardtB 1957', number: 'p.29' },
    ]);
    // The incipit's RISM id ($u), the record's 852 $x and 773 links: kept, not mapped.
    const uses = new Map(readings[0].uses);
    expect(uses.get('031$u')).toBe('kept');
    expect(uses.get('031$p')).toBe('mapped');
    expect(uses.get('003')).toBe('kept');
    expect(uses.get('001')).toBe('mapped');
    // The sample's relators include codes outside Partitura's list: each a warning, not a refusal.
    const problems = readings.flatMap((reading) => reading.problems);
    expect(problems.every((problem) => !problem.refusal)).toBe(true);
  });

  it('refuses a record without control number, siglum or shelfmark', () => {
    const reading = readScoreRecord({
      leader: '00000ndm a2200000   4500',
      controlFields: [],
      dataFields: [{ tag: '852', ind1: ' ', ind2: ' ', subfields: [['a', 'CH-E']] }],
    });
    expect(reading.score).toBeNull();
    expect(reading.problems.map((problem) => problem.code)).toEqual([
      'no_control_number',
      'no_shelfmark',
    ]);
  });

  it('reads a scoring as RISM writes it', () => {
    expect(parseScoring('S, A, vl (2), bc: org')).toEqual([
      { voice: 'S', count: 1 },
      { voice: 'A', count: 1 },
      { voice: 'vl', count: 2 },
      { voice: 'bc: org', count: 1 },
    ]);
  });
});
