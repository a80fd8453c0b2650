import { graphql } from '../gql';
import type { GetScoreQuery as GetScoreData } from '../gql/graphql';

/** The whole score: what the view shows and what the editor edits (one query for both). */
export const GetScoreQuery = graphql(`
  query GetScore($id: ID!) {
    getScore(id: $id) {
      id
      version
      shelfmark
      former_shelfmarks
      title
      short_title
      short_title_prefix
      opus
      key
      provenance
      notes
      collection {
        id
        name
        prefix
      }
      author {
        id
        name
      }
      genres {
        id
        name
      }
      voices {
        id
        voice
        count
        position
      }
      attributions {
        id
        function
        qualifier
        profession
        from
        to
        designation
        member
        notes
        person {
          id
          name
          names {
            name
            primary
          }
        }
        place {
          id
          name
        }
        publication {
          id
          short_title
          title
        }
      }
      parts {
        id
        position
        type
        extent
        measurements
        wear
        date
        watermark
        notes
        voices {
          id
          voice
          count
          position
        }
      }
      incipits {
        id
        number
        movement
        section
        numbering
        tempo
        clef
        key_signature
        time_signature
        part
        text
        basso_continuo
        pae
        notes
      }
      publications {
        id
        number
        notes
        publication {
          id
          short_title
          title
        }
      }
      sources {
        ...SourceFields
      }
      entries {
        ...ScoreEntry
      }
    }
  }
`);

/** A catalog entry as the score screens show it: enough for its title and its page's path. */
export const ScoreEntryFragment = graphql(`
  fragment ScoreEntry on Entry {
    id
    title
    number
    signature
    composer
    genre
    page {
      id
      number
      catalog {
        id
        name
        collection {
          id
          name
        }
      }
    }
  }
`);

/** Catalog entries for the entry picker, with what the editor needs to link to their page. */
export const PickScoreEntriesQuery = graphql(`
  query PickScoreEntries($search: String) {
    entries(search: $search, first: 20) {
      ...ScoreEntry
    }
  }
`);

export const UpsertScoreMutation = graphql(`
  mutation UpsertScore($input: ScoreInput!) {
    upsertScore(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeleteScoreMutation = graphql(`
  mutation DeleteScore($id: ID!) {
    deleteScore(id: $id) {
      ...ActionAnswer
    }
  }
`);

/** A score as GetScore answers it. */
export type ScoreRecord = NonNullable<GetScoreData['getScore']>;
