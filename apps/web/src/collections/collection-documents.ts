import { graphql } from '../gql';

export const GetCollectionQuery = graphql(`
  query GetCollection($id: ID!) {
    getCollection(id: $id) {
      id
      name
      prefix
      version
    }
  }
`);

/** One page of a collection's catalogs, for its view. */
export const CollectionCatalogsQuery = graphql(`
  query CollectionCatalogs($collectionId: ID!, $first: Int!, $page: Int!) {
    catalogs(collection_id: $collectionId, first: $first, page: $page) {
      data {
        id
        name
      }
      paginatorInfo {
        total
        currentPage
        lastPage
      }
    }
  }
`);

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
        total
        currentPage
        lastPage
      }
    }
  }
`);

export const UpsertCollectionMutation = graphql(`
  mutation UpsertCollection($input: CollectionInput!) {
    upsertCollection(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeleteCollectionMutation = graphql(`
  mutation DeleteCollection($id: ID!) {
    deleteCollection(id: $id) {
      ...ActionAnswer
    }
  }
`);
