import type { DigitalCopy, DigitalCopyFile } from './file-entities';
import type { Ref } from './records';
import type { Score } from './score-entities';

/** A collection of scores and catalogs, e.g. a monastery's music archive (spec §3). */
export type Collection = {
  id?: string;
  version?: number;
  name: string;
  /** Siglum-like prefix put before shelfmarks, e.g. "CH-E". */
  prefix: string;
};

/** A historical catalog (inventory) of a collection, made of pages (spec §3). */
export type Catalog = {
  id?: string;
  version?: number;
  name: string;
  collection: Ref<Collection> | null;
  /** Loaded lazily: absent until asked for. */
  pages?: Page[];
  digital_copies?: DigitalCopy[];
};

/** One page of a catalog, holding its entries (spec §3). */
export type Page = {
  id?: string;
  /** The page number as printed or written in the catalog ("12", "12v"). */
  number: string;
  /** Order of the page within its catalog. */
  position: number;
  catalog: Ref<Catalog> | null;
  entries?: Entry[];
  /** The scanned image chosen to show this page. */
  digital_copy_file?: Ref<DigitalCopyFile> | null;
  digital_copy_files?: DigitalCopyFile[];
};

/** One entry on a catalog page, optionally linked to the score it describes (spec §3). */
export type Entry = {
  id?: string;
  position: number;
  page?: Ref<Page> | null;
  score?: Ref<Score> | null;
  /** The entry's number on its page, as written. */
  number: string | null;
  /** The signature (old shelfmark) the catalog gives. */
  signature: string | null;
  genre: string | null;
  /** The composer as the catalog names him. */
  composer: string | null;
  annotation: string | null;
  notes: string | null;
};
