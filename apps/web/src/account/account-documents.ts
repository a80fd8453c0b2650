import { graphql } from '../gql';

export const UpdateMeMutation = graphql(`
  mutation UpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const ResendMyVerificationMutation = graphql(`
  mutation ResendMyVerification {
    resendMyVerification {
      ...ActionAnswer
    }
  }
`);
