import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkDocument, documentCache, MAX_TOKENS } from './graphql-documents';

const schema = buildSchema(`
  type Query { ping: Boolean, node(id: ID): Node, nodes: [Node] }
  type Node { id: ID, name: String, children: [Node] }
`);

const messages = (query: string) => checkDocument(schema, query).errors?.map((e) => e.message);
const codes = (query: string) =>
  checkDocument(schema, query).errors?.map((e) => e.extensions?.code);

describe('checking a query text', () => {
  it('answers the document of a valid query', () => {
    const checked = checkDocument(schema, '{ ping node(id: 1) { name } }');
    expect(checked.errors).toBeNull();
    expect(checked.document?.kind).toBe('Document');
  });

  it('refuses a syntax error as GRAPHQL_PARSE_FAILED', () => {
    expect(codes('{ ping ')).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(messages('{ ping ')?.[0]).toMatch(/Syntax Error/);
  });

  it('refuses what the schema does not have as GRAPHQL_VALIDATION_FAILED, all errors at once', () => {
    expect(codes('{ nothing other }')).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
    ]);
  });

  it('never suggests the names of other fields', () => {
    const [message] = messages('{ pin }') ?? [];
    expect(message).toBe('Cannot query field "pin" on type "Query".');
    expect(messages('{ node(id: 1) { nam } }')?.join(' ')).not.toMatch(/Did you mean|name/);
  });

  it('refuses more tokens than MAX_TOKENS while parsing', () => {
    const flood = `{ ${'ping '.repeat(MAX_TOKENS)} }`;
    expect(codes(flood)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(messages(flood)?.[0]).toMatch(/5000 tokens/);
    // Just under the limit the text is parsed (what validation then says is another matter).
    expect(codes(`{ ${'ping '.repeat(MAX_TOKENS - 10)} }`)).not.toContain('GRAPHQL_PARSE_FAILED');
  });

  it('refuses deep nesting, the introspection too', () => {
    const deep = (levels: number) =>
      `{ nodes ${'{ children '.repeat(levels)}{ id }${' }'.repeat(levels)} }`;
    expect(codes(deep(10))).toBeUndefined();
    expect(messages(deep(12))?.[0]).toMatch(/depth limit of 12 exceeded/);
    const introspection = `{ __schema { types { fields { type ${'{ ofType '.repeat(12)}{ name }${' }'.repeat(12)} } } } }`;
    expect(messages(introspection)?.[0]).toMatch(/depth/);
  });

  it('refuses too many aliases and directives, with the other errors', () => {
    const aliases = Array.from({ length: 21 }, (_, i) => `p${i}: ping`).join(' ');
    expect(messages(`{ ${aliases} }`)).toEqual([
      'Syntax Error: Aliases limit of 20 exceeded, found 21.',
    ]);
    expect(messages(`{ ${aliases} nothing }`)).toHaveLength(2);
    expect(messages(`{ ping ${'@skip(if: false) '.repeat(31)} }`)?.join(' ')).toMatch(
      /Directives limit of 30 exceeded/,
    );
  });

  it('refuses a query whose estimated cost is too high', () => {
    // Two lists in each of eight nested lists: every level doubles the cost.
    const level = (depth: number): string =>
      depth === 0
        ? '{ id name }'
        : `{ a: children ${level(depth - 1)} b: children ${level(depth - 1)} }`;
    expect(messages(`{ nodes ${level(8)} }`)).toContainEqual(
      expect.stringMatching(/Cost limit of 20000 exceeded/),
    );
  });
});

describe('the document cache', () => {
  it('answers a text it has seen with the same document, refusals too', () => {
    const check = documentCache(schema);
    const first = check('{ ping }');
    expect(check('{ ping }')).toBe(first);
    const refused = check('{ nothing }');
    expect(check('{ nothing }')).toBe(refused);
    expect(refused.errors).toHaveLength(1);
  });

  it('forgets the least recently used text first, by count', () => {
    const check = documentCache(schema, { entries: 2 });
    const a = check('{ ping }');
    const b = check('{ a: ping }');
    expect(check('{ ping }')).toBe(a); // now the most recent
    check('{ c: ping }'); // pushes out b, the least recent
    expect(check('{ ping }')).toBe(a);
    expect(check('{ a: ping }')).not.toBe(b);
  });

  it('holds no more characters of text than allowed, and never a text larger than that', () => {
    const check = documentCache(schema, { characters: 25 });
    const a = check('{ ping }'); // 8
    const b = check('{ bb: ping }'); // 12: 20 in all
    expect(check('{ ping }')).toBe(a);
    expect(check('{ bb: ping }')).toBe(b);
    check('{ c: ping }'); // 11 more, 31: the least recent (a) goes, 23 stay
    expect(check('{ bb: ping }')).toBe(b);
    expect(check('{ ping }')).not.toBe(a);
    const long = `{ ${'ping '.repeat(10)}}`; // 53 characters: never kept
    expect(check(long)).not.toBe(check(long));
  });
});

describe('a text too deep to read', () => {
  it('is refused, not thrown: the parser would run out of stack', () => {
    // A list nested thousands deep: few tokens each, far below MAX_TOKENS.
    const deep = `{ node(id: ${'['.repeat(2490)}1${']'.repeat(2490)}) { id } }`;
    const checked = checkDocument(schema, deep);
    expect(checked.document).toBeNull();
    expect(checked.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(checked.errors?.[0].message).toMatch(/nested too deeply/);
  });
});

describe('a refusal in the cache', () => {
  it('is kept as plain answers, without the text and tree a GraphQLError points at', () => {
    const [error] = checkDocument(schema, '{ nothing }').errors ?? [];
    expect(error).toEqual({
      message: 'Cannot query field "nothing" on type "Query".',
      locations: [{ line: 1, column: 3 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(Object.keys(error)).toEqual(['message', 'locations', 'extensions']);
  });
});
