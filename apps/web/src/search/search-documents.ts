import { graphql } from '../gql';

/** The home screen's search: hits of the page, tabs, facets, suggestion and words to highlight. */
export const SearchQuery = graphql(`
  query Search(
    $query: String
    $kind: SearchKind
    $filters: [SearchFilter!]
    $fields: SearchFields
    $melody: MelodyQuery
    $facetMore: String
    $sort: SearchSort
    $first: Int
    $page: Int
  ) {
    search(
      query: $query
      kind: $kind
      filters: $filters
      fields: $fields
      melody: $melody
      facet_more: $facetMore
      sort: $sort
      first: $first
      page: $page
    ) {
      hits {
        kind
        id
        fuzzy
        melody {
          start
          length
          distance
          note_count
          incipit {
            id
            clef
            key_signature
            time_signature
            pae
          }
        }
        score {
          id
          short_title_prefix
          short_title
          title
          key
          author {
            id
            name
          }
          incipits {
            id
            clef
            key_signature
            time_signature
            pae
          }
        }
        person {
          id
          name
          dates
          profession
          attribution_count
        }
        catalog {
          id
          name
          collection {
            id
            name
          }
        }
        entry {
          id
          title
          page {
            id
            catalog {
              id
            }
          }
          score {
            id
            short_title_prefix
            short_title
          }
        }
        collection {
          id
          name
          prefix
        }
        publication {
          id
          short_title
          title
          publisher
          publication_date
        }
        place {
          id
          name
        }
      }
      paginatorInfo {
        ...ListPage
      }
      total_exact
      kinds {
        kind
        count
        exact
      }
      facets {
        group
        exact
        more
        values {
          value
          label
          count
          selected
        }
      }
      suggestion
      words
    }
  }
`);
