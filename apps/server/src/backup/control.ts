import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { Database } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import { decodeEvents, encodeError, encodeEvent, RemoteSnapshotError } from './frames';
import { pgliteSnapshot, type Snapshot, type SnapshotEvent } from './snapshot';

/*
 * Backups of a running server on the embedded database. Only the server may open DATA_DIR/db
 * (core/storage/data-dir-lock.ts), so it answers `npm run backup` on a Unix socket inside DATA_DIR, in a
 * folder only its owner may enter: POST /snapshot streams a snapshot of the database (frames.ts).
 * On PostgreSQL there is nothing to serve: any process reads its own snapshot.
 */

/** The control socket's folder (mode 0700) and path inside DATA_DIR. */
export function controlSocket(dataDir: string): { dir: string; path: string } {
  const dir = join(dataDir, 'control');
  return { dir, path: join(dir, 'backup.sock') };
}

/** Unix socket paths are at most 107 bytes (sun_path) on Linux. */
const SOCKET_PATH_MAX = 107;

/** A client that reads nothing for this long is gone: its snapshot must not hold the database. */
const IDLE_CLIENT_MS = 60_000;

export type BackupControl = { close(): Promise<void> };

/**
 * Starts answering backups on DATA_DIR's control socket when the database is the embedded one
 * (on PostgreSQL: nothing). `close` stops it, ending a snapshot under way (before the database
 * closes: a snapshot's transaction holds it).
 */
export async function serveBackups({
  dataDir,
  database,
  log,
}: {
  dataDir: string;
  database: Database;
  log: Logger;
}): Promise<BackupControl> {
  const client = database.pglite;
  if (!client) return { close: async () => {} };
  const { dir, path } = controlSocket(dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    log.warn(
      { path },
      'backups of the running server are off: the path of DATA_DIR is too long for a Unix socket (stop the server to back up)',
    );
    return { close: async () => {} };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // Left by a server that did not stop: DATA_DIR's lock says no other process uses it now.
  rmSync(path, { force: true });
  const snapshot = pgliteSnapshot(client);
  const sockets = new Set<Socket>();
  const running = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      res.writeHead(404).end();
      return;
    }
    req.resume();
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    req.socket.setTimeout(IDLE_CLIENT_MS, () => req.socket.destroy());
    const started = performance.now();
    log.info('backup: snapshot of the database started');
    const sending = snapshot(async (event) => {
      for (const frame of encodeEvent(event)) await send(res, frame);
    }).then(
      () => {
        log.info({ ms: Math.round(performance.now() - started) }, 'backup: snapshot sent');
        res.end();
      },
      (error: unknown) => {
        log.warn({ err: error }, 'backup: snapshot failed');
        if (!res.destroyed) res.end(encodeError(error instanceof Error ? error.message : 'failed'));
      },
    );
    running.add(sending);
    void sending.finally(() => running.delete(sending));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      // A snapshot cut off ends its transaction before the database may close.
      await Promise.all(running);
      rmSync(path, { force: true });
    },
  };
}

/** Writes one frame, waiting while the client's socket is full; fails when the client is gone. */
function send(res: ServerResponse, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const gone = () => reject(new Error('the backup client went away'));
    if (res.destroyed) return gone();
    res.once('close', gone);
    res.write(data, (error) => {
      res.off('close', gone);
      if (error) reject(error);
      else resolve();
    });
  });
}

/**
 * A snapshot read from the running server over its control socket. A server that stops (or
 * fails) in the middle fails it with a message saying so.
 */
export function remoteSnapshot(dataDir: string, pid: number): Snapshot {
  const { path } = controlSocket(dataDir);
  const server = `the server using DATA_DIR (pid ${pid})`;
  return async (emit) => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({ socketPath: path, method: 'POST', path: '/snapshot' }, resolve);
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
              ? `${server} does not answer backups on ${path}: stop it and run the backup again (it then reads the database itself), or restart it with this version`
              : `could not reach ${server} on ${path}: ${error.message}`,
          ),
        ),
      );
      req.end();
    });
    try {
      if (response.statusCode !== 200)
        throw new Error(`${server} refused the backup (HTTP ${response.statusCode})`);
      const events = decodeEvents(response);
      for (;;) {
        let next: IteratorResult<SnapshotEvent>;
        try {
          next = await events.next();
        } catch (error) {
          if (error instanceof RemoteSnapshotError)
            throw new Error(`${server} could not read the snapshot: ${error.message}`, {
              cause: error,
            });
          throw new Error(
            `${server} stopped answering in the middle of the snapshot (${error instanceof Error ? error.message : String(error)})`,
            { cause: error },
          );
        }
        if (next.done)
          throw new Error(
            `${server} stopped answering in the middle of the snapshot (did it stop?)`,
          );
        // Errors here are this side's own (a full disk): they go on as they are.
        await emit(next.value);
        if (next.value.type === 'end') return;
      }
    } finally {
      response.destroy();
    }
  };
}
