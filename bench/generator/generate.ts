import { writeFileSync } from 'node:fs';
import { openDatabase, pgliteDir } from '../../apps/server/src/archive-tools';
import { loadCatalogs } from './catalogs';
import {
  advanceSequences,
  dropIndexes,
  GENERATED_TABLES,
  holdsRecords,
  prepareMarker,
  readMarker,
  restoreIndexes,
  setSearchTriggers,
  sizes,
  wipeRecords,
  writeMarker,
  type Marker,
} from './maintenance';
import { loadPeople } from './people';
import { chooseProbes, melodyProbe } from './probes';
import { MELODY_COLUMNS, rismPool } from './rism-pool';
import { loadScores } from './scores';
import { openTarget, TableLoader, type Target } from './target';
import { COLLECTIONS } from './vocabulary';

/*
 * The benchmark's data generator (npm run bench runs it; README "Benchmarks"): fills a migrated
 * database with a generated archive of the requested size — BENCH_SCORES scores (1,000,000 on
 * PostgreSQL through BENCH_DATABASE_URL, 100,000 on PGlite in BENCH_DATA_DIR), people, incipits,
 * catalogs — deterministically from BENCH_SEED. A database that already holds the same set is
 * left as it is, so repeated benchmarks start at once. Refuses a database holding other records.
 */

type Spec = {
  generator: number;
  seed: number;
  scores: number;
  people: number;
  incipits: number;
  catalogs: number;
  entries: number;
  /**
   * Migrations applied when the set was generated (recorded only). A later migration migrates
   * the kept set as it migrates any archive (filling what it adds); a migration whose new
   * columns the generator fills bumps GENERATOR_VERSION instead.
   */
  migrations: number;
  /** 1: every incipit a melody of its own (BENCH_DISTINCT_MELODIES); absent: copies share. */
  distinctMelodies?: number;
};

/** Bump when the generator writes different data: cached sets of older versions are rebuilt. */
const GENERATOR_VERSION = 2;

const started = performance.now();
function log(message: string) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(7);
  console.log(`[generate ${seconds} s] ${message}`);
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  const seconds = (performance.now() - start) / 1000;
  timings[name] = Math.round(seconds * 10) / 10;
  log(`${name}: ${seconds.toFixed(1)} s`);
  return result;
}
const timings: Record<string, number> = {};

function size(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!url && !dataDir) throw new Error('Set BENCH_DATABASE_URL or BENCH_DATA_DIR');
  const scores = size('BENCH_SCORES', url ? 1_000_000 : 100_000);
  const spec: Spec = {
    generator: GENERATOR_VERSION,
    seed: size('BENCH_SEED', 1),
    scores,
    people: size('BENCH_PEOPLE', Math.max(100, Math.round(scores / 10))),
    incipits: size('BENCH_INCIPITS', Math.round(scores * 1.5)),
    catalogs: size('BENCH_CATALOGS', 20),
    entries: size('BENCH_ENTRIES', Math.round(scores / 5)),
    migrations: 0,
    // Only when asked: the sets generated before the option keep matching their spec.
    ...(process.env.BENCH_DISTINCT_MELODIES === '1' && { distinctMelodies: 1 }),
  };

  // Migrated exactly as the server migrates at start (core/database/db.ts), then reached directly.
  const where = url
    ? ({ kind: 'postgres', url } as const)
    : ({ kind: 'pglite', dataDir: pgliteDir(dataDir as string) } as const);
  await step('migrate', async () => (await openDatabase(where)).close());
  const target = await openTarget(where);
  try {
    spec.migrations = Number(
      (
        await target.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')
      )[0].n,
    );
    await prepareMarker(target);
    const restored = await restoreIndexes(target);
    if (restored > 0) log(`rebuilt ${restored} indexes an interrupted run had dropped`);
    await setSearchTriggers(target, true);

    const marker = await readMarker(target);
    // Compared key by key (jsonb keeps its own key order), the migrations aside.
    const keys = new Set([...Object.keys(spec), ...Object.keys(marker?.spec ?? {})]);
    const same = ([...keys] as Array<keyof Spec>).every(
      (key) => key === 'migrations' || marker?.spec[key] === spec[key],
    );
    if (marker?.status === 'complete' && same && process.env.BENCH_REGENERATE !== '1') {
      log(`the database already holds this set (${describe(spec)}); kept`);
      // The melody probe comes from the RISM sample alone: chosen anew, as the cases expect it.
      const probes = { ...marker.probes, melody: melodyProbe(await rismPool()) };
      writeDataset({ ...marker, probes, cached: true });
      return;
    }
    if (!marker && (await holdsRecords(target))) {
      throw new Error(
        'The database holds records the generator did not write; give the benchmark an empty ' +
          'database (createdb) or data directory.',
      );
    }
    if (marker) log(`replacing the set it holds (${describe(marker.spec)})`);
    log(`generating ${describe(spec)} on ${target.kind}`);
    await step('wipe', () => wipeRecords(target));
    await writeMarker(target, { status: 'loading', spec });
    const generated = await generate(target, spec);
    const complete = { status: 'complete', spec, ...generated } as const;
    await writeMarker(target, complete);
    writeDataset({ ...complete, cached: false });
    log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await target.close();
  }
}

async function generate(target: Target, spec: Spec) {
  if (target.kind === 'postgres') {
    await target.query("SET maintenance_work_mem = '1GB'");
    await target.query('SET synchronous_commit = off');
  }
  await setSearchTriggers(target, false);
  const dropped = await dropIndexes(target, GENERATED_TABLES);
  log(`search triggers off, ${dropped} indexes dropped for the load`);

  const pool = await rismPool();
  const ids = await step('collections and genres', async () => {
    const collections = new TableLoader(target, 'collections', [
      ['id', 'bigint'],
      ['name', 'text'],
      ['prefix', 'text'],
    ]);
    COLLECTIONS.forEach(([prefix, name], i) => collections.add(i + 1, name, prefix));
    await collections.finish();
    const genres = new TableLoader(target, 'genres', [
      ['id', 'bigint'],
      ['name', 'text'],
    ]);
    pool.genres.forEach((name, i) => genres.add(i + 1, name));
    await genres.finish();
    const melodies = new TableLoader(target, 'melodies', MELODY_COLUMNS);
    for (const row of pool.melodies) melodies.add(...row);
    await melodies.finish();
    return new Map(pool.genres.map((name, i) => [name, i + 1]));
  });
  const people = await step('people', () => loadPeople(target, spec.people, spec.seed));
  const tenth = Math.max(1, Math.round(spec.scores / 10));
  const scores = await step('scores', () =>
    loadScores(target, spec, people, pool, ids, spec.seed + 1, (done) => {
      if (done % tenth === 0) log(`  ${done.toLocaleString('en')} scores`);
    }),
  );
  const catalogs = await step('catalogs', () =>
    loadCatalogs(target, spec, scores, people, pool, spec.seed + 2),
  );
  await advanceSequences(target, GENERATED_TABLES);
  await step('indexes', () => restoreIndexes(target));
  await setSearchTriggers(target, true);
  // Statistics first: without them the planner reads the search views with a scan of
  // person_names per score (measured: 65 documents a second at 1M, days for the whole set).
  await step('analyze', () => target.query('ANALYZE'));

  // The search documents, rebuilt once (their indexes built after the rows, not row by row).
  await dropIndexes(target, ['search_documents', 'search_words']);
  const documents = await step('search_reindex()', async () =>
    Number((await target.query<{ n: string }>('SELECT search_reindex() AS n'))[0].n),
  );
  await step('search indexes', () => restoreIndexes(target));
  await step('vacuum analyze', () => target.query('VACUUM ANALYZE'));

  const measured = await sizes(target);
  log(`database size ${(measured.databaseBytes / 2 ** 20).toFixed(0)} MiB`);
  return {
    probes: chooseProbes({ people, scores, pool, genres: ids }),
    stats: {
      timings,
      rows: {
        people: spec.people,
        scores: spec.scores,
        incipits: scores.incipits,
        distinctIncipits: pool.incipits.length,
        catalogs: spec.catalogs,
        pages: catalogs.pages,
        entries: spec.entries,
        linkedEntries: catalogs.linked,
        searchDocuments: documents,
      },
      ...measured,
    },
  };
}

function describe(spec: Record<string, unknown>): string {
  const n = (key: string) => Number(spec[key] ?? 0).toLocaleString('en');
  return `${n('scores')} scores, ${n('incipits')} incipits, ${n('people')} people, ${n('entries')} entries, seed ${n('seed')}`;
}

/**
 * Tells the benchmark (BENCH_DATASET names the file) which set the database holds, what loading
 * it took, and the values its searches ask for (a rare name, a shelfmark that exists, …).
 */
function writeDataset(dataset: Marker & { cached: boolean }) {
  const file = process.env.BENCH_DATASET;
  if (file) writeFileSync(file, JSON.stringify(dataset, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
