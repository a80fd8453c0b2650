// Benchmarks of the API as a client sees it (npm run bench; README "Benchmarks"): a generated
// archive (bench/generator, kept between runs) in PGlite or on BENCH_DATABASE_URL, the
// built server driven over HTTP — each case one client after another and with several clients
// at once — and the SQL each request made timed raw beside it; the web app in Chromium (web.mjs).
// Prints a table per suite and writes bench/results/<date>.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGenerator } from './build-generator.mjs';
import { apiCases } from './api-cases.mjs';
import { printHttp, runHttp } from './http.mjs';
import { printIiif, runIiif } from './iiif.mjs';
import { printImport, runImportSuite } from './import.mjs';
import { printLoad, runLoad } from './load.mjs';
import { concurrent, sequential } from './measure.mjs';
import { openRaw } from './raw-sql.mjs';
import { printSuite, writeResults } from './report.mjs';
import { oaiCases } from './oai-cases.mjs';
import { searchCases } from './search-cases.mjs';
import { startServer } from './server.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL || '';
const database = databaseUrl ? 'postgres' : 'pglite';
const scores = process.env.BENCH_SCORES || (databaseUrl ? '1000000' : '100000');
const options = {
  suites: (process.env.BENCH_SUITES || 'http,api,search,oai,iiif,load,web')
    .split(',')
    .map((suite) => suite.trim()),
  iterations: Number(process.env.BENCH_ITERATIONS || 100),
  clients: Number(process.env.BENCH_CLIENTS || 8),
  raw: process.env.BENCH_RAW !== '0',
  // Only the cases whose name contains one of these (comma separated), e.g. "melody,person".
  cases: (process.env.BENCH_CASES || '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
};
// PGlite keeps its generated archive here between runs (one directory per size).
const dataDir = databaseUrl
  ? ''
  : process.env.BENCH_DATA_DIR || join(here, 'data', `pglite-${scores}`);
const scratch = mkdtempSync(join(tmpdir(), 'partitura-bench-'));
const admin = { email: 'bench@partitura.test', password: 'bench-password-123' };

/** Runs the generator: it fills the database, or keeps the set it already holds. */
async function prepareDataset() {
  const file = join(scratch, 'dataset.json');
  const generator = await buildGenerator();
  const child = spawn(process.execPath, [generator], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SCORES: scores, BENCH_DATA_DIR: dataDir, BENCH_DATASET: file },
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the data generator failed (exit ${code})`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Why an answer is not a success: the API lacks the field or argument, or it failed. */
function refusal(json) {
  const errors = (Array.isArray(json) ? json : [json]).flatMap((answer) => answer.errors ?? []);
  if (errors.length === 0) return null;
  const [error] = errors;
  const message = String(error.message).slice(0, 120);
  return error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED'
    ? `not available (${message})`
    : `error: ${error.extensions?.code ?? ''} ${message}`;
}

/** Rounds of the server's warm-up (warmUp). */
const WARM_ROUNDS = 5;

/**
 * The server's warm-up before a suite is measured: each of its read cases asked WARM_ROUNDS
 * times, so that the first case measured does not carry what a new process pays once (V8
 * compiling the request's paths, PostgreSQL's caches) on top of its own. Measured: the first
 * melodic case had p50/p95 13.1/21.2 ms, the same case asked again later of the same server
 * 11.2/15.3. Each case still has its own short warm-up (measure.mjs).
 */
async function warmUp(server, token, testCases) {
  for (const testCase of testCases) await testCase.prepare?.(server);
  for (let round = 0; round < WARM_ROUNDS; round++)
    for (const testCase of testCases)
      if (testCase.get) await server.get(testCase.get(round));
      else if (!testCase.write)
        await server.post(testCase.body(round), testCase.auth ? token : undefined);
}

async function runCase(server, token, testCase) {
  const result = { name: testCase.name, group: testCase.group, target: testCase.target };
  const auth = testCase.auth ? token : undefined;
  // A case is a GraphQL request (body) or a document's address (get: OAI-PMH).
  const send = (i) =>
    testCase.get ? server.get(testCase.get(i)) : server.post(testCase.body(i), auth);
  const refused = (answer) =>
    testCase.get
      ? answer.status !== 200
        ? `error: HTTP ${answer.status}`
        : (/<error code="(\w+)"/.exec(answer.text)?.[1] ?? null)
      : refusal(answer);
  const ask = async (i) => {
    const problem = refused(await send(i));
    if (problem) throw new Error(problem);
  };
  try {
    await testCase.prepare?.(server);
    const iterations = testCase.iterations ?? options.iterations;
    // The first answer decides whether the API offers the case at all, and whether it answers
    // what the case is meant to measure (a case the API ignores is no measurement).
    const answer = await send(0);
    const first = refused(answer) ?? testCase.check?.(answer.data) ?? null;
    if (first) return { ...result, status: first };
    if (!testCase.write) {
      result.captured = await server.capture(() => send(0));
      result.statements = result.captured.length;
    }
    result.sequential = await sequential(iterations, ask);
    result.concurrent = await concurrent(options.clients, iterations, (i) => ask(iterations + i));
    result.status = 'ok';
  } catch (error) {
    result.status = error.message.startsWith('error') ? error.message : `error: ${error.message}`;
  } finally {
    await testCase.cleanup?.(server.post, auth);
  }
  return result;
}

/** The captured SQL of each case, sent again raw: one connection, then several at once. */
async function timeRaw(results) {
  const raw = await openRaw({ databaseUrl, pgliteDir: join(dataDir, 'db') });
  try {
    for (const result of results) {
      if (result.status !== 'ok' || !result.captured) continue;
      if (result.captured.length === 0) {
        result.rawNote = 'no SQL';
        continue;
      }
      const iterations = result.sequential.n;
      try {
        result.raw = await sequential(iterations, () => raw.run(result.captured));
        if (raw.concurrent) {
          result.rawConcurrent = await concurrent(options.clients, iterations, (_, client) =>
            raw.run(result.captured, client),
          );
        }
      } catch (error) {
        result.rawNote = `failed: ${error.message.slice(0, 60)}`;
      }
    }
  } finally {
    await raw.close();
  }
}

/**
 * Runs `use` with a server of its own on a scratch data directory (the embedded database, no
 * archive: the suites that need none), then stops it and removes the directory.
 */
async function withScratchServer(name, env, use) {
  const dir = mkdtempSync(join(tmpdir(), `partitura-bench-${name}-`));
  const server = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: '',
    SEED: 'none',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...env,
  });
  try {
    return await use(server);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The image server's suite: its own server on a fresh data directory (no archive needed), a
 * generated 50-megapixel scan uploaded and pulled as tiles.
 */
async function iiifSuite() {
  return withScratchServer(
    'iiif',
    // One proxy hop trusted: the flood's clients are told apart by their X-Forwarded-For.
    { UPLOAD_MAX_BYTES: String(512 * 1024 * 1024), TRUST_PROXY: '1' },
    async (server) => {
      const login = await server.post({
        query: `mutation { login(email: "${admin.email}", password: "${admin.password}") { token } }`,
      });
      const result = await runIiif(server, login.data.login.token);
      printIiif(result);
      return result;
    },
  );
}

/**
 * The web app's suite: its own server on a fresh data directory with the demonstration data (a
 * score with incipits, as the browser tests have), the built app (apps/web/dist) in Chromium.
 */
async function webSuite() {
  return withScratchServer('web', { SEED: 'demo' }, async (server) => {
    // Lighthouse and the browser drivers load only for this suite.
    const { printWeb, runWeb } = await import('./web.mjs');
    const result = await runWeb(server, admin);
    printWeb(result);
    return result;
  });
}

/**
 * The load suite: 100 clients for a minute (BENCH_LOAD_CLIENTS, BENCH_LOAD_SECONDS) on the
 * demonstration data — on PGlite in a scratch data directory, or, with BENCH_DATABASE_URL, in a
 * scratch database of that PostgreSQL server (created and dropped here).
 */
async function loadSuite() {
  const run = async (env) =>
    // TRUST_PROXY=1: each client sends an address of its own, as users behind a proxy do.
    withScratchServer('load', { SEED: 'demo', TRUST_PROXY: '1', ...env }, async (server) => {
      const login = await server.post({
        query: `mutation { login(email: "${admin.email}", password: "${admin.password}") { token } }`,
      });
      const result = await runLoad(server, login.data.login.token, {
        clients: Number(process.env.BENCH_LOAD_CLIENTS || 100),
        seconds: Number(process.env.BENCH_LOAD_SECONDS || 60),
      });
      printLoad(result, database);
      return { database, ...result };
    });
  if (!databaseUrl) return run({});
  const { default: pg } = await import('pg');
  const name = `partitura_load_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: databaseUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}

/** The GraphQL path beside a bare node:http server (bench/http.mjs). */
async function httpSuite() {
  const http = await runHttp({
    clients: options.clients,
    requests: Number(process.env.BENCH_HTTP_REQUESTS || 4000),
  });
  printHttp(http);
  return http;
}

/**
 * The MARC import's suite (not run by default: 100,000 records take a while): a generated file
 * imported into a scratch database of BENCH_DATABASE_URL's server (bench/import.mjs).
 */
async function importSuite() {
  const result = await runImportSuite({
    databaseUrl,
    scratch,
    records: Number(process.env.BENCH_IMPORT_RECORDS || 100_000),
  });
  printImport(result);
  return result;
}

// The suites with a server of their own (no generated archive), each written to a results file
// of its own.
for (const [name, run] of [
  ['http', httpSuite],
  ['import', importSuite],
  ['iiif', iiifSuite],
  ['load', loadSuite],
  ['web', webSuite],
]) {
  if (!options.suites.includes(name)) continue;
  options.suites = options.suites.filter((suite) => suite !== name);
  const file = writeResults(here, { suite: name, [name]: await run() });
  console.log(`written ${file}`);
}

try {
  if (options.suites.length === 0) {
    rmSync(scratch, { recursive: true, force: true });
    process.exit(0);
  }
  const dataset = await prepareDataset();
  console.log(
    `\n${database}: ${JSON.stringify(dataset.stats?.rows ?? dataset.spec)}` +
      `\nload: ${JSON.stringify(dataset.stats?.timings ?? {})}` +
      ` — database ${((dataset.stats?.databaseBytes ?? 0) / 2 ** 20).toFixed(0)} MiB` +
      (dataset.cached ? ' (generated earlier, kept)' : ''),
  );
  const server = await startServer({
    DATA_DIR: dataDir || scratch,
    DATABASE_URL: databaseUrl,
    SEED: 'none',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const suites = {};
  try {
    const login = await server.post({
      query: `mutation { login(email: "${admin.email}", password: "${admin.password}") { token } }`,
    });
    const token = login.data.login.token;
    const cases = {
      api: () => apiCases(dataset.probes, database, options.iterations),
      search: () => searchCases(dataset.probes, database),
      oai: () => oaiCases(dataset.probes),
    };
    for (const suite of options.suites) {
      if (!cases[suite]) throw new Error(`unknown suite ${suite} (api, search, oai)`);
      suites[suite] = [];
      const chosen = cases[suite]().filter(
        (testCase) =>
          options.cases.length === 0 || options.cases.some((part) => testCase.name.includes(part)),
      );
      await warmUp(server, token, chosen);
      for (const testCase of chosen) {
        const result = await runCase(server, token, testCase);
        console.log(`  ${suite}: ${result.name} — ${result.status}`);
        suites[suite].push(result);
      }
    }
  } finally {
    await server.stop();
  }
  if (options.raw) await timeRaw(Object.values(suites).flat());
  for (const [suite, results] of Object.entries(suites)) {
    printSuite(`${suite} (${database}, ms)`, results, options.clients);
  }
  const file = writeResults(here, {
    database,
    options,
    dataset: {
      spec: dataset.spec,
      cached: dataset.cached,
      stats: dataset.stats,
      probes: dataset.probes,
    },
    suites: Object.fromEntries(
      Object.entries(suites).map(([suite, results]) => [
        suite,
        results.map(({ captured, ...result }) => ({
          ...result,
          // The statements with their parameters: enough to EXPLAIN any of them again.
          sql: captured,
        })),
      ]),
    ),
  });
  console.log(`written ${file}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
