import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../core/database/db';
import type { CurrentUser, Locale } from '../core/graphql/context';
import type { Logger } from '../core/runtime/logger';
import type { MarcImportWork } from '../core/runtime/services';
import { marcImports } from '../db/schema/imports';
import type { ImportReport } from './import';
import { MarcXmlError } from './marcxml-read';

/*
 * MARC imports run on the server (issue 25, the import screen): the uploaded file is moved to
 * DATA_DIR/imports, a row of marc_imports says how far the import is (about once a second) and,
 * at the end, what it did; the screen reads that row, so it follows the import after a reload.
 * A dry run keeps its file for the import the screen offers next, for a day; an import removes
 * it, and so does the next run's start for a stopped run (sweep).
 */

/** How often a running import writes its progress. */
const PROGRESS_MS = 1000;

/** How often a running import says it is alive, records or not. */
const HEARTBEAT_MS = 5000;

/** How long a dry run's file waits for the import the screen offers with it. */
const DRY_RUN_KEPT_SECONDS = 24 * 3600;

/** A run silent this long stopped with its server: its file is not needed again. */
const STOPPED_SECONDS = 3600;

type Run = (
  source: AsyncIterable<Buffer>,
  options: {
    dryRun: boolean;
    user: CurrentUser | null;
    locale: Locale;
    progress: (report: ImportReport) => Promise<void>;
  },
) => Promise<ImportReport>;

/** A report's counts, as a run's row holds them. */
function counts({ total, created, updated, unchanged, refused }: ImportReport) {
  return { total, created, updated, unchanged, refused };
}

export function createMarcImports(deps: {
  db: Db;
  log: Logger;
  dataDir: string;
  run: Run;
}): MarcImportWork {
  const dir = join(deps.dataDir, 'imports');
  let queue: Promise<void> = Promise.resolve();

  /**
   * Removes the files no run needs any more: a dry run's after a day (its import is then no
   * longer offered), a stopped run's (importing the file again finishes it). Each row's file is
   * taken once (an UPDATE that reads the path from the row as it was), then deleted.
   */
  async function sweep() {
    const gone = rowsOf<{ path: string }>(
      await deps.db.execute(sql`
        update marc_imports m set file_path = null
          from (select id, file_path from marc_imports
                 where file_path is not null
                   and ((dry_run and status = 'done'
                         and finished_at < now() - make_interval(secs => ${DRY_RUN_KEPT_SECONDS}))
                     or (status = 'running'
                         and heartbeat_at < now() - make_interval(secs => ${STOPPED_SECONDS})))
                   for update skip locked) o
         where m.id = o.id
        returning o.file_path as path`),
    );
    // A file that cannot be removed is left behind, said in the log: the run it was for goes on.
    for (const { path } of gone)
      await rm(path, { force: true }).catch((err: unknown) =>
        deps.log.warn({ err, path }, 'an old MARC import file could not be removed'),
      );
  }

  async function place(tempPath: string): Promise<string> {
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${randomUUID()}.xml`);
    try {
      await rename(tempPath, path);
    } catch {
      // Another file system (a temporary directory elsewhere): copied instead.
      await copyFile(tempPath, path);
    }
    return path;
  }

  async function execute(
    id: number,
    path: string,
    dryRun: boolean,
    user: CurrentUser | null,
    locale: Locale,
  ) {
    const stream = createReadStream(path);
    let told = 0;
    try {
      const report = await deps.run(stream, {
        dryRun,
        user,
        locale,
        progress: async (report) => {
          const now = Date.now();
          if (now - told < PROGRESS_MS) return;
          told = now;
          await deps.db
            .update(marcImports)
            .set({ ...counts(report), readBytes: stream.bytesRead, heartbeatAt: new Date() })
            .where(eq(marcImports.id, id));
        },
      });
      await deps.db
        .update(marcImports)
        .set({
          status: 'done',
          ...counts(report),
          readBytes: stream.bytesRead,
          report: { records: report.records, coverage: report.coverage },
          heartbeatAt: new Date(),
          finishedAt: new Date(),
          filePath: dryRun ? path : null,
        })
        .where(eq(marcImports.id, id));
      if (!dryRun) await rm(path, { force: true });
    } catch (error) {
      const message =
        error instanceof MarcXmlError
          ? `line ${error.line}, column ${error.column}: ${error.message}`
          : 'The import stopped on an error of the server; the records before it are imported.';
      if (!(error instanceof MarcXmlError))
        deps.log.error({ err: error, id }, 'MARC import failed');
      await deps.db
        .update(marcImports)
        .set({ status: 'failed', error: message, finishedAt: new Date(), filePath: null })
        .where(eq(marcImports.id, id))
        .catch((err: unknown) =>
          deps.log.error({ err, id }, 'a MARC import could not say it failed'),
        );
      await rm(path, { force: true });
    } finally {
      stream.destroy();
    }
  }

  /**
   * Says the run is alive until it ends, whether it waits its turn, reads a slow record or
   * finishes a batch (a run whose heartbeat is 30 s old is shown as stopped with its server).
   */
  function beat(id: number) {
    return setInterval(() => {
      deps.db
        .update(marcImports)
        .set({ heartbeatAt: new Date() })
        .where(eq(marcImports.id, id))
        .catch((err: unknown) => deps.log.warn({ err, id }, 'a MARC import missed a heartbeat'));
    }, HEARTBEAT_MS);
  }

  return {
    async start({ source, dryRun, user, locale }) {
      await sweep();
      let path: string;
      let fileName: string;
      let fileSize: number;
      if ('upload' in source) {
        path = await place(source.upload.tempPath);
        fileName = source.upload.filename.slice(0, 255) || 'import.xml';
        fileSize = source.upload.size;
      } else {
        // The import a dry run offers: its file, once, by whoever ran it.
        // (RETURNING gives the row as updated: the path is read from the row as it was.)
        const [tried] = rowsOf<{ path: string | null; name: string; size: number | string }>(
          await deps.db.execute(sql`
            update marc_imports m set file_path = null
              from (select id, file_path from marc_imports
                     where id = ${source.dryRun} and dry_run and status = 'done'
                       and file_path is not null and user_id = ${user?.id ?? -1}
                       for update) o
             where m.id = o.id
            returning o.file_path as path, m.file_name as name, m.file_size as size`),
        );
        if (!tried?.path) return null;
        [path, fileName, fileSize] = [tried.path, tried.name, Number(tried.size)];
      }
      const [row] = await deps.db
        .insert(marcImports)
        .values({ userId: user?.id ?? null, fileName, fileSize, filePath: path, dryRun })
        .returning({ id: marcImports.id });
      // One import at a time on a server: two would race to create the same people and
      // collections. The next waits its turn (its row says running, at 0).
      const heartbeat = beat(row.id);
      queue = queue
        .then(() => execute(row.id, path, dryRun, user, locale))
        .finally(() => clearInterval(heartbeat));
      return row.id;
    },
  };
}
