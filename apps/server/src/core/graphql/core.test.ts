import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features } from '../../features';
import { buildSchema } from './graphql';
import { mutationAccess } from './guards';
import { MAX_JSON_BYTES } from '../http/http';
import { startTestServer, type TestServer } from '../../test/test-server';
import { BATCH_SIZE, ROLES, translate } from '@partitura/domain';
import type { ApiClient, GraphQLResponse } from '../../test/api-client';
import { signedIn } from '../../test/factories';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const PING = { query: '{ ping }' };

describe('HTTP endpoint', () => {
  it('answers GET /healthz (alive) without the database, and /readyz when the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('issues a readable XSRF-TOKEN cookie with path /', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('does not issue a new XSRF cookie when the request carries one', async () => {
    const response = await fetch(`${server.url}/healthz`, {
      headers: { cookie: 'XSRF-TOKEN=abc' },
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('batching', () => {
  it('answers a batch of one operation with an array of one', async () => {
    const client = await server.client();
    const { status, json } = await client.batch([PING]);
    expect(status).toBe(200);
    expect(json).toEqual([{ data: { ping: true } }]);
  });

  it('answers a batch of as many operations as the web sends (BATCH_SIZE, 5) in order', async () => {
    expect(BATCH_SIZE).toBe(5);
    const client = await server.client();
    const operations = [
      PING,
      { query: '{ getSetting(key: "site_title") { key } }' },
      PING,
      PING,
      { query: '{ me { id } }' },
    ];
    const { json } = await client.batch(operations);
    expect(json).toHaveLength(5);
    expect((json as object[])[1]).toEqual({ data: { getSetting: { key: 'site_title' } } });
    expect((json as object[])[4]).toEqual({ data: { me: null } });
  });

  it('refuses a batch of one operation more with a clear error', async () => {
    const client = await server.client();
    const { status, json, text } = await client.batch(
      Array.from({ length: BATCH_SIZE + 1 }, () => PING),
    );
    expect(status).toBe(400);
    expect(text).toContain(translate('Server.error_batch_too_large', 'en', { max: BATCH_SIZE }));
    expect(text).toContain('Too many operations in one request: at most 5 are allowed.');
    expect(JSON.stringify(json)).not.toContain('"ping":true');
  });
});

describe('XSRF protection', () => {
  const UPSERT = 'mutation { upsertCollection(input: { name: "X", prefix: "Y" }) { success } }';

  it('refuses a mutation without the X-XSRF-TOKEN header', async () => {
    const client = await signedIn(server, 'admin');
    const response = await client.gql(UPSERT, {}, { xsrf: null });
    expect(response.errors?.[0].extensions?.code).toBe('XSRF_REFUSED');
    expect(response.data?.upsertCollection).toBeUndefined();
  });

  it('refuses a mutation whose header differs from the cookie, in the request language', async () => {
    const client = await signedIn(server, 'admin');
    const response = await client.gql(UPSERT, {}, { xsrf: 'forged-value', locale: 'de' });
    expect(response.errors?.[0].extensions?.code).toBe('XSRF_REFUSED');
    expect(response.errors?.[0].message).toBe(translate('Auth.error_xsrf', 'de'));
    const english = await client.gql(UPSERT, {}, { xsrf: 'forged-value', locale: 'en' });
    expect(english.errors?.[0].message).toBe(translate('Auth.error_xsrf', 'en'));
  });

  it('lets queries through without the header', async () => {
    const client = await server.client();
    const response = await client.gql('{ ping }', {}, { xsrf: null });
    expect(response).toEqual({ data: { ping: true } });
  });

  it('refuses only the mutation of a batch that also holds queries', async () => {
    const client = await signedIn(server, 'admin');
    const { json } = await client.batch([PING, { query: UPSERT }], { xsrf: null });
    const [query, mutation] = json as {
      data?: unknown;
      errors?: { extensions: { code: string } }[];
    }[];
    expect(query).toEqual({ data: { ping: true } });
    expect(mutation.errors?.[0].extensions.code).toBe('XSRF_REFUSED');
  });
});

/** Dummy arguments for a field, built from its signature, so every mutation can be called. */
function dummyArguments(field: GraphQLField<unknown, unknown>): string {
  const value = (type: GraphQLInputType): string => {
    const named = getNamedType(type);
    if (isListType(getNullableType(type))) return '[]';
    if (isInputObjectType(named)) return '{}';
    if (named.name === 'Int') return '1';
    if (named.name === 'Boolean') return 'false';
    return '"1"';
  };
  const args = field.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => `${arg.name}: ${value(arg.type)}`);
  return args.length ? `(${args.join(', ')})` : '';
}

describe('access rules', () => {
  const schema = buildSchema(features);

  /** Calls every mutation whose access is one of `accesses`; answers name → error code. */
  async function refusals(client: { gql: ApiClient['gql'] }, accesses: string[]) {
    const fields = schema.getMutationType()!.getFields();
    const codes: Record<string, unknown> = {};
    for (const { name, access } of mutationAccess(schema)) {
      if (!accesses.includes(access)) continue;
      const selection = isObjectType(getNamedType(fields[name].type)) ? '{ success }' : '';
      const response = await client.gql(
        `mutation { ${name}${dummyArguments(fields[name])} ${selection} }`,
      );
      codes[name] = response.errors?.[0].extensions?.code;
    }
    return codes;
  }

  it('spells the roles of the contract as the domain does', () => {
    const role = schema.getType('Role');
    expect(role && isEnumType(role) ? role.getValues().map((value) => value.name) : []).toEqual(
      expect.arrayContaining([...ROLES]),
    );
    expect(isEnumType(role) && role.getValues()).toHaveLength(ROLES.length);
  });

  it('every mutation of the schema declares its access; these are public', () => {
    const access = mutationAccess(schema);
    expect(access.length).toBeGreaterThan(0);
    expect(
      access
        .filter((m) => m.access === 'public')
        .map((m) => m.name)
        .sort(),
    ).toEqual([
      'login',
      'logout',
      'register',
      'requestNewVerificationLink',
      'requestPasswordReset',
      'resetPassword',
      'verifyEmail',
    ]);
  });

  it('refuses a visitor on every mutation that is not public', async () => {
    const codes = await refusals(await server.client(), ['authenticated', ...ROLES]);
    expect(Object.keys(codes).length).toBeGreaterThan(10);
    for (const [name, code] of Object.entries(codes)) expect(code, name).toBe('UNAUTHENTICATED');
  });

  it('refuses a guest on every contributor and administrator mutation', async () => {
    const codes = await refusals(await signedIn(server, 'guest'), ['contributor', 'admin']);
    // Every catalogue change needs a contributor: scores, people, catalogs, collections, …
    expect(Object.keys(codes)).toEqual(
      expect.arrayContaining(['upsertScore', 'deletePerson', 'upsertPage', 'upsertSetting']),
    );
    for (const [name, code] of Object.entries(codes)) expect(code, name).toBe('FORBIDDEN');
  });

  it('refuses a contributor on every administrators-only operation', async () => {
    const client = await signedIn(server, 'contributor');
    const codes = await refusals(client, ['admin']);
    expect(Object.keys(codes)).toEqual(expect.arrayContaining(['suspendUser', 'upsertSetting']));
    for (const [name, code] of Object.entries(codes)) expect(code, name).toBe('FORBIDDEN');
    const users = await client.gql('{ users { paginatorInfo { total } } }');
    expect(users.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const settings = await client.gql('{ settings { key } }');
    expect(settings.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('bad input is answered cleanly', () => {
  const noLeak = (text: string) => {
    expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
    expect(text).not.toMatch(/\b(select|insert|update)\b.+\bfrom\b/i); // no SQL
  };

  it('malformed JSON', async () => {
    const client = await server.client();
    const { status, json, text } = await client.raw('{"query": "{ ping }"');
    expect(status).toBe(400);
    expect((json as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    noLeak(text);
  });

  it('an unknown field', async () => {
    const client = await server.client();
    const response = await client.gql('{ getCollection(id: "1") { id shelfmark } }');
    expect(response.errors?.[0].message).toMatch(/Cannot query field "shelfmark"/);
    noLeak(JSON.stringify(response));
  });

  it('an unknown input field and a wrong type', async () => {
    const client = await signedIn(server, 'admin');
    const unknown = await client.gql(
      'mutation { upsertCollection(input: { name: "A", prefix: "B", colour: "red" }) { success } }',
    );
    expect(unknown.errors?.[0].message).toMatch(/colour/);
    const wrongType = await client.gql(
      'mutation ($v: Int) { upsertCollection(input: { name: "A", prefix: "B", version: $v }) { success } }',
      { v: 'seven' },
    );
    expect(wrongType.errors?.[0].message).toMatch(/Int/);
  });

  it('an id that is not a number finds nothing instead of failing', async () => {
    const client = await server.client();
    expect(await client.gql('{ getCollection(id: "1; drop table collections") { id } }')).toEqual({
      data: { getCollection: null },
    });
  });

  it('a huge body is refused before it is parsed', async () => {
    const client = await server.client();
    const body = JSON.stringify({
      query: '{ ping }',
      variables: { x: 'a'.repeat(MAX_JSON_BYTES) },
    });
    const { status, text } = await client.raw(body);
    expect(status).toBe(413);
    noLeak(text);
  });

  it('a deep query is refused', async () => {
    const client = await server.client();
    const nested = `{ __schema { types { fields { type ${'{ ofType '.repeat(12)}{ name }${' }'.repeat(12)} } } } }`;
    const response = await client.gql(nested);
    expect(response.errors?.[0].message).toMatch(/depth/i);
  });

  it('too many aliases are refused', async () => {
    const client = await server.client();
    const aliases = Array.from({ length: 40 }, (_, i) => `p${i}: ping`).join(' ');
    const response = await client.gql(`{ ${aliases} }`);
    expect(response.errors?.[0].message).toMatch(/alias/i);
  });

  it('a body that is not GraphQL at all', async () => {
    const client = await server.client();
    const { status, text } = await client.raw('{"query": 42}');
    expect(status).toBeGreaterThanOrEqual(400);
    noLeak(text);
  });
});

describe('the GraphQL request', () => {
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${server.url}/graphql`, { method: 'POST', headers, body });

  it('reads JSON only: a form or plain text is refused as 415, in the request language', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await post('{"query":"{ ping }"}', { 'content-type': type, locale: 'de' });
      expect(response.status, type).toBe(415);
      const json = (await response.json()) as { errors: { message: string }[] };
      expect(json.errors[0].message).toBe(translate('Request.error_content_type', 'de'));
    }
  });

  it("answers a refused document 400 in GraphQL's own media type, 200 in plain JSON", async () => {
    const body = JSON.stringify({ query: '{ pin }' });
    const own = await post(body, {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
    });
    expect(own.status).toBe(400);
    expect(own.headers.get('content-type')).toContain('application/graphql-response+json');
    const plain = await post(body, {
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('application/json');
    for (const answer of [await own.json(), await plain.json()]) {
      expect(answer).toEqual({
        errors: [
          {
            message: 'Cannot query field "pin" on type "Query".',
            locations: [{ line: 1, column: 3 }],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
    }
  });

  it('answers an operation that ran 200, also with errors, and a syntax error as such', async () => {
    // A key far too long is refused by the field, as the operation runs: the rest is answered.
    const query = `{ ping getSetting(key: "${'k'.repeat(20_000)}") { key } }`;
    const ran = await post(JSON.stringify({ query }), { 'content-type': 'application/json' });
    expect(ran.status).toBe(200);
    const answer = (await ran.json()) as GraphQLResponse;
    expect(answer.data).toEqual({ ping: true, getSetting: null });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const broken = await post(JSON.stringify({ query: '{ ping ' }), {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
    });
    expect(broken.status).toBe(400);
    // A client that names no media type is answered in plain JSON, where a refusal is a 200.
    const unnamed = await post(JSON.stringify({ query: '{ ping ' }), {
      'content-type': 'application/json',
    });
    expect(unnamed.status).toBe(200);
    expect(unnamed.headers.get('content-type')).toContain('application/json');
    const json = (await broken.json()) as { errors: { extensions: { code: string } }[] };
    expect(json.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it("answers a mutation refused for its XSRF header 403 in GraphQL's own media type", async () => {
    const client = await signedIn(server, 'admin');
    const body = JSON.stringify({
      query: 'mutation { upsertCollection(input: { name: "X", prefix: "Y" }) { success } }',
    });
    const headers = { ...client.headers({ xsrf: null }) };
    const own = await post(body, { ...headers, accept: 'application/graphql-response+json' });
    expect(own.status).toBe(403);
    const plain = await post(body, { ...headers, accept: 'application/json' });
    expect(plain.status).toBe(200);
    for (const answer of [await own.json(), await plain.json()]) {
      expect((answer as GraphQLResponse).errors?.[0].extensions?.code).toBe('XSRF_REFUSED');
    }
  });

  it('refuses a whole batch that holds one operation without its query', async () => {
    const response = await post(JSON.stringify([PING, { variables: {} }]), {
      'content-type': 'application/json',
      locale: 'de',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain(translate('Server.error_bad_request', 'de'));
    expect(text).not.toContain('"ping":true');
  });
});
