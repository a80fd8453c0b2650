import { graphql } from '../gql';

export const GetPlaceQuery = graphql(`
  query GetPlace($id: ID!) {
    getPlace(id: $id) {
      id
      name
      authority_ids
      version
    }
  }
`);

export const UpsertPlaceMutation = graphql(`
  mutation UpsertPlace($input: PlaceInput!) {
    upsertPlace(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeletePlaceMutation = graphql(`
  mutation DeletePlace($id: ID!) {
    deletePlace(id: $id) {
      ...ActionAnswer
    }
  }
`);
