import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../core/graphql/graphql';
import { features } from '../features';
import type { ApiClient } from '../test/api-client';
import { signedIn } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

/*
 * The audit's fuzzing, kept (issue 8): every query and mutation of the schema is sent hostile
 * values in every argument (long texts, NUL, lone surrogates, SQL and HTML, numbers at the edges,
 * ids that are not ids) by a visitor and by an administrator, and malformed requests of every
 * kind are sent as they are. No answer may be a 5xx, take longer than 5 s, or leak SQL, stack
 * traces or password hashes; the server must answer /healthz afterwards.
 *
 * `npm test` runs a short corpus; `npm run audit:fuzz` (FUZZ=full) runs all of it.
 */

const FULL = process.env.FUZZ === 'full';
const SLOWEST_MS = 5000;

const STRINGS = [
  'x'.repeat(100_000),
  'Hay\u0000dn',
  "' OR 1=1; drop table scores; --",
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
  '\ud800\udfff\ud800',
  '%_\\%',
  '😀'.repeat(600),
  '',
  ' \t\n ',
  '${jndi:ldap://127.0.0.1/a}',
  '../../../../etc/passwd',
  '9'.repeat(400),
  'ä'.repeat(501),
  // The longest line of three-byte characters: must still fit every B-tree index.
  Array.from({ length: 500 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join(
    '',
  ),
  '{"$gt": ""}',
];
const IDS = ['0', '-1', '99999999999999999999999', 'abc', '1.5', '1\u0000', 'x'.repeat(5000), ''];
const INTS = [0, -1, 2147483647, -2147483648, 1];

/** How many hostile variants each field is sent: every string once in full, a few in short. */
const VARIANTS = FULL ? STRINGS.length : 4;

/** Fields the fuzzing leaves out: signing out would end the administrator's own session. */
const SKIPPED = new Set(['logout']);

const LEAKS = [
  /failed query/i,
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /password_hash/i,
  /node_modules/,
  /\bat [\w.<>]+ \(/,
  /\.ts:\d+:\d+/,
];

let server: TestServer;
let visitor: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.client();
  admin = await signedIn(server, 'admin');
});
afterAll(() => server?.close());

function hostileValue(type: GraphQLInputType, variant: number, depth = 0): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable))
    return [hostileValue(nullable.ofType as GraphQLInputType, variant, depth + 1)];
  if (isInputObjectType(nullable)) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.values(nullable.getFields()).map((field) => [
        field.name,
        hostileValue(field.type, variant + field.name.length, depth + 1),
      ]),
    );
  }
  if (isEnumType(nullable)) return nullable.getValues()[variant % nullable.getValues().length].name;
  if (isScalarType(nullable)) {
    if (nullable.name === 'ID') return IDS[variant % IDS.length];
    if (nullable.name === 'Int') return INTS[variant % INTS.length];
    if (nullable.name === 'Float') return [0, -1, 1e308][variant % 3];
    if (nullable.name === 'Boolean') return variant % 2 === 0;
    return STRINGS[variant % STRINGS.length];
  }
  return null;
}

/** The scalar fields of the answer (one level), or __typename for an answer without any. */
function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const scalars = Object.values(named.getFields())
    .filter((field) => field.args.length === 0 && !isObjectType(getNamedType(field.type)))
    .map((field) => field.name);
  return `{ __typename ${scalars.join(' ')} }`;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${
    args ? `(${args})` : ''
  } ${selection(field.type)} }`;
}

type Outcome = { what: string; status: number; ms: number; text: string };

async function send(client: ApiClient, what: string, body: string, contentType?: string) {
  const started = performance.now();
  const { status, text } = await client.raw(body, { contentType });
  return { what, status, ms: performance.now() - started, text } satisfies Outcome;
}

function problemsOf(outcome: Outcome): string[] {
  const problems: string[] = [];
  if (outcome.status >= 500) problems.push(`HTTP ${outcome.status}`);
  if (outcome.ms > SLOWEST_MS) problems.push(`${Math.round(outcome.ms)} ms`);
  for (const leak of LEAKS) if (leak.test(outcome.text)) problems.push(`leaks ${leak}`);
  if (/INTERNAL_SERVER_ERROR/.test(outcome.text)) problems.push('internal error');
  return problems.map((problem) => `${outcome.what}: ${problem} — ${outcome.text.slice(0, 300)}`);
}

describe(`the audit's fuzz corpus (${FULL ? 'full' : 'short'})`, () => {
  it('answers every field with hostile arguments without a server error, a leak or a stall', async () => {
    const schema = buildSchema(features);
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    const problems: string[] = [];
    let sent = 0;
    for (const [kind, root] of roots) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        if (SKIPPED.has(field.name)) continue;
        const query = operationFor(kind, field);
        for (let variant = 0; variant < VARIANTS; variant++) {
          const variables = Object.fromEntries(
            field.args.map((arg) => [arg.name, hostileValue(arg.type, variant)]),
          );
          const body = JSON.stringify({ query, variables });
          for (const [who, client] of [
            ['visitor', visitor],
            ['admin', admin],
          ] as const) {
            problems.push(
              ...problemsOf(await send(client, `${field.name}#${variant} as ${who}`, body)),
            );
            sent++;
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('answers malformed requests as client errors', async () => {
    const nested = `query { ${'getPerson(id: "1") { attributions { score { attributions { person '.repeat(8)}{ id }${' } } } }'.repeat(8)} }`;
    const cases: [string, string, string?][] = [
      ['not JSON', '{"query": '],
      ['JSON but not an object', '42'],
      ['an array of numbers', '[1, 2, 3]'],
      ['no query', '{"variables": {}}'],
      ['query not a string', '{"query": {"a": 1}}'],
      ['variables not an object', '{"query": "{ ping }", "variables": "x"}'],
      [
        'variables of the wrong type',
        '{"query": "query ($id: ID!) { getScore(id: $id) { id } }", "variables": {"id": {"a": 1}}}',
      ],
      ['a syntax error', '{"query": "{ ping "}'],
      ['an unknown field', '{"query": "{ nothing }"}'],
      ['an unknown operation name', '{"query": "{ ping }", "operationName": "Other"}'],
      ['a batch of six', JSON.stringify(Array.from({ length: 6 }, () => ({ query: '{ ping }' })))],
      ['an empty batch', '[]'],
      ['deep nesting', JSON.stringify({ query: nested })],
      [
        'an alias flood',
        JSON.stringify({
          query: `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: ping`).join(' ')} }`,
        }),
      ],
      [
        'a directive flood',
        JSON.stringify({ query: `{ ping ${'@skip(if: false) '.repeat(200)} }` }),
      ],
      [
        'a token flood',
        JSON.stringify({ query: `{ ping ${' '.repeat(10)}${'__typename '.repeat(6000)} }` }),
      ],
      ['a form body', 'query=%7B+ping+%7D', 'application/x-www-form-urlencoded'],
      ['plain text', '{ ping }', 'text/plain'],
    ];
    const problems: string[] = [];
    for (const [what, body, contentType] of cases) {
      const outcome = await send(visitor, what, body, contentType);
      problems.push(...problemsOf(outcome));
    }
    const get = await fetch(`${server.url}/graphql?query=%7Bping%7D&variables=%7Bbroken`);
    if (get.status >= 500) problems.push(`GET with malformed variables: HTTP ${get.status}`);
    expect(problems).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
