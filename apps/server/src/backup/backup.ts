import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { blobPath, copyBlob, eachLimited, isContentHash, syncDir, walkBlobs } from './blob-files';
import {
  BackupRefused,
  FILES_DIR,
  FILES_LIST,
  MANIFEST,
  newManifest,
  tableFile,
  TABLES_DIR,
  UNFINISHED,
  writeManifest,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { nameMigrations } from './migrations';
import { bytes, count, paced, since, type Report } from './progress';
import type { Snapshot, SnapshotHeader } from './snapshot';
import { linesIn } from './sql-session';

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
/** Stored files copied at once (each is flushed to the disk before it counts). */
const COPIES_AT_ONCE = 4;
/**
 * gzip's level for the tables: level 1 packs COPY text to about a fifth, at several times the
 * speed of the default 6, which would gain a few percent more; a backup of the embedded
 * database holds the server while the rows stream through it.
 */
const GZIP_LEVEL = 1;

const TEMP_DIR = '.tmp';

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

/** Copies every file stored now (those a finished part of the backup holds already aside). */
async function copyStoredFiles(
  filesDir: string,
  dir: string,
  touched: Set<string>,
  report: Report,
): Promise<void> {
  const started = performance.now();
  let total = 0;
  let totalBytes = 0;
  for await (const hash of walkBlobs(filesDir)) {
    total++;
    totalBytes += (await stat(blobPath(filesDir, hash)).catch(() => null))?.size ?? 0;
  }
  report(`files: ${count(total)} stored (${bytes(totalBytes)}), copying`);
  const target = join(dir, FILES_DIR);
  const temp = join(dir, TEMP_DIR);
  const progress = paced(report);
  let done = 0;
  let doneBytes = 0;
  const line = () =>
    `files: ${count(done)} of ${count(total)} (${bytes(doneBytes)} of ${bytes(totalBytes)})`;
  await eachLimited(walkBlobs(filesDir), COPIES_AT_ONCE, async (hash) => {
    const kept = await stat(blobPath(target, hash)).catch(() => null);
    // Deleted since it was counted, or damaged: what the snapshot names is looked at again.
    const outcome = kept
      ? { outcome: 'copied' as const, size: kept.size }
      : await copyBlob(hash, filesDir, target, temp, touched);
    done++;
    if (outcome.outcome === 'copied') doneBytes += outcome.size;
    progress(line);
  });
  report(`${line()} copied in ${since(started)}`);
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

type TableWriter = {
  table: SnapshotHeader['tables'][number];
  /** Writes COPY text; answers the rows it holds. */
  write(data: Buffer): Promise<number>;
  finish(): Promise<ManifestTable>;
  abandon(): void;
};

/** Writes a table's COPY text gzipped into tables/, hashing and counting what reaches the disk. */
function openTableWriter(dir: string, table: SnapshotHeader['tables'][number]): TableWriter {
  const file = tableFile(table.name);
  const path = join(dir, file);
  const gzip = createGzip({ level: GZIP_LEVEL });
  const digest = createHash('sha256');
  let size = 0;
  let rows = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(gzip, hashing, createWriteStream(path));
  written.catch(() => {});
  return {
    table,
    async write(data) {
      const lines = linesIn(data);
      rows += lines;
      await write(gzip, data);
      return lines;
    },
    async finish() {
      gzip.end();
      await written;
      const handle = await open(path, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      return {
        name: table.name,
        columns: table.columns,
        rows,
        file,
        bytes: size,
        sha256: digest.digest('hex'),
      };
    },
    abandon: () => gzip.destroy(),
  };
}

/**
 * Writes a chunk and waits until the stream has taken it (so memory holds a chunk, not a table);
 * fails when the stream fails instead (a full disk further down its pipeline destroys it). The
 * listener goes with each write: anything left waiting on the stream per chunk would keep the
 * chunk alive until the table ends.
 */
function write(stream: Writable | WriteStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const closed = () => reject(stream.errored ?? new Error('the output stream closed'));
    stream.once('close', closed);
    stream.write(chunk, (error) => {
      stream.off('close', closed);
      if (error) reject(error);
      else resolve();
    });
  });
}

/** The named hashes, read back from their list: ascending, each once (anything else fails). */
async function* namedHashes(path: string): AsyncGenerator<string> {
  let previous = '';
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  })) {
    if (!isContentHash(line)) throw new Error(`the files table names a malformed hash: ${line}`);
    if (line <= previous)
      throw new Error('the database does not sort content hashes as expected (collation)');
    previous = line;
    yield line;
  }
}

/**
 * Brings the backup's files/ in line with the snapshot (both lists ascending, walked together):
 * a named file not copied yet is copied now, a copied file no row names is removed; writes
 * files.tsv (into the temporary folder, moved into place with the manifest).
 */
async function reconcileFiles(
  namedPath: string,
  dir: string,
  filesDir: string,
  touched: Set<string>,
  report: Report,
): Promise<Manifest['files']> {
  const backupFiles = join(dir, FILES_DIR);
  const temp = join(dir, TEMP_DIR);
  const listPath = join(temp, FILES_LIST);
  const list = createWriteStream(listPath);
  const listed = new Promise<void>((resolve, reject) => {
    list.on('finish', resolve);
    list.on('error', reject);
  });
  listed.catch(() => {});
  const digest = createHash('sha256');
  const files: Manifest['files'] = {
    list: FILES_LIST,
    count: 0,
    bytes: 0,
    sha256: '',
    missing: [],
    damaged: [],
  };
  let added = 0;
  let dropped = 0;
  const keep = async (hash: string, size: number) => {
    const line = Buffer.from(`${hash}\t${size}\n`);
    digest.update(line);
    files.count++;
    files.bytes += size;
    await write(list, line);
  };
  const wanted = namedHashes(namedPath);
  const copied = walkBlobs(backupFiles);
  let want = await wanted.next();
  let have = await copied.next();
  try {
    while (!want.done || !have.done) {
      if (!want.done && (have.done || want.value < have.value)) {
        const outcome = await copyBlob(want.value, filesDir, backupFiles, temp, touched);
        if (outcome.outcome === 'copied') {
          added++;
          await keep(want.value, outcome.size);
        } else files[outcome.outcome].push(want.value);
        want = await wanted.next();
      } else if (!have.done && (want.done || have.value < want.value)) {
        await rm(blobPath(backupFiles, have.value), { force: true });
        dropped++;
        have = await copied.next();
      } else if (!want.done && !have.done) {
        await keep(want.value, (await stat(blobPath(backupFiles, want.value))).size);
        want = await wanted.next();
        have = await copied.next();
      }
    }
    list.end();
    await listed;
  } finally {
    list.destroy();
  }
  const handle = await open(listPath, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  files.sha256 = digest.digest('hex');
  report(
    `files: ${count(files.count)} named by the snapshot (${bytes(files.bytes)}); ${count(added)} stored since the copy added, ${count(dropped)} no longer used left out`,
  );
  return files;
}
