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

/** One page of collections, for the home screen. */
export const CollectionsQuery = graphql(`
  query Collections($search: String, $first: Int!, $page: Int!) {
    collections(search: $search, first: $first, page: $page) {
      data {
        id
        name
        prefix
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
