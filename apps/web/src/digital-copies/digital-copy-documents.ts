import { graphql } from '../gql';

/*
 * The documents of the digital copy editor (the view of a copy has its own). Operation and
 * fragment names say "editor" where a view might ask for the same record differently.
 */

/** What the editor's list shows of a stored image: its name, kind, size and IIIF service. */
export const CopyEditorImageFragment = graphql(`
  fragment CopyEditorImage on File {
    id
    filename
    mime
    width
    height
    iiif_service
  }
`);

/** The record a copy is of: its kind and id, and the score's or catalog's title. */
export const CopyEditorRecordFragment = graphql(`
  fragment CopyEditorRecord on DigitalCopy {
    digitizable_type
    digitizable_id
    score {
      id
      short_title
      short_title_prefix
    }
    catalog {
      id
      name
      subtitle
    }
  }
`);

/** A digital copy with everything its editor changes: record, name, images in order, pages. */
export const DigitalCopyEditorQuery = graphql(`
  query DigitalCopyEditor($id: ID!) {
    getDigitalCopy(id: $id) {
      id
      version
      name
      ...CopyEditorRecord
      files {
        id
        name
        position
        file {
          ...CopyEditorImage
        }
        page {
          id
          number
        }
      }
    }
  }
`);

/** The record a new copy is made for (`/digital-copies/create?type=score&id=…`), by its kind. */
export const DigitizedRecordQuery = graphql(`
  query DigitizedRecord($id: ID!, $score: Boolean!, $catalog: Boolean!) {
    getScore(id: $id) @include(if: $score) {
      id
      short_title
      short_title_prefix
    }
    getCatalog(id: $id) @include(if: $catalog) {
      id
      name
      subtitle
    }
  }
`);

/** One page of a folder's content for the image browser (folders first, then by name). */
export const ImageBrowserQuery = graphql(`
  query ImageBrowser($folder: ID, $first: Int!, $page: Int!) {
    files(folder: $folder, sort: filename, descending: false, first: $first, page: $page) {
      data {
        ...CopyEditorImage
        is_folder
        item_count
      }
      paginatorInfo {
        ...ListPage
      }
    }
  }
`);

export const UpsertDigitalCopyMutation = graphql(`
  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {
    upsertDigitalCopy(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeleteDigitalCopyMutation = graphql(`
  mutation DeleteDigitalCopy($id: ID!) {
    deleteDigitalCopy(id: $id) {
      ...ActionAnswer
    }
  }
`);

/** Where a file is shown: the digital copy images of it (the first 20) and how many there are. */
export const FileUsedInQuery = graphql(`
  query FileUsedIn($id: ID!) {
    getFile(id: $id) {
      id
      used_count
      digital_copy_files(first: 20) {
        id
        name
        position
        digital_copy {
          id
          name
          ...CopyEditorRecord
        }
      }
    }
  }
`);
