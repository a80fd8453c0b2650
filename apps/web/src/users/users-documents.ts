import { graphql } from '../gql';
import type { UsersQuery as UsersData } from '../gql/graphql';

export const UsersQuery = graphql(`
  query Users($search: String, $first: Int, $page: Int) {
    users(search: $search, first: $first, page: $page) {
      data {
        id
        name
        email
        created_at
        email_verified_at
        status
        permissions {
          id
          name
        }
      }
      paginatorInfo {
        ...ListPage
      }
    }
  }
`);

export const ActivateUserMutation = graphql(`
  mutation ActivateUser($id: ID!) {
    activateUser(id: $id) {
      ...ActionAnswer
    }
  }
`);

export const SuspendUserMutation = graphql(`
  mutation SuspendUser($id: ID!) {
    suspendUser(id: $id) {
      ...ActionAnswer
    }
  }
`);

export const SetUserPermissionsMutation = graphql(`
  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {
    setUserPermissions(id: $id, permissions: $permissions) {
      ...ActionAnswer
    }
  }
`);

export const SendPasswordResetLinkMutation = graphql(`
  mutation SendPasswordResetLink($id: ID!) {
    sendPasswordResetLink(id: $id) {
      ...ActionAnswer
    }
  }
`);

export const ResendVerificationMutation = graphql(`
  mutation ResendVerification($id: ID!) {
    resendVerification(id: $id) {
      ...ActionAnswer
    }
  }
`);

/** A user as the administrators' list shows it (the table, its menu, the permissions dialog). */
export type AdministeredUser = UsersData['users']['data'][number];
