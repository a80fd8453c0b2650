import { graphql } from '../../gql';

/*
 * The searches behind the kit's reference pickers: few fields, few results (a picker shows a
 * short list and the person refines the search).
 */

export const PickPeopleQuery = graphql(`
  query PickPeople($search: String) {
    people(search: $search, first: 20) {
      data {
        id
        name
        dates
      }
    }
  }
`);

export const PickPublicationsQuery = graphql(`
  query PickPublications($search: String) {
    publications(search: $search, first: 20) {
      id
      short_title
      title
      publication_date
    }
  }
`);

export const PickPlacesQuery = graphql(`
  query PickPlaces($search: String) {
    places(search: $search, first: 20) {
      id
      name
    }
  }
`);

export const PickGenresQuery = graphql(`
  query PickGenres($search: String) {
    genres(search: $search, first: 20) {
      id
      name
    }
  }
`);

export const PickCollectionsQuery = graphql(`
  query PickCollections($search: String) {
    collections(search: $search, first: 20) {
      data {
        id
        name
        prefix
      }
    }
  }
`);

export const PickScoresQuery = graphql(`
  query PickScores($search: String) {
    scores(search: $search, first: 20) {
      data {
        id
        short_title
        short_title_prefix
      }
    }
  }
`);
