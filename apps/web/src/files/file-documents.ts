import { graphql } from '../gql';

/** The fields a row of the files screen shows (and the path of a search hit). */
export const FileRowFragment = graphql(`
  fragment FileRow on File {
    id
    version
    filename
    mime
    size
    is_folder
    created_at
    item_count
    download_url
    view_url
    iiif_service
    folders {
      id
      filename
    }
  }
`);

/** One page of a folder's content (the root without `folder`), or of a search of the whole tree. */
export const FilesQuery = graphql(`
  query Files(
    $folder: ID
    $search: String
    $sort: FileSort
    $descending: Boolean
    $first: Int
    $page: Int
  ) {
    files(
      folder: $folder
      search: $search
      sort: $sort
      descending: $descending
      first: $first
      page: $page
    ) {
      data {
        ...FileRow
      }
      paginatorInfo {
        ...ListPage
      }
    }
  }
`);

/** A folder of the tree with the folders above it (the breadcrumbs of the files screen). */
export const FolderQuery = graphql(`
  query Folder($id: ID!) {
    getFile(id: $id) {
      id
      filename
      is_folder
      folders {
        id
        filename
      }
    }
  }
`);

/** One file or folder with everything its detail and edit screens show. */
export const GetFileQuery = graphql(`
  query GetFile($id: ID!) {
    getFile(id: $id) {
      id
      version
      filename
      mime
      size
      is_folder
      width
      height
      created_at
      download_url
      view_url
      iiif_service
      folder {
        id
      }
      folders {
        id
        filename
      }
    }
  }
`);

/** Uploads a file (sent as a multipart request), creates a folder, or renames and moves one. */
export const UpsertFileMutation = graphql(`
  mutation UpsertFile($input: FileInput!) {
    upsertFile(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeleteFileMutation = graphql(`
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id) {
      ...ActionAnswer
    }
  }
`);

/** Deletes what it may of the selection; what digital copies show is kept and named. */
export const DeleteFilesMutation = graphql(`
  mutation DeleteFiles($ids: [ID!]!) {
    deleteFiles(ids: $ids) {
      success
      message
      key
      deleted_ids
      kept {
        image_count
        file {
          id
          filename
          is_folder
        }
        digital_copies {
          id
          name
          digitizable_type
          score {
            short_title
            short_title_prefix
          }
          catalog {
            name
          }
        }
      }
    }
  }
`);

export const MoveFilesMutation = graphql(`
  mutation MoveFiles($ids: [ID!]!, $folder: RefInput) {
    moveFiles(ids: $ids, folder: $folder) {
      ...ActionAnswer
    }
  }
`);
