import { graphql } from '../gql';

export const GetPublicationQuery = graphql(`
  query GetPublication($id: ID!) {
    getPublication(id: $id) {
      id
      version
      title
      short_title
      extent
      publisher
      publication_date
      publication_place
      notes
      authority_ids
    }
  }
`);

export const UpsertPublicationMutation = graphql(`
  mutation UpsertPublication($input: PublicationInput!) {
    upsertPublication(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeletePublicationMutation = graphql(`
  mutation DeletePublication($id: ID!) {
    deletePublication(id: $id) {
      ...ActionAnswer
    }
  }
`);
