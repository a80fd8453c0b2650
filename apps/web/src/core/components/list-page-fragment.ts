import { graphql } from '../../gql';

/**
 * Where a page of a paged list stands (`paginatorInfo { ...ListPage }`), asked the same way by
 * every paged document: ListPagination and usePageParam's useLastPageLimit read it.
 */
export const ListPageFragment = graphql(`
  fragment ListPage on PaginatorInfo {
    total
    currentPage
    lastPage
  }
`);
