import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../core/database/db';
import { contributor, server, useTestServer } from '../test/suite';

/*
 * MARC imports run on the server (issue 25) over HTTP: a contributor uploads a file for a dry
 * run, follows it to its end, then imports what the dry run tried; a file that is not MARCXML
 * fails with where; a visitor may do none of it.
 */

useTestServer();

const START = `mutation ($file: Upload, $dry: Boolean!, $from: ID) {
  startMarcImport(file: $file, dry_run: $dry, from_dry_run: $from) { success message id }
}`;

const FOLLOW = `query ($id: ID!) { marcImport(id: $id) {
  id file_name dry_run status progress seconds_left total created updated unchanged refused
  error can_import record_count
  records(first: 10) { position control_number outcome problems { code field value refusal message } }
  coverage { key mapped kept refused }
} }`;

const SAMPLE = readFileSync(
  new URL('../marc/fixtures/rism-muscat-sample-sources.xml', import.meta.url),
  'utf8',
);

/** The sample's first `count` records as a document. */
function firstRecords(count: number): string {
  let end = 0;
  for (let i = 0; i < count; i++) end = SAMPLE.indexOf('</record>', end) + '</record>'.length;
  return `${SAMPLE.slice(0, end)}\n</collection>\n`;
}

async function start(file: string | null, dry: boolean, from?: string) {
  if (file === null)
    return (await contributor.data(START, { file: null, dry, from: from ?? null })).startMarcImport;
  const answer = await contributor.upload(
    START,
    { file: null, dry, from: null },
    { file: { name: 'rism.xml', content: file } },
  );
  return answer.json?.data?.startMarcImport;
}

/** The import once it no longer runs (the screen asks again so too). */
async function finished(id: string) {
  return vi.waitFor(
    async () => {
      const { marcImport } = await contributor.data(FOLLOW, { id });
      if (marcImport.status === 'running') throw new Error('still running');
      return marcImport;
    },
    { timeout: 60_000, interval: 100 },
  );
}

describe('MARC imports on the server', () => {
  it('runs a dry run, then imports what it tried', async () => {
    const tried = await start(firstRecords(5), true);
    expect(tried).toMatchObject({ success: true, message: 'The import has started.' });
    const dry = await finished(tried.id);
    expect(dry).toMatchObject({
      file_name: 'rism.xml',
      dry_run: true,
      status: 'done',
      progress: 1,
      total: 5,
      created: 5,
      can_import: true,
    });
    expect(dry.coverage.find((c: { key: string }) => c.key === '031$u')).toMatchObject({
      mapped: 0,
    });
    const imported = await start(null, false, dry.id);
    expect(imported).toMatchObject({ success: true });
    const done = await finished(imported.id);
    expect(done).toMatchObject({ dry_run: false, status: 'done', created: 5, can_import: false });
    // The dry run's file went with its import.
    const again = await start(null, false, dry.id);
    expect(again).toMatchObject({ success: false, id: null });
    expect(again.message).toContain('no longer there');
  });

  it('forgets a dry run’s file after a day, and a stopped run’s', async () => {
    const db = server.database.db;
    const tried = await start(firstRecords(2), true);
    const dry = await finished(tried.id);
    expect(dry.can_import).toBe(true);
    const fileOf = async (id: string) =>
      rowsOf<{ path: string | null }>(
        await db.execute(sql`select file_path as path from marc_imports where id = ${id}`),
      )[0].path;
    const dryFile = (await fileOf(dry.id))!;
    expect(existsSync(dryFile)).toBe(true);
    // A day on; and a run whose server stopped an hour ago, its file still there.
    await db.execute(
      sql`update marc_imports set finished_at = now() - interval '25 hours' where id = ${dry.id}`,
    );
    const stoppedFile = join(dirname(dryFile), 'stopped.xml');
    writeFileSync(stoppedFile, firstRecords(1));
    const [stopped] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into marc_imports (file_name, file_size, file_path, dry_run, status, heartbeat_at)
        values ('stopped.xml', 1, ${stoppedFile}, false, 'running', now() - interval '2 hours')
        returning id::text as id`),
    );
    // The next run's start clears them away.
    await finished((await start(firstRecords(1), true)).id);
    expect(existsSync(dryFile)).toBe(false);
    expect(existsSync(stoppedFile)).toBe(false);
    expect(await fileOf(stopped.id)).toBeNull();
    expect((await contributor.data(FOLLOW, { id: dry.id })).marcImport.can_import).toBe(false);
    const late = await start(null, false, dry.id);
    expect(late).toMatchObject({ success: false, id: null });
    expect(late.message).toContain('no longer there');
  });

  it('says where a file that is not MARCXML breaks, and lists problems in German', async () => {
    const broken = await finished(
      (await start('<collection><record><leader>x</record>', false)).id,
    );
    expect(broken.status).toBe('failed');
    expect(broken.error).toMatch(/^line 1, column \d+: /);

    const file = `<collection xmlns="http://www.loc.gov/MARC21/slim"><record>
      <leader>00000ndm a2200000   4500</leader><controlfield tag="001">imp-1</controlfield>
      <datafield tag="852" ind1=" " ind2=" "><subfield code="a">D-Imp</subfield><subfield code="c">Ms. 1</subfield></datafield>
      <datafield tag="031" ind1=" " ind2=" "><subfield code="a">1</subfield><subfield code="g">Q-9</subfield><subfield code="p">4C</subfield></datafield>
    </record></collection>`;
    const run = await finished((await start(file, true)).id);
    expect(run).toMatchObject({ status: 'done', refused: 1, record_count: 1 });
    const { marcImport } = await contributor.data(FOLLOW, { id: run.id }, { locale: 'de' });
    expect(marcImport.records[0]).toMatchObject({ control_number: 'imp-1', outcome: 'refused' });
    expect(marcImport.records[0].problems[0]).toMatchObject({ code: 'save', refusal: true });
    expect(marcImport.records[0].problems[0].message).not.toBe('');
  });

  it('is for contributors only', async () => {
    const visitor = await server.client();
    const answer = await visitor.gql(START, { file: null, dry: true, from: null });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(FOLLOW, { id: '1' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
