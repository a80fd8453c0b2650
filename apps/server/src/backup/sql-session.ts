import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** A table as a backup holds it: its name (schema public) and the columns stored (not generated). */
export type TableSpec = { name: string; columns: string[] };

/**
 * One transaction on either database, as backup and restore need it: statements, and a table's
 * rows in PostgreSQL's COPY text format out and in, streamed. PGlite has no COPY stream: its COPY
 * reads and writes a whole buffer (`/dev/blob`), so rows go in slices of the table's pages out
 * and of the text in, and a slice is all it holds at once.
 */
export type SqlSession = {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  /** The table's rows (TableSpec's columns) in COPY text format, one line per row. */
  copyOut(table: TableSpec): AsyncIterable<Buffer>;
  /** Loads COPY text (whole lines) into the table's columns; answers the rows loaded. */
  copyIn(table: TableSpec, text: AsyncIterable<Buffer>): Promise<number>;
};

/** A name quoted as an SQL identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The table, qualified: backup covers the schema `public`. */
export function qualified(table: string): string {
  return `public.${ident(table)}`;
}

function columnList(table: TableSpec): string {
  return table.columns.map(ident).join(', ');
}

/** A transaction of node-postgres (`client` has begun it): COPY through pg-copy-streams. */
export function postgresSession(client: pg.ClientBase): SqlSession {
  return {
    async query(text, params) {
      const result = await client.query(text, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    copyOut(table) {
      return client.query(
        copyTo(`COPY (SELECT ${columnList(table)} FROM ${qualified(table.name)}) TO STDOUT`),
      );
    },
    async copyIn(table, text) {
      const stream = client.query(
        copyFrom(`COPY ${qualified(table.name)} (${columnList(table)}) FROM STDIN`),
      );
      await pipeline(Readable.from(text), stream);
      return stream.rowCount;
    },
  };
}

/** Pages of a table read per COPY out of PGlite: 8 MB of rows (more as text) at a time. */
const PGLITE_PAGES_PER_READ = 1024;
/** Bytes of COPY text loaded into PGlite per COPY. */
const PGLITE_BYTES_PER_LOAD = 8 * 1024 * 1024;

/** A transaction of PGlite: COPY to and from `/dev/blob`, a slice at a time. */
export function pgliteSession(tx: PgliteTransaction): SqlSession {
  return {
    async query(text, params) {
      const result = await tx.query(text, params);
      return { rows: result.rows as never[], rowCount: result.affectedRows ?? 0 };
    },
    async *copyOut(table) {
      // Read by ranges of the heap's pages (a TID range scan): the snapshot sees no other
      // writer, so the table's size holds while it is read.
      const size = await tx.query<{ pages: string }>(
        `SELECT (pg_relation_size($1::regclass) / current_setting('block_size')::int8)::text AS pages`,
        [qualified(table.name)],
      );
      const pages = Number(size.rows[0]?.pages ?? 0);
      for (let first = 0; first < pages; first += PGLITE_PAGES_PER_READ) {
        const last = first + PGLITE_PAGES_PER_READ;
        const result = await tx.query(
          `COPY (SELECT ${columnList(table)} FROM ${qualified(table.name)} ` +
            `WHERE ctid >= '(${first},0)'::tid AND ctid < '(${last},0)'::tid) TO '/dev/blob'`,
        );
        if (result.blob && result.blob.size > 0) yield Buffer.from(await result.blob.arrayBuffer());
      }
    },
    async copyIn(table, text) {
      let rows = 0;
      const load = async (slice: Buffer) => {
        const result = await tx.query(
          `COPY ${qualified(table.name)} (${columnList(table)}) FROM '/dev/blob'`,
          [],
          { blob: new Blob([slice]) },
        );
        rows += result.affectedRows ?? 0;
      };
      for await (const slice of wholeLines(text, PGLITE_BYTES_PER_LOAD)) await load(slice);
      return rows;
    },
  };
}

/**
 * Regroups a stream of text into slices of about `size` bytes that end at a line's end (COPY
 * text escapes line breaks inside values, so a line is a row). The last slice is whatever is
 * left; text that does not end in a line break fails there, in COPY.
 */
export async function* wholeLines(text: AsyncIterable<Buffer>, size: number) {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of text) {
    parts.push(chunk);
    length += chunk.length;
    if (length < size) continue;
    const joined = Buffer.concat(parts, length);
    const end = joined.lastIndexOf(10) + 1;
    if (end === 0) {
      parts = [joined];
      continue;
    }
    yield joined.subarray(0, end);
    parts = end < joined.length ? [joined.subarray(end)] : [];
    length = joined.length - end;
  }
  if (length > 0) yield Buffer.concat(parts, length);
}

/** How many rows COPY text holds: its line breaks. */
export function linesIn(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  return lines;
}
