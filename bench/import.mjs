// The MARC import's suite (issue 25: 100,000 records at ≥ 300 a second on PostgreSQL, bounded
// memory, searchable when done): a MARCXML file of BENCH_IMPORT_RECORDS records made from RISM's
// 1,000-record sample (each record again with a control number and shelfmark of its own),
// imported by the built command line (`npm run import`, apps/server/dist/import.js) into a
// scratch database; its time, records a second and peak memory, then whether every score is
// searchable (its search document and its incipits' melodies there).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';

const here = fileURLToPath(new URL('.', import.meta.url));
const SAMPLE = join(here, '../apps/server/src/marc/fixtures/rism-muscat-sample-sources.xml');
const IMPORT_CLI = join(here, '../apps/server/dist/import.js');

/** The target. */
export const IMPORT_TARGET_PER_SECOND = 300;

/** Writes `count` records cycling through the sample, each its own 001 and shelfmark. */
async function writeFile(path, count) {
  const text = readFileSync(SAMPLE, 'utf8');
  const records = text
    .split('<record>')
    .slice(1)
    .map((part) => `<record>${part.split('</record>')[0]}</record>\n`);
  const out = createWriteStream(path);
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n',
  );
  for (let i = 0; i < count; i++) {
    const record = records[i % records.length]
      .replace(
        /<controlfield tag="001">[^<]*<\/controlfield>/,
        `<controlfield tag="001">bench-${i}</controlfield>`,
      )
      .replace(/(<subfield code="c">)([^<]*)(<\/subfield>\s*<subfield code="x">)/, `$1$2 [${i}]$3`);
    if (!out.write(record)) await once(out, 'drain');
  }
  out.end('</collection>\n');
  await once(out, 'finish');
}

/** Runs the import; answers its printed summary and the time it took. */
async function runImport(file, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [IMPORT_CLI, file], {
    env: { ...process.env, ...env, SEED: 'none', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    const line = String(chunk)
      .split('\n')
      .find((l) => l.includes('% of the file'));
    if (line) process.stdout.write(`  import: ${line}\n`);
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`the import failed (exit ${code})`);
  return { output, seconds: (performance.now() - started) / 1000 };
}

export async function runImportSuite({ databaseUrl, scratch, records }) {
  if (!databaseUrl) return { status: 'needs BENCH_DATABASE_URL (PostgreSQL)' };
  const { default: pg } = await import('pg');
  const name = `partitura_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    const file = join(scratch, 'import.xml');
    await writeFile(file, records);
    const { output, seconds } = await runImport(file, {
      DATABASE_URL: url.toString(),
      DATA_DIR: scratch,
    });
    const summary =
      /(\d+) records in .*?: (\d+) were created, (\d+) updated, (\d+) unchanged, (\d+) refused/.exec(
        output,
      );
    const memory = /peak memory: (\d+) MiB/.exec(output);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const [{ documents, melodiless }] = (
      await db.query(`select (select count(*) from search_documents where kind = 'score')::int as documents,
                             (select count(*) from incipits where melody is null)::int as melodiless`)
    ).rows;
    await db.end();
    const created = Number(summary?.[2] ?? 0);
    return {
      status: 'ok',
      records,
      created,
      refused: Number(summary?.[5] ?? 0),
      seconds: Number(seconds.toFixed(1)),
      perSecond: Math.round(records / seconds),
      peakMemoryMiB: memory ? Number(memory[1]) : null,
      searchable: documents === created && melodiless === 0,
      target: IMPORT_TARGET_PER_SECOND,
    };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function printImport(result) {
  if (result.status !== 'ok') {
    console.log(`\nimport: ${result.status}`);
    return;
  }
  console.log(
    `\nimport (postgres): ${result.records} records in ${result.seconds} s — ${result.perSecond} a second ` +
      `(target ${result.target}: ${result.perSecond >= result.target ? 'met' : 'missed'}), ` +
      `${result.created} created, ${result.refused} refused, peak memory ${result.peakMemoryMiB} MiB, ` +
      `searchable when done: ${result.searchable ? 'yes' : 'NO'}`,
  );
}
