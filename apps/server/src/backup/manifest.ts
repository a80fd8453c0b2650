import { open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDir } from './blob-files';
import type { SequenceValue } from './snapshot';

/*
 * A backup is a folder an operator can read:
 *
 *   manifest.json         written last: what the backup holds (below); without it the folder is
 *                         an unfinished backup, which restore refuses
 *   UNFINISHED.txt        there while the backup runs (and after it failed), says so in words
 *   tables/<table>.copy.gz  each table's rows in PostgreSQL's COPY text format, gzipped
 *   files.tsv             the stored files the rows name: SHA-256 and size, a line each
 *   files/ab/cd/<sha256>  those files, laid out as in DATA_DIR/files
 */

export const MANIFEST = 'manifest.json';
export const UNFINISHED = 'UNFINISHED.txt';
export const FILES_LIST = 'files.tsv';
export const TABLES_DIR = 'tables';
export const FILES_DIR = 'files';
/** What a backup writes before it moves it into place (the file list), removed when it ends. */
export const TEMP_DIR = '.tmp';

const FORMAT = 'partitura-backup';
const VERSION = 1;

/** A migration the source had applied: its file's tag (null: unknown to the version that wrote it). */
export type ManifestMigration = { tag: string | null; hash: string; when: number };

export type ManifestTable = {
  name: string;
  /** The columns stored, in the order of the file's fields (generated columns are computed). */
  columns: string[];
  rows: number;
  /** The file, relative to the backup's folder; its size and SHA-256. */
  file: string;
  bytes: number;
  sha256: string;
};

export type Manifest = {
  format: typeof FORMAT;
  version: typeof VERSION;
  /** When the snapshot was taken (ISO 8601). */
  created: string;
  source: { database: 'pglite' | 'postgres'; version: string; how: string };
  migrations: ManifestMigration[];
  tables: ManifestTable[];
  sequences: SequenceValue[];
  files: {
    list: typeof FILES_LIST;
    count: number;
    bytes: number;
    /** SHA-256 of files.tsv. */
    sha256: string;
    /** Named by rows but not stored in DATA_DIR when the backup ran (already lost then). */
    missing: string[];
    /** Stored, but their content no longer matched their hash (not copied). */
    damaged: string[];
  };
};

/** The file of a table inside the backup. */
export function tableFile(name: string): string {
  return `${TABLES_DIR}/${encodeURIComponent(name)}.copy.gz`;
}

/** A backup that cannot be restored: the message says why, and what to do. */
export class BackupRefused extends Error {}

/** Reads and checks the manifest of the backup in `dir`. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let unfinished = false;
    try {
      await readFile(join(dir, UNFINISHED));
      unfinished = true;
    } catch {
      // not an unfinished backup either
    }
    throw new BackupRefused(
      unfinished
        ? `${dir} holds a backup that did not finish (it has no ${MANIFEST}): it cannot be restored. Use another backup, or run the backup again into this folder to finish it.`
        : `${dir} is not a Partitura backup: it has no ${MANIFEST}.`,
    );
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new BackupRefused(
      `${join(dir, MANIFEST)} is damaged: it is not JSON (${(error as Error).message}).`,
    );
  }
  const problem = manifestProblem(manifest);
  if (problem) throw new BackupRefused(`${join(dir, MANIFEST)} ${problem}`);
  return manifest as Manifest;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string';
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isSha256 = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const isList = (value: unknown, item: (entry: unknown) => boolean) =>
  Array.isArray(value) && value.every(item);

/** What is wrong with a parsed manifest, or null. */
function manifestProblem(manifest: unknown): string | null {
  if (!isObject(manifest) || manifest.format !== FORMAT)
    return 'is not the manifest of a Partitura backup.';
  if (manifest.version !== VERSION)
    return `is of format version ${String(manifest.version)}; this version of Partitura reads version ${VERSION}.`;
  const { source, files } = manifest;
  const valid =
    isText(manifest.created) &&
    isObject(source) &&
    (source.database === 'pglite' || source.database === 'postgres') &&
    isList(
      manifest.migrations,
      (entry) =>
        isObject(entry) &&
        (entry.tag === null || isText(entry.tag)) &&
        isText(entry.hash) &&
        isCount(entry.when),
    ) &&
    isList(
      manifest.tables,
      (entry) =>
        isObject(entry) &&
        isText(entry.name) &&
        isList(entry.columns, isText) &&
        isCount(entry.rows) &&
        entry.file === tableFile(String(entry.name)) &&
        isCount(entry.bytes) &&
        isSha256(entry.sha256),
    ) &&
    isList(
      manifest.sequences,
      (entry) =>
        isObject(entry) && isText(entry.name) && (entry.value === null || isText(entry.value)),
    ) &&
    isObject(files) &&
    files.list === FILES_LIST &&
    isCount(files.count) &&
    isCount(files.bytes) &&
    isSha256(files.sha256) &&
    isList(files.missing, isSha256) &&
    isList(files.damaged, isSha256);
  return valid ? null : 'is damaged: it lacks entries a backup has, or they are malformed.';
}

/**
 * Writes the manifest under a temporary name, flushes it and renames it into place: a backup
 * has a manifest only once everything it lists is on the disk.
 */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const temporary = join(dir, `${MANIFEST}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, join(dir, MANIFEST));
  await syncDir(dir);
}

export function newManifest(fields: Omit<Manifest, 'format' | 'version'>): Manifest {
  return { format: FORMAT, version: VERSION, ...fields };
}
