import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { tableFile, type ManifestTable } from './manifest';
import type { SnapshotHeader } from './snapshot';
import { linesIn } from './sql-session';

/**
 * gzip's level for the tables: level 1 packs COPY text to about a fifth, at several times the
 * speed of the default 6, which would gain a few percent more; a backup of the embedded
 * database holds the server while the rows stream through it.
 */
const GZIP_LEVEL = 1;

export type TableWriter = {
  table: SnapshotHeader['tables'][number];
  /** Writes COPY text; answers the rows it holds. */
  write(data: Buffer): Promise<number>;
  finish(): Promise<ManifestTable>;
  abandon(): void;
};

/** Writes a table's COPY text gzipped into tables/, hashing and counting what reaches the disk. */
export function openTableWriter(dir: string, table: SnapshotHeader['tables'][number]): TableWriter {
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
export function write(stream: Writable | WriteStream, chunk: Buffer): Promise<void> {
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
