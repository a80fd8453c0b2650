import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, Client, freePort, root, scratchDir, until } from './support';

// Issue 22, row 11: `npm start` ended by SIGTERM or SIGINT to its own process (what systemd,
// Docker and process managers do) left the server running as an orphan holding DATA_DIR. The
// signal must reach the server: it stops accepting, finishes the requests under way within
// SHUTDOWN_TIMEOUT_MS, closes the database and exits 0.

/** `npm start` in a process group of its own (as a terminal or a service manager runs it). */
async function npmStart(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'none',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the process's last lines are read by then (its log ends "stopped").
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok === true,
    120_000,
    `npm start serving:\n${output}`,
  );
  return { url, child, exited, output: () => output };
}

/** The processes whose parent is `pid`. */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Answer = { status: number; body: string; connection: string | undefined };

/**
 * An upload sent slowly (a reader on a slow line): 2 MB in 64 kB pieces, one every 40 ms.
 * Answers once the server has its first bytes, with the answer to come.
 */
async function slowUpload(url: string, client: Client): Promise<{ answered: Promise<Answer> }> {
  const boundary = 'chaos-slow-upload';
  const head = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="operations"',
      '',
      JSON.stringify({
        query: 'mutation ($input: FileInput!) { upsertFile(input: $input) { success id } }',
        variables: { input: { file: null } },
      }),
      `--${boundary}`,
      'Content-Disposition: form-data; name="map"',
      '',
      JSON.stringify({ 0: ['variables.input.file'] }),
      `--${boundary}`,
      'Content-Disposition: form-data; name="0"; filename="slow.bin"',
      'Content-Type: application/octet-stream',
      '',
      '',
    ].join('\r\n'),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request(`${url}/graphql`, {
    method: 'POST',
    headers: { ...client.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      );
    });
    req.on('error', reject);
  });
  req.write(head);
  let sent = 0;
  const piece = Buffer.alloc(64 * 1024, 7);
  await new Promise<void>((first) => {
    const pump = () => {
      if (sent >= 32) return void req.end(tail);
      req.write(piece, () => {
        if (sent === 1) first();
      });
      sent++;
      setTimeout(pump, 40);
    };
    pump();
  });
  return { answered: answer };
}

describe('npm start, ended by a signal', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM to npm: the upload under way is answered, the server exits 0 and leaves no orphan', async () => {
    const dataDir = scratchDir('sigterm');
    dirs.push(dataDir);
    // Time enough to finish any request: the stop must end with the answer, not with this.
    const npm = await npmStart(dataDir, { SHUTDOWN_TIMEOUT_MS: '60000' });
    const [server] = childrenOf(npm.child.pid!);
    expect(server).toBeDefined();
    const client = await Client.signedIn(npm.url);
    const { answered } = await slowUpload(npm.url, client);
    process.kill(npm.child.pid!, 'SIGTERM');
    const uploaded = await answered;
    const answeredAt = Date.now();
    expect(uploaded.status).toBe(200);
    expect(JSON.parse(uploaded.body).data.upsertFile.success).toBe(true);
    // Its connection ends with it, so the server need not wait out the time it was given.
    expect(uploaded.connection).toBe('close');
    expect(await npm.exited).toBe(0);
    expect(Date.now() - answeredAt).toBeLessThan(30_000);
    expect(running(server)).toBe(false);
    expect(existsSync(join(dataDir, 'partitura.lock'))).toBe(false);
    await expect(fetch(`${npm.url}/healthz`)).rejects.toThrow();
    expect(npm.output()).toMatch(/"msg":"stopped"/);
  });

  it('Ctrl-C (SIGINT to npm and the server at once): one stop, not a hurried one; exit 0', async () => {
    const dataDir = scratchDir('sigint');
    dirs.push(dataDir);
    const npm = await npmStart(dataDir);
    const [server] = childrenOf(npm.child.pid!);
    // The terminal signals the whole foreground process group.
    process.kill(-npm.child.pid!, 'SIGINT');
    expect(await npm.exited).toBe(0);
    expect(running(server)).toBe(false);
    expect(npm.output()).not.toMatch(/stopping now, without waiting/);
    expect(existsSync(join(dataDir, 'partitura.lock'))).toBe(false);
  });

  it('cuts a request that outlasts SHUTDOWN_TIMEOUT_MS, and still exits 0 at once after', async () => {
    const dataDir = scratchDir('drain');
    dirs.push(dataDir);
    const npm = await npmStart(dataDir, { SHUTDOWN_TIMEOUT_MS: '300' });
    const client = await Client.signedIn(npm.url);
    const { answered } = await slowUpload(npm.url, client);
    const stopped = Date.now();
    process.kill(npm.child.pid!, 'SIGTERM');
    await expect(answered).rejects.toThrow();
    expect(await npm.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(10_000);
  });
});
