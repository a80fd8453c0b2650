// The writes of the chaos suite and their ledger: every write the server acknowledged is noted,
// so that after a crash, a restart or an outage each can be read back — and every record checked
// whole (a score saved with three incipits has three, never one or two).
import { randomBytes } from 'node:crypto';
import { codes, sha256, type Client } from './support';

export type Ledger = {
  /** Collections by id: the last acknowledged name and version. */
  collections: Map<string, { name: string; prefix: string; version: number }>;
  /** Scores by id, each saved with INCIPITS incipits. */
  scores: Set<string>;
  /** Uploaded files by id: their content's SHA-256. */
  files: Map<string, string>;
  /** Answers by outcome: 'ok', an error code, or 'network' (the connection was cut). */
  outcomes: Map<string, number>;
  /** The first few network failures, each with what was sent: to tell a failing run's story. */
  failures: string[];
};

export const newLedger = (): Ledger => ({
  collections: new Map(),
  scores: new Set(),
  files: new Map(),
  outcomes: new Map(),
  failures: [],
});

const INCIPITS = 3;
const SAVE_COLLECTION = `mutation ($input: CollectionInput!) {
  upsertCollection(input: $input) { success id errors { key } }
}`;
const SAVE_SCORE = `mutation ($input: ScoreInput!) { upsertScore(input: $input) { success id errors { key } } }`;

function count(ledger: Ledger, outcome: string) {
  ledger.outcomes.set(outcome, (ledger.outcomes.get(outcome) ?? 0) + 1);
}

/**
 * One client's writes, one after another while `going()`: collections made and renamed, scores
 * with three incipits, 20 kB uploads (when `uploads`). A failed write (refused, cut) is simply
 * not in the ledger.
 */
export async function writer(
  client: Client,
  ledger: Ledger,
  going: () => boolean,
  { uploads = true }: { uploads?: boolean } = {},
) {
  type Mine = { id: string; name: string; prefix: string; version: number };
  let mine: Mine | null = null;
  for (let n = 0; going(); n++) {
    const kind = n % (uploads ? 4 : 3);
    try {
      if (kind === 0 || mine === null) {
        const before: Mine | null = mine;
        const prefix = before?.prefix ?? `CH-${randomBytes(3).toString('hex')}`;
        const name = `Chaos ${prefix} ${n}`;
        const input = before
          ? { id: before.id, version: before.version, name, prefix }
          : { name, prefix };
        const answer = await client.post(SAVE_COLLECTION, { input });
        const saved = answer.data?.upsertCollection;
        count(ledger, saved?.success ? 'ok' : (codes(answer)[0] ?? 'refused'));
        if (!saved?.success) {
          // A save cut off after its commit moved the version on: start a collection anew.
          if (
            saved?.errors?.some((error: { key: string }) => error.key === 'Record.error_conflict')
          )
            mine = null;
          continue;
        }
        const now: Mine = before
          ? { ...before, name, version: before.version + 1 }
          : { id: saved.id, name, prefix, version: 1 };
        mine = now;
        ledger.collections.set(now.id, { name, prefix, version: now.version });
      } else if (kind === 1 || kind === 2) {
        const answer = await client.post(SAVE_SCORE, {
          input: {
            collection: { id: mine.id },
            shelfmark: `Ms. ${n}`,
            short_title: `Missa ${n}`,
            incipits: Array.from({ length: INCIPITS }, (_, i) => ({
              number: i + 1,
              clef: 'G-2',
              pae: "4C8DE4FG/2A'C",
            })),
          },
        });
        const saved = answer.data?.upsertScore;
        count(ledger, saved?.success ? 'ok' : (codes(answer)[0] ?? 'refused'));
        if (saved?.success) ledger.scores.add(saved.id);
      } else {
        const bytes = new Uint8Array(randomBytes(20 * 1024));
        const answer = await client.upload(`chaos-${n}.bin`, bytes);
        const saved = answer.data?.upsertFile;
        count(ledger, saved?.success ? 'ok' : (codes(answer)[0] ?? `http ${answer.status}`));
        if (saved?.success) ledger.files.set(saved.id, sha256(bytes));
      }
    } catch (error) {
      count(ledger, 'network');
      if (ledger.failures.length < 5)
        ledger.failures.push(`${['save', 'score', 'score', 'upload'][kind]}: ${describe(error)}`);
    }
  }
}

/**
 * Reads every acknowledged write back: each collection at least at its acknowledged version (a
 * write in flight when the server died may have committed after all), with its name when at
 * that version; each score whole; each file with its content. Answers what does not hold.
 */
export async function missing(client: Client, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, expected] of ledger.collections) {
    const { data } = await client.post(
      'query ($id: ID!) { getCollection(id: $id) { name version } }',
      { id },
    );
    const found = data?.getCollection;
    if (!found) problems.push(`collection ${id} is gone`);
    else if (found.version < expected.version)
      problems.push(`collection ${id} is at version ${found.version}, not ${expected.version}`);
    else if (found.version === expected.version && found.name !== expected.name)
      problems.push(`collection ${id} is named ${found.name}, not ${expected.name}`);
  }
  for (const id of ledger.scores) {
    const { data } = await client.post(
      'query ($id: ID!) { getScore(id: $id) { incipits { id } } }',
      {
        id,
      },
    );
    if (!data?.getScore) problems.push(`score ${id} is gone`);
    else if (data.getScore.incipits.length !== INCIPITS)
      problems.push(`score ${id} has ${data.getScore.incipits.length} incipits`);
  }
  for (const [id, hash] of ledger.files) {
    const bytes = await client.download(id);
    if (!bytes) problems.push(`file ${id} cannot be downloaded`);
    else if (sha256(bytes) !== hash) problems.push(`file ${id} has other content`);
  }
  return problems;
}

/** Every score in the database is whole, acknowledged or not: nothing half-saved. */
export async function halfSaved(client: Client): Promise<string[]> {
  const problems: string[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.post(
      'query ($page: Int) { scores(first: 100, page: $page) { data { id incipits { id } } paginatorInfo { lastPage } } }',
      { page },
    );
    for (const score of data.scores.data)
      if (score.incipits.length !== INCIPITS)
        problems.push(`score ${score.id} has ${score.incipits.length} incipits`);
    if (page >= data.scores.paginatorInfo.lastPage) return problems;
  }
}

/** An error and its causes, one line. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause)
    parts.push(String((cause as Error).message ?? cause));
  return parts.join(' ← ');
}
