// The folder race of issue 22, row 5: two contributors moving folders into one another and
// deleting folders inside them, ten operations at a time. Used by the server tests (a test server)
// and the chaos suite (the built server, longer).

/** Sends one operation as a contributor; answers its data and errors. */
export type Send = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: any; errors?: { extensions?: Record<string, unknown> }[] | null }>;

const FOLDER = `mutation ($input: FileInput!) { upsertFile(input: $input) { success id } }`;
const MOVE = `mutation ($ids: [ID!]!, $folder: RefInput) {
  moveFiles(ids: $ids, folder: $folder) { success key }
}`;
const DELETE = `mutation ($ids: [ID!]!) { deleteFiles(ids: $ids) { success key } }`;

/** A small generator of its own, so the race is the same on every run. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

/** Refusals a person can act on: gone already, into itself, a name taken, others busy. */
export const RACE_REFUSALS = [
  'Record.error_not_found',
  'File.error_folder_into_itself',
  'File.error_folder_not_found',
  'File.error_name_clash',
  'Record.error_busy',
];

/**
 * Twelve folders moved into one another while, in each round, three new folders inside them are
 * deleted: `rounds` rounds of ten operations at once, the two senders' interleaved. Answers each
 * operation's outcome: 'done', a refusal's key, or the error code it failed with.
 */
export async function folderRace(first: Send, second: Send, rounds: number): Promise<string[]> {
  const stamp = Date.now();
  const folder = async (name: string, parent: string | null = null) => {
    const { data } = await first(FOLDER, {
      input: { filename: name, is_folder: true, folder: parent ? { id: parent } : null },
    });
    return data.upsertFile.id as string;
  };
  const all: string[] = [];
  for (let i = 0; i < 12; i++) all.push(await folder(`race ${stamp} ${i}`));
  const pick = random(22);
  const outcomes: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const leaves = await Promise.all(
      [0, 1, 2].map((i) => folder(`leaf ${round} ${i}`, all[pick(all.length)])),
    );
    const operation = (send: Send, i: number) => {
      const [a, b, target] = [all[pick(12)], all[pick(12)], all[pick(12)]];
      if (i < 3) return send(DELETE, { ids: [leaves[i]] });
      if (i === 3) return send(MOVE, { ids: [a, b], folder: null });
      return send(MOVE, { ids: [a, b], folder: { id: target } });
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => operation(i % 2 ? first : second, i)),
    );
    for (const answer of answers) {
      const code = answer.errors?.[0]?.extensions?.code;
      const result = answer.data?.moveFiles ?? answer.data?.deleteFiles;
      outcomes.push(code ? String(code) : result.success ? 'done' : result.key);
    }
  }
  return outcomes;
}
