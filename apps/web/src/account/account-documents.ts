import { graphql } from '../gql';

export const UpdateMeMutation = graphql(`
  mutation UpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      success
      message
      errors {
        field
        key
      }
    }
  }
`);

export const ResendMyVerificationMutation = graphql(`
  mutation ResendMyVerification {
    resendMyVerification {
      success
      message
    }
  }
`);
