import type { Target } from './target';

/*
 * What a bulk load does around the rows: the search triggers off while loading (the documents
 * are rebuilt once at the end), secondary indexes dropped and built again afterwards (faster
 * than keeping them up to date row by row), identity sequences moved past the generated ids, and
 * a marker that says which set the database holds. Dropped indexes are remembered in the
 * database itself, so a load that dies half-way has them rebuilt by the next run.
 */

/** The tables the generator writes (the wipe empties them; everything else is kept). */
export const GENERATED_TABLES = [
  'collections',
  'genres',
  'people',
  'person_names',
  'scores',
  'attributions',
  'parts',
  'score_voices',
  'score_genres',
  'melodies',
  'incipits',
  'digital_copies',
  'catalogs',
  'pages',
  'entries',
];

/** Records of every kind, also those the generator never writes (a wipe must leave no orphan). */
const RECORD_TABLES = [
  ...GENERATED_TABLES,
  'places',
  'publications',
  'person_sources',
  'syllabi',
  'vow_book_entries',
  'part_voices',
  'score_sources',
  'publication_scores',
  'digital_copy_files',
  'iiif_objects',
  'iiif_canvases',
  'iiif_annotations',
  'files',
  'search_documents',
  'search_words',
];

export type Marker = {
  status: 'loading' | 'complete';
  spec: Record<string, unknown>;
  probes?: Record<string, unknown>;
  stats?: Record<string, unknown>;
};

export async function prepareMarker(target: Target): Promise<void> {
  await target.query(`CREATE TABLE IF NOT EXISTS bench_dataset (
    id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    status text NOT NULL,
    spec jsonb NOT NULL,
    probes jsonb,
    stats jsonb,
    updated_at timestamptz NOT NULL DEFAULT now())`);
  await target.query(
    'CREATE TABLE IF NOT EXISTS bench_dropped_indexes (name text PRIMARY KEY, definition text NOT NULL)',
  );
}

export async function readMarker(target: Target): Promise<Marker | null> {
  const rows = await target.query<Marker>('SELECT status, spec, probes, stats FROM bench_dataset');
  return rows[0] ?? null;
}

export async function writeMarker(target: Target, marker: Marker): Promise<void> {
  await target.query(
    `INSERT INTO bench_dataset (id, status, spec, probes, stats) VALUES (1, $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, spec = excluded.spec,
       probes = excluded.probes, stats = excluded.stats, updated_at = now()`,
    [marker.status, marker.spec, marker.probes ?? null, marker.stats ?? null],
  );
}

/** True when the database holds records (demonstration data, or a real catalogue). */
export async function holdsRecords(target: Target): Promise<boolean> {
  const rows = await target.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM scores) OR EXISTS (SELECT 1 FROM people)
         OR EXISTS (SELECT 1 FROM collections) AS any`,
  );
  return rows[0].any;
}

/** Empties every record table, ids starting from 1 again (accounts and settings are kept). */
export async function wipeRecords(target: Target): Promise<void> {
  await target.query(`TRUNCATE ${RECORD_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}

/** The tables that carry search triggers (migration 0006), read from the catalog. */
async function searchTriggerTables(target: Target): Promise<string[]> {
  const rows = await target.query<{ name: string }>(
    `SELECT DISTINCT tgrelid::regclass::text AS name FROM pg_trigger
      WHERE NOT tgisinternal AND tgname LIKE 'search\\_%' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

export async function setSearchTriggers(target: Target, enabled: boolean): Promise<void> {
  for (const table of await searchTriggerTables(target)) {
    await target.query(`ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
  }
}

/** Drops the indexes of these tables that back no constraint, remembering their definitions. */
export async function dropIndexes(target: Target, tables: readonly string[]): Promise<number> {
  const indexes = await target.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY ($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name, definition } of indexes) {
    await target.query(
      'INSERT INTO bench_dropped_indexes (name, definition) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [name, definition],
    );
    await target.query(`DROP INDEX ${name}`);
  }
  return indexes.length;
}

/** Builds every index dropIndexes dropped (also those of an earlier run that died). */
export async function restoreIndexes(target: Target): Promise<number> {
  const indexes = await target.query<{ name: string; definition: string }>(
    'SELECT name, definition FROM bench_dropped_indexes ORDER BY name',
  );
  for (const { name, definition } of indexes) {
    await target.query(definition);
    await target.query('DELETE FROM bench_dropped_indexes WHERE name = $1', [name]);
  }
  return indexes.length;
}

/** Moves each identity sequence past the largest id the generator wrote. */
export async function advanceSequences(target: Target, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const identity = await target.query<{ sequence: string | null }>(
      `SELECT pg_get_serial_sequence(attrelid::regclass::text, attname) AS sequence
         FROM pg_attribute WHERE attrelid = $1::regclass AND attname = 'id'`,
      [table],
    );
    if (!identity[0]?.sequence) continue;
    await target.query(
      `SELECT setval($1, coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
      [identity[0].sequence],
    );
  }
}

/** The database's size on disk and its largest tables (with their indexes). */
export async function sizes(target: Target) {
  const [database] = await target.query<{ bytes: string }>(
    'SELECT pg_database_size(current_database())::text AS bytes',
  );
  const tables = await target.query<{ name: string; bytes: string; rows: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes,
            c.reltuples::bigint::text AS rows
       FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
      ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 12`,
  );
  return {
    databaseBytes: Number(database.bytes),
    tables: tables.map((t) => ({ name: t.name, bytes: Number(t.bytes), rows: Number(t.rows) })),
  };
}
