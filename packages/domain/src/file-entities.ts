import type { DigitizableType } from './constants';
import type { Ref } from './records';

/** An uploaded file or a folder in the file tree (spec §3). */
export type File = {
  id?: string;
  version?: number;
  filename: string;
  mime: string | null;
  /** Size in bytes. */
  size: number | null;
  is_folder: boolean;
  /** The folder this file lies in; null at the root. */
  folder: Ref<File> | null;
  /** The chain of folders from the root down to this file's folder. */
  folders?: File[];
  /** Pixel size, for images (read at upload). */
  width?: number | null;
  height?: number | null;
};

/** One scanned image of a digital copy, in order (spec §3). */
export type DigitalCopyFile = {
  id?: string;
  name: string;
  position: number;
  digitizable_type: DigitizableType;
  digitizable_id: string;
  digital_copy: Ref<DigitalCopy> | null;
  iiif_canvases?: IiifCanvas[];
  /** The stored image, with its width and height. */
  file: (Ref<File> & { width?: number | null; height?: number | null }) | null;
};

/** A digital copy (photographed pages) of a catalog or a score (spec §2, §3). */
export type DigitalCopy = {
  id?: string;
  version?: number;
  name: string;
  digitizable_type: DigitizableType;
  digitizable_id: string;
  iiif_objects?: IiifObject[];
  files?: DigitalCopyFile[];
};

/** Fields shared by the image-framework (IIIF) objects, canvases and annotations (spec §3). */
type IiifBase = {
  id?: string;
  /** Marks the first item of its sequence. */
  first: boolean | null;
  width: number | null;
  height: number | null;
  /** Media type of the image, e.g. "image/jpeg". */
  format: string | null;
  position: number | null;
};

/** A IIIF object: the top of a digital copy's image structure, holding canvases. */
export type IiifObject = IiifBase & { iiif_canvases?: IiifCanvas[] };

/** A IIIF canvas: one view (page image), holding annotations. */
export type IiifCanvas = IiifBase & { iiif_annotations?: IiifAnnotation[] };

/** A IIIF annotation: an image or region painted on a canvas, linked to what it shows. */
export type IiifAnnotation = IiifBase & { iiifable_id?: string | null };
