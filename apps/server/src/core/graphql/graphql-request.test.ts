import { describe, expect, it } from 'vitest';
import {
  answerType,
  GRAPHQL_RESPONSE_TYPE,
  JSON_TYPE,
  readGraphQLRequest,
} from './graphql-request';

const read = (body: string, contentType = 'application/json', limit = 5) =>
  readGraphQLRequest(contentType, Buffer.from(body), limit);

describe('reading a GraphQL request', () => {
  it('reads one operation with its variables and name', async () => {
    expect(
      await read(
        '{"query":"query A($k: String!) { getSetting(key: $k) { value } }","variables":{"k":"x"},"operationName":"A"}',
      ),
    ).toEqual({
      ok: true,
      batch: false,
      operations: [
        {
          query: 'query A($k: String!) { getSetting(key: $k) { value } }',
          variables: { k: 'x' },
          operationName: 'A',
        },
      ],
    });
  });

  it('takes missing or null variables, name and extensions as none', async () => {
    const plain = { query: '{ ping }', variables: null, operationName: null };
    expect(await read('{"query":"{ ping }"}')).toMatchObject({ ok: true, operations: [plain] });
    expect(
      await read('{"query":"{ ping }","variables":null,"operationName":null,"extensions":null}'),
    ).toMatchObject({ ok: true, operations: [plain] });
    expect(await read('{"query":"{ ping }","extensions":{"persisted":1}}')).toMatchObject({
      ok: true,
      operations: [plain],
    });
  });

  it('reads a batch as a batch, even of one, up to the limit', async () => {
    expect(await read('[{"query":"{ ping }"}]')).toMatchObject({ ok: true, batch: true });
    const five = JSON.stringify(Array.from({ length: 5 }, () => ({ query: '{ ping }' })));
    expect(await read(five)).toMatchObject({ ok: true, batch: true });
    const result = await read(five);
    expect(result.ok && result.operations).toHaveLength(5);
  });

  it('refuses a batch over the limit, naming the limit, and an empty one', async () => {
    const six = JSON.stringify(Array.from({ length: 6 }, () => ({ query: '{ ping }' })));
    expect(await read(six)).toEqual({
      ok: false,
      status: 400,
      key: 'Server.error_batch_too_large',
      params: { max: 5 },
    });
    expect(await read('[]')).toEqual({ ok: false, status: 400, key: 'Request.error_batch_empty' });
  });

  it('accepts JSON with a charset, in any case, and nothing but JSON', async () => {
    expect(await read('{"query":"{ ping }"}', 'Application/JSON; charset=UTF-8')).toMatchObject({
      ok: true,
    });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/graphql',
      'application/jsonx',
      '',
    ]) {
      expect(await read('{"query":"{ ping }"}', type), type).toEqual({
        ok: false,
        status: 415,
        key: 'Request.error_content_type',
      });
    }
    expect(await readGraphQLRequest(undefined, Buffer.from('{}'), 5)).toMatchObject({
      status: 415,
    });
  });

  it('refuses what is not JSON, and JSON that is no operation', async () => {
    expect(await read('{"query": ')).toEqual({
      ok: false,
      status: 400,
      key: 'Request.error_not_json',
    });
    const notGraphQL = { ok: false, status: 400, key: 'Server.error_bad_request' };
    for (const body of [
      '42',
      'null',
      '"{ ping }"',
      '{"variables":{}}',
      '{"query":{"a":1}}',
      '{"query":"{ ping }","variables":"x"}',
      '{"query":"{ ping }","variables":[1]}',
      '{"query":"{ ping }","operationName":7}',
      '{"query":"{ ping }","extensions":"x"}',
      '[1,2,3]',
      '[{"query":"{ ping }"},{"query":5}]',
    ]) {
      expect(await read(body), body).toEqual(notGraphQL);
    }
  });
});

describe('the media type of the answer', () => {
  it("is GraphQL's own when the client names it first", () => {
    expect(answerType('application/graphql-response+json,application/json;q=0.9')).toBe(
      GRAPHQL_RESPONSE_TYPE,
    );
    expect(answerType('application/graphql-response+json, */*')).toBe(GRAPHQL_RESPONSE_TYPE);
  });

  it('is plain JSON when the client prefers it, refuses the other, or names neither', () => {
    expect(answerType(undefined)).toBe(JSON_TYPE);
    expect(answerType('*/*')).toBe(JSON_TYPE);
    expect(answerType('application/json')).toBe(JSON_TYPE);
    expect(answerType('application/json, */*;q=0.5')).toBe(JSON_TYPE);
    expect(answerType('application/graphql-response+json;q=0.5, application/json')).toBe(JSON_TYPE);
    expect(answerType('application/graphql-response+json;q=0, */*')).toBe(JSON_TYPE);
    expect(answerType('text/html')).toBe(JSON_TYPE);
  });
});
