/*
 * What the scores feature answers, shaped as the GraphQL types (snake_case fields). Records of
 * other features nested in a score (person, publication, place, catalog entry) carry the fields a
 * score screen reads; their own children (a person's syllabi, a page's entries) are not loaded.
 */

export type CollectionView = { id: number; name: string; prefix: string; version: number };

/** A score's own fields and its collection; the children come from the Score field resolvers. */
export type ScoreRecord = {
  id: number;
  version: number;
  collection: CollectionView;
  shelfmark: string;
  former_shelfmarks: string | null;
  title: string | null;
  short_title: string;
  opus: string | null;
  key: string | null;
  provenance: string | null;
  notes: string | null;
};

export type NameView = { id: number; name: string; primary: boolean };

export type PersonView = {
  id: number;
  version: number;
  /** The primary name first, then the variants in their order. */
  names: NameView[];
  /** personDisplayName of the names. */
  name: string;
  dates: string | null;
  cleric: boolean;
  first_mass: string | null;
  profession: string | null;
  notes: string | null;
};

export type PublicationView = {
  id: number;
  version: number;
  title: string | null;
  short_title: string | null;
  extent: string | null;
  publisher: string | null;
  publication_date: string | null;
  publication_place: string | null;
  notes: string | null;
};

export type PlaceView = { id: number; name: string; version: number };

/** An attribution of a score; `score` is set to the parent when the score answers it. */
export type AttributionView = {
  id: number;
  person: PersonView;
  function: string;
  qualifier: string;
  profession: string | null;
  from: string | null;
  to: string | null;
  designation: string | null;
  member: string | null;
  notes: string | null;
  publication: PublicationView | null;
  place: PlaceView | null;
};

export type VoiceView = { id: number; voice: string; count: number; position: number };

export type PartView = {
  id: number;
  position: number;
  type: string;
  extent: string | null;
  measurements: string | null;
  wear: string | null;
  date: string | null;
  watermark: string | null;
  voices: VoiceView[];
  notes: string | null;
};

export type IncipitView = {
  id: number;
  tempo: string | null;
  clef: string | null;
  time_signature: string | null;
  key_signature: string | null;
  text: string | null;
  part: string | null;
  basso_continuo: boolean;
  pae: string;
  number: number | null;
  movement: number | null;
  section: number | null;
  numbering: string;
  notes: string | null;
};

export type SourceView = {
  id: number;
  type: string;
  citation: string;
  description: string | null;
  url: string | null;
  notes: string | null;
};

export type PublicationScoreView = {
  id: number;
  number: string;
  notes: string | null;
  publication: PublicationView;
};

export type GenreView = { id: number; name: string; version: number };

export type CatalogView = {
  id: number;
  name: string;
  version: number;
  collection: CollectionView;
  subtitle: string;
};

export type PageView = {
  id: number;
  number: string;
  position: number;
  version: number;
  title: string;
  catalog: CatalogView;
};

/** A catalog entry recording a score; `score` is set to the parent when the score answers it. */
export type EntryView = {
  id: number;
  position: number;
  number: string | null;
  signature: string | null;
  genre: string | null;
  composer: string | null;
  annotation: string | null;
  notes: string | null;
  title: string;
  page: PageView;
};
