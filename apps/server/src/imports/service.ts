import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../core/graphql/context';
import { UPLOAD_REFERENCE } from '../core/http/uploads';
import { parseId } from '../core/runtime/ids';
import { userMay } from '../core/security/request-session';
import { marcImports } from '../db/schema/imports';

/** A run's row, as the screen reads it. */
export type MarcImportRow = typeof marcImports.$inferSelect;

/** A running import whose heartbeat is older than this was stopped with its server. */
const SILENT_MS = 30_000;

type StoredRecord = {
  position: number;
  controlNumber: string | null;
  outcome: string;
  scoreId: number | null;
  problems: Array<{ code: string; tag: string; value?: string; refusal: boolean }>;
  errors: Array<{ field: string; key: string }>;
};

type StoredReport = {
  records: StoredRecord[];
  coverage: Record<string, { mapped: number; kept: number; refused: number }>;
};

/** A run, for whoever started it (and administrators): another contributor's is not there. */
export async function marcImportById(ctx: GraphQLContext, rawId: string) {
  const id = parseId(rawId);
  if (id === null || !ctx.user) return null;
  const [row] = await ctx.db.select().from(marcImports).where(eq(marcImports.id, id));
  if (!row) return null;
  return row.userId === ctx.user.id || userMay(ctx.user, 'admin') ? row : null;
}

export function importStatus(row: MarcImportRow): string {
  return row.status === 'running' && Date.now() - row.heartbeatAt.getTime() > SILENT_MS
    ? 'interrupted'
    : row.status;
}

export function secondsLeft(row: MarcImportRow): number | null {
  if (row.status !== 'running' || row.readBytes <= 0 || row.fileSize <= 0) return null;
  const elapsed = (row.heartbeatAt.getTime() - row.startedAt.getTime()) / 1000;
  const share = Math.min(1, row.readBytes / row.fileSize);
  return share > 0 ? Math.max(0, Math.round((elapsed * (1 - share)) / share)) : null;
}

function report(row: MarcImportRow): StoredReport {
  return (row.report as StoredReport | null) ?? { records: [], coverage: {} };
}

export function importRecords(ctx: GraphQLContext, row: MarcImportRow, first: number) {
  return report(row)
    .records.slice(0, Math.max(0, Math.min(first, 1000)))
    .map((record) => ({
      position: record.position,
      control_number: record.controlNumber,
      outcome: record.outcome,
      score_id: record.scoreId === null ? null : String(record.scoreId),
      problems: [
        ...record.problems.map((problem) => ({
          code: problem.code,
          field: problem.tag,
          value: problem.value ?? null,
          refusal: problem.refusal,
          message: null,
        })),
        ...record.errors.map((error) => ({
          code: 'save',
          field: error.field,
          value: null,
          refusal: true,
          message: ctx.t(error.key as never),
        })),
      ],
    }));
}

export function importCoverage(row: MarcImportRow) {
  return Object.entries(report(row).coverage)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, counts]) => ({ key, ...counts }));
}

export function recordCount(row: MarcImportRow): number {
  return report(row).records.length;
}

/** Starts an import of the uploaded file, its dry run, or the import a dry run tried. */
export async function startImport(
  ctx: GraphQLContext,
  args: { file?: string | null; dry_run: boolean; from_dry_run?: string | null },
) {
  const work = ctx.services.marcImports;
  const refuse = (key: 'Import.error_no_file' | 'Import.error_dry_run_gone') => ({
    success: false,
    message: ctx.t(key),
    id: null,
  });
  if (!work) throw new Error('MARC imports are not wired');
  const upload =
    args.file && args.file.startsWith(UPLOAD_REFERENCE)
      ? (ctx.uploads.get(args.file.slice(UPLOAD_REFERENCE.length)) ?? null)
      : null;
  const dryRun = args.from_dry_run ? parseId(args.from_dry_run) : null;
  if (!upload && dryRun === null) return refuse('Import.error_no_file');
  const id = await work.start({
    source: upload
      ? { upload: { tempPath: upload.tempPath, filename: upload.filename, size: upload.size } }
      : { dryRun: dryRun as number },
    dryRun: upload ? args.dry_run : false,
    user: ctx.user,
    locale: ctx.locale,
  });
  if (id === null) return refuse('Import.error_dry_run_gone');
  return { success: true, message: ctx.t('Import.started'), id: String(id) };
}
