import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLErrors, NetworkError } from './errors';
import { GraphQLClient, type GraphQLClientOptions, type TypedDocument } from './graphql-client';

type Received = { headers: IncomingHttpHeaders; body: Buffer; at: number };
type Answer = { status?: number; type?: string; body: unknown };

// A real server on a free port; each test says how it answers.
let server: Server;
let url: string;
let received: Received[] = [];
let answer: (request: Received) => Answer | Promise<Answer>;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks), at: Date.now() };
      received.push(request);
      void Promise.resolve(answer(request)).then(({ status = 200, type, body }) => {
        res.writeHead(status, { 'Content-Type': type ?? 'application/json; charset=utf-8' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  vi.restoreAllMocks();
});

type Operation = { operationName: string; variables: { n?: number }; query: string };

/** Answers each operation of a batch with its own number. */
const echo = (request: Received): Answer => ({
  body: (JSON.parse(request.body.toString()) as Operation[]).map((operation) => ({
    data: { n: operation.variables.n },
  })),
});

const Numbered = 'query Numbered($n: Int) { n(n: $n) }' as TypedDocument<
  { n: number },
  { n?: number; file?: Blob; files?: Blob[] }
>;

function client(options: Partial<GraphQLClientOptions> = {}) {
  return new GraphQLClient({
    url,
    headers: () => ({ Authorization: 'Bearer t1', 'X-XSRF-TOKEN': 'x1', locale: 'de' }),
    batchSize: 5,
    batchIntervalMs: 20,
    ...options,
  });
}

const silenced = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('batching', () => {
  it('sends the operations of one interval as one list and answers each with its own result', async () => {
    answer = echo;
    const graphql = client();
    const answers = await Promise.all([1, 2, 3].map((n) => graphql.request(Numbered, { n })));
    expect(answers).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(received).toHaveLength(1);
    const sent = JSON.parse(received[0].body.toString()) as Operation[];
    expect(sent).toEqual(
      [1, 2, 3].map((n) => ({
        operationName: 'Numbered',
        variables: { n },
        query: String(Numbered),
      })),
    );
  });

  it('sends five at once without waiting for the interval, the sixth not with them', async () => {
    answer = echo;
    // An interval no test waits for: the first batch can only go because it is full.
    const graphql = client({ batchIntervalMs: 60_000 });
    const five = Promise.all([1, 2, 3, 4, 5].map((n) => graphql.request(Numbered, { n })));
    const sixth = graphql.request(Numbered, { n: 6 });
    expect(await five).toHaveLength(5);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body.toString())).toHaveLength(5);
    void sixth.catch(() => undefined);
  });

  it('waits the interval after the first operation for others, then sends them together', async () => {
    answer = echo;
    const graphql = client({ batchIntervalMs: 300 });
    const start = Date.now();
    const first = graphql.request(Numbered, { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = graphql.request(Numbered, { n: 2 });
    expect(await Promise.all([first, second])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(received).toHaveLength(1);
    expect(received[0].at - start).toBeGreaterThanOrEqual(295);
  });

  it('fails every operation of a batch answered with another number of results', async () => {
    const log = silenced();
    answer = () => ({ body: [{ data: { n: 1 } }] });
    const graphql = client();
    const results = await Promise.allSettled([1, 2].map((n) => graphql.request(Numbered, { n })));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(NetworkError);
    }
    expect(log).toHaveBeenCalledWith(
      '[Network error] Numbered: 1 answers to a batch of 2 operations',
    );
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('requests', () => {
  it('carries the headers of the moment it is sent, JSON, and asks for GraphQL answers', async () => {
    answer = echo;
    let token = 'first';
    const graphql = client({
      headers: () => ({ Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': 'x1', locale: 'de' }),
    });
    const pending = graphql.request(Numbered, { n: 1 });
    token = 'second';
    await pending;
    const { headers } = received[0];
    expect(headers.authorization).toBe('Bearer second');
    expect(headers['x-xsrf-token']).toBe('x1');
    expect(headers.locale).toBe('de');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.accept).toBe('application/graphql-response+json,application/json;q=0.9');
  });

  it('sends an operation with files alone, as a multipart request, and reads its one answer', async () => {
    answer = (request) =>
      request.headers['content-type']?.startsWith('multipart/form-data')
        ? { body: { data: { n: 9 } } }
        : echo(request);
    const graphql = client();
    const file = new File(['sop'], 'sop-1.jpg', { type: 'image/jpeg' });
    const [plain, upload] = await Promise.all([
      graphql.request(Numbered, { n: 1 }),
      graphql.request(Numbered, { n: 2, file, files: [file, new Blob(['b'])] }),
    ]);
    expect([plain, upload]).toEqual([{ n: 1 }, { n: 9 }]);
    expect(received).toHaveLength(2);
    const multipart = received.find((one) => one.headers['content-type']?.startsWith('multipart/'));
    expect(multipart?.headers.authorization).toBe('Bearer t1');
    const form = await new Response(new Uint8Array(multipart!.body), {
      headers: { 'content-type': multipart!.headers['content-type']! },
    }).formData();
    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: String(Numbered),
      operationName: 'Numbered',
      variables: { n: 2, file: null, files: [null, null] },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({
      0: ['variables.file', 'variables.files.0'],
      1: ['variables.files.1'],
    });
    const sentFile = form.get('0') as File;
    expect([sentFile.name, await sentFile.text()]).toEqual(['sop-1.jpg', 'sop']);
    expect(await (form.get('1') as File).text()).toBe('b');
  });
});

describe('errors', () => {
  it('fails an operation answered with errors, logs them and tells who listens', async () => {
    const log = silenced();
    const heard = vi.fn();
    answer = () => ({
      body: [
        {
          data: null,
          errors: [{ message: 'Not signed in.', extensions: { code: 'UNAUTHENTICATED' } }],
        },
        { data: { n: 2 } },
      ],
    });
    const graphql = client({ onGraphQLErrors: heard });
    const [refused, answered] = await Promise.allSettled([
      graphql.request(Numbered, { n: 1 }),
      graphql.request(Numbered, { n: 2 }),
    ]);
    expect(answered).toEqual({ status: 'fulfilled', value: { n: 2 } });
    const error = (refused as PromiseRejectedResult).reason as GraphQLErrors;
    expect(error).toBeInstanceOf(GraphQLErrors);
    expect(error.errors[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(log).toHaveBeenCalledExactlyOnceWith('[GraphQL error] Numbered: Not signed in.');
    expect(heard).toHaveBeenCalledExactlyOnceWith(
      [{ message: 'Not signed in.', extensions: { code: 'UNAUTHENTICATED' } }],
      { Authorization: 'Bearer t1', 'X-XSRF-TOKEN': 'x1', locale: 'de' },
    );
  });

  it('reads a GraphQL answer whatever its status, a plain JSON refusal as a network error', async () => {
    silenced();
    const graphql = client();
    answer = () => ({
      status: 400,
      type: 'application/graphql-response+json; charset=utf-8',
      body: [{ errors: [{ message: 'Cannot query field "x".' }] }],
    });
    await expect(graphql.request(Numbered, { n: 1 })).rejects.toBeInstanceOf(GraphQLErrors);
    answer = () => ({ status: 403, body: { errors: [{ message: 'Refused.' }] } });
    const refusal = await graphql.request(Numbered, { n: 1 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NetworkError);
    expect((refusal as NetworkError).status).toBe(403);
  });

  it('fails on an answer that is no GraphQL answer, and when nobody answers', async () => {
    const log = silenced();
    answer = () => ({ body: '<html>proxy error</html>', type: 'text/html' });
    await expect(client().request(Numbered, { n: 1 })).rejects.toBeInstanceOf(NetworkError);
    answer = () => ({ body: [{ something: 'else' }] });
    await expect(client().request(Numbered, { n: 1 })).rejects.toBeInstanceOf(NetworkError);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = client({ url: `http://127.0.0.1:${port}/graphql` });
    await expect(unreachable.request(Numbered, { n: 1 })).rejects.toBeInstanceOf(NetworkError);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^\[Network error\] Numbered: /));
    expect(log).toHaveBeenCalledTimes(3);
  });
});
