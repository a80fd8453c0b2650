import type { Resolvers } from '../generated/graphql';
import {
  importCoverage,
  importRecords,
  importStatus,
  marcImportById,
  recordCount,
  secondsLeft,
  startImport,
} from './service';

export const importsResolvers = {
  Query: {
    marcImport: (_parent, { id }, ctx) => marcImportById(ctx, id),
  },
  Mutation: {
    startMarcImport: (_parent, args, ctx) => startImport(ctx, args),
  },
  MarcImport: {
    id: (row) => String(row.id),
    file_name: (row) => row.fileName,
    dry_run: (row) => row.dryRun,
    status: (row) => importStatus(row),
    progress: (row) =>
      row.status === 'done' ? 1 : row.fileSize > 0 ? Math.min(1, row.readBytes / row.fileSize) : 0,
    seconds_left: (row) => secondsLeft(row),
    error: (row) => row.error,
    started_at: (row) => row.startedAt.toISOString(),
    finished_at: (row) => row.finishedAt?.toISOString() ?? null,
    can_import: (row) => row.dryRun && row.status === 'done' && row.filePath !== null,
    records: (row, { first }, ctx) => importRecords(ctx, row, first ?? 100),
    record_count: (row) => recordCount(row),
    coverage: (row) => importCoverage(row),
  },
} satisfies Resolvers;
