import { createReadStream, readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { rowsOf } from '../core/database/db';
import { GET_SCORE, UPSERT_SCORE } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';
import { testDatabaseKind } from '../test/test-server';

/*
 * The MARC import (issue 25) on a real database: RISM's 1,000-record sample imported (after a
 * dry run that says the same), imported again (nothing changes), exported (every field as it
 * came, up to order and the leader's blanks) and the export imported (nothing changes); an
 * edited score exports its own fields with what it kept; a file with broken records imports the
 * rest and leaves those untouched.
 */

useTestServer();

const SAMPLE = new URL('./fixtures/rism-muscat-sample-sources.xml', import.meta.url);
const SCHEMA = readFileSync(new URL('./fixtures/MARC21slim.xsd', import.meta.url), 'utf8');

type Field = string;

/** Each record of a MARCXML document by its control number: its leader and its fields as text. */
function recordsOf(xml: string): Map<string, { leader: string; fields: Field[] }> {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => ['record', 'controlfield', 'datafield', 'subfield'].includes(name),
  }).parse(xml);
  const records = new Map<string, { leader: string; fields: Field[] }>();
  for (const record of parsed.collection.record ?? []) {
    const control = (record.controlfield ?? []).map(
      (f: any) => `${f.tag} ${String(f['#text'] ?? '').trim()}`,
    );
    const data = (record.datafield ?? []).map(
      (f: any) =>
        `${f.tag} ${f.ind1}${f.ind2} ` +
        (f.subfield ?? []).map((s: any) => `$${s.code}${String(s['#text'] ?? '').trim()}`).join(''),
    );
    const id = control.find((field: string) => field.startsWith('001 '))!.slice(4);
    // Up to field order within a record (MARC readers sort by tag; the sample does not).
    records.set(id, {
      leader: String(record.leader).replace(/#/g, ' '),
      fields: [...control, ...data].sort(),
    });
  }
  return records;
}

/** The sample's first `count` records, as a MARCXML document. */
function firstRecords(count: number): string {
  const text = readFileSync(SAMPLE, 'utf8');
  let end = 0;
  for (let i = 0; i < count; i++) end = text.indexOf('</record>', end) + '</record>'.length;
  return `${text.slice(0, end)}\n</collection>\n`;
}

/** A record's result without the score it made (a dry run makes none). */
const withoutScore = ({ scoreId: _id, ...result }: { scoreId: number | null }) => result;

async function importSample(dryRun: boolean) {
  return server.importMarc(createReadStream(SAMPLE), { dryRun });
}

async function collectionsExport(): Promise<string[]> {
  const rows = rowsOf<{ id: number | string }>(
    await server.database.db.execute(sql`select id from collections order by id`),
  );
  const documents: string[] = [];
  for (const { id } of rows)
    documents.push(await (await fetch(`${server.url}/collections/${id}.marcxml`)).text());
  return documents;
}

describe('MARC import', () => {
  it(
    'round-trips RISM’s sample: dry run, import, again, export, import of the export',
    {
      // Some 40 s on PostgreSQL, 70 on PGlite, on a quiet machine.
      timeout: 600_000,
    },
    async () => {
      // A dry run of the first 100 records says what their import then does, and changes
      // nothing (the whole sample's would double the test's time for nothing more).
      const hundred = firstRecords(100);
      const tried = await server.importMarc([hundred], { dryRun: true });
      expect(tried.total).toBe(100);
      const none = rowsOf<{ n: number }>(
        await server.database.db.execute(sql`select count(*)::int as n from score_marc`),
      );
      expect(Number(none[0].n)).toBe(0);
      const first = await server.importMarc([hundred], { dryRun: false });
      expect({ ...first, records: first.records.map(withoutScore) }).toEqual({
        ...tried,
        records: tried.records.map(withoutScore),
      });

      const imported = await importSample(false);
      expect(imported.unchanged).toBe(first.created);
      expect(imported.unchanged + imported.created + imported.refused).toBe(1000);
      expect(imported.unchanged + imported.created).toBeGreaterThan(950);
      // The coverage report: the incipits' notes mapped, their RISM ids kept.
      expect(imported.coverage['031$p'].mapped).toBeGreaterThan(1000);
      expect(imported.coverage['031$u']).toMatchObject({ mapped: 0 });
      expect(imported.coverage['031$u'].kept).toBeGreaterThan(1000);
      const stored = imported.unchanged + imported.created;
      // The tables it grew were analysed on the way (planned on an empty table's statistics, a
      // read of a hundred scores' incipits passes over all of them). On PostgreSQL, where the
      // server leaves statistics to autovacuum (off in CI): PGlite's are kept by the server.
      if (testDatabaseKind === 'postgres') {
        const analysed = rowsOf<{ n: number }>(
          await server.database.db.execute(
            sql`select analyze_count::int as n from pg_stat_user_tables where relname = 'score_marc'`,
          ),
        );
        expect(Number(analysed[0].n)).toBeGreaterThan(0);
      }

      const again = await importSample(false);
      expect(again.unchanged).toBe(stored);
      expect(again.created + again.updated).toBe(0);

      const sample = recordsOf(readFileSync(SAMPLE, 'utf8'));
      const exported = new Map<string, { leader: string; fields: Field[] }>();
      for (const document of await collectionsExport()) {
        const result = await validateXML({
          xml: [{ fileName: 'export.xml', contents: document }],
          schema: [SCHEMA],
        });
        expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
        for (const [id, record] of recordsOf(document)) exported.set(id, record);
      }
      expect(exported.size).toBe(stored);
      const refused = new Set(
        imported.records.filter((r) => r.outcome === 'refused').map((r) => r.controlNumber),
      );
      const differences: string[] = [];
      for (const [id, record] of sample) {
        if (refused.has(id)) continue;
        const back = exported.get(id);
        if (!back) differences.push(`${id}: not exported`);
        else if (JSON.stringify(back) !== JSON.stringify(record))
          differences.push(`${id}: ${JSON.stringify({ sample: record, export: back })}`);
      }
      expect(differences.slice(0, 3)).toEqual([]);

      // The export imported: the same records, nothing changes.
      const documents = await collectionsExport();
      let unchanged = 0;
      for (const document of documents) {
        const report = await server.importMarc([document], { dryRun: false });
        expect(report.created + report.updated).toBe(0);
        unchanged += report.unchanged;
      }
      expect(unchanged).toBe(stored);
    },
  );

  it('exports an edited score’s own fields with what the model had no place for', async () => {
    // The sample's first record (imported already by the round trip, else now).
    await server.importMarc([firstRecords(1)], { dryRun: false });
    const [row] = rowsOf<{ score_id: number | string }>(
      await server.database.db.execute(
        sql`select score_id from score_marc where control_number = '400006537'`,
      ),
    );
    const id = String(row.score_id);
    const { getScore } = await contributor.data(GET_SCORE, { id });
    const saved = await contributor.data(UPSERT_SCORE, {
      input: {
        id,
        version: getScore.version,
        collection: { id: getScore.collection.id },
        shelfmark: getScore.shelfmark,
        short_title: getScore.short_title,
        notes: 'Neu katalogisiert',
        incipits: getScore.incipits.map((incipit: any, i: number) => ({
          id: incipit.id,
          pae: incipit.pae,
          clef: incipit.clef,
          tempo: i === 0 ? 'Andantino' : incipit.tempo,
          number: incipit.number,
          movement: incipit.movement,
          section: incipit.section,
          key_signature: incipit.key_signature,
          time_signature: incipit.time_signature,
          part: incipit.part,
        })),
      },
    });
    expect(saved.upsertScore.errors).toEqual([]);
    expect(saved.upsertScore.success).toBe(true);
    const xml = await (await fetch(`${server.url}/scores/${id}.marcxml`)).text();
    const [record] = recordsOf(xml).values();
    // The edited incipit, its RISM id ($u) carried over; the new note; the rest as it came.
    expect(record.fields).toContain(
      "031  $a1$b1$c1$dAndantino$gG-2$mvl 1$nbBEA$o2/4$p'8EE+(6EEF)(6GFE)/8FF+(6FFG)(6AGF)/8GB''(6EDC)('6BAG)/8GF$2pe$u30488705",
    );
    expect(record.fields).toContain('500  $aNeu katalogisiert');
    expect(record.fields).toContain('510 1 $aRefardtB 1957$cp.29');
    expect(record.fields.some((field) => field.startsWith('001 400006537'))).toBe(true);
  });

  it('imports the good records of a broken file and leaves the broken ones untouched', async () => {
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record><leader>00000ndm a2200000   4500</leader>
    <controlfield tag="001">brk-1</controlfield>
    <datafield tag="852" ind1=" " ind2=" "><subfield code="a">D-Brk</subfield></datafield>
  </record>
  <record><leader>00000ndm a2200000   4500</leader>
    <controlfield tag="001">brk-2</controlfield>
    <datafield tag="240" ind1="1" ind2="0"><subfield code="a">Sonata</subfield><subfield code="r">Q major</subfield></datafield>
    <datafield tag="700" ind1="1" ind2=" "><subfield code="a">Kopist, Karl</subfield><subfield code="4">xyz</subfield></datafield>
    <datafield tag="852" ind1=" " ind2=" "><subfield code="a">D-Brk</subfield><subfield code="c">Mus. 1</subfield></datafield>
  </record>
  <record><leader>00000ndm a2200000   4500</leader>
    <controlfield tag="001">brk-3</controlfield>
    <datafield tag="031" ind1=" " ind2=" "><subfield code="a">1</subfield><subfield code="p">${'1'.repeat(60_000)}</subfield></datafield>
    <datafield tag="852" ind1=" " ind2=" "><subfield code="a">D-Brk</subfield><subfield code="c">Mus. 2</subfield></datafield>
  </record>
</collection>`;
    const tried = await server.importMarc([file], { dryRun: true });
    const done = await server.importMarc([file], { dryRun: false });
    const outcomes = (report: typeof done) =>
      report.records.map((r) => [r.controlNumber, r.outcome, r.problems.map((p) => p.code)]);
    expect(outcomes(done)).toEqual(outcomes(tried));
    expect(outcomes(done)).toEqual([
      ['brk-1', 'refused', ['no_shelfmark']],
      ['brk-2', 'created', ['unknown_relator', 'unknown_key']],
      ['brk-3', 'refused', ['unreadable', 'incipit_without_notes']],
    ]);
    expect(done).toMatchObject({ total: 3, created: 1, refused: 2 });
    const stored = rowsOf<{ control_number: string }>(
      await server.database.db.execute(
        sql`select control_number from score_marc where control_number like 'brk-%'`,
      ),
    );
    expect(stored.map((row) => row.control_number)).toEqual(['brk-2']);
  });

  it('saves a batch the database refuses record by record, refusing only the record it will not take', async () => {
    const db = server.database.db;
    // A rule of the database the import's checks do not know of.
    await db.execute(sql`
      create function test_refuse_shelfmark() returns trigger language plpgsql as $$
      begin
        if new.shelfmark = 'Mus. refused' then
          raise exception 'no such shelfmark here' using errcode = '23514';
        end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger test_refuse_shelfmark before insert on scores
        for each row execute function test_refuse_shelfmark()`);
    const record = (id: string, shelfmark: string) => `
  <record><leader>00000ndm a2200000   4500</leader>
    <controlfield tag="001">${id}</controlfield>
    <datafield tag="240" ind1="1" ind2="0"><subfield code="a">Sonata</subfield></datafield>
    <datafield tag="700" ind1="1" ind2=" "><subfield code="a">Batch, Berta</subfield><subfield code="4">cmp</subfield></datafield>
    <datafield tag="852" ind1=" " ind2=" "><subfield code="a">D-Bat</subfield><subfield code="c">${shelfmark}</subfield></datafield>
  </record>`;
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">${record('bat-1', 'Mus. 10')}${record('bat-2', 'Mus. refused')}${record('bat-3', 'Mus. 11')}
</collection>`;
    try {
      const report = await server.importMarc([file], { dryRun: false });
      expect(report).toMatchObject({ total: 3, created: 2, refused: 1 });
      expect(
        report.records.map((r) => [r.controlNumber, r.outcome, r.problems.map((p) => p.code)]),
      ).toEqual([['bat-2', 'refused', ['database_refused']]]);
      expect(report.records[0].problems[0].value).toContain('no such shelfmark here');
      const stored = rowsOf<{ control_number: string; shelfmark: string }>(
        await db.execute(sql`
          select m.control_number, s.shelfmark from score_marc m join scores s on s.id = m.score_id
           where m.control_number like 'bat-%' order by 1`),
      );
      expect(stored).toEqual([
        { control_number: 'bat-1', shelfmark: 'Mus. 10' },
        { control_number: 'bat-3', shelfmark: 'Mus. 11' },
      ]);
      // The person and the collection the records name, made once.
      const made = rowsOf<{ people: number; collections: number }>(
        await db.execute(sql`
          select (select count(*)::int from person_names where name = 'Batch, Berta') as people,
                 (select count(*)::int from collections where prefix = 'D-Bat') as collections`),
      );
      expect(made).toEqual([{ people: 1, collections: 1 }]);
    } finally {
      await db.execute(sql`drop trigger test_refuse_shelfmark on scores`);
      await db.execute(sql`drop function test_refuse_shelfmark()`);
    }
  });
});
