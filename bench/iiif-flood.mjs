// The IIIF flood (issue 22): anonymous clients ask one public image for distinct large renders,
// as large as its info.json allows, one after another as fast as they are answered (in a
// thread of their own); after the flood they leave at once (their requests cut). Meanwhile a reader pans a viewer over the same
// image (a screenful of cold tiles a second, six at a time as a browser fetches them) and goes on
// for a few seconds after the flood. Answers the reader's tile times during and after the flood,
// what the flood's requests were answered, and — given the server's pid (Linux, same machine) —
// its resident memory and how long after the flood it was idle again.
//
// Used by the benchmark's iiif suite (bench/iiif.mjs) and importable by any other driver:
//   await iiifFlood({ url: 'http://127.0.0.1:8080', id: '12', clients: 10, durationMs: 5000 })
// From a shell, against a running server:
//   node bench/iiif-flood.mjs http://127.0.0.1:8080 12 [clients] [seconds] [pid]
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { summarize } from './measure.mjs';

/** The flood's renders when info.json names no limit: the audit's `^,9000`. */
const UNBOUNDED_HEIGHT = 9000;
/** The reader's pans: one a second, each showing this many new tiles. */
const PAN_EVERY_MS = 1000;
const TILES_PER_PAN = 8;
/** The server counts as idle after a quiet spell this long, with at most this share of a CPU. */
const QUIET_MS = 500;
const QUIET_CPU = 0.05;
const SAMPLE_MS = 50;

/** One GET; answers its status, time and size, or rejects when cut or refused by the network. */
function get(url, { agent, headers = {}, signal } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers, signal }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: performance.now() - started, bytes }),
      );
      res.on('close', () => {
        if (!res.complete) reject(new Error('cut'));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The largest height of a whole-image render within the limits info.json tells. */
export function largestHeight(info) {
  const { width, height } = info;
  const maxWidth = info.maxWidth ?? Infinity;
  const maxHeight = info.maxHeight ?? maxWidth;
  const maxArea = info.maxArea ?? Infinity;
  const widthAt = (h) => Math.round((width * h) / height);
  let h = Math.floor(
    Math.min(
      UNBOUNDED_HEIGHT,
      maxHeight,
      (maxWidth * height) / width,
      Math.sqrt((maxArea * height) / width),
    ),
  );
  while (h > 1 && (widthAt(h) > maxWidth || widthAt(h) * h > maxArea)) h--;
  return h;
}

/**
 * Every tile of info.json's tiles, as OpenSeadragon asks for them (region, then width), in a
 * fixed shuffle; when they run out, the same in other qualities and formats (still cold).
 */
export function* coldTiles(info) {
  const { width, height } = info;
  const [{ width: tileWidth, height: tileHeight = tileWidth, scaleFactors }] = info.tiles;
  const regions = [];
  for (const factor of scaleFactors)
    for (let y = 0; y < height; y += tileHeight * factor)
      for (let x = 0; x < width; x += tileWidth * factor) {
        const w = Math.min(tileWidth * factor, width - x);
        const h = Math.min(tileHeight * factor, height - y);
        regions.push(`${x},${y},${w},${h}/${Math.ceil(w / factor)},`);
      }
  const shuffled = regions
    .map((region, i) => ({ region, key: (i * 2654435761) % 4294967296 }))
    .sort((a, b) => a.key - b.key)
    .map(({ region }) => region);
  for (const variant of ['default.jpg', 'gray.jpg', 'default.webp', 'gray.webp', 'default.png'])
    for (const region of shuffled) yield `${region}/0/${variant}`;
}

/** The server process's resident memory (MiB) and CPU time (ms) so far, from /proc. */
function processStats(pid) {
  const rss = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMiB: rss / 1024, cpuMs: ticks * 10 };
}

/**
 * The flood's clients: each on one connection, a distinct render after another, until `leaving`
 * calls back; then they leave at once, their requests cut.
 */
async function floodClients(
  { base, width, imageHeight, height, clients, distinctAddresses },
  leaving,
) {
  const heights = Math.max(1, Math.floor(height / 2));
  const leave = new AbortController();
  // Every client's request listens to it.
  setMaxListeners(clients + 10, leave.signal);
  leaving(() => leave.abort());
  const flood = { sent: 0, statuses: {}, failed: 0, cut: 0, rendered: [] };
  let next = 0;
  const floodClient = async (client) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const headers = distinctAddresses
      ? { 'x-forwarded-for': `10.${(client >> 8) & 255}.${client & 255}.7` }
      : {};
    while (!leave.signal.aborted) {
      // Each request another rendering (none cached): heights one pixel apart, then the same
      // with the region one pixel narrower, and so on.
      const k = next++;
      const h = height - (k % heights);
      const x = Math.floor(k / heights) % width;
      flood.sent++;
      try {
        const answer = await get(
          `${base}/${x},0,${width - x},${imageHeight}/^,${h}/0/default.jpg`,
          {
            agent,
            headers,
            signal: leave.signal,
          },
        );
        flood.statuses[answer.status] = (flood.statuses[answer.status] ?? 0) + 1;
        if (answer.status === 200) flood.rendered.push(answer.ms);
      } catch {
        if (leave.signal.aborted) flood.cut++;
        else flood.failed++;
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => floodClient(client)));
  return flood;
}

if (!isMainThread && workerData?.iiifFlood)
  parentPort.postMessage(
    await floodClients(workerData.iiifFlood, (leave) => parentPort.once('message', leave)),
  );

/**
 * Floods `id` on the server at `url` with `clients` anonymous clients for `durationMs`.
 * `distinctAddresses`: each client sends an X-Forwarded-For of its own (the server must trust one
 * proxy hop, TRUST_PROXY=1, to tell them apart); otherwise they are one address, as from one
 * machine. `pid`: the server's process, to read its memory and CPU (omit for a remote server).
 */
export async function iiifFlood({
  url,
  id,
  clients = 40,
  durationMs = 60_000,
  pid = null,
  distinctAddresses = true,
  afterMs = 5_000,
  idleTimeoutMs = 120_000,
  viewerConcurrency = 6,
}) {
  const base = `${url}/iiif/3/${encodeURIComponent(id)}`;
  const infoAnswer = await fetch(`${base}/info.json`);
  if (!infoAnswer.ok) throw new Error(`info.json of ${id}: HTTP ${infoAnswer.status}`);
  const info = await infoAnswer.json();
  const height = largestHeight(info);
  const width = Math.round((info.width * height) / info.height);

  // The server's memory and CPU, sampled throughout.
  const samples = [];
  let viewerBusy = 0;
  let viewerSince = false;
  const sample = () => {
    if (!pid) return;
    samples.push({ t: performance.now(), ...processStats(pid), viewer: viewerSince });
    viewerSince = viewerBusy > 0;
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);

  // The reader: a pan a second, its tiles six at a time; each tile timed and classed by when it
  // was asked (during the flood, or within afterMs after it).
  const tiles = coldTiles(info);
  const viewerAgent = new Agent({ keepAlive: true, maxSockets: viewerConcurrency });
  const started = performance.now();
  let floodEnded = Infinity;
  const viewer = { during: [], after: [], failedDuring: 0, failedAfter: 0, statuses: {} };
  async function pan() {
    const batch = [];
    for (let i = 0; i < TILES_PER_PAN; i++) {
      const next = tiles.next();
      if (!next.done) batch.push(next.value);
    }
    await Promise.all(
      batch.map(async (tile) => {
        const asked = performance.now();
        const phase = asked < floodEnded ? 'during' : 'after';
        viewerBusy++;
        viewerSince = true;
        try {
          const answer = await get(`${base}/${tile}`, { agent: viewerAgent });
          viewer.statuses[answer.status] = (viewer.statuses[answer.status] ?? 0) + 1;
          if (answer.status === 200) viewer[phase].push(answer.ms);
          else viewer[phase === 'during' ? 'failedDuring' : 'failedAfter']++;
        } catch {
          viewer[phase === 'during' ? 'failedDuring' : 'failedAfter']++;
        } finally {
          viewerBusy--;
        }
      }),
    );
  }
  const viewing = (async () => {
    // A pan that took longer than a second is followed at once by the next, not by those missed.
    for (let at = started; ; at = Math.max(at + PAN_EVERY_MS, performance.now())) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (performance.now() >= floodEnded + afterMs) return;
      await pan();
    }
  })();

  // The flood, in a thread of its own: its clients' answers do not delay the reader's.
  const flooder = new Worker(new URL(import.meta.url), {
    workerData: {
      iiifFlood: {
        base,
        width: info.width,
        imageHeight: info.height,
        height,
        clients,
        distinctAddresses,
      },
    },
  });
  const flooded = new Promise((resolve, reject) => {
    flooder.once('message', resolve);
    flooder.once('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  floodEnded = performance.now();
  flooder.postMessage('leave');
  const flood = await flooded;
  await viewing;
  viewerAgent.destroy();

  // Idle again: the first quiet spell after the flood in which the reader asked nothing.
  let idleAfterMs = null;
  if (pid) {
    const deadline = floodEnded + idleTimeoutMs;
    for (;;) {
      const quietFrom = quietSpellStart(samples, floodEnded);
      if (quietFrom !== null) {
        idleAfterMs = Math.max(0, quietFrom - floodEnded);
        break;
      }
      if (performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS * 2));
    }
  }
  clearInterval(sampler);

  const floodSamples = samples.filter((s) => s.t >= started && s.t <= floodEnded);
  return {
    clients,
    durationMs,
    addresses: distinctAddresses ? 'distinct' : 'one',
    render: { path: `full/^,${height}/0/default.jpg`, width, height },
    flood: {
      sent: flood.sent,
      statuses: flood.statuses,
      rendered: flood.rendered.length,
      renderMs: flood.rendered.length > 0 ? summarize(flood.rendered, durationMs) : null,
      failed: flood.failed,
      cut: flood.cut,
    },
    viewer: {
      during: { ...summarizeOrNull(viewer.during, durationMs), failed: viewer.failedDuring },
      after: { ...summarizeOrNull(viewer.after, afterMs), failed: viewer.failedAfter },
      statuses: viewer.statuses,
    },
    memory: pid
      ? {
          beforeMiB: samples[0].rssMiB,
          peakMiB: Math.max(...floodSamples.map((s) => s.rssMiB)),
        }
      : null,
    // The server's CPU time during the flood, in CPUs busy on average.
    cpus: pid
      ? (floodSamples.at(-1).cpuMs - floodSamples[0].cpuMs) /
        (floodSamples.at(-1).t - floodSamples[0].t)
      : null,
    idleAfterMs,
    idleTimeoutMs,
  };
}

const summarizeOrNull = (times, wallMs) =>
  times.length > 0 ? summarize(times, wallMs) : { n: 0, p50: null, p95: null, max: null };

/** Where the first spell of QUIET_MS after `from` begins in which the server used almost no CPU. */
function quietSpellStart(samples, from) {
  const after = samples.filter((s) => s.t >= from);
  for (let i = 0; i < after.length; i++) {
    for (let j = i + 1; j < after.length; j++) {
      if (after[j].viewer) break;
      const spell = after[j].t - after[i].t;
      if ((after[j].cpuMs - after[i].cpuMs) / spell > QUIET_CPU) break;
      if (spell >= QUIET_MS) return after[i].t;
    }
  }
  return null;
}

/** The flood's numbers, one line each. */
export function floodLines(result, targets = {}) {
  const mark = (ok) => (ok ? '✓' : '✗');
  const ms = (value) => (value === null || value === undefined ? '–' : value.toFixed(0));
  const { flood, viewer, memory } = result;
  const statuses = Object.entries(flood.statuses)
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');
  const during = viewer.during;
  const after = viewer.after;
  const lines = [
    `  flood: ${result.clients} clients (${result.addresses} addresses), ${result.durationMs / 1000} s of ${result.render.path} (${((result.render.width * result.render.height) / 1e6).toFixed(1)} MP)`,
    `    sent ${flood.sent}: ${statuses || 'none answered'}; ${flood.failed} failed, ${flood.cut} cut when they left` +
      (flood.renderMs ? `; a render p50 ${ms(flood.renderMs.p50)} ms` : ''),
    `    viewer's cold tile during  p50 ${ms(during.p50)}  p95 ${ms(during.p95)} ms  (${during.n} tiles, ${during.failed} failed)` +
      (targets.during
        ? `   target ≤ ${targets.during} ${mark(during.n > 0 && during.failed === 0 && during.p95 <= targets.during)}`
        : ''),
    `    viewer's cold tile after   p50 ${ms(after.p50)}  p95 ${ms(after.p95)} ms  (${after.n} tiles, ${after.failed} failed)` +
      (targets.after
        ? `   target ≤ ${targets.after} ${mark(after.n > 0 && after.failed === 0 && after.p95 <= targets.after)}`
        : ''),
  ];
  if (memory)
    lines.push(
      `    server memory ${memory.beforeMiB.toFixed(0)} → ${memory.peakMiB.toFixed(0)} MiB during the flood, ${result.cpus.toFixed(2)} CPUs busy`,
      `    idle again ${result.idleAfterMs === null ? `not within ${result.idleTimeoutMs / 1000} s` : `${(result.idleAfterMs / 1000).toFixed(1)} s`} after the flood`,
    );
  return lines;
}

if (isMainThread && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, id, clients = '40', seconds = '60', pid] = process.argv.slice(2);
  if (!url || !id) {
    console.error(
      'usage: node bench/iiif-flood.mjs <server url> <image id> [clients] [seconds] [pid]',
    );
    process.exit(2);
  }
  const result = await iiifFlood({
    url,
    id,
    clients: Number(clients),
    durationMs: Number(seconds) * 1000,
    pid: pid ? Number(pid) : null,
  });
  console.log(floodLines(result, { during: 1000, after: 100 }).join('\n'));
}
