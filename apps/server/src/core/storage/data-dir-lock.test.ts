import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir, processStart } from './data-dir-lock';

const hasProc = processStart(process.pid) !== null;

let dir: string;
const children: ChildProcess[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'partitura-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => join(dir, 'partitura.lock');

/** Another process that takes the lock as a Partitura start does, and keeps running. */
async function holderProcess(): Promise<ChildProcess> {
  const source = await readFile(new URL('./data-dir-lock.ts', import.meta.url), 'utf8');
  const module = join(dir, 'lock-module.mjs');
  await writeFile(module, (await transform(source, { loader: 'ts', format: 'esm' })).code);
  const script =
    `import { lockDataDir } from ${JSON.stringify(pathToFileURL(module).href)};` +
    `lockDataDir(process.env.LOCK_DIR); console.log('locked'); setInterval(() => {}, 60000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, LOCK_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => data.includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

/** Several processes that try to take the lock at once; answers how many got it. */
async function contenders(count: number): Promise<number> {
  const source = await readFile(new URL('./data-dir-lock.ts', import.meta.url), 'utf8');
  const module = join(dir, 'lock-module.mjs');
  await writeFile(module, (await transform(source, { loader: 'ts', format: 'esm' })).code);
  const script =
    `import { lockDataDir } from ${JSON.stringify(pathToFileURL(module).href)};` +
    `try { lockDataDir(process.env.LOCK_DIR); console.log('locked'); setInterval(() => {}, 60000); }` +
    `catch { console.log('refused'); }`;
  const outcomes = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, LOCK_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise<string>((resolve) => {
      child.stdout!.on('data', (data: Buffer) => resolve(data.toString().trim()));
      child.once('exit', () => resolve('exited'));
    });
  });
  return (await Promise.all(outcomes)).filter((outcome) => outcome === 'locked').length;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A live process that is not Partitura at all. */
function sleeper(): ChildProcess {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('the DATA_DIR lock', () => {
  it('refuses a data directory that another running Partitura process holds', async () => {
    await holderProcess();
    expect(() => lockDataDir(dir)).toThrow(/in use by another Partitura process/);
  });

  it('refuses a second lock in the process that holds it', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Partitura process/);
    release();
  });

  it('takes over the lock of a holder killed with SIGKILL, and releases it', async () => {
    await killed(await holderProcess());
    expect(existsSync(lockFile())).toBe(true);
    const release = lockDataDir(dir);
    expect(await readFile(lockFile(), 'utf8')).toContain(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it.skipIf(!hasProc)(
    'takes over the lock of a killed holder whose process id now names another live process',
    async () => {
      // Process ids are reused: after the holder's death its pid may go to a process started
      // later (a sleep), or the lock may be read as naming an older one (the runner's parent).
      for (const unrelated of [() => sleeper().pid!, () => process.ppid]) {
        const holder = await holderProcess();
        await killed(holder);
        const lock = await readFile(lockFile(), 'utf8');
        await writeFile(lockFile(), lock.replace(String(holder.pid), String(unrelated())));
        const release = lockDataDir(dir);
        release();
        expect(existsSync(lockFile())).toBe(false);
      }
    },
  );

  it('takes over a stale lock of an earlier version naming a process that no longer runs', async () => {
    await writeFile(lockFile(), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(lockFile())).toBe(true);
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('leaves a lock that another process took over after this one lost it', async () => {
    const release = lockDataDir(dir);
    const other = JSON.stringify({ pid: 999999999, started: null, instance: 'other' });
    await writeFile(lockFile(), other);
    release();
    expect(await readFile(lockFile(), 'utf8')).toBe(other);
  });

  it('takes over a stale lock whose last takeover was left by a process that died', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: 0, started: null, instance: 'gone' }));
    const takeover = `${lockFile()}.takeover`;
    await writeFile(takeover, JSON.stringify({ pid: 0, started: null, instance: 'died' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    expect(existsSync(takeover)).toBe(false);
    release();
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    for (let round = 0; round < 3; round++) {
      await writeFile(lockFile(), JSON.stringify({ pid: 0, started: null, instance: 'gone' }));
      expect(await contenders(5)).toBe(1);
      for (const child of children.splice(0)) child.kill('SIGKILL');
      await rm(lockFile(), { force: true });
    }
  });
});
