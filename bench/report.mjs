// The benchmark's answer: a table per suite on the terminal, everything in bench/results/*.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

const ms = (value) => (value === undefined ? '' : value.toFixed(1));

/** One line of the table: sequential, 8 clients, raw SQL, the ratio and the target's verdict. */
function line(result, clients) {
  if (result.status !== 'ok') return { case: result.name, status: result.status };
  const { sequential: seq, concurrent: conc, raw, rawConcurrent } = result;
  const ratio = raw ? seq.p95 / raw.p95 : undefined;
  return {
    case: result.name,
    p50: ms(seq.p50),
    p95: ms(seq.p95),
    [`${clients}× p50`]: ms(conc?.p50),
    [`${clients}× p95`]: ms(conc?.p95),
    [`${clients}× req/s`]: conc ? conc.perSecond.toFixed(0) : '',
    'raw p50': raw ? ms(raw.p50) : (result.rawNote ?? ''),
    'raw p95': ms(raw?.p95),
    [`raw ${clients}× p95`]: ms(rawConcurrent?.p95),
    stmts: result.statements ?? '',
    'api/raw': ratio === undefined ? '' : ratio.toFixed(2),
    target: result.target ?? '',
    verdict: verdict(result, ratio),
  };
}

function verdict(result, ratio) {
  const notes = [];
  if (result.target !== undefined) {
    notes.push(result.sequential.p95 <= result.target ? 'ok' : `SLOW (>${result.target})`);
  }
  if (ratio !== undefined && ratio > 1.5) notes.push('API >1.5× raw');
  return notes.join(', ');
}

export function printSuite(title, results, clients) {
  console.log(`\n${title}`);
  console.table(results.map((result) => line(result, clients)));
}

export function writeResults(here, report) {
  mkdirSync(join(here, 'results'), { recursive: true });
  const file = join(here, 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        machine: {
          cpus: cpus().length,
          cpu: cpus()[0]?.model,
          memoryBytes: totalmem(),
          // Other work on the machine slows every timing (1, 5 and 15 minutes).
          loadAverage: loadavg(),
        },
        ...report,
      },
      null,
      2,
    ),
  );
  return file;
}
