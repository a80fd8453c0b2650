import { GRAPHQL_PATH, type MessageKey, type MessageParams } from '@partitura/domain';
import { parseRequestParams, type RequestParams } from 'graphql-http';

/** One operation of a request (GraphQL over HTTP): the query text, its variables and name. */
export type GraphQLParams = {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
};

/** The operations of a request: a batch is answered with a list, even of one. */
export type GraphQLOperations = { batch: boolean; operations: GraphQLParams[] };

/** A request read: its operations, or why it is refused, as what status. */
export type GraphQLRequest =
  | ({ ok: true } & GraphQLOperations)
  | { ok: false; status: 400 | 415; key: MessageKey; params?: MessageParams };

/**
 * One operation's fields, or null when they are not what GraphQL over HTTP allows: checked by
 * graphql-http (the spec authors' reference server) as it checks a request's body — a string
 * query; variables, extensions objects; operationName a string.
 */
async function paramsOf(value: unknown): Promise<GraphQLParams | null> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  try {
    const params = await parseRequestParams({
      method: 'POST',
      url: GRAPHQL_PATH,
      headers: { 'content-type': 'application/json' },
      body: value as Record<string, unknown>,
      raw: null,
      context: null,
    });
    if (Array.isArray(params)) return null;
    const { query, variables, operationName } = params as RequestParams;
    return { query, variables: variables ?? null, operationName: operationName ?? null };
  } catch {
    return null;
  }
}

/**
 * Reads a POST to /graphql: a JSON object (one operation) or a list of at most `batchLimit` of
 * them (spec §7: the web batches up to 5). Only `application/json` is read: a form or plain text
 * is what another site can make a browser send without asking first, and nothing of ours sends
 * either. A batch with one malformed operation is refused whole, as the web sends none.
 */
export async function readGraphQLRequest(
  contentType: string | undefined,
  body: Buffer,
  batchLimit: number,
): Promise<GraphQLRequest> {
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json')
    return { ok: false, status: 415, key: 'Request.error_content_type' };
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, status: 400, key: 'Request.error_not_json' };
  }
  if (Array.isArray(json)) {
    if (json.length === 0) return { ok: false, status: 400, key: 'Request.error_batch_empty' };
    if (json.length > batchLimit)
      return {
        ok: false,
        status: 400,
        key: 'Server.error_batch_too_large',
        params: { max: batchLimit },
      };
    const operations = await Promise.all(json.map(paramsOf));
    if (operations.some((operation) => operation === null))
      return { ok: false, status: 400, key: 'Server.error_bad_request' };
    return { ok: true, batch: true, operations: operations as GraphQLParams[] };
  }
  const operation = await paramsOf(json);
  if (!operation) return { ok: false, status: 400, key: 'Server.error_bad_request' };
  return { ok: true, batch: false, operations: [operation] };
}

/** The media type of the answer: GraphQL's own when the client accepts it, else plain JSON. */
export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `application/graphql-response+json` when the Accept header names it (with a weight above 0, at
 * least that of plain JSON); `application/json` otherwise — also for a client that sends no Accept
 * or accepts anything, as GraphQL over HTTP recommends for clients older than its media type (graphql-http's
 * audit checks it). With GraphQL's own type a refused document is answered 400; with plain JSON
 * always 200.
 */
export function answerType(accept: string | undefined): string {
  let graphql = -1;
  let json = -1;
  for (const part of accept?.split(',') ?? []) {
    const [type, ...parameters] = part.split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const name = type.trim().toLowerCase();
    if (name === 'application/graphql-response+json') graphql = Math.max(graphql, weight);
    else if (name === 'application/json') json = Math.max(json, weight);
  }
  return graphql > 0 && graphql >= json ? GRAPHQL_RESPONSE_TYPE : JSON_TYPE;
}
