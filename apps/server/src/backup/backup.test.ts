import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runBackup, type BackupSource } from './backup';
import { blobPath, walkBlobs } from './blob-files';
import { decodeEvents, encodeError, encodeEvent, RemoteSnapshotError } from './frames';
import { MANIFEST } from './manifest';
import type { SnapshotEvent, SnapshotHeader } from './snapshot';
import { wholeLines } from './sql-session';

/* runBackup's handling of the stored files, on a snapshot made up here (no database). */

const scratch = await mkdtemp(join(tmpdir(), 'partitura-backup-unit-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const header: SnapshotHeader = {
  database: 'pglite',
  version: 'made up',
  migrations: [],
  tables: [{ name: 'things', columns: ['id', 'name'], estimatedRows: 2 }],
  sequences: [{ name: 'things_id_seq', value: '2' }],
};

const hashOf = (content: string) => createHash('sha256').update(content).digest('hex');

let filesDir: string;
let dir: string;
let n = 0;
beforeEach(async () => {
  n++;
  filesDir = join(scratch, `files-${n}`);
  dir = join(scratch, `backup-${n}`);
  await mkdir(filesDir, { recursive: true });
});

async function store(content: string): Promise<string> {
  const hash = hashOf(content);
  await mkdir(dirname(blobPath(filesDir, hash)), { recursive: true });
  await writeFile(blobPath(filesDir, hash), content);
  return hash;
}

/** A snapshot naming, in its n-th reading, the n-th list of hashes (the last one from then on). */
function madeUp(named: string[][], concurrent = true): BackupSource & { readings: number } {
  const source = {
    how: 'a made-up database',
    concurrent,
    readings: 0,
    snapshot: async (emit: (event: SnapshotEvent) => Promise<void>) => {
      const hashes = named[Math.min(source.readings, named.length - 1)]!;
      source.readings++;
      await emit({ type: 'header', header });
      const lines = [...hashes].sort().map((hash) => `${hash}\n`);
      if (lines.length > 0) await emit({ type: 'hashes', data: Buffer.from(lines.join('')) });
      await emit({ type: 'table', name: 'things' });
      await emit({ type: 'rows', data: Buffer.from('1\tone\n2\ttwo\n') });
      await emit({ type: 'tableEnd', name: 'things' });
      await emit({ type: 'end' });
    },
  };
  return source;
}

async function backedUp(): Promise<string[]> {
  const hashes: string[] = [];
  for await (const hash of walkBlobs(join(dir, 'files'))) hashes.push(hash);
  return hashes;
}

describe('runBackup', () => {
  it('copies the stored files the snapshot names and leaves out those no row names', async () => {
    const [a, b, unused] = [await store('a'), await store('b'), await store('unused')];
    const lines: string[] = [];
    const manifest = await runBackup({
      dir,
      filesDir,
      source: madeUp([[a, b]]),
      report: (line) => lines.push(line),
    });
    expect(await backedUp()).toEqual([a, b].sort());
    expect(await backedUp()).not.toContain(unused);
    expect(manifest.files).toMatchObject({ count: 2, bytes: 2, missing: [], damaged: [] });
    const list = await readFile(join(dir, 'files.tsv'), 'utf8');
    expect(list).toBe(
      [a, b]
        .sort()
        .map((hash) => `${hash}\t1\n`)
        .join(''),
    );
    expect(manifest.files.sha256).toBe(hashOf(list));
    expect(manifest.tables).toEqual([
      expect.objectContaining({ name: 'things', rows: 2, file: 'tables/things.copy.gz' }),
    ]);
    expect(manifest.sequences).toEqual(header.sequences);
    expect(lines.at(-1)).toMatch(/^Backup complete in [\d.]+ s: 1 tables, 2 rows .* 2 files/);
    expect((await readdir(dir)).sort()).toEqual(['files', 'files.tsv', MANIFEST, 'tables']);
  });

  it('takes the snapshot again when a file it names is deleted before it is copied', async () => {
    const a = await store('a');
    // Uploaded after the files were first copied, named by the snapshot, deleted before it was
    // copied: the next snapshot no longer names it.
    const gone = hashOf('gone');
    const source = madeUp([[a, gone], [a]]);
    const lines: string[] = [];
    const manifest = await runBackup({ dir, filesDir, source, report: (line) => lines.push(line) });
    expect(source.readings).toBe(2);
    expect(lines).toContain(
      'files: 1 named by the snapshot were deleted before they were copied; taking the snapshot again',
    );
    expect(manifest.files).toMatchObject({ count: 1, missing: [] });
    expect(await backedUp()).toEqual([a]);
  });

  it('backs up a file lost before the backup as missing, with a warning, after one more snapshot', async () => {
    const a = await store('a');
    const lost = hashOf('lost long ago');
    const source = madeUp([[a, lost]]);
    const lines: string[] = [];
    const manifest = await runBackup({ dir, filesDir, source, report: (line) => lines.push(line) });
    expect(source.readings).toBe(2);
    expect(manifest.files).toMatchObject({ count: 1, missing: [lost] });
    expect(lines.find((line) => line.startsWith('WARNING'))).toContain(lost);

    // Nothing else writes (the embedded database read directly): no second snapshot.
    const alone = madeUp([[a, lost]], false);
    dir = join(scratch, `backup-${n}-alone`);
    await runBackup({ dir, filesDir, source: alone, report: () => {} });
    expect(alone.readings).toBe(1);
  });

  it('refuses a folder that holds other things or a finished backup', async () => {
    await mkdir(dir);
    await writeFile(join(dir, 'notes.txt'), 'mine');
    await expect(
      runBackup({ dir, filesDir, source: madeUp([[]]), report: () => {} }),
    ).rejects.toThrow(/is not empty: back up into a new \(or empty\) folder/);
    const finished = join(scratch, `finished-${n}`);
    await runBackup({ dir: finished, filesDir, source: madeUp([[]]), report: () => {} });
    await expect(
      runBackup({ dir: finished, filesDir, source: madeUp([[]]), report: () => {} }),
    ).rejects.toThrow(/holds a finished backup already/);
  });
});

describe('snapshot frames', () => {
  const events: SnapshotEvent[] = [
    { type: 'header', header },
    { type: 'hashes', data: Buffer.from(`${hashOf('a')}\n`) },
    { type: 'table', name: 'things' },
    { type: 'rows', data: Buffer.from('1\tone\n') },
    { type: 'tableEnd', name: 'things' },
    { type: 'end' },
  ];

  /** The bytes cut into pieces of the given sizes, in turn. */
  async function* pieces(bytes: Buffer, sizes: number[]) {
    for (let at = 0, i = 0; at < bytes.length; i++) {
      const size = sizes[i % sizes.length]!;
      yield bytes.subarray(at, at + size);
      at += size;
    }
  }

  async function decoded(stream: AsyncIterable<Buffer>) {
    const out: SnapshotEvent[] = [];
    for await (const event of decodeEvents(stream)) out.push(event);
    return out;
  }

  it('carries the events over a byte stream cut anywhere', async () => {
    const bytes = Buffer.concat(events.flatMap(encodeEvent));
    for (const sizes of [[1], [3, 5, 7], [bytes.length]])
      expect(await decoded(pieces(bytes, sizes))).toEqual(events);
  });

  it('cuts rows into frames of at most a megabyte', async () => {
    const rows = Buffer.alloc(2.5 * 1024 * 1024, 'x');
    const frames = encodeEvent({ type: 'rows', data: rows });
    expect(frames).toHaveLength(3);
    const out = await decoded(pieces(Buffer.concat(frames), [3, 65536]));
    expect(out.map((event) => event.type)).toEqual(['rows', 'rows', 'rows']);
    // (Buffer.equals: Vitest's deep equality walks a buffer byte by byte.)
    expect(Buffer.concat(out.map((event) => (event as { data: Buffer }).data)).equals(rows)).toBe(
      true,
    );
  });

  it("fails on the server's error frame and on an answer cut short", async () => {
    const failed = Buffer.concat([...encodeEvent(events[0]!), encodeError('disk gone')]);
    await expect(decoded(pieces(failed, [100]))).rejects.toThrow(
      new RemoteSnapshotError('disk gone'),
    );
    const cut = Buffer.concat(encodeEvent(events[3]!)).subarray(0, 8);
    await expect(decoded(pieces(cut, [100]))).rejects.toThrow(/in the middle of a frame/);
  });
});

describe('wholeLines', () => {
  it('regroups text into slices that end at line breaks', async () => {
    async function* text() {
      yield Buffer.from('a\tb\nc');
      yield Buffer.from('d\te\n');
      yield Buffer.from('f\tg\nh\ti\n');
    }
    const slices: string[] = [];
    for await (const slice of wholeLines(text(), 4)) slices.push(slice.toString());
    expect(slices.join('')).toBe('a\tb\ncd\te\nf\tg\nh\ti\n');
    for (const slice of slices) expect(slice.endsWith('\n')).toBe(true);
  });
});
