import { graphql } from '../gql';

export const GetPersonQuery = graphql(`
  query GetPerson($id: ID!) {
    getPerson(id: $id) {
      id
      version
      name
      names {
        id
        name
        primary
      }
      dates
      cleric
      first_mass
      profession
      notes
      authority_ids
      vow_book_entry {
        id
        citation
        transcription
      }
      syllabi {
        id
        citation
        transcription
        translation
      }
      sources {
        ...SourceFields
      }
    }
  }
`);

/** One page of the attributions naming a person, with how many there are in all. */
export const PersonAttributionsQuery = graphql(`
  query PersonAttributions($id: ID!, $first: Int!, $page: Int!) {
    getPerson(id: $id) {
      id
      attribution_count
      attributions(first: $first, page: $page) {
        id
        function
        qualifier
        profession
        from
        to
        score {
          id
          short_title
          short_title_prefix
          title
        }
      }
    }
  }
`);

export const UpsertPersonMutation = graphql(`
  mutation UpsertPerson($input: PersonInput!) {
    upsertPerson(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeletePersonMutation = graphql(`
  mutation DeletePerson($id: ID!) {
    deletePerson(id: $id) {
      ...ActionAnswer
    }
  }
`);
