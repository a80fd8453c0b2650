import { graphql } from '../gql';

/** A page of a record's versions, newest first, each with its changes in words. */
export const RecordHistoryQuery = graphql(`
  query RecordHistory($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {
    recordHistory(kind: $kind, id: $id, first: $first, page: $page) {
      record_name
      data {
        id
        version
        operation
        author
        at
        changes {
          path
          change
          before
          after
          before_document
          after_document
        }
      }
      paginatorInfo {
        total
        currentPage
        lastPage
      }
    }
  }
`);

export const RestoreVersionMutation = graphql(`
  mutation RestoreVersion($id: ID!) {
    restoreVersion(id: $id) {
      ...SaveAnswer
    }
  }
`);
