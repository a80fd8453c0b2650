import { rmSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  canRunCluster,
  Client,
  codes,
  full,
  privateCluster,
  scratchDatabase,
  scratchDir,
  sharedPostgres,
  startPartitura,
  until,
  type Partitura,
  cleanups,
} from './support';
import { halfSaved, missing, newLedger, writer } from './workload';

// PostgreSQL blinking under load: its backends ended mid-request, and the whole server stopped
// and started again. Partitura's process stays up, answers what it cannot do "try again"
// (SERVICE_UNAVAILABLE), never anything else, serves again once the database is back, without a
// restart, and every acknowledged write reads back.

/** Answers during an outage may be served, refused for it, or refused as busy: nothing else. */
const ALLOWED = new Set(['ok', 'SERVICE_UNAVAILABLE', 'refused']);

/** /healthz asked every 100 ms for as long as the scenario runs: the slowest answer, failures. */
function healthProbe(url: string) {
  let going = true;
  let slowest = 0;
  let failures = 0;
  const probing = (async () => {
    while (going) {
      const started = performance.now();
      try {
        if (!(await fetch(`${url}/healthz`)).ok) failures++;
      } catch {
        failures++;
      }
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    going = false;
    await probing;
    return { slowest, failures };
  };
}

describe.skipIf(!sharedPostgres)('PostgreSQL backends ended mid-request', () => {
  const cleanup = cleanups();

  it('keeps the process up; the requests on them answer "try again"; the next are served', async () => {
    const dataDir = scratchDir('terminate');
    const database = await scratchDatabase();
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }), database.drop);
    const server = await startPartitura({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    cleanup(() => server.stop());
    const client = await Client.signedIn(server.url);
    const ledger = newLedger();
    let going = true;
    const health = healthProbe(server.url);
    const writers = Array.from({ length: 6 }, () => writer(client, ledger, () => going));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    let ended = 0;
    const rounds = full ? 100 : 15;
    for (let round = 0; round < rounds; round++) {
      // Every backend of the database but this one, whatever it is doing.
      const { rows } = await admin.query(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      ended += rows[0].n;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await admin.end();
    going = false;
    await Promise.all(writers);
    const { slowest, failures } = await health();

    expect(server.child.exitCode).toBe(null);
    expect(
      [...ledger.outcomes.keys()].filter((outcome) => !ALLOWED.has(outcome)),
      ledger.failures.join('\n'),
    ).toEqual([]);
    expect(ledger.outcomes.get('SERVICE_UNAVAILABLE') ?? 0).toBeGreaterThan(0);
    expect(failures).toBe(0);
    expect(await missing(client, ledger)).toEqual([]);
    expect(await halfSaved(client)).toEqual([]);
    console.log(
      `backends ended: ${ended} in ${rounds} rounds; answers ${JSON.stringify(Object.fromEntries(ledger.outcomes))}; /healthz slowest ${slowest.toFixed(0)} ms`,
    );
  });
});

describe.skipIf(!canRunCluster)('a PostgreSQL server stopped and started again under load', () => {
  const cleanup = cleanups();

  it('is survived without a restart of Partitura: "try again" meanwhile, served again after', async () => {
    const cluster = await privateCluster();
    cleanup(() => cluster.remove());
    const dataDir = scratchDir('restart');
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    let server: Partitura | null = await startPartitura({
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
    });
    cleanup(() => server?.stop());
    const client = await Client.signedIn(server.url);
    const ledger = newLedger();
    let going = true;
    const health = healthProbe(server.url);
    const writers = Array.from({ length: 6 }, () => writer(client, ledger, () => going));
    await until(() => (ledger.outcomes.get('ok') ?? 0) >= 20, 60_000, 'writes before the stop');

    const downMs = full ? 10_000 : 2_000;
    cluster.stop();
    const stopped = Date.now();
    // While it is down, a read is refused "try again", translated, at once.
    await until(
      async () =>
        codes(await client.post('{ collections { data { id } } }')).includes('SERVICE_UNAVAILABLE'),
      10_000,
      'a read answered SERVICE_UNAVAILABLE while the database is down',
    );
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    await until(() => Date.now() - stopped >= downMs, downMs + 1000, 'the outage');
    cluster.start();
    const restarted = Date.now();
    await until(
      async () => codes(await client.post('{ collections { data { id } } }')).length === 0,
      30_000,
      'a read served again after the database came back',
    );
    const recoveredMs = Date.now() - restarted;
    const okBefore = ledger.outcomes.get('ok') ?? 0;
    await until(() => (ledger.outcomes.get('ok') ?? 0) >= okBefore + 20, 60_000, 'writes again');
    going = false;
    await Promise.all(writers);
    const { slowest, failures } = await health();

    expect(server.child.exitCode).toBe(null);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(
      [...ledger.outcomes.keys()].filter((outcome) => !ALLOWED.has(outcome)),
      ledger.failures.join('\n'),
    ).toEqual([]);
    expect(failures).toBe(0);
    expect(await missing(client, ledger)).toEqual([]);
    expect(await halfSaved(client)).toEqual([]);
    console.log(
      `PostgreSQL down ${downMs / 1000} s: served again ${recoveredMs} ms after it was back; answers ${JSON.stringify(Object.fromEntries(ledger.outcomes))}; /healthz slowest ${slowest.toFixed(0)} ms`,
    );
    await server.stop();
    server = null;
  });
});
