import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { folderRace, RACE_REFUSALS } from '../apps/server/src/test/folder-race';
import {
  Client,
  full,
  scratchDatabase,
  scratchDir,
  sharedPostgres,
  startPartitura,
  cleanups,
} from './support';

// The folder race (issue 22, row 5) against the built server on PostgreSQL, longer than the
// server tests run it: never a server error.

describe.skipIf(!sharedPostgres)('two contributors racing over the same folders', () => {
  const cleanup = cleanups();

  it('answers every operation with a save or a refusal', async () => {
    const dataDir = scratchDir('folders');
    const database = await scratchDatabase();
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }), database.drop);
    const server = await startPartitura({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    cleanup(() => server.stop());
    const [first, second] = await Promise.all([
      Client.signedIn(server.url),
      Client.signedIn(server.url),
    ]);
    const outcomes = await folderRace(
      (query, variables) => first.post(query, variables),
      (query, variables) => second.post(query, variables),
      full ? 100 : 20,
    );
    expect(outcomes.filter((o) => o !== 'done' && !RACE_REFUSALS.includes(o))).toEqual([]);
    const busy = outcomes.filter((outcome) => outcome === 'Record.error_busy').length;
    console.log(
      `folder race: ${outcomes.length} operations, ${outcomes.filter((o) => o === 'done').length} done, ${busy} busy`,
    );
  });
});
