// The load suite (issue 22): many clients at once for a while, as an archive's busiest hour looks —
// reads of records and lists, broad searches, saves and 20 kB uploads — against the built server
// on the demonstration data, with a prober asking /healthz all along. Counts every answer: served,
// refused at once with 503 (the server's admission limit: counted, not an error), failed, and the
// slow ones (over 5 s). Used by `npm run bench` (suite `load`) and by the chaos suite.
import { performance } from 'node:perf_hooks';
import { summarize } from './measure.mjs';

export const LOAD_TARGETS = {
  /** PostgreSQL: p95 of every request, ms; no errors at all. */
  postgresP95: 500,
  /** Both: the slowest /healthz answer during the load, ms. */
  healthMax: 1000,
  /** PGlite: no request over this (ms), no time-outs; 503 refusals are counted. */
  pgliteMax: 5000,
};

const READS = [
  '{ scores(first: 25) { data { id shelfmark short_title } paginatorInfo { total } } }',
  '{ people(first: 25) { data { id name } paginatorInfo { total } } }',
  '{ collections(first: 25) { data { id name } } }',
  'query ($id: ID!) { getScore(id: $id) { id shelfmark short_title attributions { person { name } } incipits { pae } } }',
];
const searchOf = (query) =>
  `{ search(query: "${query}") { paginatorInfo { total } kinds { kind count } facets { group values { value count } } hits { kind id score { id shelfmark } person { id name } } } }`;
// Broad ones: a common word, a prefix of one letter, everything, a composer.
const SEARCHES = [searchOf('missa'), searchOf('a'), searchOf(''), searchOf('haydn')];
const SAVE = `mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success id message } }`;
const UPLOAD = 'mutation ($input: FileInput!) { upsertFile(input: $input) { success id message } }';

/** What one answer came to. */
function classify(status, json) {
  if (status === 503) return 'refused';
  const errors = (Array.isArray(json) ? json : [json]).flatMap((one) => one?.errors ?? []);
  const codes = errors.map((error) => error.extensions?.code);
  if (codes.includes('TIMEOUT')) return 'timeout';
  if (codes.includes('SERVICE_UNAVAILABLE')) return 'refused';
  if (status !== 200 || errors.length > 0) return 'error';
  const data = json?.data ?? {};
  const result = data.upsertCollection ?? data.upsertFile;
  if (result && !result.success) return 'error';
  return 'ok';
}

/**
 * Runs `clients` clients for `seconds` against the server (`server.url`, `server.xsrf`, a
 * contributor's `token`); the first `uploaders` of them upload 20 kB files, the others read,
 * search and save (6 : 3 : 1). Answers the counts and latencies, per kind and in all.
 */
export async function runLoad(server, token, { clients = 100, uploaders = 10, seconds = 60 } = {}) {
  const headers = {
    cookie: `XSRF-TOKEN=${server.xsrf}`,
    'x-xsrf-token': server.xsrf,
    authorization: `Bearer ${token}`,
  };
  /**
   * Sends a POST to /graphql as `client` (its own address through X-Forwarded-For: the suite's
   * server trusts one proxy, as behind a reverse proxy); answers its status and JSON (null when
   * it is none: an error).
   */
  const send = async (client, init) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      ...init,
      headers: { ...init.headers, 'x-forwarded-for': `10.22.${client >> 8}.${client & 255}` },
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON: classified as an error */
    }
    return { status: response.status, json };
  };
  const post = (client, body) =>
    send(client, {
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const scoreIds = (
    await post(0, { query: '{ scores(first: 100) { data { id } } }' })
  ).json.data.scores.data.map((score) => score.id);

  const kinds = ['read', 'search', 'save', 'upload'];
  const times = Object.fromEntries(kinds.map((kind) => [kind, []]));
  /** The times of the answers served (a refusal at once is fast, and would flatter the rest). */
  const served = [];
  const counts = { ok: 0, refused: 0, timeout: 0, error: 0, slow: 0 };
  const errors = [];
  const record = (kind, started, outcome, detail) => {
    const ms = performance.now() - started;
    times[kind].push(ms);
    if (outcome === 'ok') served.push(ms);
    counts[outcome]++;
    if (ms > LOAD_TARGETS.pgliteMax) counts.slow++;
    if ((outcome === 'error' || outcome === 'timeout') && errors.length < 10)
      errors.push(`${kind}: ${detail}`);
  };
  const upload = async (client, n) => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { file: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    const bytes = Buffer.alloc(20 * 1024, `${client}-${n}-${Date.now()};`);
    form.set('0', new Blob([bytes]), `load-${client}-${n}.txt`);
    return send(client, { headers, body: form });
  };

  let running = true;
  const health = [];
  let healthFailures = 0;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}/healthz`);
        await response.arrayBuffer();
        if (!response.ok) healthFailures++;
      } catch {
        healthFailures++;
      }
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();

  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let collection = null;
      for (let n = 0; performance.now() < end; n++) {
        const roll = (client * 7919 + n * 104729) % 10;
        const kind =
          client < uploaders ? 'upload' : roll < 6 ? 'read' : roll < 9 ? 'search' : 'save';
        const t = performance.now();
        try {
          let sent;
          if (kind === 'upload') sent = await upload(client, n);
          else if (kind === 'read') {
            const query = READS[n % READS.length];
            sent = await post(client, {
              query,
              variables: { id: scoreIds[(client + n) % scoreIds.length] },
            });
          } else if (kind === 'search')
            sent = await post(client, { query: SEARCHES[n % SEARCHES.length] });
          else {
            const input = collection
              ? { ...collection, name: `Load ${client} ${n}` }
              : { name: `Load ${client} ${n}`, prefix: `LD-${client}` };
            sent = await post(client, { query: SAVE, variables: { input } });
            const saved = sent.json?.data?.upsertCollection;
            if (saved?.success)
              collection = {
                id: saved.id,
                prefix: input.prefix,
                version: (collection?.version ?? 0) + 1,
              };
          }
          const outcome = classify(sent.status, sent.json);
          record(kind, t, outcome, `${sent.status} ${JSON.stringify(sent.json)?.slice(0, 160)}`);
          // A refused client waits as it was told, as a browser's retry would.
          if (outcome === 'refused') await new Promise((resolve) => setTimeout(resolve, 500));
        } catch (error) {
          record(kind, t, 'error', error.message);
        }
      }
    }),
  );
  const wallMs = performance.now() - started;
  running = false;
  await prober;
  const all = kinds.flatMap((kind) => times[kind]);
  return {
    clients,
    uploaders,
    seconds,
    counts,
    errors,
    all: summarize(all, wallMs),
    served: summarize(served, wallMs),
    byKind: Object.fromEntries(kinds.map((kind) => [kind, summarize(times[kind], wallMs)])),
    health: { ...summarize(health, wallMs), failures: healthFailures },
  };
}

/** Prints the suite next to its targets. */
export function printLoad(result, database) {
  const mark = (ok) => (ok ? '✓' : '✗');
  const t = LOAD_TARGETS;
  const { counts, all, served, health } = result;
  const lines = [
    `\nload (${database}, ${result.clients} clients × ${result.seconds} s, ${result.uploaders} uploading 20 kB files)`,
    `  answers     ${all.n} (${all.perSecond.toFixed(0)}/s): ok ${counts.ok}, refused with 503 ${counts.refused}, time-outs ${counts.timeout}, errors ${counts.error}`,
    `  latency     p50 ${all.p50.toFixed(0)}  p95 ${all.p95.toFixed(0)}  max ${all.max.toFixed(0)} ms, over 5 s: ${counts.slow}`,
    `  served      p50 ${served.p50.toFixed(0)}  p95 ${served.p95.toFixed(0)}  max ${served.max.toFixed(0)} ms (the answers served, refusals apart)`,
    ...Object.entries(result.byKind).map(
      ([kind, s]) =>
        `    ${kind.padEnd(8)} ${String(s.n).padStart(6)}  p50 ${(s.p50 ?? 0).toFixed(0)}  p95 ${(s.p95 ?? 0).toFixed(0)}  max ${(s.max ?? 0).toFixed(0)} ms`,
    ),
    `  /healthz    p95 ${health.p95.toFixed(0)}  max ${health.max.toFixed(0)} ms, failed ${health.failures}   target ≤ ${t.healthMax}, none failed ${mark(health.max <= t.healthMax && health.failures === 0)}`,
    database === 'postgres'
      ? `  PostgreSQL  errors ${counts.error + counts.timeout + counts.refused} (refusals included; target 0) ${mark(counts.error + counts.timeout + counts.refused === 0)}, p95 ${all.p95.toFixed(0)} ms (target ≤ ${t.postgresP95}) ${mark(all.p95 <= t.postgresP95)}`
      : `  PGlite      over 5 s ${counts.slow} (target 0) ${mark(counts.slow === 0)}, time-outs ${counts.timeout} (target 0) ${mark(counts.timeout === 0)}, errors ${counts.error}`,
    ...result.errors.map((error) => `    ${error}`),
  ];
  console.log(lines.join('\n'));
}
