import { graphql } from '../gql';

/** A catalog for its view and editor header (pages come separately: getCatalogPages). */
export const GetCatalogQuery = graphql(`
  query GetCatalog($id: ID!) {
    getCatalog(id: $id) {
      id
      version
      name
      subtitle
      collection {
        id
        name
        prefix
      }
    }
  }
`);

/** The second form of getCatalog: the pages only, in order (loaded when the pages are shown). */
export const GetCatalogPagesQuery = graphql(`
  query GetCatalogPages($id: ID!) {
    getCatalogPages(id: $id) {
      id
      number
      position
    }
  }
`);

/** Catalogs for the page editor's catalog picker. */
export const CatalogsQuery = graphql(`
  query Catalogs($search: String) {
    catalogs(search: $search, first: 20) {
      data {
        id
        name
        subtitle
      }
    }
  }
`);

export const UpsertCatalogMutation = graphql(`
  mutation UpsertCatalog($input: CatalogInput!) {
    upsertCatalog(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeleteCatalogMutation = graphql(`
  mutation DeleteCatalog($id: ID!) {
    deleteCatalog(id: $id) {
      ...ActionAnswer
    }
  }
`);
