// The web suite (BENCH_SUITES=web): what the browser pays for the built app, served by the real
// server with the demonstration data. Three measurements:
//   - the JavaScript each screen loads (scripts/bundle-sizes.mjs, from the build's manifest);
//   - the first incipit of a score view drawn: milliseconds from the navigation's start to
//     Verovio's SVG in the page, on a fresh browser profile (cold) and again in it (warm);
//   - Lighthouse on home, a score view and the score editor (signed in), desktop preset.
// Everything runs in Debian's Chromium (CHROMIUM_PATH), never a downloaded browser.
// Some functions here run in the page (page.evaluate, addInitScript): the browser's globals.
/* global window, document, location, MutationObserver */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { bundleSizes, formatBundleSizes } from '../scripts/bundle-sizes.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The flags of the browser tests (e2e/playwright.config.ts): root, no GPU, no internet. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Issue 11's targets. */
export const TARGETS = { firstIncipitWarmMs: 1500, performance: 90, accessibility: 95 };
/** Warm visits measured (their median is the warm figure). */
const WARM_VISITS = 5;

/** A demonstration score with at least one incipit (the view's notation is what is timed). */
export async function scoreWithIncipits(server) {
  const answer = await server.post({
    query: '{ scores(first: 100) { data { id incipits { id } } } }',
  });
  const score = answer.data?.scores.data.find((candidate) => candidate.incipits.length > 0);
  if (!score) throw new Error('no demonstration score has an incipit (is SEED=demo set?)');
  return score.id;
}

/**
 * Records, in the page, when the score's heading is shown and when the first incipit's SVG is
 * put into the document: milliseconds since the navigation started (performance.now()'s origin).
 */
function recordFirstIncipit() {
  const observer = new MutationObserver(() => {
    if (window.__headingMs === undefined && document.querySelector('main h1')) {
      window.__headingMs = performance.now();
    }
    if (document.querySelector('[data-testid="incipit-notation"] svg')) {
      window.__firstIncipitMs = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One visit of the score view: the first incipit's time and how the notation's files came. */
async function visit(page, url, notationFiles) {
  notationFiles.length = 0;
  await page.goto(url);
  await page.waitForFunction(() => window.__firstIncipitMs !== undefined, null, {
    timeout: 60_000,
  });
  const { ms, headingMs, entries } = await page.evaluate(() => ({
    ms: window.__firstIncipitMs,
    headingMs: window.__headingMs,
    entries: performance
      .getEntriesByType('resource')
      .filter((entry) => /verovio/.test(entry.name))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        // 0: from the browser's cache.
        transferSize: entry.transferSize,
        startMs: Math.round(entry.startTime),
        endMs: Math.round(entry.responseEnd),
      })),
  }));
  return {
    ms: Math.round(ms),
    headingMs: Math.round(headingMs),
    files: [...notationFiles],
    entries,
  };
}

/** The first incipit timed on a fresh profile, then on the same profile again. */
export async function firstIncipit(baseUrl, scoreId) {
  const profile = mkdtempSync(join(tmpdir(), 'partitura-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  try {
    const notationFiles = [];
    // The worker's own requests (the notation's script, its WebAssembly) are the context's.
    context.on('response', async (response) => {
      if (!/verovio/i.test(response.url())) return;
      const headers = await response.allHeaders();
      notationFiles.push({
        file: new URL(response.url()).pathname,
        status: response.status(),
        encoding: headers['content-encoding'] ?? 'identity',
        cacheControl: headers['cache-control'] ?? '',
      });
    });
    await context.addInitScript(recordFirstIncipit);
    const page = context.pages()[0] ?? (await context.newPage());
    const url = `${baseUrl}/scores/${scoreId}`;
    const cold = await visit(page, url, notationFiles);
    const warm = [];
    for (let i = 0; i < WARM_VISITS; i++) {
      await page.goto('about:blank');
      warm.push(await visit(page, url, notationFiles));
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      url,
      coldMs: cold.ms,
      coldHeadingMs: cold.headingMs,
      warmMs: median(warm.map((run) => run.ms)),
      warmHeadingMs: median(warm.map((run) => run.headingMs)),
      warmRuns: warm.map(({ ms, headingMs }) => ({ ms, headingMs })),
      cold: { responses: cold.files, resources: cold.entries },
      warm: { responses: warm[0].files, resources: warm[0].entries },
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Signs in through the login screen, as a person would; the session cookie stays in `page`. */
async function signIn(page, baseUrl, account) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.waitForFunction(() => !location.pathname.startsWith('/auth/login'));
}

/** The first rows of an audit's table, in a line: where the time or the failure lies. */
function topItems(audit, count = 3) {
  const items = audit.details?.items ?? [];
  return (
    items
      .slice(0, count)
      .map((item) => {
        const where = item.url
          ? new URL(item.url, 'http://x').pathname
          : (item.groupLabel ?? item.node?.snippet ?? item.label ?? '');
        const cost = item.total ?? item.duration ?? item.wastedBytes ?? item.wastedMs;
        return typeof cost === 'number'
          ? `${where} ${Math.round(cost)}`
          : String(where).slice(0, 80);
      })
      // Insights' tables hold nested parts without a label of their own.
      .filter((line) => line.trim() !== '')
  );
}

/** What Lighthouse blames on a page: its metrics, the audits below 0.9 with their first rows. */
function blamed(lhr) {
  const audits = (category) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => ({
        id: audit.id,
        value: audit.displayValue ?? '',
        top: topItems(audit),
      }));
  const metric = (id) => lhr.audits[id]?.displayValue ?? '';
  return {
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    // Lighthouse's measure of this machine's speed (a fast desktop scores well over 1000).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    performanceAudits: audits('performance'),
    accessibilityAudits: audits('accessibility'),
  };
}

/** One audit in a line: its name, its value, its first rows. */
const auditLine = (audit) =>
  `${audit.id}${audit.value ? ` (${audit.value})` : ''}` +
  (audit.top.length > 0 ? `: ${audit.top.join(', ')}` : '');

/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS); the median is reported. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

/** One Lighthouse run of `target` in `page`. */
async function audit(page, target) {
  // Lighthouse clears the cache and the origin's storage (not its cookies) before loading.
  const { lhr } = await lighthouse(
    target.url,
    { logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
    page,
  );
  // BENCH_LHR_DIR keeps each run's whole report, to read what the summary leaves out.
  if (process.env.BENCH_LHR_DIR) {
    const file = `${target.name.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_LHR_DIR, file), JSON.stringify(lhr));
  }
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  return {
    name: target.name,
    url: target.url,
    finalUrl,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    runtimeError:
      lhr.runtimeError?.message ??
      (new URL(finalUrl).pathname === new URL(target.url).pathname
        ? undefined
        : `ended on ${finalUrl}`),
    ...blamed(lhr),
  };
}

/** Lighthouse on each page, in one browser: signed in for the editor (the cookie is kept). */
export async function lighthouseScores(baseUrl, scoreId, account) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const page = await browser.newPage();
    const pages = [
      { name: 'home', url: `${baseUrl}/` },
      { name: 'score view', url: `${baseUrl}/scores/${scoreId}` },
      { name: 'score editor', url: `${baseUrl}/scores/${scoreId}/edit`, signedIn: true },
    ];
    const results = [];
    for (const target of pages) {
      if (target.signedIn) await signIn(page, baseUrl, account);
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await audit(page, target));
      // The median run by performance: one run's score swings by ten points on this machine.
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[runs.length >> 1];
      results.push({ ...median, performanceRuns: runs.map((run) => run.performance) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The suite against a running server holding the demonstration data; `account` may edit. */
export async function runWeb(server, account) {
  const sizes = bundleSizes();
  const scoreId = await scoreWithIncipits(server);
  const incipit = await firstIncipit(server.url, scoreId);
  const lighthouseResults = await lighthouseScores(server.url, scoreId, account);
  return {
    targets: TARGETS,
    bundleSizes: sizes,
    firstIncipit: incipit,
    lighthouse: lighthouseResults,
  };
}

export function printWeb(result) {
  console.log('\nweb: JavaScript per screen');
  console.log(formatBundleSizes(result.bundleSizes));
  const incipit = result.firstIncipit;
  const verdict = incipit.warmMs <= TARGETS.firstIncipitWarmMs ? 'ok' : 'SLOW';
  console.log(
    `\nweb: first incipit of a score view (${incipit.url}), from the navigation's start\n` +
      `  cold (new profile): heading ${incipit.coldHeadingMs} ms, incipit ${incipit.coldMs} ms\n` +
      `  warm (same profile, median of ${incipit.warmRuns.length}): heading ` +
      `${incipit.warmHeadingMs} ms, incipit ${incipit.warmMs} ms ` +
      `[${incipit.warmRuns.map((run) => run.ms).join(', ')}]` +
      ` — target ≤ ${TARGETS.firstIncipitWarmMs} ms: ${verdict}`,
  );
  for (const when of ['cold', 'warm']) {
    const { responses, resources } = incipit[when];
    for (const response of responses) {
      const timing = resources.find((resource) => resource.file === response.file);
      const cached = timing?.transferSize === 0 ? ', from the cache' : '';
      const window = timing ? `, ${timing.startMs}–${timing.endMs} ms` : '';
      console.log(
        `  ${when}: ${response.file} ${response.status} ${response.encoding}${cached}${window}` +
          ` (${response.cacheControl})`,
      );
    }
  }
  console.log(
    `\nweb: Lighthouse, desktop preset (the median of ${result.lighthouse[0]?.performanceRuns.length} runs per page)`,
  );
  console.table(
    result.lighthouse.map((page) => ({
      page: page.name,
      performance: page.performance,
      runs: page.performanceRuns.join(' '),
      [`target ≥${TARGETS.performance}`]: page.performance >= TARGETS.performance ? 'ok' : 'LOW',
      accessibility: page.accessibility,
      [`target ≥${TARGETS.accessibility}`]:
        page.accessibility >= TARGETS.accessibility ? 'ok' : 'LOW',
      ...page.metrics,
      'machine index': page.benchmarkIndex,
    })),
  );
  for (const page of result.lighthouse) {
    if (page.runtimeError) console.log(`  ${page.name}: Lighthouse failed: ${page.runtimeError}`);
    if (page.performance < TARGETS.performance) {
      console.log(`  ${page.name}, performance blames:`);
      for (const audit of page.performanceAudits) console.log(`    ${auditLine(audit)}`);
    }
    if (page.accessibility < TARGETS.accessibility) {
      console.log(`  ${page.name}, accessibility fails:`);
      for (const audit of page.accessibilityAudits) console.log(`    ${auditLine(audit)}`);
    }
  }
}
