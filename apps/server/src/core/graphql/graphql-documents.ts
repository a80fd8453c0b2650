import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { LRUCache } from 'lru-cache';

/** A query text of more tokens is refused as it is parsed, before any tree is built beyond it. */
export const MAX_TOKENS = 5000;

/**
 * graphql-js's own rules, and what a query may ask for at most, checked with them: deep nesting
 * (the introspection's too — a nested `__schema` costs as much as any other), aliases and
 * directives repeating a field, and the estimated cost of the whole (graphql-armor's rules).
 */
const VALIDATION_RULES: readonly ValidationRule[] = [
  ...specifiedRules,
  maxDepthRule({ n: 12, ignoreIntrospection: false, ...reportedWithTheRest() }),
  maxAliasesRule({ n: 20, ...reportedWithTheRest() }),
  maxDirectivesRule({ n: 30, ...reportedWithTheRest() }),
  costLimitRule({ maxCost: 20000, ...reportedWithTheRest() }),
];

/**
 * A limit's refusal reported as a validation error, beside any others: by default graphql-armor's
 * rules throw it, which would end the validation with the limit's error alone.
 */
function reportedWithTheRest() {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
    ],
  };
}

/**
 * The cache holds the documents of this many query texts at most, and of this many characters of
 * text in all: the web app sends a few hundred distinct documents, and a client sending new
 * texts all the time only pushes out the oldest.
 */
const CACHE_ENTRIES = 1000;
const CACHE_CHARACTERS = 2 * 1024 * 1024;

/**
 * A query text parsed and validated against the schema: its document, or why it is refused, as
 * the client is told (plain objects: a GraphQLError holds the whole text and tree it points at).
 */
export type CheckedDocument =
  | { document: DocumentNode; errors: null }
  | { document: null; errors: readonly GraphQLFormattedError[] };

type RefusalCode = 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED';

/** A refusal as the client sees it, with the code saying why (as Apollo and Yoga spell it). */
function refusal(error: GraphQLError, code: RefusalCode): GraphQLFormattedError {
  const { message, locations } = error.toJSON();
  return {
    message,
    ...(locations ? { locations } : {}),
    extensions: { ...error.extensions, code },
  };
}

/**
 * Parses and validates `query` against `schema` (no cache). Never throws: a text nested so deep
 * that the parser runs out of stack is refused like any other it cannot read. No message
 * suggests the names of fields the client did not ask for ("Did you mean …?").
 */
export function checkDocument(schema: GraphQLSchema, query: string): CheckedDocument {
  const unreadable = (code: RefusalCode): CheckedDocument => ({
    document: null,
    errors: [
      { message: 'The query cannot be read: it is nested too deeply.', extensions: { code } },
    ],
  });
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError)
      return { document: null, errors: [refusal(error, 'GRAPHQL_PARSE_FAILED')] };
    return unreadable('GRAPHQL_PARSE_FAILED');
  }
  let errors: readonly GraphQLError[];
  try {
    errors = validate(schema, document, VALIDATION_RULES, { hideSuggestions: true });
  } catch {
    return unreadable('GRAPHQL_VALIDATION_FAILED');
  }
  if (errors.length > 0)
    return {
      document: null,
      errors: errors.map((error) => refusal(error, 'GRAPHQL_VALIDATION_FAILED')),
    };
  return { document, errors: null };
}

/**
 * `checkDocument` remembering its answers by query text, the least recently used forgotten first:
 * a document the web app sends again is neither parsed nor validated again. A refusal is kept as
 * the few plain objects it is answered with (at most 101 errors, graphql-js's own bound), so an
 * entry costs little more than its text.
 */
export function documentCache(
  schema: GraphQLSchema,
  { entries = CACHE_ENTRIES, characters = CACHE_CHARACTERS } = {},
): (query: string) => CheckedDocument {
  // Sized by the text's characters; a text larger than the whole cache is not kept (it would
  // only empty it).
  const cache = new LRUCache<string, CheckedDocument>({
    max: entries,
    maxSize: characters,
    sizeCalculation: (_checked, query) => Math.max(query.length, 1),
  });
  return (query) => {
    const known = cache.get(query);
    if (known) return known;
    const checked = checkDocument(schema, query);
    cache.set(query, checked);
    return checked;
  };
}
