import type { AttributionFunction, AttributionQualifier } from './attribution-vocabulary';
import type { DigitalCopy, DigitalCopyFile } from './file-entities';
import type { Clef, KeySignature } from './incipit-vocabulary';
import type { PartType } from './part-types';
import type { Person, Place, Source } from './person-entities';
import type { Ref } from './records';

/*
 * The records of the catalogue (spec §3): collections, their historical catalogs with pages and
 * entries, and scores with their attributions, parts and incipits. One module, because they
 * point at each other (a score at its collection and entries, an entry at its score).
 */
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

/** A genre (Gattung), e.g. "Missa", "Sinfonia" (spec §3). */
export type Genre = {
  id?: string;
  version?: number;
  name: string;
};

/** A publication (literature, edition) a score can be cited in (spec §3). */
export type Publication = {
  id?: string;
  version?: number;
  title: string | null;
  short_title: string | null;
  extent: string | null;
  publisher: string | null;
  publication_date: string | null;
  publication_place: string | null;
  notes: string | null;
  /** Authority identifiers, each `scheme:value` (authority-ids.ts). */
  authority_ids?: string[];
};

/** Who did what for a score or publication, and how certain that is (spec §3). */
export type Attribution = {
  id?: string;
  person: Ref<Person> | null;
  function: AttributionFunction | null;
  qualifier: AttributionQualifier | null;
  profession: string | null;
  from: string | null;
  to: string | null;
  designation: string | null;
  member: string | null;
  notes: string | null;
  score?: Ref<Score> | null;
  publication?: Ref<Publication> | null;
  place?: Ref<Place> | null;
};

/** A music incipit in Plaine & Easie code, with its numbering (spec §3). */
export type Incipit = {
  id?: string;
  tempo: string | null;
  clef: Clef | null;
  time_signature: string | null;
  key_signature: KeySignature | null;
  text: string | null;
  part: string | null;
  /** Default false. */
  basso_continuo: boolean;
  /** Note data only: cleaned of newlines, header and end marker (see cleanPae). */
  pae: string;
  number: number | null;
  movement: number | null;
  section: number | null;
  notes: string | null;
};

/** One voice of a scoring: e.g. 2 × "vio" (spec §3). */
export type Voice = {
  id?: string;
  /** The scoring, e.g. an instrument abbreviation ("vio") or a voice name. */
  voice: string;
  /** Default 1. */
  count: number;
  /** Default 1. */
  position: number;
};

/** A physical part (or set of parts) of a score (spec §3). */
export type Part = {
  id?: string;
  position: number;
  type: PartType | null;
  extent: string | null;
  measurements: string | null;
  wear: string | null;
  date: string | null;
  watermark: string | null;
  voices: Voice[];
  notes: string | null;
};

/** A literature reference: where a publication cites a score (spec §3). */
export type PublicationScore = {
  id?: string;
  /** Page, number or item in the publication. */
  number: string;
  notes: string | null;
  publication: Ref<Publication> | null;
  score?: Ref<Score> | null;
};

/** A score (music manuscript or print) with everything that describes it (spec §3). */
export type Score = {
  id?: string;
  version?: number;
  collection: Ref<Collection> | null;
  digital_copies?: DigitalCopy[];
  attributions: Attribution[];
  parts: Part[];
  incipits: Incipit[];
  /** Catalog entries that describe this score; each must be an existing entry. */
  entries: Ref<Entry>[];
  sources: Source[];
  publications: PublicationScore[];
  genres: Genre[];
  voices: Voice[];
  shelfmark: string;
  former_shelfmarks: string | null;
  opus: string | null;
  provenance: string | null;
  notes: string | null;
  title: string | null;
  /** Key or mode, e.g. "C", "D minor". */
  key: string | null;
  has_digital_copy: boolean;
  short_title: string;
  /** Fetched scores only: the incipits' texts. */
  text_incipits?: string | null;
};
