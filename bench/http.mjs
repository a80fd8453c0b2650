// The HTTP suite (BENCH_SUITES=http): what the GraphQL path costs beyond HTTP itself. A bare
// node:http server answering a small JSON, `{ __typename }` and `getSetting` over /graphql of
// the built server (own scratch data directory, no archive needed), measured side by side in one
// run with several clients at once, rounds interleaved so that a busy moment of the machine
// hits every case alike.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { concurrent } from './measure.mjs';
import { startServer } from './server.mjs';

/** Targets of issue 11: the share of the bare server's throughput each case keeps at least. */
const TARGETS = { typename: 1 / 4, getSetting: 1 / 6 };
const SETTING = { key: 'site_title', value: 'Partitura benchmark' };

/**
 * CPU time (user + system, µs) the process has used so far, from /proc (Linux; null elsewhere).
 * Per request, it says what a case costs the server even when other work shares the machine and
 * the requests per second wander.
 */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** A node:http server in a process of its own answering every request with a small JSON. */
async function startBare() {
  const source = `
    const server = require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end('{"data":{"__typename":"Query"}}');
      });
    });
    server.keepAliveTimeout = 65000;
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server stopped (exit ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}

/**
 * A keep-alive connection speaking just enough HTTP/1.1 to send one request after another and
 * read each answer (Content-Length or chunked): much cheaper per request than node:http's client,
 * so that the client is not what limits the bare server (autocannon does the same).
 */
async function connect(url) {
  const { hostname, port } = new URL(url);
  const socket = createConnection({ host: hostname, port: Number(port), noDelay: true });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffered = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const answer = waiting && parseAnswer(buffered);
    if (!answer) return;
    buffered = buffered.subarray(answer.length);
    const { resolve } = waiting;
    waiting = null;
    resolve(answer);
  });
  socket.on('error', (error) => waiting?.reject(error));
  return {
    /** Sends the prepared request bytes and answers `{ status, headers, body }`. */
    send(bytes) {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(bytes);
      });
    },
    close: () => socket.destroy(),
  };
}

/** One complete answer at the start of `data` (with its length in bytes), or null. */
function parseAnswer(data) {
  const head = data.indexOf('\r\n\r\n');
  if (head < 0) return null;
  const lines = data.subarray(0, head).toString('latin1').split('\r\n');
  const status = Number(lines[0].split(' ')[1]);
  const headers = Object.fromEntries(
    lines.slice(1).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  let at = head + 4;
  if (headers['content-length'] !== undefined) {
    const end = at + Number(headers['content-length']);
    return end > data.length
      ? null
      : { status, headers, body: data.subarray(at, end), length: end };
  }
  if (!/chunked/i.test(headers['transfer-encoding'] ?? '')) throw new Error('no answer length');
  const parts = [];
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    const end = lineEnd + 2 + size + 2;
    if (end > data.length) return null;
    if (size === 0) return { status, headers, body: Buffer.concat(parts), length: end };
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = end;
  }
}

/** The bytes of a POST of `body` to `url` with `headers`. */
function postBytes(url, body, headers) {
  const { host, pathname } = new URL(url);
  const payload = Buffer.from(body);
  const lines = [
    `POST ${pathname} HTTP/1.1`,
    `Host: ${host}`,
    'Content-Type: application/json',
    `Content-Length: ${payload.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

export async function runHttp({ clients, requests = 4000, rounds = 3 }) {
  const dir = mkdtempSync(join(tmpdir(), 'partitura-bench-http-'));
  const admin = { email: 'bench@partitura.test', password: 'bench-password-123' };
  const bare = await startBare();
  // A server that fails to start must not leave the bare one running (it would keep the
  // benchmark waiting for ever).
  const server = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: '',
    SEED: 'none',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }).catch(async (error) => {
    await bare.stop();
    throw error;
  });
  try {
    // The public setting a visitor reads on every page (the site's title), set once.
    const login = await server.post({
      query: `mutation { login(email: "${admin.email}", password: "${admin.password}") { token } }`,
    });
    await server.post(
      {
        query:
          'mutation($key: String!, $value: String) { upsertSetting(key: $key, value: $value) { success } }',
        variables: SETTING,
      },
      login.data.login.token,
    );
    // A visitor's request as the web app sends it: the XSRF cookie and header, no session.
    const headers = { cookie: `XSRF-TOKEN=${server.xsrf}`, 'x-xsrf-token': server.xsrf };
    const cases = {
      bare: {
        pid: bare.pid,
        url: bare.url,
        body: '{"query":"{ __typename }"}',
        expect: '"__typename":"Query"',
      },
      typename: {
        pid: server.pid,
        url: `${server.url}/graphql`,
        body: JSON.stringify({ query: '{ __typename }' }),
        expect: '{"data":{"__typename":"Query"}}',
      },
      getSetting: {
        pid: server.pid,
        url: `${server.url}/graphql`,
        body: JSON.stringify({
          query: 'query getSetting($key: String!) { getSetting(key: $key) { key value } }',
          variables: { key: SETTING.key },
        }),
        expect: SETTING.value,
      },
    };
    // One keep-alive connection per client and server.
    const connections = {
      [bare.url]: await Promise.all(Array.from({ length: clients }, () => connect(bare.url))),
      [server.url]: await Promise.all(Array.from({ length: clients }, () => connect(server.url))),
    };
    const ask = async ({ url, bytes, expect }, client) => {
      const answer = await connections[new URL(url).origin][client].send(bytes);
      const text = answer.body.toString('utf8');
      if (answer.status !== 200 || !text.includes(expect))
        throw new Error(`unexpected answer ${answer.status}: ${text.slice(0, 200)}`);
    };
    for (const testCase of Object.values(cases)) {
      testCase.bytes = postBytes(testCase.url, testCase.body, headers);
    }
    const measured = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
    try {
      for (const testCase of Object.values(cases)) {
        await concurrent(clients, 500, (_, client) => ask(testCase, client));
      }
      for (let round = 0; round < rounds; round++) {
        for (const [name, testCase] of Object.entries(cases)) {
          const cpu = cpuMicros(testCase.pid);
          const run = await concurrent(clients, requests, (_, client) => ask(testCase, client));
          if (cpu !== null) run.cpuPerRequest = (cpuMicros(testCase.pid) - cpu) / requests;
          measured[name].push(run);
        }
      }
    } finally {
      for (const connection of Object.values(connections).flat()) connection.close();
    }
    // The median round of each case.
    const median = (runs) => [...runs].sort((a, b) => a.perSecond - b.perSecond)[runs.length >> 1];
    const result = Object.fromEntries(
      Object.entries(measured).map(([name, runs]) => [name, median(runs)]),
    );
    for (const name of Object.keys(TARGETS)) {
      result[name].ratio = result[name].perSecond / result.bare.perSecond;
      result[name].target = TARGETS[name];
    }
    return { clients, requests, rounds, ...result };
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printHttp(result) {
  const share = (ratio) => `1/${(1 / ratio).toFixed(1)}`;
  console.log(`\nhttp (${result.clients} clients, median of ${result.rounds} rounds)`);
  console.table(
    ['bare', 'typename', 'getSetting'].map((name) => {
      const one = result[name];
      return {
        case: name === 'bare' ? 'bare node:http' : name === 'typename' ? '{ __typename }' : name,
        'req/s': one.perSecond.toFixed(0),
        p50: one.p50.toFixed(2),
        p95: one.p95.toFixed(2),
        'of bare': one.ratio === undefined ? '' : share(one.ratio),
        'server CPU µs/req': one.cpuPerRequest?.toFixed(0) ?? '',
        target: one.target === undefined ? '' : `≥ ${share(one.target)}`,
        verdict: one.target === undefined ? '' : one.ratio >= one.target ? 'ok' : 'SLOW',
      };
    }),
  );
}
