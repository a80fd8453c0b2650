// What the chaos suite drives: the built server as real processes (killed, stopped, restarted),
// PostgreSQL servers of the suite's own, a small disk. Everything over HTTP, as clients do.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll } from 'vitest';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** CHAOS=full (npm run audit:chaos) runs every scenario longer and more often. */
export const full = process.env.CHAOS === 'full';

export const ADMIN = { email: 'chaos@partitura.test', password: 'chaos-password-123' };

/** A port no process listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function scratchDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `partitura-chaos-${name}-`));
}

export type Partitura = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (JSON log lines), for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, and the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9, and the exit. */
  kill(): Promise<void>;
};

/**
 * Starts the built server (apps/server/dist/main.js, as `npm start` runs it) on a free port, or
 * `npm start` itself (`via: 'npm'`), and waits until /healthz answers.
 */
export async function startPartitura(
  env: Record<string, string>,
  { via = 'node' }: { via?: 'node' | 'npm' } = {},
): Promise<Partitura> {
  const port = await freePort();
  const command =
    via === 'npm'
      ? { file: 'npm', args: ['start', '--silent'] }
      : {
          file: process.execPath,
          args: ['--enable-source-maps', join(root, 'apps/server/dist/main.js')],
        };
  const child = spawn(command.file, command.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; ; i++) {
    if (gone) throw new Error(`the server stopped at start:\n${output}`);
    if (i > 1200) throw new Error(`the server did not answer /healthz in 120 s:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A client of the API as the web app is one: the XSRF cookie echoed, a bearer token. */
export class Client {
  private constructor(
    readonly url: string,
    private readonly xsrf: string,
    private token: string | null,
  ) {}

  static async signedIn(url: string): Promise<Client> {
    const cookie = (await fetch(`${url}/healthz`)).headers.get('set-cookie') ?? '';
    const client = new Client(url, /XSRF-TOKEN=([^;]+)/.exec(cookie)![1], null);
    const { data } = await client.post(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      ADMIN,
    );
    client.token = (data as { login: { token: string } }).login.token;
    return client;
  }

  headers(): Record<string, string> {
    return {
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
  }

  /** One operation: its status and answer (a network failure throws). */
  async post(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ status: number; data: any; errors: any[] }> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json', locale: 'de' },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data?: unknown; errors?: unknown[] };
    return { status: response.status, data: json.data ?? null, errors: json.errors ?? [] };
  }

  async upload(name: string, bytes: Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation ($input: FileInput!) { upsertFile(input: $input) { success id } }',
        variables: { input: { file: null } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', new Blob([bytes]), name);
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { ...this.headers(), locale: 'de' },
      body: form,
    });
    const json = (await response.json().catch(() => ({}))) as { data?: any; errors?: any[] };
    return { status: response.status, data: json.data ?? null, errors: json.errors ?? [] };
  }

  async download(id: string): Promise<Buffer | null> {
    const response = await fetch(`${this.url}/file/${id}/download`, { headers: this.headers() });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The error codes an answer carries (none: served). */
export const codes = (answer: { errors: any[] }): string[] =>
  answer.errors.map((error) => String(error.extensions?.code));

/** Temporary upload files left in DATA_DIR/files/.incoming (every process's folder). */
export function temporaryFiles(dataDir: string): string[] {
  const incoming = join(dataDir, 'files', '.incoming');
  if (!existsSync(incoming)) return [];
  return readdirSync(incoming, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The PostgreSQL server the tests use (TEST_DATABASE_URL), or null. */
export const sharedPostgres = process.env.TEST_DATABASE_URL ?? null;

/** A new, empty database on the shared PostgreSQL server; `drop` removes it. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `partitura_chaos_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: sharedPostgres! });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(sharedPostgres!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: sharedPostgres! });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** PostgreSQL's server programs (initdb, pg_ctl) of this machine, or null. */
function postgresBin(): string | null {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return null;
    const version = readdirSync(base).sort().at(-1);
    return version ? join(base, version, 'bin') : null;
  }
}

const bin = postgresBin();
export const canRunCluster = bin !== null && existsSync(join(bin, 'initdb'));

export type Cluster = {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
};

/**
 * A PostgreSQL cluster of the suite's own (initdb in a temporary directory, a free port), to stop
 * and start under load. As root, its programs run as the `postgres` user, as PostgreSQL demands.
 */
export async function privateCluster(): Promise<Cluster> {
  const dir = scratchDir('cluster');
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, uid('postgres'), gid('postgres'));
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin!, program),
      asRoot ? ['-u', 'postgres', '--', join(bin!, program), ...args] : args,
      { stdio: 'pipe', cwd: dir },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      void run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', join(dir, 'log'), 'start']),
    stop: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove() {
      try {
        cluster.stop();
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

const uid = (user: string) => Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
const gid = (user: string) => Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());

/** Waits until `check` holds, looking again every 50 ms, for at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Steps to take after the file's tests, last registered first (stop the server before removing
 * its data): answers the function that registers one.
 */
export function cleanups(): (...steps: (() => unknown)[]) => void {
  const steps: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of steps.reverse()) await step();
  });
  return (...more) => void steps.push(...more);
}
