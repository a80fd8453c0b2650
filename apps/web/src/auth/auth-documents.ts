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
