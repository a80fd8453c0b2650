// The image server's benchmark (suite "iiif", issues 10 and 22): a generated 50-megapixel JPEG
// scan uploaded to the built server on a fresh data directory, then timed as a deep-zoom viewer
// uses it — upload to ready, cold tiles (first request of each), cached tiles (the same again),
// and the server's resident memory while 20 clients pull tiles at once; then a second scan,
// shown by a digital copy (public), flooded by anonymous clients asking large renders while a
// reader pans over it (iiif-flood.mjs).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { floodLines, iiifFlood } from './iiif-flood.mjs';
import { concurrent, sequential, summarize } from './measure.mjs';

/** 8660 × 5774 pixels: a 50-megapixel scan. */
const WIDTH = 8660;
const HEIGHT = 5774;
const TILE = 256;

export const IIIF_TARGETS = {
  cold: 60,
  cached: 3,
  ready: 5000,
  memoryMiB: 300,
  floodTile: 1000,
  afterFloodTile: 100,
};

/** The flood: 40 anonymous clients for 60 s (BENCH_FLOOD_CLIENTS, BENCH_FLOOD_SECONDS). */
const FLOOD = {
  clients: Number(process.env.BENCH_FLOOD_CLIENTS || 40),
  durationMs: Number(process.env.BENCH_FLOOD_SECONDS || 60) * 1000,
};

/**
 * A scan-like JPEG: paper with fine grain and dark strokes, so it compresses as scans do; each
 * `paper` colour is another image (another content hash, nothing cached).
 */
async function scan(paper = '#efe3c6') {
  const strokes = Array.from({ length: 400 }, (_, i) => {
    const y = 300 + ((i * 137) % (HEIGHT - 600));
    const x = 300 + ((i * 811) % (WIDTH - 2000));
    return `<path d="M${x} ${y} q 400 -60 800 0 t 800 0" stroke="#2a2016" stroke-width="${4 + (i % 5)}" fill="none"/>`;
  }).join('');
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${strokes}</svg>`,
  );
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: paper,
      noise: { type: 'gaussian', mean: 200, sigma: 12 },
    },
    limitInputPixels: false,
  })
    .composite([{ input: overlay, blend: 'multiply' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The server process's resident memory in MiB (Linux). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
}

/** Every 256-px tile of the scale factors, as OpenSeadragon asks for them (region, then size). */
function tiles(scaleFactors) {
  const list = [];
  for (const factor of scaleFactors) {
    const span = TILE * factor;
    for (let y = 0; y < HEIGHT; y += span)
      for (let x = 0; x < WIDTH; x += span) {
        const w = Math.min(span, WIDTH - x);
        const h = Math.min(span, HEIGHT - y);
        list.push(`${x},${y},${w},${h}/${Math.ceil(w / factor)},/0/default.jpg`);
      }
  }
  // A fixed shuffle: neighbouring requests do not read neighbouring pyramid tiles.
  return list
    .map((tile, i) => ({ tile, key: (i * 2654435761) % 4294967296 }))
    .sort((a, b) => a.key - b.key)
    .map(({ tile }) => tile);
}

/** Uploads an image as the signed-in administrator; answers its file id. */
async function upload(server, auth, bytes, name) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($input: FileInput!) { upsertFile(input: $input) { success id message } }',
      variables: { input: { file: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([bytes]), name);
  const uploaded = await (
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...auth, cookie: `XSRF-TOKEN=${server.xsrf}`, 'x-xsrf-token': server.xsrf },
      body: form,
    })
  ).json();
  const id = uploaded.data?.upsertFile?.id;
  if (!id) throw new Error(`upload failed: ${JSON.stringify(uploaded).slice(0, 200)}`);
  return id;
}

/** Makes a file public: a score's digital copy shows it. */
async function showInDigitalCopy(server, token, fileId) {
  const save = async (mutation, type, input) => {
    const answer = await server.post(
      {
        query: `mutation ($input: ${type}!) { answer: ${mutation}(input: $input) { success id errors { field key } } }`,
        variables: { input },
      },
      token,
    );
    if (!answer.data?.answer?.success)
      throw new Error(`${mutation} failed: ${JSON.stringify(answer).slice(0, 200)}`);
    return answer.data.answer.id;
  };
  const collection = await save('upsertCollection', 'CollectionInput', {
    name: `Flood ${fileId}`,
    prefix: `F${fileId}`,
  });
  const score = await save('upsertScore', 'ScoreInput', {
    collection: { id: collection },
    shelfmark: `Flood ${fileId}`,
    short_title: 'Flooded scan',
  });
  await save('upsertDigitalCopy', 'DigitalCopyInput', {
    digitizable_type: 'score',
    digitizable_id: score,
    files: [{ file: { id: fileId } }],
  });
}

export async function runIiif(server, token, { iterations = 200 } = {}) {
  const bytes = await scan();
  const auth = { authorization: `Bearer ${token}` };
  const get = async (path) => {
    const response = await fetch(`${server.url}/iiif/3/${path}`, { headers: auth });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    await response.arrayBuffer();
  };

  // Upload to deep-zoom-ready: the upload, then info.json and the overview a viewer shows first.
  const started = performance.now();
  const id = await upload(server, auth, bytes, 'scan_50mp.jpg');
  const uploadMs = performance.now() - started;
  await get(`${id}/info.json`);
  await get(`${id}/full/!1024,1024/0/default.jpg`);
  const readyMs = performance.now() - started;

  // Cold: each tile asked once (scale factors 1, 2 and 4, as a viewer zooms in).
  const all = tiles([1, 2, 4]);
  const cold = all.slice(0, iterations);
  const coldTimes = [];
  for (const tile of cold) {
    const t = performance.now();
    await get(`${id}/${tile}`);
    coldTimes.push(performance.now() - t);
  }
  // Cached: the same tiles again.
  const cached = await sequential(iterations, (i) => get(`${id}/${cold[i % cold.length]}`));

  // Memory: 20 clients pull the tiles not asked yet, then the cached ones again.
  const rest = all.slice(iterations);
  const before = rssMiB(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 25);
  const crowd = await concurrent(20, rest.length + cold.length, (i) =>
    get(`${id}/${i < rest.length ? rest[i] : cold[i - rest.length]}`),
  );
  clearInterval(sampler);

  // The flood, on a scan of its own (nothing of it cached), public as a digital copy shows it.
  const flooded = await upload(server, auth, await scan('#e9dcc0'), 'scan_flooded.jpg');
  await showInDigitalCopy(server, token, flooded);
  // Its pyramid built (the overview waits for it): the flood meets an image already in use.
  await get(`${flooded}/full/!1024,1024/0/default.jpg`);
  const flood = await iiifFlood({ url: server.url, id: flooded, pid: server.pid, ...FLOOD });

  return {
    image: { width: WIDTH, height: HEIGHT, bytes: bytes.length },
    uploadMs,
    readyMs,
    cold: summarize(
      coldTimes,
      coldTimes.reduce((a, b) => a + b, 0),
    ),
    cached,
    crowd,
    memory: { beforeMiB: before, peakMiB: peak, growthMiB: peak - before },
    flood,
  };
}

/** Prints the suite next to its targets. */
export function printIiif(result) {
  const mark = (ok) => (ok ? '✓' : '✗');
  const t = IIIF_TARGETS;
  const lines = [
    `\niiif (50-megapixel JPEG ${result.image.width}×${result.image.height}, ${(result.image.bytes / 2 ** 20).toFixed(1)} MiB)`,
    `  upload                     ${result.uploadMs.toFixed(0)} ms`,
    `  upload to deep-zoom-ready  ${result.readyMs.toFixed(0)} ms   target ≤ ${t.ready} ${mark(result.readyMs <= t.ready)}`,
    `  cold tile   p50 ${result.cold.p50.toFixed(1)}  p95 ${result.cold.p95.toFixed(1)} ms   target ≤ ${t.cold} ${mark(result.cold.p95 <= t.cold)}  (${result.cold.n} tiles)`,
    `  cached tile p50 ${result.cached.p50.toFixed(1)}  p95 ${result.cached.p95.toFixed(1)} ms   target ≤ ${t.cached} ${mark(result.cached.p95 <= t.cached)}`,
    `  20 clients  p50 ${result.crowd.p50.toFixed(1)}  p95 ${result.crowd.p95.toFixed(1)} ms, ${result.crowd.perSecond.toFixed(0)} tiles/s (${result.crowd.n})`,
    `  memory      ${result.memory.beforeMiB.toFixed(0)} → ${result.memory.peakMiB.toFixed(0)} MiB (growth ${result.memory.growthMiB.toFixed(0)})   target ≤ ${t.memoryMiB} ${mark(result.memory.growthMiB <= t.memoryMiB)}`,
    ...floodLines(result.flood, { during: t.floodTile, after: t.afterFloodTile }),
  ];
  console.log(lines.join('\n'));
}
