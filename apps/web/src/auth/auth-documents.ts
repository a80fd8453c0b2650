import { graphql } from '../gql';

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      success
      message
      token
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      success
      message
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      success
      message
      id
      errors {
        field
        key
      }
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($id: ID!, $hash: String!) {
    verifyEmail(id: $id, hash: $hash) {
      success
      message
      key
    }
  }
`);

export const RequestNewVerificationLinkMutation = graphql(`
  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {
    requestNewVerificationLink(id: $id, hash: $hash) {
      success
      message
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      success
      message
      errors {
        field
        key
      }
    }
  }
`);
