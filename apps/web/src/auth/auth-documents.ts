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
      ...ActionAnswer
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($id: ID!, $hash: String!) {
    verifyEmail(id: $id, hash: $hash) {
      ...ActionAnswer
    }
  }
`);

export const RequestNewVerificationLinkMutation = graphql(`
  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {
    requestNewVerificationLink(id: $id, hash: $hash) {
      ...ActionAnswer
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ...ActionAnswer
    }
  }
`);

export const PasswordResetLinkQuery = graphql(`
  query PasswordResetLink($token: String!) {
    passwordResetLink(token: $token) {
      success
      message
      key
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      ...SaveAnswer
    }
  }
`);
