import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../apps/server/src/archive-tools';

/*
 * The database the generator fills, reached directly (not through Drizzle): bulk loading wants
 * one statement per few thousand rows with whole columns as array parameters, the same SQL on
 * PGlite and on a PostgreSQL server.
 */

export type Target = {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

export async function openTarget(
  where: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string },
): Promise<Target> {
  if (where.kind === 'postgres') {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    // Statements sent while another runs wait their turn here (node-postgres would queue them
    // too, but is to stop doing so), in the order they were sent.
    let previous: Promise<unknown> = Promise.resolve();
    return {
      kind: 'postgres',
      query: <T>(text: string, params?: unknown[]) => {
        const result = previous.then(async () => (await client.query(text, params)).rows as T[]);
        previous = result.catch(() => {});
        return result;
      },
      close: () => client.end(),
    };
  }
  const client = new PGlite({ dataDir: where.dataDir, extensions: pgliteExtensions() });
  await client.waitReady;
  return {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) =>
      params && params.length > 0
        ? ((await client.query(text, params)).rows as T[])
        : // Without parameters several statements may be sent at once (simple protocol).
          (((await client.exec(text)).at(-1)?.rows ?? []) as T[]),
    close: () => client.close(),
  };
}

/**
 * A column of a table being loaded: its name, the SQL type of its values (the parameter is an
 * array of them), and optionally the type they are cast to on insert — for a column whose values
 * are themselves arrays or other composite values, sent as their text form ('text', 'int[]'),
 * because unnest flattens an array of arrays.
 */
export type Column = readonly [name: string, type: string, cast?: string];

/**
 * Rows of one table collected column by column and written in chunks with
 * `INSERT … SELECT * FROM unnest($1::type[], …)`: one parameter per column whatever the number
 * of rows, so a chunk of 10,000 rows is one statement, far from the 65,535-parameter limit.
 * Ids are the generator's own (OVERRIDING SYSTEM VALUE), so children name their parents
 * without reading ids back.
 */
export class TableLoader {
  private columns: unknown[][];
  private pending: Promise<void> = Promise.resolve();
  rows = 0;

  constructor(
    private readonly target: Target,
    private readonly table: string,
    private readonly spec: readonly Column[],
    private readonly chunk = 10_000,
  ) {
    this.columns = spec.map(() => []);
  }

  /** Adds one row, its values in the order of the columns. */
  add(...values: unknown[]): void {
    for (let i = 0; i < values.length; i++) this.columns[i].push(values[i]);
  }

  get full(): boolean {
    return this.columns[0].length >= this.chunk;
  }

  /**
   * Sends what has been collected. The statement runs while the caller generates the next chunk
   * (on a PostgreSQL server; PGlite runs in this thread); one chunk is in flight at most.
   */
  async flush(): Promise<void> {
    await this.pending;
    const columns = this.columns;
    if (columns[0].length === 0) return;
    this.columns = this.spec.map(() => []);
    this.rows += columns[0].length;
    const names = this.spec.map(([name]) => `"${name}"`).join(', ');
    const arrays = this.spec.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    const aliases = this.spec.map((_, i) => `c${i}`);
    const values = this.spec.map(([, , cast], i) => (cast ? `c${i}::${cast}` : `c${i}`));
    this.pending = this.target
      .query(
        `INSERT INTO ${this.table} (${names}) OVERRIDING SYSTEM VALUE ` +
          `SELECT ${values.join(', ')} FROM unnest(${arrays}) AS u(${aliases.join(', ')})`,
        columns,
      )
      .then(() => undefined);
    // Marked handled here; the failure surfaces at the next flush or finish, which await it.
    this.pending.catch(() => {});
  }

  /** Sends the rest and waits until every row is written. */
  async finish(): Promise<number> {
    await this.flush();
    await this.pending;
    return this.rows;
  }
}

/**
 * Loaders of tables that refer to each other, parents first: when one is full all are sent, in
 * this order, so a child row never reaches the database before its parent (one connection runs
 * the statements in the order they were sent).
 */
export class LoadGroup<T extends Record<string, TableLoader>> {
  constructor(readonly loaders: T) {}

  /** Call between batches of records. */
  async flushIfFull(): Promise<void> {
    if (!Object.values(this.loaders).some((loader) => loader.full)) return;
    for (const loader of Object.values(this.loaders)) await loader.flush();
  }

  async finish(): Promise<void> {
    for (const loader of Object.values(this.loaders)) await loader.flush();
    for (const loader of Object.values(this.loaders)) await loader.finish();
  }
}
