import { graphql } from '../gql';

/** Starts a MARC import, its dry run, or the import a dry run tried. */
export const StartMarcImportMutation = graphql(`
  mutation StartMarcImport($file: Upload, $dryRun: Boolean!, $fromDryRun: ID) {
    startMarcImport(file: $file, dry_run: $dryRun, from_dry_run: $fromDryRun) {
      success
      message
      id
    }
  }
`);

/** A MARC import as the screen follows it. */
export const MarcImportQuery = graphql(`
  query MarcImport($id: ID!) {
    marcImport(id: $id) {
      id
      file_name
      dry_run
      status
      progress
      seconds_left
      total
      created
      updated
      unchanged
      refused
      error
      can_import
      record_count
      records(first: 200) {
        position
        control_number
        outcome
        problems {
          code
          field
          value
          refusal
          message
        }
      }
      coverage {
        key
        mapped
        kept
        refused
      }
    }
  }
`);
