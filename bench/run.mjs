// Benchmarks of the API as a client sees it: the built server on a fresh embedded database (or
// on BENCH_DATABASE_URL), driven over HTTP. Prints a table and writes bench/results/<date>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = fileURLToPath(new URL('.', import.meta.url));
/** A port no process listens on now (BENCH_PORT fixes one), so a benchmark can run beside tests. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const port = Number(process.env.BENCH_PORT || (await freePort()));
const url = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@partitura.test', password: 'bench-password-123' };
const dataDir = mkdtempSync(join(tmpdir(), 'partitura-bench-'));

const server = spawn(process.execPath, [join(here, '../apps/server/dist/main.js')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    // The demonstration archive (≈600 scores with incipits, a catalog) gives the reads real data.
    SEED: 'demo',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

let xsrf = '';
let token = '';
async function post(body) {
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
  const json = await response.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json;
}

/** Runs `fn` `iterations` times after a warm-up; answers latency percentiles in ms. */
async function measure(name, iterations, fn) {
  for (let i = 0; i < Math.min(20, iterations); i++) await fn(i);
  const times = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return {
    name,
    iterations,
    p50: pct(50),
    p95: pct(95),
    max: times.at(-1),
    perSecond: (iterations / total) * 1000,
  };
}

try {
  await waitForHealth();
  xsrf = (await fetch(`${url}/healthz`)).headers.get('set-cookie').match(/XSRF-TOKEN=([^;]+)/)[1];
  token = (
    await post({
      query: `mutation { login(email: "${admin.email}", password: "${admin.password}") { token } }`,
    })
  ).data.login.token;
  const upsert =
    'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success id } }';
  const results = [];
  results.push(
    await measure('upsertCollection (create)', 500, (i) =>
      post({ query: upsert, variables: { input: { name: `Collection ${i}`, prefix: `P-${i}` } } }),
    ),
  );
  results.push(
    await measure('getCollection', 1000, (i) =>
      post({ query: `{ getCollection(id: "${(i % 400) + 1}") { id name prefix version } }` }),
    ),
  );
  results.push(
    await measure('collections (page of 100 of ~500)', 200, () =>
      post({
        query: '{ collections(first: 100) { data { id name prefix } paginatorInfo { total } } }',
      }),
    ),
  );
  results.push(
    await measure('collections(search)', 500, (i) =>
      post({ query: `{ collections(search: "${i % 50}") { data { id } } }` }),
    ),
  );
  results.push(
    await measure('batch of 5 getCollection', 500, (i) =>
      post(
        Array.from({ length: 5 }, (_, k) => ({
          query: `{ getCollection(id: "${((i + k) % 400) + 1}") { id name } }`,
        })),
      ),
    ),
  );

  const scoreIds = (
    await post({ query: '{ scores(first: 100) { data { id } } }' })
  ).data.scores.data.map((s) => s.id);
  const catalogId = (await post({ query: '{ catalogs(first: 1) { data { id } } }' })).data.catalogs
    .data[0].id;
  const fullScore = `query ($id: ID!) { getScore(id: $id) { id shelfmark short_title short_title_prefix author { name }
    attributions { function qualifier person { id name } } parts { type voices { voice count } }
    incipits { numbering clef key_signature time_signature pae text } genres { name } voices { voice count }
    sources { citation url } publications { number publication { short_title } } entries { title } } }`;
  results.push(
    await measure('getScore (full, demo archive)', 300, (i) =>
      post({ query: fullScore, variables: { id: scoreIds[i % scoreIds.length] } }),
    ),
  );
  results.push(
    await measure('scores (page of 25 with author)', 200, (i) =>
      post({
        query: `{ scores(first: 25, page: ${(i % 20) + 1}) { data { id short_title author { name } } paginatorInfo { total } } }`,
      }),
    ),
  );
  results.push(
    await measure('getCatalog (pages with entries)', 100, () =>
      post({
        query: `{ getCatalog(id: "${catalogId}") { name pages { number entries { number composer title score { id short_title } } } } }`,
      }),
    ),
  );
  results.push(
    await measure('people(search)', 300, (i) =>
      post({
        query: `{ people(search: "${['abt', 'muller', 'keller', 'zwyssig', 'a'][i % 5]}") { data { id name } } }`,
      }),
    ),
  );

  console.table(
    results.map((r) => ({
      ...r,
      p50: r.p50.toFixed(2),
      p95: r.p95.toFixed(2),
      max: r.max.toFixed(2),
      perSecond: r.perSecond.toFixed(0),
    })),
  );
  mkdirSync(join(here, 'results'), { recursive: true });
  const file = join(here, 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
        node: process.version,
        results,
      },
      null,
      2,
    ),
  );
  console.log(`written ${file}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
