import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../app';
import { loadConfig } from '../core/runtime/config';
import { openDatabase, type Database } from '../core/database/db';
import { createLogger } from '../core/runtime/logger';
import { ApiClient } from '../test/api-client';
import { createUser } from '../test/factories';

// Issue 8, defect 10: the server log recorded full SQL with its parameters. Passwords, tokens and
// statement parameters never reach the log, whatever the level.

const SECRET = 'Sekret-Passwort-4711';
let lines: string[];
let database: Database;
let app: App;
let client: ApiClient;

beforeAll(async () => {
  lines = [];
  database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
  });
  const config = loadConfig({ LOG_LEVEL: 'debug', DATA_DIR: '/tmp/partitura-unused' });
  const log = createLogger('debug', { write: (line: string) => void lines.push(line) });
  app = createApp({ db: database.db, config, log, webDist: null });
  const address = await app.listen(0, '127.0.0.1');
  client = await ApiClient.connect(`http://127.0.0.1:${address.port}`);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the log keeps no secrets', () => {
  it('logs a failed statement with its SQL but without its parameters', async () => {
    const error = await database.db
      .execute(sql`select ${SECRET}::int as n`)
      .then(() => null)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(SECRET);
    createLogger('error', { write: (line: string) => void lines.push(line) }).error(
      { err: error },
      'a statement failed',
    );
    const logged = lines.at(-1)!;
    expect(logged).toContain('select $1::int as n');
    expect(logged).not.toContain(SECRET);
  });

  it('never writes the passwords and tokens of requests, even at debug level', async () => {
    const { email, password } = await createUser(database.db, 'guest');
    const before = lines.length;
    const login = await client.gql(
      'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { success token } }',
      { e: email, p: password },
    );
    const token = login.data?.login.token as string;
    expect(token).toBeTruthy();
    await client.gql('{ me { id } }', undefined, { token });
    await client.gql(
      'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { success } }',
      { t: `${SECRET}-token`, p: SECRET },
    );
    const logged = lines.slice(before).join('\n');
    expect(lines.length).toBeGreaterThan(before);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(token);
  });
});
