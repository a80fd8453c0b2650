import { graphql } from '../../gql';

/** One page of the attributions naming a place, for its view. */
export const PlaceAttributionsQuery = graphql(`
  query PlaceAttributions($id: ID!, $first: Int!, $page: Int!) {
    getPlace(id: $id) {
      id
      attribution_count
      attributions(first: $first, page: $page) {
        ...CitingAttribution
      }
    }
  }
`);

/** One page of the attributions citing a publication, for its view. */
export const PublicationAttributionsQuery = graphql(`
  query PublicationAttributions($id: ID!, $first: Int!, $page: Int!) {
    getPublication(id: $id) {
      id
      attribution_count
      attributions(first: $first, page: $page) {
        ...CitingAttribution
      }
    }
  }
`);

/** One page of the literature references listing a score in a publication, for its view. */
export const PublicationScoresQuery = graphql(`
  query PublicationScores($id: ID!, $first: Int!, $page: Int!) {
    getPublication(id: $id) {
      id
      publication_score_count
      publication_scores(first: $first, page: $page) {
        id
        number
        score {
          id
          short_title
          short_title_prefix
        }
      }
    }
  }
`);

export const CitingAttributionFragment = graphql(`
  fragment CitingAttribution on Attribution {
    id
    function
    person {
      id
      name
    }
    score {
      id
      short_title
      short_title_prefix
    }
  }
`);
