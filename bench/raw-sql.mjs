// The SQL a request made, timed raw: the statements the server sent (sql-capture.mjs) sent
// again, in order and with the same parameters, on a connection of the benchmark's own — to
// PostgreSQL over the network like the server's pool, or into the PGlite data directory once
// the server has stopped (PGlite admits one process).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export async function openRaw({ databaseUrl, pgliteDir }) {
  if (databaseUrl) {
    const connect = async () => {
      // As the server's pool connects (core/database/db.ts): without JIT.
      const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
      await client.connect();
      return client;
    };
    const clients = [await connect()];
    return {
      concurrent: true,
      /** Runs the statements of one request on the `client`th connection. */
      async run(statements, client = 0) {
        while (clients.length <= client) clients.push(await connect());
        for (const { text, values } of statements) {
          await clients[client].query({ text, values, rowMode: 'array' });
        }
      },
      close: () => Promise.all(clients.map((client) => client.end())),
    };
  }
  const db = new PGlite({ dataDir: pgliteDir, extensions: { pg_trgm, unaccent } });
  await db.waitReady;
  return {
    // One embedded database runs one statement at a time: eight clients would only queue.
    concurrent: false,
    async run(statements) {
      for (const { text, values } of statements) {
        if (values.length > 0) await db.query(text, values, { rowMode: 'array' });
        else await db.exec(text);
      }
    },
    close: () => db.close(),
  };
}
