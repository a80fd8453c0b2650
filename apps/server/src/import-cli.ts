import { createReadStream, statSync, writeFileSync } from 'node:fs';
import { createApp } from './app';
import { loadConfig } from './core/runtime/config';
import { lockDataDir } from './core/storage/data-dir-lock';
import { createLogger } from './core/runtime/logger';
import { MarcXmlError, type ImportReport } from './marc/index';
import { prepareDatabase } from './startup';

/*
 * `npm run import -- FILE [--dry-run] [--report FILE.json]`: a MARCXML file of source records
 * imported as scores (marc/import.ts), for files too large to send through the browser. Connects
 * as `npm start` does (DATABASE_URL, else PGlite in DATA_DIR — then the server must be stopped:
 * one process per DATA_DIR), migrates, reads the file as it goes (memory of one record), prints
 * its progress and, at the end, what it did, the problems of each record and the coverage of the
 * file's fields. The same file imported again changes nothing.
 */

const USAGE = 'usage: npm run import -- FILE.xml [--dry-run] [--report REPORT.json]';

function args(argv: string[]) {
  const options = { file: '', dryRun: false, report: null as string | null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--report') options.report = argv[++i] ?? null;
    else if (!arg.startsWith('--') && !options.file) options.file = arg;
    else throw new Error(`${arg}: not an option of the import\n${USAGE}`);
  }
  if (!options.file) throw new Error(USAGE);
  return options;
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

function summary(report: ImportReport, dryRun: boolean, elapsed: number): string {
  const verb = dryRun ? 'would be' : 'were';
  const lines = [
    `${report.total} records in ${seconds(elapsed)} (${Math.round(report.total / (elapsed / 1000))} a second): ` +
      `${report.created} ${verb} created, ${report.updated} updated, ${report.unchanged} unchanged, ` +
      `${report.refused} refused.`,
  ];
  for (const record of report.records.slice(0, 100)) {
    const what = [
      ...record.problems.map(
        (problem) =>
          `${problem.refusal ? 'refused' : 'warning'}: ${problem.code.replace(/_/g, ' ')} (${problem.tag}${problem.value ? ` “${problem.value.slice(0, 60)}”` : ''})`,
      ),
      ...record.errors.map((error) => `refused: ${error.field} — ${error.key}`),
    ];
    lines.push(
      `  record ${record.position} (${record.controlNumber ?? 'no 001'}): ${what.join('; ')}`,
    );
  }
  if (report.records.length > 100)
    lines.push(`  … and ${report.records.length - 100} more (--report FILE.json lists them all)`);
  lines.push('Coverage (tag$subfield: mapped / kept / refused):');
  for (const [key, counts] of Object.entries(report.coverage).sort(([a], [b]) => (a < b ? -1 : 1)))
    lines.push(`  ${key.padEnd(6)} ${counts.mapped} / ${counts.kept} / ${counts.refused}`);
  return lines.join('\n');
}

async function run() {
  // npm runs a workspace's script in the workspace: the file and DATA_DIR are the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const options = args(process.argv.slice(2));
  const size = statSync(options.file).size;
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await prepareDatabase(config, log);
  const app = createApp({ db: database.db, config, log, connections: database.connections });
  const stream = createReadStream(options.file);
  const started = performance.now();
  let told = started;
  try {
    const report = await app.importMarc(stream, {
      dryRun: options.dryRun,
      progress: (report) => {
        const now = performance.now();
        if (now - told < 2000) return;
        told = now;
        const share = stream.bytesRead / size;
        const left = share > 0 ? ((now - started) * (1 - share)) / share : 0;
        process.stdout.write(
          `${report.total} records, ${Math.round(share * 100)} % of the file, about ${seconds(left)} left\n`,
        );
      },
    });
    console.log(summary(report, options.dryRun, performance.now() - started));
    console.log(`peak memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
    if (options.report) writeFileSync(options.report, JSON.stringify(report, null, 2));
  } finally {
    stream.destroy();
    await app.close();
    await database.close();
    unlock();
  }
}

run().catch((error: unknown) => {
  if (error instanceof MarcXmlError)
    console.error(
      `The file is not MARCXML (line ${error.line}, column ${error.column}): ${error.message}`,
    );
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
