import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDir } from './blob-files';
import {
  BackupRefused,
  FILES_DIR,
  FILES_LIST,
  MANIFEST,
  newManifest,
  TABLES_DIR,
  TEMP_DIR,
  UNFINISHED,
  writeManifest,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { nameMigrations } from './migrations';
import { bytes, count, paced, since, type Report } from './progress';
import type { Snapshot, SnapshotHeader } from './snapshot';
import { openTableWriter, type TableWriter, write } from './table-writer';
import { copyStoredFiles, reconcileFiles } from './stored-files';

/** Where a backup's database snapshot comes from. */
export type BackupSource = {
  /** In words, for the report and the manifest: "the embedded database in …, through …". */
  how: string;
  snapshot: Snapshot;
  /**
   * Whether other processes may write while the snapshot is read: then a file the snapshot names
   * may be deleted before it is copied, and the snapshot is taken again.
   */
  concurrent: boolean;
};

/** How many times a snapshot is taken at most while files it names vanish before they are copied. */
const SNAPSHOT_ATTEMPTS = 4;

const UNFINISHED_TEXT = `This backup has not finished, or it failed: it cannot be restored (it has no ${MANIFEST}).
Running \`npm run backup -- <this folder>\` again finishes it, keeping the files copied so far;
or remove the folder.
`;

/**
 * Backs up the database (one consistent snapshot) and the stored files it names into `dir`
 * (empty, or an unfinished backup to finish): first the files stored now, then the snapshot,
 * then the files it names that were stored meanwhile; files no row of the snapshot names are
 * left out. The manifest is written last.
 */
export async function runBackup({
  dir,
  filesDir,
  source,
  report,
}: {
  dir: string;
  /** DATA_DIR/files. */
  filesDir: string;
  source: BackupSource;
  report: Report;
}): Promise<Manifest> {
  const started = performance.now();
  const resumed = await prepareFolder(dir);
  report(
    `Backup of ${source.how} into ${dir}${resumed ? ' (finishing an unfinished backup)' : ''}`,
  );
  const touched = new Set<string>();
  await copyStoredFiles(filesDir, dir, touched, report);

  let attempt = 1;
  let result = await snapshotInto(dir, filesDir, source, touched, report);
  for (let lost = new Set(result.files.missing); source.concurrent; attempt++) {
    // Named by the snapshot, stored when the files were copied first, deleted since: a later
    // snapshot no longer names them. Files missing in two snapshots were lost before.
    const again = result.files.missing.filter((hash) => attempt === 1 || !lost.has(hash));
    if (again.length === 0 || attempt >= SNAPSHOT_ATTEMPTS) break;
    report(
      `files: ${count(again.length)} named by the snapshot were deleted before they were copied; taking the snapshot again`,
    );
    lost = new Set(result.files.missing);
    result = await snapshotInto(dir, filesDir, source, touched, report);
  }
  const { header, tables, files, created } = result;
  for (const [kind, hashes, why] of [
    ['missing', files.missing, 'are named by records but were not in DATA_DIR/files'],
    ['damaged', files.damaged, 'no longer match their SHA-256 in DATA_DIR/files: not copied'],
  ] as const) {
    if (hashes.length === 0) continue;
    report(
      `WARNING: ${count(hashes.length)} stored files ${why} (listed in the manifest as ${kind}): ${hashes.slice(0, 5).join(', ')}${hashes.length > 5 ? ', …' : ''}`,
    );
  }

  await rename(join(dir, TEMP_DIR, FILES_LIST), join(dir, FILES_LIST));
  for (const folder of [...touched, join(dir, TABLES_DIR), dir]) await syncDir(folder);
  const manifest = newManifest({
    created,
    source: { database: header.database, version: header.version, how: source.how },
    migrations: nameMigrations(header.migrations),
    tables,
    sequences: header.sequences,
    files,
  });
  await writeManifest(dir, manifest);
  await rm(join(dir, UNFINISHED), { force: true });
  await rm(join(dir, TEMP_DIR), { recursive: true, force: true });
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const tableBytes = tables.reduce((sum, table) => sum + table.bytes, 0);
  report(
    `Backup complete in ${since(started)}: ${count(tables.length)} tables, ${count(rows)} rows (${bytes(tableBytes)} gzipped), ${count(files.count)} files (${bytes(files.bytes)})${attempt > 1 ? `, snapshot taken ${attempt} times` : ''}.`,
  );
  return manifest;
}

/** Makes `dir` ready: new or empty, or an unfinished backup (answers true then); else refused. */
async function prepareFolder(dir: string): Promise<boolean> {
  // Only its owner may enter a new backup folder: it holds the accounts' password hashes.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const entries = await readdir(dir);
  if (entries.includes(MANIFEST))
    throw new BackupRefused(`${dir} holds a finished backup already: back up into a new folder.`);
  const resumed = entries.includes(UNFINISHED);
  if (entries.length > 0 && !resumed)
    throw new BackupRefused(`${dir} is not empty: back up into a new (or empty) folder.`);
  await writeFile(join(dir, UNFINISHED), UNFINISHED_TEXT);
  // The tables are read anew; files copied by an unfinished run stay (each whole and verified).
  for (const folder of [TABLES_DIR, TEMP_DIR])
    await rm(join(dir, folder), { recursive: true, force: true });
  for (const folder of [TABLES_DIR, FILES_DIR, TEMP_DIR])
    await mkdir(join(dir, folder), { recursive: true });
  return resumed;
}

type SnapshotResult = {
  header: SnapshotHeader;
  created: string;
  tables: ManifestTable[];
  files: Manifest['files'];
};

/**
 * Takes the snapshot: its tables into tables/, the hashes its rows name into a list, from which
 * (as soon as the list is whole, while the tables still stream) the files stored since the
 * first copy are copied and those no row names are dropped.
 */
async function snapshotInto(
  dir: string,
  filesDir: string,
  source: BackupSource,
  touched: Set<string>,
  report: Report,
): Promise<SnapshotResult> {
  const started = performance.now();
  const namedPath = join(dir, TEMP_DIR, 'named-hashes');
  const named = createWriteStream(namedPath);
  const namedDone = new Promise<void>((resolve, reject) => {
    named.on('finish', resolve);
    named.on('error', reject);
  });
  namedDone.catch(() => {});
  let header: SnapshotHeader | null = null;
  let created = '';
  let reconciling: Promise<Manifest['files']> | null = null;
  const reconcile = () => {
    reconciling ??= (async () => {
      named.end();
      await namedDone;
      return reconcileFiles(namedPath, dir, filesDir, touched, report);
    })();
    // Awaited below; a failure meanwhile must not count as unhandled.
    reconciling.catch(() => {});
  };
  const tables: ManifestTable[] = [];
  let writer: TableWriter | null = null;
  let rows = 0;
  const progress = paced(report, 5000);
  try {
    await source.snapshot(async (event) => {
      switch (event.type) {
        case 'header':
          header = event.header;
          created = new Date().toISOString();
          report(
            `database: snapshot of ${count(header.tables.length)} tables taken (${header.database}, ${header.migrations.length} migrations applied)`,
          );
          return;
        case 'hashes':
          return write(named, event.data);
        case 'table': {
          reconcile();
          const table = header?.tables.find((one) => one.name === event.name);
          if (!table) throw new Error(`the snapshot sent rows of an unknown table ${event.name}`);
          writer = openTableWriter(dir, table);
          rows = 0;
          return;
        }
        case 'rows': {
          if (!writer) throw new Error('the snapshot sent rows outside a table');
          const current: TableWriter = writer;
          rows += await current.write(event.data);
          const estimate = current.table.estimatedRows;
          progress(
            () =>
              `database: ${current.table.name} ${count(rows)}${estimate > rows ? ` of about ${count(estimate)}` : ''} rows`,
          );
          return;
        }
        case 'tableEnd': {
          if (!writer) throw new Error('the snapshot ended a table it did not begin');
          const table = await (writer as TableWriter).finish();
          writer = null;
          tables.push(table);
          report(`database: ${table.name}: ${count(table.rows)} rows (${bytes(table.bytes)})`);
          return;
        }
        case 'end':
          reconcile();
          return;
      }
    });
  } catch (error) {
    named.destroy();
    (writer as TableWriter | null)?.abandon();
    await (reconciling as Promise<unknown> | null)?.catch(() => {});
    throw error;
  }
  if (!header || !reconciling) throw new Error('the snapshot ended before it began');
  const files = await reconciling;
  report(`database: snapshot read in ${since(started)}`);
  return { header, created, tables, files };
}
