import { graphql } from '../gql';

/** A page with its entries and the scores they record (the view and the page editor). */
export const GetPageQuery = graphql(`
  query GetPage($id: ID!) {
    getPage(id: $id) {
      id
      version
      number
      position
      catalog {
        id
        name
        collection {
          id
          name
        }
      }
      entries {
        id
        position
        number
        signature
        genre
        composer
        annotation
        notes
        score {
          id
          shelfmark
          short_title
          short_title_prefix
        }
      }
    }
  }
`);

export const UpsertPageMutation = graphql(`
  mutation UpsertPage($input: PageInput!, $previousPageId: ID) {
    upsertPage(input: $input, previousPageId: $previousPageId) {
      ...SaveAnswer
    }
  }
`);

export const DeletePageMutation = graphql(`
  mutation DeletePage($id: ID!) {
    deletePage(id: $id) {
      ...ActionAnswer
    }
  }
`);
