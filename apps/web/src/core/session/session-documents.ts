import { graphql } from '../../gql';

// Run only when a token exists (spec §7).
export const MeQuery = graphql(`
  query Me {
    me {
      id
      name
      email
      permissions {
        id
        name
      }
      locale
      email_verified_at
      created_at
      status
    }
  }
`);
