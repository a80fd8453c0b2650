import { eq, inArray, sql } from 'drizzle-orm';
import type { FieldError } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { rowsOf, type Db, type Tx } from '../core/database/db';
import { scoreMarc } from '../db/schema/marc';
import { scores } from '../db/schema/scores';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../core/runtime/logger';
import { errorOfClass } from '../core/runtime/errors';
import { loggableError } from '../core/runtime/logger';
import {
  analyzeScoreTables,
  createScores,
  indexMelodiesOfScores,
  saveScore,
  scoreInputErrors,
  type MelodyColumns,
} from '../scores/index';
import { insertRows } from '../core/records/writes';
import type { ScoreInput } from '../generated/graphql';
import type { ReadRecord } from './marcxml-read';
import type { DataField } from './score-marc';
import {
  failed,
  learn,
  newFound,
  referencesOf,
  Refused,
  scoreInput,
  type Known,
} from './references';
import {
  readScoreRecord,
  type ImportProblem,
  type ImportedScore,
  type SubfieldUse,
} from './score-import';

/*
 * A MARC file imported (issue 25), a hundred records at a time. Each record's collection, people
 * and publications are found or created, its score saved through the scores feature (the
 * editor's checks; the incipits read by Verovio after the batch), its MARC record stored beside
 * it. The new records of a batch are saved together, in one transaction (createScores: one
 * statement per table for all of them — 8 times the speed of a transaction each); updates, and
 * every record of a batch the database would not take whole, are saved in a transaction each,
 * which says which record was refused and why. So a failure leaves every record imported whole
 * or untouched. A record whose control number (001) is stored already updates that score, or
 * changes nothing when it is the same record. A dry run does all of it and rolls each
 * transaction back: it says what an import would do because it is one.
 */

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

export type RecordResult = {
  position: number;
  controlNumber: string | null;
  outcome: ImportOutcome;
  scoreId: number | null;
  problems: ImportProblem[];
  /** The save's refusals, by field and message key. */
  errors: FieldError[];
};

/** How often each `tag$code` of the file was mapped, kept with its record, or refused. */
export type Coverage = Record<string, Record<SubfieldUse | 'refused', number>>;

export type ImportReport = {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  /** Records that had something to say (problems or refusals), the first MAX_LISTED. */
  records: RecordResult[];
  coverage: Coverage;
};

/** JSON with every object's keys in order: jsonb keeps keys in an order of its own. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

/** Rebuilds the search documents the import queued (migration 0029), 500 a statement. */
async function drainSearch(db: Db) {
  for (;;) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select search_drain(500) as n`));
    if (!row || Number(row.n) === 0) return;
  }
}

/** Records with problems a report lists (the counts count them all). */
export const MAX_LISTED = 5000;

export type ImportDeps = {
  db: Db;
  log?: Logger;
  /** The context of the importing user on a transaction: the features' saves take it. */
  context: (db: Tx) => GraphQLContext;
};

/** Thrown to roll a dry run's transaction back once it is done. */
class RolledBack extends Error {
  constructor() {
    super('dry run');
  }
}

/** A field as stored: `kept` when its tag is mapped but the model could not hold this one. */
export type StoredField = DataField & { kept?: true };

/**
 * The record as stored and compared (what a second import of the same file finds unchanged),
 * the fields at `kept` marked.
 */
export function storedFields(record: ReadRecord, kept: readonly number[]) {
  const marked = new Set(kept);
  return {
    controlFields: record.controlFields,
    dataFields: record.dataFields.map((field, i): StoredField =>
      marked.has(i) ? { ...field, kept: true } : field,
    ),
  };
}

/** A record as read: what its report says so far, and the score it gives (null: refused). */
type ReadOne = {
  record: ReadRecord;
  base: Omit<RecordResult, 'outcome'>;
  score: ImportedScore | null;
  kept: number[];
  uses: Array<[string, SubfieldUse]>;
};

function readOne(record: ReadRecord): ReadOne {
  const reading = readScoreRecord(record);
  return {
    record,
    base: {
      position: record.position,
      controlNumber:
        record.controlFields.find((field) => field.tag === '001')?.value.trim() || null,
      scoreId: null,
      // What the reader could not take (too many fields, too long a value) refuses the record.
      problems: [
        ...record.problems.map((text): ImportProblem => ({
          code: 'unreadable',
          tag: '',
          value: text,
          refusal: true,
        })),
        ...reading.problems,
      ],
      errors: [],
    },
    score: record.problems.length > 0 ? null : reading.score,
    kept: reading.kept,
    uses: reading.uses,
  };
}

/** The stored score of a record's control number, and its MARC as last imported. */
type Stored = { scoreId: number; leader: string; fields: unknown; version: number };

async function storedOf(db: Db, controlNumbers: string[]): Promise<Map<string, Stored>> {
  if (controlNumbers.length === 0) return new Map();
  const rows = await db
    .select({
      controlNumber: scoreMarc.controlNumber,
      scoreId: scoreMarc.scoreId,
      leader: scoreMarc.leader,
      fields: scoreMarc.fields,
      version: scores.version,
    })
    .from(scoreMarc)
    .innerJoin(scores, eq(scores.id, scoreMarc.scoreId))
    .where(inArray(scoreMarc.controlNumber, controlNumbers));
  return new Map(rows.map(({ controlNumber, ...stored }) => [controlNumber, stored]));
}

/** Imports are searchable after their batch: documents rebuilt then (migration 0029). */
async function searchLater(tx: Tx) {
  await tx.execute(sql`select set_config('partitura.search_later', 'on', true)`);
}

function marcRow(one: ReadOne, score: ImportedScore, scoreId: number) {
  return {
    scoreId,
    controlNumber: score.controlNumber,
    leader: one.record.leader,
    fields: storedFields(one.record, one.kept),
    signatures: null,
  };
}

/** One record, in a transaction of its own (rolled back in a dry run). */
async function importRecord(
  deps: ImportDeps,
  one: ReadOne,
  score: ImportedScore,
  stored: Stored | undefined,
  known: Known,
  dryRun: boolean,
): Promise<RecordResult> {
  const found = newFound();
  const outcome = stored ? 'updated' : 'created';
  try {
    const scoreId = await deps.db.transaction(async (tx) => {
      await searchLater(tx);
      const ctx = deps.context(tx);
      const refs = await referencesOf(ctx, score, known, found);
      const id = failed(
        await saveScore(
          ctx,
          scoreInput(score, refs, stored ? { id: stored.scoreId, version: stored.version } : null),
          // Verovio reads the incipits of a batch of records at once afterwards (importRecords).
          { melodies: 'later' },
        ),
      );
      const values = marcRow(one, score, id);
      await tx
        .insert(scoreMarc)
        .values(values)
        .onConflictDoUpdate({ target: scoreMarc.scoreId, set: values });
      if (dryRun) throw new RolledBack();
      return id;
    });
    learn(known, found, true);
    return { ...one.base, outcome, scoreId };
  } catch (error) {
    if (error instanceof RolledBack) {
      learn(known, found, false);
      return { ...one.base, outcome, scoreId: null };
    }
    if (error instanceof Refused) return { ...one.base, outcome: 'refused', errors: error.errors };
    // A value the database will not take (a constraint the checks do not know of, another
    // process's record of this control number): this record is refused, the file goes on. A
    // database that is not there ends the import.
    const refusal = errorOfClass(error, REFUSING_CLASSES);
    if (refusal)
      return {
        ...one.base,
        outcome: 'refused',
        problems: [
          ...one.base.problems,
          {
            code: 'database_refused',
            tag: '',
            value: refusal.message.slice(0, 300),
            refusal: true,
          },
        ],
      };
    throw error;
  }
}

/** SQLSTATE classes of a statement refused for its data: 22 data exception, 23 a constraint. */
const REFUSING_CLASSES = ['22', '23'];

/** Thrown to roll back a batch some record of which the save refused. */
class BatchRefused extends Error {
  constructor() {
    super('a record of the batch was refused');
  }
}

/**
 * New records saved together in one transaction (createScores: one statement per table for all
 * of them), rolled back in a dry run. Answers null when the batch could not be saved whole — a
 * record refused, a statement failed —: it changed nothing, and its records are then imported
 * one transaction each, which says which of them is refused and why. Either way every record
 * is imported whole or not at all.
 */
async function importTogether(
  deps: ImportDeps,
  batch: Array<{ one: ReadOne; score: ImportedScore }>,
  known: Known,
  dryRun: boolean,
): Promise<RecordResult[] | null> {
  const found = newFound();
  let ids: number[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      await searchLater(tx);
      const ctx = deps.context(tx);
      const inputs: ScoreInput[] = [];
      for (const { score } of batch)
        inputs.push(scoreInput(score, await referencesOf(ctx, score, known, found), null));
      const created = await createScores(ctx, tx, inputs);
      if (!created.success) throw new BatchRefused();
      ids = created.ids;
      await insertRows(
        tx,
        scoreMarc,
        batch.map(({ one, score }, i) => marcRow(one, score, ids[i])),
      );
      if (dryRun) throw new RolledBack();
    });
    learn(known, found, true);
  } catch (error) {
    if (!(error instanceof RolledBack)) {
      // A refusal is said record by record; anything else is worth a line in the log.
      if (!(error instanceof BatchRefused || error instanceof Refused))
        deps.log?.warn(
          { err: loggableError(error) },
          'a batch of the import failed: its records are saved one by one',
        );
      return null;
    }
    learn(known, found, false);
  }
  return batch.map(({ one }, i) => ({
    ...one.base,
    outcome: 'created',
    scoreId: dryRun ? null : ids[i],
  }));
}

/** Scores an import saves before it first brings the tables' statistics up to date. */
const ANALYZE_FIRST = 500;

/** About how many scores the archive holds (the planner's count: no table scan). */
async function storedScores(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select reltuples as n from pg_class where oid = 'scores'::regclass`),
  );
  return Math.max(0, Number(row?.n ?? 0));
}

/** Records read before they are saved together (importTogether). */
const BATCH = 100;

/**
 * Whether the score passes the checks that need no database (scoreInputErrors): which record a
 * reference names does not matter to them, only that it names one (here any id). A record that
 * fails them is saved on its own, whose refusal says why.
 */
function passesChecks(score: ImportedScore) {
  const any = () => 1;
  const refs = {
    collection: 1,
    people: score.attributions.map(any),
    publications: score.publications.map(any),
  };
  return scoreInputErrors(scoreInput(score, refs, null)).length === 0;
}

/**
 * A batch of records read: the unchanged ones answered, the new ones that pass the checks saved
 * together (importTogether), the rest — updates, refusals, a batch that failed — one by one.
 * Answers their results in the file's order.
 */
async function importBatch(
  deps: ImportDeps,
  batch: ReadOne[],
  known: Known,
  dryRun: boolean,
): Promise<RecordResult[]> {
  const results: RecordResult[] = [];
  const stored = await storedOf(
    deps.db,
    batch.flatMap((one) => (one.score ? [one.score.controlNumber] : [])),
  );
  const together: Array<{ one: ReadOne; score: ImportedScore }> = [];
  const alone: Array<{ one: ReadOne; score: ImportedScore }> = [];
  for (const one of batch) {
    const { score } = one;
    if (!score) {
      results.push({ ...one.base, outcome: 'refused' });
      continue;
    }
    const before = stored.get(score.controlNumber);
    const fields = storedFields(one.record, one.kept);
    if (
      before &&
      before.leader === one.record.leader &&
      canonical(before.fields) === canonical(fields)
    )
      results.push({ ...one.base, outcome: 'unchanged', scoreId: before.scoreId });
    else if (!before && passesChecks(score)) together.push({ one, score });
    else alone.push({ one, score });
  }
  const created = together.length > 0 ? await importTogether(deps, together, known, dryRun) : [];
  if (created) results.push(...created);
  else alone.push(...together);
  alone.sort((a, b) => a.one.record.position - b.one.record.position);
  for (const { one, score } of alone)
    results.push(
      await importRecord(deps, one, score, stored.get(score.controlNumber), known, dryRun),
    );
  return results.sort((a, b) => a.position - b.position);
}

/**
 * Imports (or, `dryRun`, tries) the records in order, a batch at a time, telling `progress` after
 * each; answers the report. `imported` hears of each batch of scores saved, to sign their MARC.
 */
export async function importRecords(
  deps: ImportDeps,
  records: AsyncIterable<ReadRecord>,
  options: {
    dryRun: boolean;
    progress?: (report: ImportReport) => void | Promise<void>;
    imported?: (scoreIds: number[]) => Promise<void>;
  },
): Promise<ImportReport> {
  const report: ImportReport = {
    total: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: 0,
    records: [],
    coverage: {},
  };
  const known: Known = { collections: new Map(), people: new Map(), publications: new Map() };
  // The incipits Verovio read, by PAE document: an archive's copies repeat them.
  const melodies = new LRUCache<string, MelodyColumns>({ max: 20_000 });
  let batch: ReadOne[] = [];
  const inBatch = new Set<string>();
  /**
   * A batch's scores made searchable — their documents, their incipits' melodies — and signed:
   * on other connections while the next batch is saved (the database works while this process
   * reads and checks), one batch's at a time; its failure ends the import at the next batch.
   */
  let searchable: Promise<void> = Promise.resolve();
  // The score tables' statistics brought up to date each time the import has doubled what they
  // held (analyzeScoreTables): at 500 scores saved, 1,000, 2,000… in an archive that was empty.
  let written = 0;
  let nextAnalysis = Math.max(ANALYZE_FIRST, await storedScores(deps.db));
  const makeSearchable = async (saved: number[]) => {
    await drainSearch(deps.db);
    written += saved.length;
    if (written >= nextAnalysis) {
      nextAnalysis *= 2;
      // Only the planner's view: the import goes on without it.
      await analyzeScoreTables(deps.db)
        .then(() => deps.db.execute(sql`analyze ${scoreMarc}`))
        .catch((error: unknown) =>
          deps.log?.warn({ err: loggableError(error) }, 'the import could not analyse the tables'),
        );
    }
    await indexMelodiesOfScores(deps.db, saved, melodies, deps.log);
    if (saved.length > 0) await options.imported?.(saved);
  };
  const flush = async () => {
    const results = await importBatch(deps, batch, known, options.dryRun);
    const uses = new Map(batch.map((one) => [one.record.position, one.uses]));
    batch = [];
    inBatch.clear();
    const saved: number[] = [];
    for (const result of results) {
      report.total += 1;
      report[result.outcome] += 1;
      for (const [key, use] of uses.get(result.position) ?? []) {
        const counts = (report.coverage[key] ??= { mapped: 0, kept: 0, refused: 0 });
        counts[result.outcome === 'refused' ? 'refused' : use] += 1;
      }
      if (
        (result.problems.length > 0 || result.errors.length > 0) &&
        report.records.length < MAX_LISTED
      )
        report.records.push(result);
      if (result.scoreId !== null && result.outcome !== 'unchanged') saved.push(result.scoreId);
    }
    // A batch saved after the failure of its predecessor's is made searchable all the same.
    await searchable.catch(async (error: unknown) => {
      await makeSearchable(saved).catch(() => {});
      throw error;
    });
    searchable = makeSearchable(saved);
    // Handled: awaited before the next batch's (a failure must not end the process unheard).
    searchable.catch(() => {});
    await options.progress?.(report);
  };
  try {
    for await (const record of records) {
      const one = readOne(record);
      // A control number twice in a batch: the first is saved before the second is looked up.
      const number = one.score?.controlNumber;
      if (number && inBatch.has(number)) await flush();
      batch.push(one);
      if (number) inBatch.add(number);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  } catch (error) {
    // Nothing left running behind the failure (its own failure is the lesser news).
    await searchable.catch(() => {});
    throw error;
  }
  // Searchable when done.
  await searchable;
  return report;
}
