import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../core/runtime/config';
import { DataDirInUse, lockDataDir } from '../core/storage/data-dir-lock';
import { pgliteDir, pgliteExtensions } from '../core/database/db';
import { runBackup, type BackupSource } from './backup';
import { remoteSnapshot } from './control';
import { BackupRefused, UNFINISHED, type Manifest } from './manifest';
import { describeError, type Report } from './progress';
import { runRestore } from './restore';
import { pgliteSnapshot, postgresSnapshot } from './snapshot';

/*
 * `npm run backup -- DIR` and `npm run restore -- DIR`, configured as `npm start` is: DATABASE_URL
 * (else the embedded database in DATA_DIR) and DATA_DIR (the stored files).
 */

/** The one folder argument, relative to where npm was run (npm runs scripts in the repository). */
function folderArgument(command: string, args: string[], env: NodeJS.ProcessEnv): string {
  const folders = args.filter((arg) => arg !== '--');
  if (folders.length !== 1 || folders[0]!.startsWith('-'))
    throw new BackupRefused(`usage: npm run ${command} -- FOLDER`);
  return resolve(env.INIT_CWD || process.cwd(), folders[0]!);
}

function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `the PostgreSQL database ${parsed.pathname.slice(1)} on ${parsed.host}`;
}

/** `npm run backup -- DIR`: while the server runs, or not. */
export async function backupCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  report: Report,
): Promise<Manifest> {
  const dir = folderArgument('backup', args, env);
  const config = loadConfig(env);
  const filesDir = join(config.dataDir, 'files');
  if (config.databaseUrl) {
    const source: BackupSource = {
      how: describePostgres(config.databaseUrl),
      snapshot: postgresSnapshot(config.databaseUrl),
      concurrent: true,
    };
    return runBackup({ dir, filesDir, source, report });
  }
  const dbDir = pgliteDir(config.dataDir);
  const noDatabase = () =>
    new BackupRefused(
      `${config.dataDir} holds no database (${dbDir}): set DATA_DIR (or DATABASE_URL) as for npm start.`,
    );
  if (!existsSync(config.dataDir)) throw noDatabase();
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    // The server runs: it reads the snapshot for us (backup/control.ts).
    const source: BackupSource = {
      how: `the embedded database in ${config.dataDir}, through its running server (pid ${error.pid})`,
      snapshot: remoteSnapshot(config.dataDir, error.pid),
      concurrent: true,
    };
    return runBackup({ dir, filesDir, source, report });
  }
  if (!existsSync(join(dbDir, 'PG_VERSION'))) {
    unlock();
    throw noDatabase();
  }
  // No server runs, and none can start while the lock is ours: the database is read here.
  try {
    const client = new PGlite({ dataDir: dbDir, extensions: pgliteExtensions() });
    try {
      await client.waitReady;
      const source: BackupSource = {
        how: `the embedded database in ${config.dataDir} (no server running)`,
        snapshot: pgliteSnapshot(client),
        concurrent: false,
      };
      return await runBackup({ dir, filesDir, source, report });
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** `npm run restore -- DIR`: into an empty DATA_DIR, or an empty database and DATA_DIR. */
export function restoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  report: Report,
): Promise<Manifest> {
  const dir = folderArgument('restore', args, env);
  const config = loadConfig(env);
  return runRestore({
    dir,
    target: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, dataDir: config.dataDir }
      : { kind: 'pglite', dataDir: config.dataDir },
    report,
  });
}

/** Runs a command as a CLI: its progress on stdout, a failure in words on stderr, exit code 1. */
export function runCli(
  name: 'backup' | 'restore',
  command: (args: string[], env: NodeJS.ProcessEnv, report: Report) => Promise<unknown>,
): void {
  const args = process.argv.slice(2);
  command(args, process.env, (line) => console.log(line)).then(
    () => process.exit(0),
    (error: unknown) => {
      let place: string | undefined;
      try {
        place =
          name === 'backup'
            ? folderArgument(name, args, process.env)
            : loadConfig(process.env).dataDir;
      } catch {
        // no folder given, or a configuration refused: the message says so
      }
      console.error(
        `${name === 'backup' ? 'Backup' : 'Restore'} failed: ${describeError(error, place)}`,
      );
      if (name === 'backup') {
        try {
          const dir = folderArgument(name, args, process.env);
          if (existsSync(join(dir, UNFINISHED)))
            console.error(
              `${dir} holds an unfinished backup (no manifest.json, so it cannot be restored): run the backup into it again to finish it, or remove it.`,
            );
        } catch {
          // no folder given: the message says so
        }
      }
      process.exit(1);
    },
  );
}
