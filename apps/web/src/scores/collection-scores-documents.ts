import { graphql } from '../gql';

/** One page of a collection's scores in shelfmark order, for its view. */
export const CollectionScoresQuery = graphql(`
  query CollectionScores($collectionId: ID!, $first: Int!, $page: Int!) {
    scores(collection_id: $collectionId, first: $first, page: $page) {
      data {
        id
        shelfmark
        short_title
        short_title_prefix
      }
      paginatorInfo {
        ...ListPage
      }
    }
  }
`);
