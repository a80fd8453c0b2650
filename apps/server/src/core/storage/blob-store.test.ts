import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from './blob-store';

// Issue 22, row 8: temporary files of uploads under way when the process was killed (kill -9)
// stayed in files/.incoming until they were a day old: 16 partial files, 41 MB after ten kills.

const storeModule = fileURLToPath(new URL('./blob-store.ts', import.meta.url));

/** A process of its own receiving into a store at `root`: answers when its first bytes are on disk. */
async function receivingProcess(root: string) {
  const script = join(root, '..', `receiver-${process.pid}.mjs`);
  await writeFile(
    script,
    `import { PassThrough } from 'node:stream';
const { createDiskBlobStore } = await import(${JSON.stringify(storeModule)});
const store = createDiskBlobStore(${JSON.stringify(root)});
const stream = new PassThrough();
void store.receive(stream, 1e9);
stream.write(Buffer.alloc(256 * 1024, 1), () => console.log('receiving'));
setInterval(() => {}, 1000);
`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('receiving')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the receiver exited (${code})`)));
  });
  return child;
}

const children: ReturnType<typeof spawn>[] = [];

const receivingFolders = (root: string) => readdir(join(root, '.incoming'));

describe('the disk store at start', () => {
  let dir: string;
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it("removes the temporary files of a process killed while receiving, keeping a running one's", async () => {
    dir = await mkdtemp(join(tmpdir(), 'partitura-blobs-'));
    const root = join(dir, 'files');
    const killed = await receivingProcess(root);
    const running = await receivingProcess(root);
    expect(await receivingFolders(root)).toHaveLength(2);
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;

    createDiskBlobStore(root);
    // The running receiver's folder and this store's own are left.
    const left = await receivingFolders(root);
    expect(left).toHaveLength(2);
    expect(left.some((name) => name.includes(`~${killed.pid}~`))).toBe(false);
    expect(left.some((name) => name.includes(`~${running.pid}~`))).toBe(true);
  });

  it("keeps another machine's or container's receiving folder until it is a day old", async () => {
    dir = await mkdtemp(join(tmpdir(), 'partitura-blobs-'));
    const root = join(dir, 'files');
    // Another machine; and a container with this machine's name but a pid namespace of its
    // own, whose pids (this test's among them) mean other processes.
    const others = [
      'another-host.0123456789ab~4242~123~0c5a',
      `${hostname()}.ffffffffffff~${process.pid}~1~0c5b`,
    ];
    for (const name of others) await mkdir(join(root, '.incoming', name), { recursive: true });
    createDiskBlobStore(root);
    for (const name of others) expect(await receivingFolders(root)).toContain(name);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of others) await utimes(join(root, '.incoming', name), twoDaysAgo, twoDaysAgo);
    createDiskBlobStore(root);
    for (const name of others) expect(await receivingFolders(root)).not.toContain(name);
  });
});
