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
