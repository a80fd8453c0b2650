import { graphql } from '../gql';

/** A page of a record's versions, newest first, each with its changes in words. */
export const RecordHistoryQuery = graphql(`
  query RecordHistory($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {
    recordHistory(kind: $kind, id: $id, first: $first, page: $page) {
      record_name
      record_deleted
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

/** The archive's recent changes (administrators), filtered. */
export const RecentChangesQuery = graphql(`
  query RecentChanges(
    $user: ID
    $kind: HistoryKind
    $from: String
    $to: String
    $first: Int
    $page: Int
  ) {
    recentChanges(user_id: $user, kind: $kind, from: $from, to: $to, first: $first, page: $page) {
      data {
        id
        kind
        record_id
        record_name
        version
        operation
        author
        at
        changes {
          path
          change
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

/** A page of the trash. */
export const TrashQuery = graphql(`
  query Trash($kind: HistoryKind, $first: Int, $page: Int) {
    trash(kind: $kind, first: $first, page: $page) {
      days
      data {
        id
        kind
        record_id
        name
        author
        deleted_at
        kept_until
      }
      paginatorInfo {
        total
        currentPage
        lastPage
      }
    }
  }
`);

export const BringBackMutation = graphql(`
  mutation BringBack($id: ID!) {
    bringBack(id: $id) {
      ...SaveAnswer
    }
  }
`);

export const EmptyTrashMutation = graphql(`
  mutation EmptyTrash {
    emptyTrash {
      ...ActionAnswer
    }
  }
`);

/** The accounts the activity screen filters by (an archive has a few dozen). */
export const ActivityUsersQuery = graphql(`
  query ActivityUsers {
    users(first: 100) {
      data {
        id
        name
      }
    }
  }
`);
