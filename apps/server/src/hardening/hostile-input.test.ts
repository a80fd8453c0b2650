import { INPUT_LIST_MAX, TEXT_LIMITS } from '@partitura/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { createCollection, signedIn } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 8, defects 1 and 10: a long or NUL-laden text stalled the database or became a server
// error. Every text and list of every argument is bounded before any resolver runs.

let server: TestServer;
let visitor: ApiClient;
let contributor: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.client();
  contributor = await signedIn(server, 'contributor');
});
afterAll(() => server?.close());

const PEOPLE = 'query ($search: String) { people(search: $search) { data { id } } }';

function codeOf(answer: { errors?: { extensions?: Record<string, unknown> }[] }) {
  return answer.errors?.[0]?.extensions?.code;
}

describe('texts a visitor sends are bounded', () => {
  it('refuses a 100,000-character search at once with a translated message, in both languages', async () => {
    const search = 'a'.repeat(100_000);
    const statementsBefore = server.database.statements();
    const answer = await visitor.gql(PEOPLE, { search });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe(
      `“search” is too long: at most ${TEXT_LIMITS.search} characters are allowed.`,
    );
    expect(answer.errors?.[0]?.extensions?.field).toBe('search');
    // Refused before it reached the database.
    expect(server.database.statements()).toBe(statementsBefore);
    const german = await visitor.gql(PEOPLE, { search }, { locale: 'de' });
    expect(german.errors?.[0]?.message).toBe(
      `„search“ ist zu lang: höchstens ${TEXT_LIMITS.search} Zeichen sind erlaubt.`,
    );
  });

  it('still searches with a search of the longest allowed length', async () => {
    const answer = await visitor.gql(PEOPLE, { search: 'a'.repeat(TEXT_LIMITS.search) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.people.data).toEqual([]);
  });

  it('bounds a literal in the query text as well as a variable', async () => {
    const answer = await visitor.gql(`{ people(search: "${'x'.repeat(300)}") { data { id } } }`);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });

  it('bounds a one-line field nested in an input object, and names its path', async () => {
    const collection = await createCollection(server.database.db);
    const answer = await contributor.gql(
      'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success id } }',
      {
        input: {
          collection: { id: collection.id },
          shelfmark: 'A-1',
          short_title: 'Missa',
          parts: [{ type: 'aut', extent: 'e'.repeat(TEXT_LIMITS.line + 1) }],
        },
      },
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe('input.parts.0.extent');
    expect(answer.errors?.[0]?.message).toContain('“extent” is too long');
  });

  it('lets free text be long, but not without bound', async () => {
    const collection = await createCollection(server.database.db);
    const save = (notes: string) =>
      contributor.gql(
        'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success id } }',
        {
          input: {
            collection: { id: collection.id },
            shelfmark: `N-${notes.length}`,
            short_title: 'Missa',
            notes,
          },
        },
      );
    const fine = await save('n'.repeat(TEXT_LIMITS.line * 5));
    expect(fine.data?.upsertScore.success).toBe(true);
    const tooLong = await save('n'.repeat(TEXT_LIMITS.long + 1));
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
  });

  it('stores the longest line of three-byte characters in indexed columns', async () => {
    const line = Array.from({ length: TEXT_LIMITS.line }, (_, i) =>
      String.fromCharCode(0x4e00 + ((i * 7919) % 20000)),
    ).join('');
    const collection = await createCollection(server.database.db);
    const answer = await contributor.gql(
      'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success } }',
      { input: { collection: { id: collection.id }, shelfmark: line, short_title: line } },
    );
    expect(answer.data?.upsertScore.success, JSON.stringify(answer)).toBe(true);
  });

  it('refuses an over-long value for a uniquely indexed column as input, not as a server error', async () => {
    const answer = await contributor.gql(
      'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success } }',
      { input: { name: 'n'.repeat(20_000), prefix: 'p'.repeat(20_000) } },
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });

  it('refuses a list with more items than one request may carry', async () => {
    const collection = await createCollection(server.database.db);
    const answer = await contributor.gql(
      'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success } }',
      {
        input: {
          collection: { id: collection.id },
          shelfmark: 'L-1',
          short_title: 'Missa',
          genres: Array.from({ length: INPUT_LIST_MAX + 1 }, () => ({ id: '1' })),
        },
      },
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('too many items');
  });
});

describe('NUL characters are refused as input everywhere', () => {
  const cases: [string, string, Record<string, unknown>, 'visitor' | 'contributor'][] = [
    ['a search', PEOPLE, { search: 'Hay\u0000dn' }, 'visitor'],
    [
      'a login address',
      'mutation ($e: String!) { login(email: $e, password: "x") { success } }',
      { e: 'a\u0000@b.org' },
      'visitor',
    ],
    [
      'a setting key',
      'query ($k: String!) { getSetting(key: $k) { value } }',
      { k: 'site\u0000title' },
      'visitor',
    ],
    ['an id', 'query ($id: ID!) { getPerson(id: $id) { id } }', { id: '1\u0000' }, 'visitor'],
    [
      'a person name',
      'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success } }',
      { input: { names: [{ name: 'Haydn\u0000', primary: true }] } },
      'contributor',
    ],
    [
      'a collection prefix',
      'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success } }',
      { input: { name: 'Nul', prefix: '\u0000' } },
      'contributor',
    ],
  ];
  for (const [what, query, variables, who] of cases) {
    it(`in ${what}`, async () => {
      const client = who === 'visitor' ? visitor : contributor;
      const answer = await client.gql(query, variables);
      expect(codeOf(answer), JSON.stringify(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain('NUL');
    });
  }
});

describe('C0 and C1 control characters are refused as input, with the character named (issue 24)', () => {
  const SCORE =
    'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success errors { field key } } }';
  const cases: [string, string, (id: string) => Record<string, unknown>, string][] = [
    [
      'a short title (U+0095, a Windows-1252 bullet read as Latin-1)',
      SCORE,
      (id) => ({
        input: { collection: { id }, shelfmark: 'Ctl. 1', short_title: 'Anio\u0095 pasterzom' },
      }),
      'U+0095',
    ],
    [
      'notes (an escape character)',
      SCORE,
      (id) => ({
        input: { collection: { id }, shelfmark: 'Ctl. 2', short_title: 'Ctl', notes: 'a\u001bb' },
      }),
      'U+001B',
    ],
    [
      'a person name (DEL)',
      'mutation ($input: PersonInput!) { upsertPerson(input: $input) { success } }',
      () => ({ input: { names: [{ name: 'Haydn\u007f', primary: true }] } }),
      'U+007F',
    ],
  ];
  for (const [what, query, variables, character] of cases) {
    it(`in ${what}`, async () => {
      const { id } = await createCollection(server.database.db);
      const answer = await contributor.gql(query, variables(String(id)));
      expect(codeOf(answer), JSON.stringify(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain(`invisible control character (${character})`);
    });
  }

  it('keeps tabs and line breaks, which notes are written with', async () => {
    const { id } = await createCollection(server.database.db);
    const answer = await contributor.data(SCORE, {
      input: {
        collection: { id: String(id) },
        shelfmark: 'Ctl. 3',
        short_title: 'Zeilen',
        notes: 'erste Zeile\r\nzweite\tZeile',
      },
    });
    expect(answer.upsertScore.success).toBe(true);
  });
});

describe('an empty profile change', () => {
  it('is answered as saved, changing nothing, not as a server error', async () => {
    const answer = await contributor.gql(
      'mutation { updateMe(input: {}) { success message errors { field key } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateMe.success).toBe(true);
    const me = await contributor.data('{ me { id name } }');
    expect(me.me.name).toBeTruthy();
  });
});
