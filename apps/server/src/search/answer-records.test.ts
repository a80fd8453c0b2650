import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { askedRecords, type AskedRecords } from './answer-records';

// The search's own shape, reduced to what askedRecords reads.
const schema = buildSchema(`
  type Incipit { id: ID! }
  type Score { id: ID! incipits: [Incipit!]! }
  type Person { id: ID! }
  type MelodyMatch { start: Int! incipit: Incipit! }
  type SearchHit { id: ID! score: Score person: Person entry: Person melody: MelodyMatch }
  type FacetValue { value: String! label: String! }
  type Facet { group: String! values: [FacetValue!]! }
  type SearchResult { hits: [SearchHit!]! facets: [Facet!]! }
  type Query { search: SearchResult! }
`);

/** What askedRecords reads of the operation's search field. */
async function asked(query: string, variables: Record<string, unknown> = {}) {
  let seen: AskedRecords | null = null;
  const result = await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    rootValue: {
      search: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
        seen = askedRecords(info);
        return { hits: [], facets: [] };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  const found = seen as AskedRecords | null;
  return found && { ...found, kinds: [...found.kinds].sort() };
}

describe('what a search operation asks of the records its answer names', () => {
  it('reads the kinds, incipits and labels asked, through aliases and fragments', async () => {
    expect(await asked('{ search { hits { id } facets { group } } }')).toEqual({
      kinds: [],
      incipits: false,
      melody: false,
      labels: false,
    });
    expect(
      await asked(`{
        found: search {
          hits { ...Records melody { start } }
          facets { values { shown: label } }
        }
      }
      fragment Records on SearchHit { score { id } ... on SearchHit { person { id } } }`),
    ).toEqual({ kinds: ['person', 'score'], incipits: false, melody: true, labels: true });
    expect(await asked('{ search { hits { score { incipits { id } } } } }')).toEqual({
      kinds: ['score'],
      incipits: true,
      melody: false,
      labels: false,
    });
  });

  it('leaves out what @skip and @include leave out', async () => {
    const query = `query ($people: Boolean!) {
      search { hits { person @include(if: $people) { id } entry @skip(if: true) { id } } }
    }`;
    expect((await asked(query, { people: false }))?.kinds).toEqual([]);
    expect((await asked(query, { people: true }))?.kinds).toEqual(['person']);
  });
});
