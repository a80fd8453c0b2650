import { graphql } from '../gql';

/** One page of a collection's catalogs, for its view. */
export const CollectionCatalogsQuery = graphql(`
  query CollectionCatalogs($collectionId: ID!, $first: Int!, $page: Int!) {
    catalogs(collection_id: $collectionId, first: $first, page: $page) {
      data {
        id
        name
      }
      paginatorInfo {
        ...ListPage
      }
    }
  }
`);
