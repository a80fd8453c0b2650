import { graphql } from '../../gql';

/*
 * What the image viewer shows of digital copies, wherever it stands: a copy's page, a score's
 * digital copies, a catalog page's photograph; and the regions contributors link to records.
 */

/*
 * The server limits how deep a query nests (fragments count): the regions are asked for apart
 * from the images, by their digital copy (getIiifAnnotationsForDigitalCopy).
 */

/** A region of an image linked to a record, with what its outline's name and link need. */
export const ViewerRegionFragment = graphql(`
  fragment ViewerRegionFields on IiifAnnotation {
    id
    x
    y
    width
    height
    iiifable_type
    iiifable_id
    digital_copy_file_id
    entry {
      id
      title
      page {
        id
        catalog {
          id
        }
      }
    }
    score {
      id
      shelfmark
      short_title
      short_title_prefix
    }
  }
`);

/** One image of a digital copy as the viewer shows it. */
export const ViewerImageFragment = graphql(`
  fragment ViewerImageFields on DigitalCopyFile {
    id
    name
    position
    file {
      id
      filename
      width
      height
      iiif_service
    }
    page {
      id
      number
    }
  }
`);

/** A digital copy with its images, for the viewer. */
export const ViewerCopyFragment = graphql(`
  fragment ViewerCopyFields on DigitalCopy {
    id
    name
    manifest_url
    digitizable_type
    digitizable_id
    files {
      ...ViewerImageFields
    }
  }
`);

/** /digital-copies/{id}: the copy, the record it digitizes and its images. */
export const GetDigitalCopyViewQuery = graphql(`
  query GetDigitalCopyView($id: ID!) {
    getDigitalCopy(id: $id) {
      ...ViewerCopyFields
      score {
        id
        shelfmark
        short_title
        short_title_prefix
        collection {
          id
          name
        }
      }
      catalog {
        id
        name
        collection {
          id
          name
        }
      }
    }
  }
`);

/** The regions of a digital copy's images that link to records. */
export const GetDigitalCopyRegionsQuery = graphql(`
  query GetDigitalCopyRegions($id: ID!) {
    getIiifAnnotationsForDigitalCopy(id: $id) {
      ...ViewerRegionFields
    }
  }
`);

/** The digital copies of a score, for its view. */
export const GetScoreDigitalCopiesQuery = graphql(`
  query GetScoreDigitalCopies($id: ID!) {
    getScore(id: $id) {
      id
      has_digital_copy
      digital_copies {
        ...ViewerCopyFields
      }
    }
  }
`);

/** The photograph of a catalog page (an image of one of the catalog's digital copies). */
export const GetPagePhotoQuery = graphql(`
  query GetPagePhoto($id: ID!) {
    getPage(id: $id) {
      id
      digital_copy_file {
        ...ViewerImageFields
        digital_copy {
          id
          name
          manifest_url
        }
      }
    }
  }
`);

/** Draws a region on an image and links it to an entry or a score. */
export const UpsertIiifRegionMutation = graphql(`
  mutation UpsertIiifRegion($input: IiifRegionInput!) {
    upsertIiifRegion(input: $input) {
      ...SaveAnswer
    }
  }
`);

export const DeleteIiifRegionMutation = graphql(`
  mutation DeleteIiifRegion($id: ID!) {
    deleteIiifRegion(id: $id) {
      ...ActionAnswer
    }
  }
`);
