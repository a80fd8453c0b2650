import { and, eq, sql } from 'drizzle-orm';
import type { FieldError } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { rowsOf, type Db, type Tx } from '../core/database/db';
import { saveCollection } from '../collections/index';
import { collections } from '../db/schema/collections';
import { scoreMarc } from '../db/schema/marc';
import { personNames, people } from '../db/schema/people';
import { publications } from '../db/schema/publications';
import { scores } from '../db/schema/scores';
import { savePerson } from '../people/index';
import { savePublication } from '../publications/index';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../core/runtime/logger';
import { indexMelodiesOfScores, saveScore, type MelodyColumns } from '../scores/index';
import type { ScoreInput } from '../generated/graphql';
import type { ReadRecord } from './marcxml-read';
import type { DataField } from './score-marc';
import {
  readScoreRecord,
  type ImportProblem,
  type ImportedScore,
  type MarcPerson,
  type SubfieldUse,
} from './score-import';

/*
 * A MARC file imported (issue 25): each record in a transaction of its own — its collection,
 * people and publications found or created and the score saved through the scores feature's own
 * save (the editor's checks, the incipits read by Verovio), its MARC record stored beside it —
 * so a failure leaves every record imported whole or untouched. A record whose control number
 * (001) is stored already updates that score, or changes nothing when it is the same record. A
 * dry run does all of it and rolls each transaction back: it says what an import would do
 * because it is one.
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

/** Records imported between two rebuilds of their search documents. */
const SEARCH_BATCH = 100;

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

/** Thrown to roll a dry run's record back once it is done. */
class RolledBack extends Error {
  constructor(readonly result: RecordResult) {
    super('dry run');
  }
}

/** Thrown to roll a record back when a save refused it. */
class Refused extends Error {
  constructor(readonly errors: FieldError[]) {
    super('refused');
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

/** Records already looked up: an archive's records name the same few people again and again. */
type Known = {
  collections: Map<string, number>;
  people: Map<string, number>;
  publications: Map<string, number>;
};

/** Where a record looks its references up: what it found or made first, then the file's. */
type Lookup = Record<keyof Known, { get(key: string): number | undefined }>;

function layered(first: Map<string, number>, then: Map<string, number>) {
  return { get: (key: string) => first.get(key) ?? then.get(key) };
}

function personKey(person: MarcPerson) {
  return person.rismId ? `rism:${person.rismId}` : `name:${person.name}|${person.dates ?? ''}`;
}

function failed(answer: { success: boolean; errors: FieldError[]; id: string | null }): number {
  if (!answer.success || answer.id === null) throw new Refused(answer.errors);
  return Number(answer.id);
}

async function collectionFor(ctx: GraphQLContext, score: ImportedScore, known: Lookup) {
  const cached = known.collections.get(score.siglum);
  if (cached) return { id: cached, created: false };
  const [found] = await ctx.db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.prefix, score.siglum))
    .orderBy(collections.id)
    .limit(1);
  if (found) return { id: found.id, created: false };
  const id = failed(
    await saveCollection(ctx, { name: score.holding ?? score.siglum, prefix: score.siglum }),
  );
  return { id, created: true };
}

async function personFor(ctx: GraphQLContext, person: MarcPerson, known: Lookup) {
  const key = personKey(person);
  const cached = known.people.get(key);
  if (cached) return { id: cached, created: false };
  const [found] = person.rismId
    ? await ctx.db
        .select({ id: people.id })
        .from(people)
        .where(sql`${people.authorityIds} @> array[${`rism:${person.rismId}`}]::text[]`)
        .orderBy(people.id)
        .limit(1)
    : await ctx.db
        .select({ id: personNames.personId })
        .from(personNames)
        .innerJoin(people, eq(people.id, personNames.personId))
        .where(
          and(
            eq(personNames.name, person.name),
            eq(personNames.primary, true),
            person.dates ? eq(people.dates, person.dates) : sql`${people.dates} is null`,
          ),
        )
        .orderBy(personNames.personId)
        .limit(1);
  if (found) return { id: found.id, created: false };
  const id = failed(
    await savePerson(ctx, {
      names: [{ name: person.name, primary: true }],
      dates: person.dates,
      authority_ids: person.rismId ? [`rism:${person.rismId}`] : [],
    }),
  );
  return { id, created: true };
}

async function publicationFor(ctx: GraphQLContext, shortTitle: string, known: Lookup) {
  const cached = known.publications.get(shortTitle);
  if (cached) return { id: cached, created: false };
  const [found] = await ctx.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.shortTitle, shortTitle))
    .orderBy(publications.id)
    .limit(1);
  if (found) return { id: found.id, created: false };
  const id = failed(await savePublication(ctx, { short_title: shortTitle }));
  return { id, created: true };
}

/** The score's input as the editor would send it, its references resolved. */
function scoreInput(
  score: ImportedScore,
  refs: { collection: number; people: number[]; publications: number[] },
  stored: { id: number; version: number } | null,
): ScoreInput {
  const voices = (list: ImportedScore['voices']) =>
    list.map((voice, position) => ({ voice: voice.voice, count: voice.count, position }));
  return {
    ...(stored ? { id: String(stored.id), version: stored.version } : {}),
    collection: { id: String(refs.collection) },
    shelfmark: score.shelfmark,
    former_shelfmarks: score.formerShelfmarks,
    title: score.title,
    short_title: score.shortTitle,
    opus: score.opus,
    key: score.key,
    provenance: score.provenance,
    notes: score.notes,
    attributions: score.attributions.map((attribution, i) => ({
      person: { id: String(refs.people[i]) },
      function: attribution.function,
      qualifier: attribution.qualifier,
    })),
    parts: score.parts.map((part) => ({
      type: part.type,
      extent: part.extent,
      measurements: part.measurements,
      wear: part.wear,
      date: part.date,
      watermark: part.watermark,
      notes: part.notes,
      voices: voices(part.voices),
    })),
    incipits: score.incipits,
    sources: score.sources.map((source) => ({
      type: 'cit',
      citation: source.citation,
      url: source.url,
    })),
    publications: score.publications.map((cited, i) => ({
      publication: { id: String(refs.publications[i]) },
      number: cited.number,
    })),
    genres: score.genres.map((name) => ({ name })),
    voices: voices(score.voices),
    entries: [],
  };
}

/** One record, in a transaction of its own (rolled back in a dry run). */
async function importRecord(
  deps: ImportDeps,
  record: ReadRecord,
  known: Known,
  dryRun: boolean,
): Promise<{ result: RecordResult; uses: Array<[string, SubfieldUse]> }> {
  const reading = readScoreRecord(record);
  const base = {
    position: record.position,
    controlNumber: record.controlFields.find((field) => field.tag === '001')?.value.trim() || null,
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
  };
  const score = reading.score;
  if (!score || record.problems.length > 0)
    return { result: { ...base, outcome: 'refused' }, uses: reading.uses };
  const [stored] = await deps.db
    .select({
      scoreId: scoreMarc.scoreId,
      leader: scoreMarc.leader,
      fields: scoreMarc.fields,
      version: scores.version,
    })
    .from(scoreMarc)
    .innerJoin(scores, eq(scores.id, scoreMarc.scoreId))
    .where(eq(scoreMarc.controlNumber, score.controlNumber));
  const fields = storedFields(record, reading.kept);
  if (stored && stored.leader === record.leader && canonical(stored.fields) === canonical(fields))
    return {
      result: { ...base, outcome: 'unchanged', scoreId: stored.scoreId },
      uses: reading.uses,
    };
  // What this record's transaction created is known to the next records once committed (and
  // never, in a dry run, which rolls it back).
  const local: Known = { collections: new Map(), people: new Map(), publications: new Map() };
  const made = new Set<string>();
  try {
    const scoreId = await deps.db.transaction(async (tx) => {
      // Its search documents are rebuilt after it, with its neighbours' (drainSearch).
      await tx.execute(sql`select set_config('partitura.search_later', 'on', true)`);
      const ctx = deps.context(tx);
      const remember = (
        kind: keyof Known,
        key: string,
        found: { id: number; created: boolean },
      ) => {
        local[kind].set(key, found.id);
        if (found.created) made.add(`${kind}:${found.id}`);
        return found.id;
      };
      // What the file's earlier records found, then what this one found or made.
      // What this record found or made, then what the file's earlier records did (no copy).
      const seen = {
        collections: layered(local.collections, known.collections),
        people: layered(local.people, known.people),
        publications: layered(local.publications, known.publications),
      };
      const collection = remember(
        'collections',
        score.siglum,
        await collectionFor(ctx, score, seen),
      );
      const persons: number[] = [];
      for (const attribution of score.attributions)
        persons.push(
          remember(
            'people',
            personKey(attribution.person),
            await personFor(ctx, attribution.person, seen),
          ),
        );
      const cited: number[] = [];
      for (const publication of score.publications)
        cited.push(
          remember(
            'publications',
            publication.shortTitle,
            await publicationFor(ctx, publication.shortTitle, seen),
          ),
        );
      const id = failed(
        await saveScore(
          ctx,
          scoreInput(
            score,
            { collection, people: persons, publications: cited },
            stored ? { id: stored.scoreId, version: stored.version } : null,
          ),
          // Verovio reads the incipits of a hundred records at once afterwards (importRecords).
          { melodies: 'later' },
        ),
      );
      const values = {
        scoreId: id,
        controlNumber: score.controlNumber,
        leader: record.leader,
        fields,
        signatures: null,
      };
      await tx
        .insert(scoreMarc)
        .values(values)
        .onConflictDoUpdate({ target: scoreMarc.scoreId, set: values });
      const result: RecordResult = {
        ...base,
        outcome: stored ? 'updated' : 'created',
        scoreId: dryRun ? null : id,
      };
      if (dryRun) throw new RolledBack(result);
      return id;
    });
    for (const kind of ['collections', 'people', 'publications'] as const)
      for (const [key, id] of local[kind]) known[kind].set(key, id);
    return {
      result: { ...base, outcome: stored ? 'updated' : 'created', scoreId },
      uses: reading.uses,
    };
  } catch (error) {
    if (error instanceof RolledBack) {
      // Only what existed before the record's transaction: its own creations are gone.
      for (const kind of ['collections', 'people', 'publications'] as const)
        for (const [key, id] of local[kind])
          if (!made.has(`${kind}:${id}`)) known[kind].set(key, id);
      return { result: error.result, uses: reading.uses };
    }
    if (error instanceof Refused)
      return { result: { ...base, outcome: 'refused', errors: error.errors }, uses: reading.uses };
    throw error;
  }
}

/**
 * Imports (or, `dryRun`, tries) the records in order, telling `progress` after each; answers
 * the report. `imported` hears of each batch of scores saved, to sign their MARC afterwards.
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
  let saved: number[] = [];
  // The incipits Verovio read, by PAE document: an archive's copies repeat them.
  const melodies = new LRUCache<string, MelodyColumns>({ max: 20_000 });
  /** The batch's scores made searchable: their documents, their incipits' melodies, signed. */
  const finish = async () => {
    await drainSearch(deps.db);
    await indexMelodiesOfScores(deps.db, saved, melodies, deps.log);
    await options.imported?.(saved);
    saved = [];
  };
  for await (const record of records) {
    const { result, uses } = await importRecord(deps, record, known, options.dryRun);
    report.total += 1;
    report[result.outcome] += 1;
    for (const [key, use] of uses) {
      const counts = (report.coverage[key] ??= { mapped: 0, kept: 0, refused: 0 });
      counts[result.outcome === 'refused' ? 'refused' : use] += 1;
    }
    if (
      (result.problems.length > 0 || result.errors.length > 0) &&
      report.records.length < MAX_LISTED
    )
      report.records.push(result);
    if (result.scoreId !== null && result.outcome !== 'unchanged') saved.push(result.scoreId);
    if (saved.length >= SEARCH_BATCH) await finish();
    await options.progress?.(report);
  }
  // Searchable when done.
  await finish();
  return report;
}
