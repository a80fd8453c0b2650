import { graphql } from '../../gql';

/*
 * What every save and every other action answers (spec §7), asked the same way by every document
 * (`...SaveAnswer`, `...ActionAnswer`): RecordEditor, the forms and DeleteRecordButton read these.
 */

export const SaveAnswerFragment = graphql(`
  fragment SaveAnswer on SaveResult {
    success
    message
    key
    id
    errors {
      field
      key
    }
  }
`);

export const ActionAnswerFragment = graphql(`
  fragment ActionAnswer on ActionResult {
    success
    message
    key
  }
`);
