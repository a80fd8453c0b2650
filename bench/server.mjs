// The built server as the benchmark drives it: started on a free port with the SQL capture
// loaded (sql-capture.mjs), asked over HTTP, stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** A port no process listens on now (BENCH_PORT fixes one), so a benchmark can run beside tests. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startServer(env) {
  const port = Number(process.env.BENCH_PORT || (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', join(here, 'sql-capture.mjs'), join(here, '../apps/server/dist/main.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
      // As npm start runs it (scripts/start.mjs): two glibc malloc arenas unless told otherwise.
      env: {
        MALLOC_ARENA_MAX: '2',
        ...process.env,
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'error',
      },
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await waitForHealth(url, exited);
  const xsrf = (await fetch(`${url}/healthz`)).headers
    .get('set-cookie')
    .match(/XSRF-TOKEN=([^;]+)/)[1];

  /** Sends one GraphQL request (or a batch); answers the parsed JSON, errors included. */
  async function post(body, token) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return response.json();
  }

  /** GETs a path (a document the server answers beside the API: OAI-PMH); its status and text. */
  async function get(path) {
    const response = await fetch(`${url}${path}`);
    return { status: response.status, text: await response.text() };
  }

  /** Sends one IPC message to the server's SQL capture and waits for its answer. */
  function ask(message) {
    return new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  }

  /** Runs `fn` and answers the SQL statements the server sent meanwhile. */
  async function capture(fn) {
    await ask('capture:start');
    await fn();
    return (await ask('capture:stop')).statements;
  }

  async function stop() {
    child.kill('SIGTERM');
    await exited;
  }

  return { url, pid: child.pid, xsrf, post, get, capture, stop };
}

async function waitForHealth(url, exited) {
  let gone = false;
  exited.then(() => (gone = true));
  for (let i = 0; i < 3000 && !gone; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(gone ? 'the server stopped at start' : 'the server did not become healthy');
}
