import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  blobPath,
  COPIES_AT_ONCE,
  copyBlob,
  eachLimited,
  isContentHash,
  walkBlobs,
} from './blob-files';
import { FILES_DIR, FILES_LIST, TEMP_DIR, type Manifest } from './manifest';
import { bytes, count, paced, since, type Report } from './progress';
import { write } from './table-writer';

// The backup's copy of the stored files: copied before the snapshot, then brought in line with
// the hashes the snapshot names (files.tsv).

/** Copies every file stored now (those a finished part of the backup holds already aside). */
export async function copyStoredFiles(
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
export async function reconcileFiles(
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
