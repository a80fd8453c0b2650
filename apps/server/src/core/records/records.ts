import type { Tx } from '../database/db';

/** The records features point at each other by (spec §3). */
export type RecordKind =
  | 'Collection'
  | 'Genre'
  | 'Place'
  | 'Publication'
  | 'Person'
  | 'Score'
  | 'Catalog'
  | 'Entry'
  | 'File'
  | 'User';

/** Which of the ids exist; the rows found stay locked against deletion until the transaction ends. */
export type ExistenceCheck = (tx: Tx, ids: number[]) => Promise<Set<number>>;

/** Marks records changed (their version + 1): another feature changed what they show. */
export type ChangeMark = (tx: Tx, ids: number[]) => Promise<void>;

/** What each of the records is called (a person's primary name, a score's title), by id. */
export type RecordNames = (tx: Tx, ids: number[]) => Promise<Map<number, string>>;

/** How many of a feature's records point at one record of another feature. */
export type ReferenceCount = (tx: Tx, id: number) => Promise<number>;

/** How many of a feature's records point at any of these records (a folder's whole content). */
export type ReferenceCountOfMany = (tx: Tx, ids: number[]) => Promise<number>;

/**
 * One pointer at a record: the record pointed at (`target`), and the record that points at it by
 * its kind and id (a digital copy showing a file: one pointer per image).
 */
export type RecordUse = { target: number; kind: string; id: number };

/** Every pointer of a feature's records at any of these records, read in the transaction. */
export type RecordUses = (tx: Tx, ids: number[]) => Promise<RecordUse[]>;

/**
 * What a feature answers about records across feature lines, so that no feature reads another's
 * tables and no feature imports one above it: the owner of a kind says which ids exist; every
 * feature whose rows point at a kind says how many do (a delete is refused while any do).
 */
export type RecordHooks = {
  owns?: Partial<Record<RecordKind, ExistenceCheck>>;
  /** The owner marks its records changed when another feature changed a link they list. */
  changes?: Partial<Record<RecordKind, ChangeMark>>;
  refersTo?: Partial<Record<RecordKind, ReferenceCount[] | ReferenceCount>>;
  /** As refersTo, for many records at once (files: a folder and everything in it). */
  refersToAny?: Partial<Record<RecordKind, ReferenceCountOfMany>>;
  /** As refersToAny, naming each pointer (what keeps a file from being deleted, to link to it). */
  usesOf?: Partial<Record<RecordKind, RecordUses>>;
  /** What the owner's records are called (a record's history names what it pointed at). */
  names?: Partial<Record<RecordKind, RecordNames>>;
};

/** The answers of every feature's hooks, asked by kind (`ctx.records`). */
export type RecordDirectory = {
  /** Which of the ids of `kind` exist, locked against deletion (FOR KEY SHARE) until the transaction ends. */
  existing(
    tx: Tx,
    kind: RecordKind,
    ids: ReadonlyArray<number | null | undefined>,
  ): Promise<Set<number>>;
  /** How many records of all features point at this one. */
  references(tx: Tx, kind: RecordKind, id: number): Promise<number>;
  /** How many records of all features point at any of these (refersToAny hooks). */
  referencesToAny(tx: Tx, kind: RecordKind, ids: number[]): Promise<number>;
  /** Every pointer of all features' records at any of these (usesOf hooks). */
  usesOf(tx: Tx, kind: RecordKind, ids: number[]): Promise<RecordUse[]>;
  /** Marks the records of `kind` changed (version + 1), so that their open editors are stale. */
  changed(tx: Tx, kind: RecordKind, ids: ReadonlyArray<number | null | undefined>): Promise<void>;
  /** What the records of `kind` are called, by id (those that exist; none for a kind without names). */
  names(tx: Tx, kind: RecordKind, ids: ReadonlyArray<number>): Promise<Map<number, string>>;
};

export function createRecordDirectory(
  hooks: ReadonlyArray<RecordHooks | undefined>,
): RecordDirectory {
  const owners = new Map<RecordKind, ExistenceCheck>();
  const counters = new Map<RecordKind, ReferenceCount[]>();
  const marks = new Map<RecordKind, ChangeMark>();
  const manyCounters = new Map<RecordKind, ReferenceCountOfMany[]>();
  const users = new Map<RecordKind, RecordUses[]>();
  const namers = new Map<RecordKind, RecordNames>();
  for (const feature of hooks) {
    for (const [kind, names] of Object.entries(feature?.names ?? {}) as [
      RecordKind,
      RecordNames,
    ][]) {
      namers.set(kind, names);
    }
    for (const [kind, uses] of Object.entries(feature?.usesOf ?? {}) as [
      RecordKind,
      RecordUses,
    ][]) {
      users.set(kind, [...(users.get(kind) ?? []), uses]);
    }
    for (const [kind, count] of Object.entries(feature?.refersToAny ?? {}) as [
      RecordKind,
      ReferenceCountOfMany,
    ][]) {
      manyCounters.set(kind, [...(manyCounters.get(kind) ?? []), count]);
    }
    for (const [kind, mark] of Object.entries(feature?.changes ?? {}) as [
      RecordKind,
      ChangeMark,
    ][]) {
      marks.set(kind, mark);
    }
    for (const [kind, check] of Object.entries(feature?.owns ?? {}) as [
      RecordKind,
      ExistenceCheck,
    ][]) {
      if (owners.has(kind)) throw new Error(`Two features own ${kind} records`);
      owners.set(kind, check);
    }
    for (const [kind, count] of Object.entries(feature?.refersTo ?? {}) as [
      RecordKind,
      ReferenceCount | ReferenceCount[],
    ][]) {
      counters.set(kind, [...(counters.get(kind) ?? []), ...[count].flat()]);
    }
  }
  return {
    async existing(tx, kind, ids) {
      const check = owners.get(kind);
      if (!check) throw new Error(`No feature owns ${kind} records`);
      const wanted = distinctIds(ids);
      return wanted.length === 0 ? new Set() : check(tx, wanted);
    },
    async references(tx, kind, id) {
      let total = 0;
      // One after the other: a transaction is one connection, which runs one statement at a time.
      for (const count of counters.get(kind) ?? []) total += await count(tx, id);
      return total;
    },
    async referencesToAny(tx, kind, ids) {
      const wanted = distinctIds(ids);
      let total = 0;
      if (wanted.length === 0) return 0;
      for (const count of manyCounters.get(kind) ?? []) total += await count(tx, wanted);
      return total;
    },
    async usesOf(tx, kind, ids) {
      const wanted = distinctIds(ids);
      const found: RecordUse[] = [];
      if (wanted.length === 0) return found;
      for (const uses of users.get(kind) ?? []) found.push(...(await uses(tx, wanted)));
      return found;
    },
    async names(tx, kind, ids) {
      const names = namers.get(kind);
      const wanted = distinctIds(ids);
      return names && wanted.length > 0 ? names(tx, wanted) : new Map();
    },
    async changed(tx, kind, ids) {
      const mark = marks.get(kind);
      if (!mark) throw new Error(`No feature marks ${kind} records changed`);
      const wanted = distinctIds(ids);
      if (wanted.length > 0) await mark(tx, wanted);
    },
  };
}

/** Distinct ids, without nulls: what a `where id in (…)` asks for. */
function distinctIds(ids: ReadonlyArray<number | null | undefined>): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}
