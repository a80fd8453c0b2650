import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CollectionRecord } from '../collections/index.js';
import type { GenreRecord } from '../genres/index.js';
import type { PlaceRecord } from '../places/index.js';
import type { PublicationRecord } from '../publications/index.js';
import type { PersonRecord } from '../people/index.js';
import type { ScoreRecord, AttributionRecord, PartRecord, PublicationScoreRecord, IncipitRecord } from '../scores/index.js';
import type { CatalogRecord, PageRecord, EntryRecord } from '../catalogs/index.js';
import type { FileRecord, FileInUseRecord } from '../files/index.js';
import type { DigitalCopyRecord, DigitalCopyFileRecord, IiifObjectRecord, IiifCanvasRecord, IiifAnnotationRecord } from '../digital-copies/repository.js';
import type { SearchAnswer, Hit, FacetAnswer, FacetValueRecord } from '../search/index.js';
import type { MarcImportRow } from '../imports/index.js';
import type { GraphQLContext } from '../core/graphql/context.js';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An upload from the client (GraphQL multipart request spec): the file's place in `map`. */
  Upload: { input: string; output: never; }
};

/** The answer of deletes and other actions. */
export type ActionResult = {
  __typename?: 'ActionResult';
  /** The message's key in the domain catalogue (e.g. Auth.error_link_expired). */
  key?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** A person's role in a score (MARC relator function) with how certain it is. */
export type Attribution = {
  __typename?: 'Attribution';
  designation?: Maybe<Scalars['String']['output']>;
  from?: Maybe<Scalars['String']['output']>;
  /** MARC relator code (aut, cmp, scr, …; packages/domain ATTRIBUTION_FUNCTIONS). */
  function: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  member?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  person: Person;
  place?: Maybe<Place>;
  profession?: Maybe<Scalars['String']['output']>;
  publication?: Maybe<Publication>;
  /** asc, mis, cjt or dbf. */
  qualifier: Scalars['String']['output'];
  score: Score;
  to?: Maybe<Scalars['String']['output']>;
};

export type AttributionInput = {
  designation?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  function?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  member?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  person?: InputMaybe<RefInput>;
  place?: InputMaybe<RefInput>;
  profession?: InputMaybe<Scalars['String']['input']>;
  publication?: InputMaybe<RefInput>;
  qualifier?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A historical catalog (inventory) of a collection. */
export type Catalog = {
  __typename?: 'Catalog';
  collection: Collection;
  digital_copies: Array<DigitalCopy>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The pages in order (with their entries: ask for them only when needed). */
  pages: Array<Page>;
  /** Derived: the collection name (spec §3). */
  subtitle: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/**
 * A catalog with its pages (order = position). `pages` absent leaves the pages; a list becomes
 * exactly the pages — removed pages take their entries with them.
 */
export type CatalogInput = {
  collection?: InputMaybe<RefInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pages?: InputMaybe<Array<PageInput>>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type CatalogPage = {
  __typename?: 'CatalogPage';
  data: Array<Catalog>;
  paginatorInfo: PaginatorInfo;
};

export type Collection = {
  __typename?: 'Collection';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  /** Optimistic-concurrency version; send it back with the next save. */
  version: Scalars['Int']['output'];
};

export type CollectionInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type CollectionPage = {
  __typename?: 'CollectionPage';
  data: Array<Collection>;
  paginatorInfo: PaginatorInfo;
};

/**
 * The answer of deleting several files and folders: each is deleted with everything in it, unless
 * a digital copy shows it (a folder: anything inside it), which keeps it whole.
 */
export type DeleteFilesResult = {
  __typename?: 'DeleteFilesResult';
  /** The ids (of those asked for) that were deleted. */
  deleted_ids: Array<Scalars['ID']['output']>;
  /** Those kept because digital copies show them. */
  kept: Array<FileInUse>;
  /** File.deleted, File.deleted_some_kept; refused: File.error_in_use, Record.error_not_found, Record.error_busy. */
  key?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  /** True when anything was deleted, or nothing had to be kept; false when nothing could be deleted. */
  success: Scalars['Boolean']['output'];
};

/** A digital copy of a catalog or a score: its images in order. */
export type DigitalCopy = {
  __typename?: 'DigitalCopy';
  /** The catalog it shows (when digitizable_type is catalog). */
  catalog?: Maybe<Catalog>;
  digitizable_id: Scalars['ID']['output'];
  /** catalog or score */
  digitizable_type: Scalars['String']['output'];
  /** Its images in order. */
  files: Array<DigitalCopyFile>;
  id: Scalars['ID']['output'];
  /** The image-framework structure built from the images when the copy is saved. */
  iiif_objects: Array<IiifObject>;
  /** Its IIIF Presentation 3 manifest, for any IIIF viewer. */
  manifest_url: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** The score it shows (when digitizable_type is score). */
  score?: Maybe<Score>;
  /** Optimistic-concurrency version; send it back with the next save. */
  version: Scalars['Int']['output'];
};

/** One image of a digital copy. */
export type DigitalCopyFile = {
  __typename?: 'DigitalCopyFile';
  digital_copy: DigitalCopy;
  digitizable_id?: Maybe<Scalars['ID']['output']>;
  digitizable_type?: Maybe<Scalars['String']['output']>;
  /** The stored image, with its width and height. */
  file: File;
  id: Scalars['ID']['output'];
  iiif_canvases: Array<IiifCanvas>;
  /** A label such as “fol. 3r”; the file's name when empty. */
  name?: Maybe<Scalars['String']['output']>;
  /** For a catalog's copy: the page this image shows. */
  page?: Maybe<Page>;
  position: Scalars['Int']['output'];
};

export type DigitalCopyFileInput = {
  file?: InputMaybe<RefInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** For a catalog's copy: the page this image shows (none: no page). */
  page?: InputMaybe<RefInput>;
};

export type DigitalCopyFilePage = {
  __typename?: 'DigitalCopyFilePage';
  data: Array<DigitalCopyFile>;
  paginatorInfo: PaginatorInfo;
};

/**
 * A digital copy with its images in order (position = order). `files` becomes exactly the list:
 * images removed take their regions with them. The IIIF structure is built from the files on save.
 */
export type DigitalCopyInput = {
  digitizable_id?: InputMaybe<Scalars['ID']['input']>;
  digitizable_type?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<DigitalCopyFileInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** An entry of a catalog page, transcribed as written. */
export type Entry = {
  __typename?: 'Entry';
  annotation?: Maybe<Scalars['String']['output']>;
  composer?: Maybe<Scalars['String']['output']>;
  genre?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  page: Page;
  position: Scalars['Int']['output'];
  /** The surviving score this entry records, when known. */
  score?: Maybe<Score>;
  signature?: Maybe<Scalars['String']['output']>;
  /** Derived: collection, catalog, page and entry number plus the composer; otherwise the signature. */
  title: Scalars['String']['output'];
};

export type EntryInput = {
  annotation?: InputMaybe<Scalars['String']['input']>;
  composer?: InputMaybe<Scalars['String']['input']>;
  genre?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  score?: InputMaybe<RefInput>;
  signature?: InputMaybe<Scalars['String']['input']>;
};

/** A validation failure: the input field (dotted path for children, e.g. `attributions.0.person`) and the spec message key. */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
};

/** An uploaded file or a folder of the file tree. */
export type File = {
  __typename?: 'File';
  /** When it was uploaded (ISO 8601). */
  created_at: Scalars['String']['output'];
  /** The digital copy images that show this file (a digital copy keeps it from being deleted). */
  digital_copy_files: Array<DigitalCopyFile>;
  /** Where the content is read: /file/{id}/download (attachment) and /file/{id}/view (shown, when safe). Null for folders. */
  download_url?: Maybe<Scalars['String']['output']>;
  filename: Scalars['String']['output'];
  /** The folder holding it; null at the root. (The file tree is the contributors': a public image shows no more than itself.) */
  folder?: Maybe<File>;
  /** The folders from the root down to the one holding it (the breadcrumbs). */
  folders: Array<File>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The IIIF image service of an image (…/iiif/3/{id}); null for anything else. */
  iiif_service?: Maybe<Scalars['String']['output']>;
  is_folder: Scalars['Boolean']['output'];
  /** For a folder: how many files and folders it holds directly. */
  item_count: Scalars['Int']['output'];
  /** The media type told from the content at upload (never the client's); folders: inode/directory. */
  mime: Scalars['String']['output'];
  /** Size in bytes (0 for a folder). */
  size: Scalars['Float']['output'];
  /** How many digital copy images show it. */
  used_count: Scalars['Int']['output'];
  /** Optimistic-concurrency version; send it back with the next save. */
  version: Scalars['Int']['output'];
  view_url?: Maybe<Scalars['String']['output']>;
  /** Pixel size of an image, read at upload. */
  width?: Maybe<Scalars['Int']['output']>;
};


/** An uploaded file or a folder of the file tree. */
export type FileDigital_Copy_FilesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A file or folder a delete kept: digital copies show it, or something inside it. */
export type FileInUse = {
  __typename?: 'FileInUse';
  /** The digital copies whose images keep the file (or what the folder holds) from being deleted. */
  digital_copies: Array<DigitalCopy>;
  file: File;
  /** How many images of digital copies show it (a folder: anything inside it). */
  image_count: Scalars['Int']['output'];
};

export type FileInput = {
  /** The content of a new file (on create only). */
  file?: InputMaybe<Scalars['Upload']['input']>;
  /** The name; for an upload the file's own name when absent. Cleaned and, for uploads, made unique in its folder. */
  filename?: InputMaybe<Scalars['String']['input']>;
  /** The folder it lies in; absent or null id: the root. */
  folder?: InputMaybe<RefInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Create a folder (on create only). */
  is_folder?: InputMaybe<Scalars['Boolean']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type FilePage = {
  __typename?: 'FilePage';
  data: Array<File>;
  paginatorInfo: PaginatorInfo;
};

/** The columns of the files screen a list is sorted by; folders always come first. */
export type FileSort =
  | 'created_at'
  | 'filename'
  | 'mime'
  | 'size';

/** A genre (Missa, Litaniae, Offertorium, …), shared by the scores that name it. */
export type Genre = {
  __typename?: 'Genre';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** A genre of a score: a known genre by id, or a new one by name (created on save). */
export type GenreInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The kinds of records with a history (issue 26), by their type names. */
export type HistoryKind =
  | 'Catalog'
  | 'Collection'
  | 'DigitalCopy'
  | 'File'
  | 'Genre'
  | 'Page'
  | 'Person'
  | 'Place'
  | 'Publication'
  | 'Score'
  | 'Settings'
  | 'User';

/** The image painted on a canvas (no record), or a region of it linked to the record it shows. */
export type IiifAnnotation = {
  __typename?: 'IiifAnnotation';
  /** The digital copy image it lies on. */
  digital_copy_file_id?: Maybe<Scalars['ID']['output']>;
  /** The entry a region links to (iiifable_type Entry). */
  entry?: Maybe<Entry>;
  first: Scalars['Boolean']['output'];
  format?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  iiifable_id?: Maybe<Scalars['ID']['output']>;
  /** Entry or Score. */
  iiifable_type?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  /** The score a region links to (iiifable_type Score). */
  score?: Maybe<Score>;
  width?: Maybe<Scalars['Int']['output']>;
  /** A region's position and size in image pixels; the painting annotation has no x and y. */
  x?: Maybe<Scalars['Int']['output']>;
  y?: Maybe<Scalars['Int']['output']>;
};

/** One view (an image) of a digital copy. */
export type IiifCanvas = {
  __typename?: 'IiifCanvas';
  first: Scalars['Boolean']['output'];
  format?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  iiif_annotations: Array<IiifAnnotation>;
  position: Scalars['Int']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

/** The top of a digital copy's image structure. */
export type IiifObject = {
  __typename?: 'IiifObject';
  first: Scalars['Boolean']['output'];
  format?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  iiif_canvases: Array<IiifCanvas>;
  position: Scalars['Int']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

/** A region of one image of a digital copy, linked to an entry or a score. */
export type IiifRegionInput = {
  digital_copy_file?: InputMaybe<RefInput>;
  height?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  iiifable_id?: InputMaybe<Scalars['ID']['input']>;
  /** Entry or Score. */
  iiifable_type?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
  x?: InputMaybe<Scalars['Int']['input']>;
  y?: InputMaybe<Scalars['Int']['input']>;
};

export type Incipit = {
  __typename?: 'Incipit';
  basso_continuo: Scalars['Boolean']['output'];
  clef?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  key_signature?: Maybe<Scalars['String']['output']>;
  movement?: Maybe<Scalars['Int']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  /** Derived: number, movement and section joined with dots (1.2.1). */
  numbering: Scalars['String']['output'];
  /** Plaine & Easie code, cleaned (no header, no end marker, no line breaks). */
  pae: Scalars['String']['output'];
  part?: Maybe<Scalars['String']['output']>;
  section?: Maybe<Scalars['Int']['output']>;
  tempo?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  time_signature?: Maybe<Scalars['String']['output']>;
};

export type IncipitInput = {
  basso_continuo?: InputMaybe<Scalars['Boolean']['input']>;
  clef?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  key_signature?: InputMaybe<Scalars['String']['input']>;
  movement?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  /** Cleaned on save (header, end marker and line breaks removed). */
  pae?: InputMaybe<Scalars['String']['input']>;
  part?: InputMaybe<Scalars['String']['input']>;
  section?: InputMaybe<Scalars['Int']['input']>;
  tempo?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  time_signature?: InputMaybe<Scalars['String']['input']>;
};

export type LoginResult = {
  __typename?: 'LoginResult';
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  token?: Maybe<Scalars['String']['output']>;
};

export type MarcCoverage = {
  __typename?: 'MarcCoverage';
  kept: Scalars['Int']['output'];
  /** tag$code, or a control field's tag. */
  key: Scalars['String']['output'];
  mapped: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
};

/** A MARC import, or its dry run. */
export type MarcImport = {
  __typename?: 'MarcImport';
  /** A dry run whose file waits for the import it tried. */
  can_import: Scalars['Boolean']['output'];
  /** Per tag and subfield of the file: how many were mapped, kept with their record or refused. */
  coverage: Array<MarcCoverage>;
  created: Scalars['Int']['output'];
  dry_run: Scalars['Boolean']['output'];
  /** Why it stopped, when it failed. */
  error?: Maybe<Scalars['String']['output']>;
  file_name: Scalars['String']['output'];
  finished_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How much of the file was read, 0 to 1. */
  progress: Scalars['Float']['output'];
  /** Records with problems in all. */
  record_count: Scalars['Int']['output'];
  /** Its records with problems, in file order (the first `first`). */
  records: Array<MarcImportRecord>;
  refused: Scalars['Int']['output'];
  /** Seconds until it is done, by its pace so far; null when not running or not yet known. */
  seconds_left?: Maybe<Scalars['Int']['output']>;
  started_at: Scalars['String']['output'];
  /** running, done, failed, or interrupted (its server stopped before it ended). */
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};


/** A MARC import, or its dry run. */
export type MarcImportRecordsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A record's problem: the mapping's (a code) or the save's (a field and its message). */
export type MarcImportProblem = {
  __typename?: 'MarcImportProblem';
  /** no_shelfmark, unknown_relator, … or save (then `message` says it). */
  code: Scalars['String']['output'];
  /** The MARC tag, or the score's field the save refused. */
  field: Scalars['String']['output'];
  /** The save's message in the request's language. */
  message?: Maybe<Scalars['String']['output']>;
  refusal: Scalars['Boolean']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type MarcImportRecord = {
  __typename?: 'MarcImportRecord';
  control_number?: Maybe<Scalars['String']['output']>;
  /** created, updated, unchanged or refused. */
  outcome: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  problems: Array<MarcImportProblem>;
  score_id?: Maybe<Scalars['ID']['output']>;
};

/** Where a melodic query matched an incipit: notes start … start + length - 1 (0-based, the main notes in the order Verovio reads them: grace notes are not counted). */
export type MelodyMatch = {
  __typename?: 'MelodyMatch';
  /** 0 for an exact match; 1 for a near match (one note inserted, missing or changed), listed after the exact ones, most similar first. */
  distance: Scalars['Int']['output'];
  incipit: Incipit;
  length: Scalars['Int']['output'];
  /** How many notes the incipit has, in the same reading (a match is notes start + 1 … start + length of note_count). */
  note_count: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

/** How a melody is compared (issue 9). */
export type MelodyMode =
  /** The same ups, downs and repeats. */
  | 'contour'
  /** The same diatonic intervals (steps of the scale), whatever their size in semitones. */
  | 'diatonic'
  /** The same chromatic intervals: the melody in any transposition. */
  | 'interval'
  /** The same notes at the same pitch. */
  | 'pitch'
  /** The same note names in any octave. */
  | 'pitch_class';

/** A melodic query: notes in Plaine & Easie code (with the clef and key signature that give them their pitch). */
export type MelodyQuery = {
  /** Only matches at the start of an incipit. */
  at_start?: InputMaybe<Scalars['Boolean']['input']>;
  clef?: InputMaybe<Scalars['String']['input']>;
  key_signature?: InputMaybe<Scalars['String']['input']>;
  mode: MelodyMode;
  pae: Scalars['String']['input'];
  /** The durations must match too. */
  rhythm?: InputMaybe<Scalars['Boolean']['input']>;
  time_signature?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  activateUser: ActionResult;
  /**
   * Brings a deleted record back from the trash with its id and its children, through its own
   * save and checks; refused with the reason when a record it names is gone.
   */
  bringBack: SaveResult;
  deleteCatalog: ActionResult;
  deleteCollection: ActionResult;
  deleteDigitalCopy: ActionResult;
  /** Deletes a file, or a folder with everything in it; refused while a digital copy shows any of it. */
  deleteFile: ActionResult;
  /**
   * Deletes several at once, in one transaction: each with everything in it, except those a digital
   * copy shows, which are kept and named (DeleteFilesResult). An id that names no file deletes nothing.
   */
  deleteFiles: DeleteFilesResult;
  /** Refused while scores use the genre (the message says how many). */
  deleteGenre: ActionResult;
  deleteIiifRegion: ActionResult;
  deletePage: ActionResult;
  /** Refused while attributions name the person (the message says how many). */
  deletePerson: ActionResult;
  /** Refused while attributions name the place. */
  deletePlace: ActionResult;
  /** Refused while scores or attributions cite the publication (the message says how many). */
  deletePublication: ActionResult;
  /** Deletes the score with its children; catalog entries that recorded it keep their transcription. */
  deleteScore: ActionResult;
  /** Empties the trash for good: the deleted records' kept states are dropped (administrators). */
  emptyTrash: ActionResult;
  login: LoginResult;
  /** Revokes the token of this request. */
  logout: ActionResult;
  /** Moves files and folders into a folder (null id: the root), all or nothing. */
  moveFiles: ActionResult;
  /** Creates an active account without permissions and mails a verification link (APP_URL/auth/verify/{id}/{hash}). For an address that has an account it mails its owner a reset link instead; the answer is the same either way (no id). */
  register: SaveResult;
  /** Sends a fresh verification link to the owner of an expired one (the old link proves the address). */
  requestNewVerificationLink: ActionResult;
  /** Mails a reset link when the address belongs to an active account; answers the same either way. */
  requestPasswordReset: ActionResult;
  /** Sends a new verification link to the signed-in user. */
  resendMyVerification: ActionResult;
  /** Sends a new verification link to a user (administrators). */
  resendVerification: ActionResult;
  /** Follows a reset link (valid 60 minutes, once): sets the password and ends every session of the account. */
  resetPassword: SaveResult;
  /**
   * Makes the record again what it was right after this version: saved as its editor saves it, with
   * the same checks and the record's current version (a save in between wins, and this is refused
   * as a conflict). Refused with the reason when that state can no longer be saved (a person it
   * names is deleted) or nothing would change. The restore is a new version.
   */
  restoreVersion: SaveResult;
  sendPasswordResetLink: ActionResult;
  /** Replaces the account's permissions (ids 1 admin, 2 contributor, 3 guest). The last active administrator stays one. */
  setUserPermissions: ActionResult;
  /**
   * Starts a MARC import of an uploaded MARCXML file, or its dry run (`dry_run`), or the import a
   * finished dry run tried (`from_dry_run`, without a file). Answers the import's id at once: it
   * runs on the server, marcImport(id) follows it.
   */
  startMarcImport: StartImportResult;
  /** Suspends an account and ends all its sessions at once. Nobody can suspend themself; the last active administrator stays. */
  suspendUser: ActionResult;
  /** The signed-in user changes their own name, locale or password. */
  updateMe: SaveResult;
  upsertCatalog: SaveResult;
  upsertCollection: SaveResult;
  upsertDigitalCopy: SaveResult;
  /** Uploads a file, creates a folder, or renames/moves one (id and version). */
  upsertFile: SaveResult;
  upsertGenre: SaveResult;
  /** Draws (or redraws) a region on an image and links it to a record. */
  upsertIiifRegion: SaveResult;
  /** Saves a page with its entries; a new page is placed after previousPageId (first when absent) and positions are renumbered. */
  upsertPage: SaveResult;
  upsertPerson: SaveResult;
  upsertPlace: SaveResult;
  upsertPublication: SaveResult;
  upsertScore: SaveResult;
  /** Creates or changes a setting. theme_color must be a colour #RRGGBB. */
  upsertSetting: SaveResult;
  /** Follows a verification link: marks the address verified and grants guest. Links expire after 24 h and work once. */
  verifyEmail: ActionResult;
};


export type MutationActivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBringBackArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCatalogArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDigitalCopyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFilesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteGenreArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIiifRegionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePersonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePlaceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePublicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScoreArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMoveFilesArgs = {
  folder?: InputMaybe<RefInput>;
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestNewVerificationLinkArgs = {
  hash: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendVerificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRestoreVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendPasswordResetLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserPermissionsArgs = {
  id: Scalars['ID']['input'];
  permissions: Array<Scalars['ID']['input']>;
};


export type MutationStartMarcImportArgs = {
  dry_run: Scalars['Boolean']['input'];
  file?: InputMaybe<Scalars['Upload']['input']>;
  from_dry_run?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSuspendUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


export type MutationUpsertCatalogArgs = {
  input: CatalogInput;
};


export type MutationUpsertCollectionArgs = {
  input: CollectionInput;
};


export type MutationUpsertDigitalCopyArgs = {
  input: DigitalCopyInput;
};


export type MutationUpsertFileArgs = {
  input: FileInput;
};


export type MutationUpsertGenreArgs = {
  input: GenreInput;
};


export type MutationUpsertIiifRegionArgs = {
  input: IiifRegionInput;
};


export type MutationUpsertPageArgs = {
  input: PageInput;
  previousPageId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpsertPersonArgs = {
  input: PersonInput;
};


export type MutationUpsertPlaceArgs = {
  input: PlaceInput;
};


export type MutationUpsertPublicationArgs = {
  input: PublicationInput;
};


export type MutationUpsertScoreArgs = {
  input: ScoreInput;
};


export type MutationUpsertSettingArgs = {
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationVerifyEmailArgs = {
  hash: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type Name = {
  __typename?: 'Name';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  primary: Scalars['Boolean']['output'];
};

export type NameInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Page = {
  __typename?: 'Page';
  catalog: Catalog;
  /** The photograph of this page. */
  digital_copy_file?: Maybe<DigitalCopyFile>;
  /** The images of the catalog's digital copies, to pick the page's photograph from (a page of them). */
  digital_copy_files: DigitalCopyFilePage;
  entries: Array<Entry>;
  id: Scalars['ID']['output'];
  /** As written in the catalog: 12, 12a, IV. */
  number: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  /** Derived: catalog name plus number. */
  title: Scalars['String']['output'];
  /** Optimistic-concurrency version of the page (upsertPage). */
  version: Scalars['Int']['output'];
};


export type PageDigital_Copy_FilesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A page. Inside a catalog input only `id` and `number` count (entries are saved with upsertPage);
 * on its own (upsertPage) `catalog`, `version` and `entries` too — entries follow the child-list
 * rule: absent leaves them, a list becomes exactly the entries, in order.
 */
export type PageInput = {
  catalog?: InputMaybe<RefInput>;
  entries?: InputMaybe<Array<EntryInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a page of a longer list stands. */
export type PaginatorInfo = {
  __typename?: 'PaginatorInfo';
  currentPage: Scalars['Int']['output'];
  lastPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Part = {
  __typename?: 'Part';
  date?: Maybe<Scalars['String']['output']>;
  extent?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  measurements?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  /** aut, cpy, prt or pau. */
  type: Scalars['String']['output'];
  voices: Array<Voice>;
  watermark?: Maybe<Scalars['String']['output']>;
  wear?: Maybe<Scalars['String']['output']>;
};

export type PartInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  extent?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  measurements?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  voices?: InputMaybe<Array<VoiceInput>>;
  watermark?: InputMaybe<Scalars['String']['input']>;
  wear?: InputMaybe<Scalars['String']['input']>;
};

/** A permission row: 1 admin, 2 contributor, 3 guest (a lower id implies the broader roles). */
export type Permission = {
  __typename?: 'Permission';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Person = {
  __typename?: 'Person';
  /** How many attributions name the person (the pages of `attributions` together). */
  attribution_count: Scalars['Int']['output'];
  /**
   * The person's attributions, each with its score: what the person composed, copied, owned, …
   * One page at a time, ordered by collection and shelfmark (`first` at most 500).
   */
  attributions: Array<Attribution>;
  /**
   * Authority identifiers, each `scheme:value` in its written form (gnd, viaf, rism, wikidata,
   * isni: "gnd:118584596"), in the order given. The home search finds the record by one.
   */
  authority_ids: Array<Scalars['String']['output']>;
  cleric: Scalars['Boolean']['output'];
  dates?: Maybe<Scalars['String']['output']>;
  first_mass?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Derived: the primary name (else the first non-empty one). */
  name: Scalars['String']['output'];
  /** Name variants, the primary one first. */
  names: Array<Name>;
  notes?: Maybe<Scalars['String']['output']>;
  profession?: Maybe<Scalars['String']['output']>;
  sources: Array<Source>;
  syllabi: Array<Syllabus>;
  version: Scalars['Int']['output'];
  vow_book_entry?: Maybe<VowBookEntry>;
};


export type PersonAttributionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A person with all children. For every child list: absent (null) leaves those children as they
 * are; a list (even empty) becomes exactly the children — listed ids are updated, items without id
 * inserted, the rest removed. `vow_book_entry: null` removes it.
 */
export type PersonInput = {
  /** Authority identifiers as `scheme:value`, each checked by its scheme's rule (at most 20); absent leaves them. */
  authority_ids?: InputMaybe<Array<Scalars['String']['input']>>;
  cleric?: InputMaybe<Scalars['Boolean']['input']>;
  dates?: InputMaybe<Scalars['String']['input']>;
  first_mass?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  names?: InputMaybe<Array<NameInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  profession?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<SourceInput>>;
  syllabi?: InputMaybe<Array<SyllabusInput>>;
  version?: InputMaybe<Scalars['Int']['input']>;
  vow_book_entry?: InputMaybe<VowBookEntryInput>;
};

export type PersonPage = {
  __typename?: 'PersonPage';
  data: Array<Person>;
  paginatorInfo: PaginatorInfo;
};

export type Place = {
  __typename?: 'Place';
  /** How many attributions name the place (the pages of `attributions` together). */
  attribution_count: Scalars['Int']['output'];
  /**
   * The attributions naming the place (where a person acted), each with its score and person.
   * One page at a time, in the order they were entered (`first` at most 500).
   */
  attributions: Array<Attribution>;
  /**
   * Authority identifiers, each `scheme:value` in its written form (gnd, viaf, rism, wikidata,
   * isni: "gnd:118584596"), in the order given. The home search finds the record by one.
   */
  authority_ids: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};


export type PlaceAttributionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type PlaceInput = {
  /** Authority identifiers as `scheme:value`, each checked by its scheme's rule (at most 20); absent leaves them. */
  authority_ids?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A publication (literature) cited by scores and attributions. */
export type Publication = {
  __typename?: 'Publication';
  /** How many attributions cite the publication. */
  attribution_count: Scalars['Int']['output'];
  /**
   * The attributions documented by the publication, each with its score and person.
   * One page at a time, in the order they were entered (`first` at most 500).
   */
  attributions: Array<Attribution>;
  /**
   * Authority identifiers, each `scheme:value` in its written form (gnd, viaf, rism, wikidata,
   * isni: "gnd:118584596"), in the order given. The home search finds the record by one.
   */
  authority_ids: Array<Scalars['String']['output']>;
  extent?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  publication_date?: Maybe<Scalars['String']['output']>;
  publication_place?: Maybe<Scalars['String']['output']>;
  /** How many literature references list a score in the publication. */
  publication_score_count: Scalars['Int']['output'];
  /**
   * The literature references listing a score in the publication (number and notes), each with
   * its score. One page at a time, in the order they were entered (`first` at most 500).
   */
  publication_scores: Array<PublicationScore>;
  publisher?: Maybe<Scalars['String']['output']>;
  short_title?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};


/** A publication (literature) cited by scores and attributions. */
export type PublicationAttributionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** A publication (literature) cited by scores and attributions. */
export type PublicationPublication_ScoresArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type PublicationInput = {
  /** Authority identifiers as `scheme:value`, each checked by its scheme's rule (at most 20); absent leaves them. */
  authority_ids?: InputMaybe<Array<Scalars['String']['input']>>;
  extent?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  publication_date?: InputMaybe<Scalars['String']['input']>;
  publication_place?: InputMaybe<Scalars['String']['input']>;
  publisher?: InputMaybe<Scalars['String']['input']>;
  short_title?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A literature reference of a score: where the publication lists it, and under which number. */
export type PublicationScore = {
  __typename?: 'PublicationScore';
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  publication: Publication;
  /** The score the publication lists. */
  score: Score;
};

export type PublicationScoreInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  publication?: InputMaybe<RefInput>;
};

export type Query = {
  __typename?: 'Query';
  /** Catalogs ordered by collection and name, a page at a time; `search` matches catalog and collection name. */
  catalogs: CatalogPage;
  /** Collections ordered by name, a page at a time; `search` matches name and prefix, case-insensitively. */
  collections: CollectionPage;
  /** Entries for pickers: `search` matches number, signature, composer and genre. */
  entries: Array<Entry>;
  /**
   * A folder's content (the root when `folder` is absent), or with `search` the files and folders
   * of the whole tree whose names contain it; folders first, then sorted as asked.
   */
  files: FilePage;
  /** Genres ordered by name; `search` matches the name, case- and accent-insensitively. */
  genres: Array<Genre>;
  getCatalog?: Maybe<Catalog>;
  /** The second form of getCatalog: only the pages of a catalog, in order (loaded lazily by the editor). */
  getCatalogPages: Array<Page>;
  getCollection?: Maybe<Collection>;
  getDigitalCopy?: Maybe<DigitalCopy>;
  getDigitalCopyFile?: Maybe<DigitalCopyFile>;
  getEntry?: Maybe<Entry>;
  getFile?: Maybe<File>;
  getGenre?: Maybe<Genre>;
  /** The regions of a digital copy's images that link to records. */
  getIiifAnnotationsForDigitalCopy: Array<IiifAnnotation>;
  getPage?: Maybe<Page>;
  getPerson?: Maybe<Person>;
  getPlace?: Maybe<Place>;
  getPublication?: Maybe<Publication>;
  getScore?: Maybe<Score>;
  /** One website setting by key; null when unknown. Visitors and non-administrators read only the public settings (site_title, theme_color); any other key answers them null. */
  getSetting?: Maybe<Setting>;
  marcImport?: Maybe<MarcImport>;
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
  /** Whether a reset link can still be followed (so the page says so before asking for a password): success, or why not (Auth.error_link_used, Auth.error_link_expired, Auth.error_link_invalid). It changes nothing. */
  passwordResetLink: ActionResult;
  /** People ordered by primary name; `search` matches any name variant, case- and accent-insensitively (for pickers). */
  people: PersonPage;
  /** Always true; lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  /** Places ordered by name; `search` matches the name, case- and accent-insensitively. */
  places: Array<Place>;
  /** Publications ordered by short title; `search` matches short title, title and publisher. */
  publications: Array<Publication>;
  /**
   * The archive's recent changes (administrators), newest first, paged: of one user, one kind of
   * record, between two days (`from`, `to`: YYYY-MM-DD, both included, in UTC). The total counts at
   * most 10,000.
   */
  recentChanges: RecordVersionPaginator;
  /**
   * A record's versions, newest first (contributors; the settings' and accounts' histories are
   * administrators'). Settings are one record: any id names them.
   */
  recordHistory: RecordVersionPaginator;
  /**
   * Scores ordered by collection name, then shelfmark in natural order (Ms. 2 before Ms. 12);
   * `search` matches shelfmark, former shelfmarks and short title (for pickers and browsing).
   * One collection's scores can be paged to their last page; all scores 10,000 records deep.
   */
  scores: ScorePage;
  /**
   * The search of the home screen: `query` in the query language of spec §2 / issue 9 (all words,
   * prefixes, "phrases", -exclusions), narrowed by `kind`, `filters`, `fields` and `melody`.
   */
  search: SearchResult;
  /** All settings ordered by key, optionally filtered by key or value (administrators). */
  settings: Array<Setting>;
  /**
   * The trash (contributors): deleted scores, people, collections, places, publications and genres
   * of the last days, newest first, that can be brought back.
   */
  trash: TrashPage;
  /** Accounts ordered by name, searched in name and e-mail; `first` per page (at most 100). */
  users: UserPage;
};


export type QueryCatalogsArgs = {
  collection_id?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCollectionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEntriesArgs = {
  catalog_id?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFilesArgs = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folder?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<FileSort>;
};


export type QueryGenresArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCatalogArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetCatalogPagesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetDigitalCopyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetDigitalCopyFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetEntryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetGenreArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetIiifAnnotationsForDigitalCopyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPersonArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPlaceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPublicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetScoreArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetSettingArgs = {
  key: Scalars['String']['input'];
};


export type QueryMarcImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPasswordResetLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryPeopleArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlacesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublicationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecentChangesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<HistoryKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRecordHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  kind: HistoryKind;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryScoresArgs = {
  collection_id?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchArgs = {
  facet_more?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<SearchFields>;
  filters?: InputMaybe<Array<SearchFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<SearchKind>;
  melody?: InputMaybe<MelodyQuery>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SearchSort>;
};


export type QuerySettingsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTrashArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<HistoryKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * One change of a version. `path` leads from the record to the field: a field of the record
 * (["shelfmark"]), or a list, the child's place in it (from 1) and the child's field
 * (["attributions", "2", "person"]). An added or removed child ends the path at its place.
 */
export type RecordChange = {
  __typename?: 'RecordChange';
  after?: Maybe<Scalars['String']['output']>;
  /** … and after. */
  after_document?: Maybe<Scalars['String']['output']>;
  /**
   * The value before and after as a reader reads it, in the request's language: a text as written,
   * a reference by the name its record has now (`#id` when that record is gone), yes or no, a child
   * summed up by its values. None when empty.
   */
  before?: Maybe<Scalars['String']['output']>;
  /** An incipit's code changed: its whole Plaine & Easie document (clef, key, time and code) before, to draw. */
  before_document?: Maybe<Scalars['String']['output']>;
  change: RecordChangeKind;
  path: Array<Scalars['String']['output']>;
};

/** What one change of a version did: a value replaced, a child added or removed, a list reordered. */
export type RecordChangeKind =
  | 'added'
  | 'moved'
  | 'removed'
  | 'set';

/** What a version did to its record. */
export type RecordOperation =
  | 'create'
  | 'delete'
  | 'restore'
  | 'update';

/**
 * One version of a record: who changed it, when, and what, field by field. Written in the
 * transaction of the save that made it.
 */
export type RecordVersion = {
  __typename?: 'RecordVersion';
  /** When, ISO 8601. */
  at: Scalars['String']['output'];
  /** Who made the change, by the name they had then; none for the command line (an import from it). */
  author?: Maybe<Scalars['String']['output']>;
  /** What changed. Empty for a creation: what the record held then is what later versions changed. */
  changes: Array<RecordChange>;
  id: Scalars['ID']['output'];
  kind: HistoryKind;
  operation: RecordOperation;
  record_id: Scalars['ID']['output'];
  /** What the record is called now (none when it is gone, or for a kind without names). */
  record_name?: Maybe<Scalars['String']['output']>;
  /** The record's version number after this change (none after a delete, or for settings and accounts). */
  version?: Maybe<Scalars['Int']['output']>;
};

export type RecordVersionPaginator = {
  __typename?: 'RecordVersionPaginator';
  data: Array<RecordVersion>;
  paginatorInfo: PaginatorInfo;
  /** The record's last version is its delete: no version of it can be restored (a record's history). */
  record_deleted: Scalars['Boolean']['output'];
  /** What the record is called now (none when it is gone, or for a kind without names). */
  record_name?: Maybe<Scalars['String']['output']>;
};

/** A reference to another record, by its id. */
export type RefInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** Preferred interface and mail language: en or de. */
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Roles of spec §6; a broader role includes the narrower ones (admin ⊃ contributor ⊃ guest). */
export type Role =
  | 'admin'
  | 'contributor'
  | 'guest';

/** The answer of every upsert: on success the id of the saved record, on failure a message and the field errors. */
export type SaveResult = {
  __typename?: 'SaveResult';
  errors: Array<FieldError>;
  id?: Maybe<Scalars['ID']['output']>;
  /** The message's key in the domain catalogue (e.g. Record.error_conflict), for clients that act on it. */
  key?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Score = {
  __typename?: 'Score';
  attributions: Array<Attribution>;
  /** Derived: the person of the attribution whose function is aut. */
  author?: Maybe<Person>;
  collection: Collection;
  digital_copies: Array<DigitalCopy>;
  /** The historical catalog entries that record this score, with their page and catalog. */
  entries: Array<Entry>;
  former_shelfmarks?: Maybe<Scalars['String']['output']>;
  genres: Array<Genre>;
  /** Derived: whether a digital copy of the score exists. */
  has_digital_copy: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  incipits: Array<Incipit>;
  key?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  opus?: Maybe<Scalars['String']['output']>;
  parts: Array<Part>;
  provenance?: Maybe<Scalars['String']['output']>;
  publications: Array<PublicationScore>;
  shelfmark: Scalars['String']['output'];
  short_title: Scalars['String']['output'];
  /** Derived: the collection prefix and the shelfmark (CH-E 123,4). */
  short_title_prefix: Scalars['String']['output'];
  sources: Array<Source>;
  /** Derived: the incipits' texts, in order, separated by ' / '. */
  text_incipits?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  voices: Array<Voice>;
};

/**
 * A score with all children, saved in one transaction. For every child list: absent (null) leaves
 * those children as they are; a list (even empty) becomes exactly the children — listed ids are
 * updated, items without id inserted, the rest removed; list order is position order. `entries`
 * links existing catalog entries to the score (and unlinks the ones no longer listed); the pages of
 * entries whose link changes, and a score that loses an entry to this one, get a new version, as a
 * score does when a page save changes its entries, so no open editor undoes a link unseen. Genres
 * are referenced by id, or created by name.
 */
export type ScoreInput = {
  attributions?: InputMaybe<Array<AttributionInput>>;
  collection?: InputMaybe<RefInput>;
  entries?: InputMaybe<Array<RefInput>>;
  former_shelfmarks?: InputMaybe<Scalars['String']['input']>;
  genres?: InputMaybe<Array<GenreInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  incipits?: InputMaybe<Array<IncipitInput>>;
  key?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  opus?: InputMaybe<Scalars['String']['input']>;
  parts?: InputMaybe<Array<PartInput>>;
  provenance?: InputMaybe<Scalars['String']['input']>;
  publications?: InputMaybe<Array<PublicationScoreInput>>;
  shelfmark?: InputMaybe<Scalars['String']['input']>;
  short_title?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<SourceInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  voices?: InputMaybe<Array<VoiceInput>>;
};

export type ScorePage = {
  __typename?: 'ScorePage';
  data: Array<Score>;
  paginatorInfo: PaginatorInfo;
};

/** One facet of the current result, its most frequent values first (12; 100 for the group named by search's facet_more), the selected ones always. */
export type SearchFacet = {
  __typename?: 'SearchFacet';
  /** False when the counts are estimated from a sample (a result above 10,000). */
  exact: Scalars['Boolean']['output'];
  group: Scalars['String']['output'];
  /** True when the result has more values of this group than are answered (ask with facet_more). */
  more: Scalars['Boolean']['output'];
  values: Array<SearchFacetValue>;
};

export type SearchFacetValue = {
  __typename?: 'SearchFacetValue';
  count: Scalars['Int']['output'];
  /** The value as a person reads it (a composer's name, a genre, a collection, a publication's short title or title, a place…); part types and yes/no are translated by the client. */
  label: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

/** Advanced search: every word given for a field must occur in that field of a score. */
export type SearchFields = {
  composer?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  provenance?: InputMaybe<Scalars['String']['input']>;
  shelfmark?: InputMaybe<Scalars['String']['input']>;
  text_incipit?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  watermark?: InputMaybe<Scalars['String']['input']>;
};

/** A facet value that narrows the result: `group` is collection, composer, genre, key, part, voice, digital, catalog, publication, place, cleric or profession. */
export type SearchFilter = {
  group: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** One record found; the field of its kind is set. */
export type SearchHit = {
  __typename?: 'SearchHit';
  catalog?: Maybe<Catalog>;
  collection?: Maybe<Collection>;
  entry?: Maybe<Entry>;
  /** Found only through a similar spelling of a name. */
  fuzzy: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: SearchKind;
  melody?: Maybe<MelodyMatch>;
  person?: Maybe<Person>;
  place?: Maybe<Place>;
  publication?: Maybe<Publication>;
  score?: Maybe<Score>;
};

/** The kinds of record the search finds; a tab of the search screen each (/search/{type}). */
export type SearchKind =
  | 'catalog'
  | 'collection'
  | 'entry'
  | 'person'
  | 'place'
  | 'publication'
  | 'score';

/** How many records of one kind match (the tabs); `exact` false when estimated (above 10,000). */
export type SearchKindCount = {
  __typename?: 'SearchKindCount';
  count: Scalars['Int']['output'];
  exact: Scalars['Boolean']['output'];
  kind: SearchKind;
};

export type SearchResult = {
  __typename?: 'SearchResult';
  facets: Array<SearchFacet>;
  hits: Array<SearchHit>;
  /** How many of each kind match the query (without the filters of one kind). */
  kinds: Array<SearchKindCount>;
  paginatorInfo: PaginatorInfo;
  /** A query that finds something, when this one finds nothing. */
  suggestion?: Maybe<Scalars['String']['output']>;
  /** False when paginatorInfo.total is estimated (above 10,000 matches). */
  total_exact: Scalars['Boolean']['output'];
  /** The query's words as the index compares them (folded), for highlighting. */
  words: Array<Scalars['String']['output']>;
};

/** How a page of hits is ordered. relevance: exact shelfmark first, then field weight. */
export type SearchSort =
  | 'changed'
  | 'composer'
  | 'relevance'
  | 'shelfmark'
  | 'title';

export type Setting = {
  __typename?: 'Setting';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

/** A source (literature, archive, web page) documenting facts about a person or a score; each keeps its own. */
export type Source = {
  __typename?: 'Source';
  citation: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** Default cit (citation). */
  type: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type SourceInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type StartImportResult = {
  __typename?: 'StartImportResult';
  id?: Maybe<Scalars['ID']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Syllabus = {
  __typename?: 'Syllabus';
  citation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  transcription: Scalars['String']['output'];
  translation: Scalars['String']['output'];
};

export type SyllabusInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  transcription?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<Scalars['String']['input']>;
};

/** How long a text an argument or input field takes (domain TEXT_LIMITS); a field without it takes a line. */
export type TextSize =
  /** One line: names, titles, shelfmarks, numbers, keys. */
  | 'line'
  /** Free text over several lines: notes, transcriptions, incipits. */
  | 'long'
  /** What a search box sends. */
  | 'search';

export type TrashPage = {
  __typename?: 'TrashPage';
  data: Array<TrashedRecord>;
  /** How many days the trash keeps a record (setting trash_days, 30 by default). */
  days: Scalars['Int']['output'];
  paginatorInfo: PaginatorInfo;
};

/** A deleted record in the trash (issue 26): its last version, which keeps it whole. */
export type TrashedRecord = {
  __typename?: 'TrashedRecord';
  /** Who deleted it, by the name they had then. */
  author?: Maybe<Scalars['String']['output']>;
  deleted_at: Scalars['String']['output'];
  /** The delete's version id (what bringBack names). */
  id: Scalars['ID']['output'];
  /** When it leaves the trash (its delete's time and the trash's days). */
  kept_until: Scalars['String']['output'];
  kind: HistoryKind;
  /** What it was called. */
  name: Scalars['String']['output'];
  record_id: Scalars['ID']['output'];
};

export type UpdateMeInput = {
  /** Required when changing the password. */
  current_password?: InputMaybe<Scalars['String']['input']>;
  /** en or de; null follows the browser. */
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new password (leave empty to keep the current one). */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  /** Registration date (ISO 8601). */
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  email_verified_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  locale?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  status: UserStatus;
};

export type UserPage = {
  __typename?: 'UserPage';
  data: Array<User>;
  paginatorInfo: PaginatorInfo;
};

export type UserStatus =
  | 'active'
  | 'suspended';

/** A voice or instrument of a scoring, with how many. */
export type Voice = {
  __typename?: 'Voice';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  voice: Scalars['String']['output'];
};

export type VoiceInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  voice?: InputMaybe<Scalars['String']['input']>;
};

export type VowBookEntry = {
  __typename?: 'VowBookEntry';
  citation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  transcription: Scalars['String']['output'];
};

export type VowBookEntryInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  transcription?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Attribution: ResolverTypeWrapper<AttributionRecord>;
  AttributionInput: AttributionInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Catalog: ResolverTypeWrapper<CatalogRecord>;
  CatalogInput: CatalogInput;
  CatalogPage: ResolverTypeWrapper<Omit<CatalogPage, 'data'> & { data: Array<ResolversTypes['Catalog']> }>;
  Collection: ResolverTypeWrapper<CollectionRecord>;
  CollectionInput: CollectionInput;
  CollectionPage: ResolverTypeWrapper<Omit<CollectionPage, 'data'> & { data: Array<ResolversTypes['Collection']> }>;
  DeleteFilesResult: ResolverTypeWrapper<Omit<DeleteFilesResult, 'kept'> & { kept: Array<ResolversTypes['FileInUse']> }>;
  DigitalCopy: ResolverTypeWrapper<DigitalCopyRecord>;
  DigitalCopyFile: ResolverTypeWrapper<DigitalCopyFileRecord>;
  DigitalCopyFileInput: DigitalCopyFileInput;
  DigitalCopyFilePage: ResolverTypeWrapper<Omit<DigitalCopyFilePage, 'data'> & { data: Array<ResolversTypes['DigitalCopyFile']> }>;
  DigitalCopyInput: DigitalCopyInput;
  Entry: ResolverTypeWrapper<EntryRecord>;
  EntryInput: EntryInput;
  FieldError: ResolverTypeWrapper<FieldError>;
  File: ResolverTypeWrapper<FileRecord>;
  FileInUse: ResolverTypeWrapper<FileInUseRecord>;
  FileInput: FileInput;
  FilePage: ResolverTypeWrapper<Omit<FilePage, 'data'> & { data: Array<ResolversTypes['File']> }>;
  FileSort: FileSort;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Genre: ResolverTypeWrapper<GenreRecord>;
  GenreInput: GenreInput;
  HistoryKind: HistoryKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IiifAnnotation: ResolverTypeWrapper<IiifAnnotationRecord>;
  IiifCanvas: ResolverTypeWrapper<IiifCanvasRecord>;
  IiifObject: ResolverTypeWrapper<IiifObjectRecord>;
  IiifRegionInput: IiifRegionInput;
  Incipit: ResolverTypeWrapper<IncipitRecord>;
  IncipitInput: IncipitInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  MarcCoverage: ResolverTypeWrapper<MarcCoverage>;
  MarcImport: ResolverTypeWrapper<MarcImportRow>;
  MarcImportProblem: ResolverTypeWrapper<MarcImportProblem>;
  MarcImportRecord: ResolverTypeWrapper<MarcImportRecord>;
  MelodyMatch: ResolverTypeWrapper<Omit<MelodyMatch, 'incipit'> & { incipit: ResolversTypes['Incipit'] }>;
  MelodyMode: MelodyMode;
  MelodyQuery: MelodyQuery;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Name: ResolverTypeWrapper<Name>;
  NameInput: NameInput;
  Page: ResolverTypeWrapper<PageRecord>;
  PageInput: PageInput;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  Part: ResolverTypeWrapper<PartRecord>;
  PartInput: PartInput;
  Permission: ResolverTypeWrapper<Permission>;
  Person: ResolverTypeWrapper<PersonRecord>;
  PersonInput: PersonInput;
  PersonPage: ResolverTypeWrapper<Omit<PersonPage, 'data'> & { data: Array<ResolversTypes['Person']> }>;
  Place: ResolverTypeWrapper<PlaceRecord>;
  PlaceInput: PlaceInput;
  Publication: ResolverTypeWrapper<PublicationRecord>;
  PublicationInput: PublicationInput;
  PublicationScore: ResolverTypeWrapper<PublicationScoreRecord>;
  PublicationScoreInput: PublicationScoreInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordChange: ResolverTypeWrapper<RecordChange>;
  RecordChangeKind: RecordChangeKind;
  RecordOperation: RecordOperation;
  RecordVersion: ResolverTypeWrapper<RecordVersion>;
  RecordVersionPaginator: ResolverTypeWrapper<RecordVersionPaginator>;
  RefInput: RefInput;
  RegisterInput: RegisterInput;
  Role: Role;
  SaveResult: ResolverTypeWrapper<SaveResult>;
  Score: ResolverTypeWrapper<ScoreRecord>;
  ScoreInput: ScoreInput;
  ScorePage: ResolverTypeWrapper<Omit<ScorePage, 'data'> & { data: Array<ResolversTypes['Score']> }>;
  SearchFacet: ResolverTypeWrapper<FacetAnswer>;
  SearchFacetValue: ResolverTypeWrapper<FacetValueRecord>;
  SearchFields: SearchFields;
  SearchFilter: SearchFilter;
  SearchHit: ResolverTypeWrapper<Hit>;
  SearchKind: SearchKind;
  SearchKindCount: ResolverTypeWrapper<SearchKindCount>;
  SearchResult: ResolverTypeWrapper<SearchAnswer>;
  SearchSort: SearchSort;
  Setting: ResolverTypeWrapper<Setting>;
  Source: ResolverTypeWrapper<Source>;
  SourceInput: SourceInput;
  StartImportResult: ResolverTypeWrapper<StartImportResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Syllabus: ResolverTypeWrapper<Syllabus>;
  SyllabusInput: SyllabusInput;
  TextSize: TextSize;
  TrashPage: ResolverTypeWrapper<TrashPage>;
  TrashedRecord: ResolverTypeWrapper<TrashedRecord>;
  UpdateMeInput: UpdateMeInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<User>;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserStatus: UserStatus;
  Voice: ResolverTypeWrapper<Voice>;
  VoiceInput: VoiceInput;
  VowBookEntry: ResolverTypeWrapper<VowBookEntry>;
  VowBookEntryInput: VowBookEntryInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  Attribution: AttributionRecord;
  AttributionInput: AttributionInput;
  Boolean: Scalars['Boolean']['output'];
  Catalog: CatalogRecord;
  CatalogInput: CatalogInput;
  CatalogPage: Omit<CatalogPage, 'data'> & { data: Array<ResolversParentTypes['Catalog']> };
  Collection: CollectionRecord;
  CollectionInput: CollectionInput;
  CollectionPage: Omit<CollectionPage, 'data'> & { data: Array<ResolversParentTypes['Collection']> };
  DeleteFilesResult: Omit<DeleteFilesResult, 'kept'> & { kept: Array<ResolversParentTypes['FileInUse']> };
  DigitalCopy: DigitalCopyRecord;
  DigitalCopyFile: DigitalCopyFileRecord;
  DigitalCopyFileInput: DigitalCopyFileInput;
  DigitalCopyFilePage: Omit<DigitalCopyFilePage, 'data'> & { data: Array<ResolversParentTypes['DigitalCopyFile']> };
  DigitalCopyInput: DigitalCopyInput;
  Entry: EntryRecord;
  EntryInput: EntryInput;
  FieldError: FieldError;
  File: FileRecord;
  FileInUse: FileInUseRecord;
  FileInput: FileInput;
  FilePage: Omit<FilePage, 'data'> & { data: Array<ResolversParentTypes['File']> };
  Float: Scalars['Float']['output'];
  Genre: GenreRecord;
  GenreInput: GenreInput;
  ID: Scalars['ID']['output'];
  IiifAnnotation: IiifAnnotationRecord;
  IiifCanvas: IiifCanvasRecord;
  IiifObject: IiifObjectRecord;
  IiifRegionInput: IiifRegionInput;
  Incipit: IncipitRecord;
  IncipitInput: IncipitInput;
  Int: Scalars['Int']['output'];
  LoginResult: LoginResult;
  MarcCoverage: MarcCoverage;
  MarcImport: MarcImportRow;
  MarcImportProblem: MarcImportProblem;
  MarcImportRecord: MarcImportRecord;
  MelodyMatch: Omit<MelodyMatch, 'incipit'> & { incipit: ResolversParentTypes['Incipit'] };
  MelodyQuery: MelodyQuery;
  Mutation: Record<PropertyKey, never>;
  Name: Name;
  NameInput: NameInput;
  Page: PageRecord;
  PageInput: PageInput;
  PaginatorInfo: PaginatorInfo;
  Part: PartRecord;
  PartInput: PartInput;
  Permission: Permission;
  Person: PersonRecord;
  PersonInput: PersonInput;
  PersonPage: Omit<PersonPage, 'data'> & { data: Array<ResolversParentTypes['Person']> };
  Place: PlaceRecord;
  PlaceInput: PlaceInput;
  Publication: PublicationRecord;
  PublicationInput: PublicationInput;
  PublicationScore: PublicationScoreRecord;
  PublicationScoreInput: PublicationScoreInput;
  Query: Record<PropertyKey, never>;
  RecordChange: RecordChange;
  RecordVersion: RecordVersion;
  RecordVersionPaginator: RecordVersionPaginator;
  RefInput: RefInput;
  RegisterInput: RegisterInput;
  SaveResult: SaveResult;
  Score: ScoreRecord;
  ScoreInput: ScoreInput;
  ScorePage: Omit<ScorePage, 'data'> & { data: Array<ResolversParentTypes['Score']> };
  SearchFacet: FacetAnswer;
  SearchFacetValue: FacetValueRecord;
  SearchFields: SearchFields;
  SearchFilter: SearchFilter;
  SearchHit: Hit;
  SearchKindCount: SearchKindCount;
  SearchResult: SearchAnswer;
  Setting: Setting;
  Source: Source;
  SourceInput: SourceInput;
  StartImportResult: StartImportResult;
  String: Scalars['String']['output'];
  Syllabus: Syllabus;
  SyllabusInput: SyllabusInput;
  TrashPage: TrashPage;
  TrashedRecord: TrashedRecord;
  UpdateMeInput: UpdateMeInput;
  Upload: Scalars['Upload']['output'];
  User: User;
  UserPage: UserPage;
  Voice: Voice;
  VoiceInput: VoiceInput;
  VowBookEntry: VowBookEntry;
  VowBookEntryInput: VowBookEntryInput;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ControlsCleanedDirectiveArgs = { };

export type ControlsCleanedDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ControlsCleanedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresDirectiveArgs = {
  role: Role;
};

export type RequiresDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = RequiresDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type TextDirectiveArgs = {
  size: TextSize;
};

export type TextDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = TextDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AttributionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attribution'] = ResolversParentTypes['Attribution']> = {
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  function?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  profession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  qualifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Score'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Catalog'] = ResolversParentTypes['Catalog']> = {
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  digital_copies?: Resolver<Array<ResolversTypes['DigitalCopy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogPage'] = ResolversParentTypes['CatalogPage']> = {
  data?: Resolver<Array<ResolversTypes['Catalog']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CollectionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionPage'] = ResolversParentTypes['CollectionPage']> = {
  data?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type DeleteFilesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteFilesResult'] = ResolversParentTypes['DeleteFilesResult']> = {
  deleted_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  kept?: Resolver<Array<ResolversTypes['FileInUse']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DigitalCopyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalCopy'] = ResolversParentTypes['DigitalCopy']> = {
  catalog?: Resolver<Maybe<ResolversTypes['Catalog']>, ParentType, ContextType>;
  digitizable_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  digitizable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iiif_objects?: Resolver<Array<ResolversTypes['IiifObject']>, ParentType, ContextType>;
  manifest_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Score']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DigitalCopyFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalCopyFile'] = ResolversParentTypes['DigitalCopyFile']> = {
  digital_copy?: Resolver<ResolversTypes['DigitalCopy'], ParentType, ContextType>;
  digitizable_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  digitizable_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['File'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iiif_canvases?: Resolver<Array<ResolversTypes['IiifCanvas']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DigitalCopyFilePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalCopyFilePage'] = ResolversParentTypes['DigitalCopyFilePage']> = {
  data?: Resolver<Array<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type EntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entry'] = ResolversParentTypes['Entry']> = {
  annotation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  composer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genre?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Score']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digital_copy_files?: Resolver<Array<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType, RequireFields<FileDigital_Copy_FilesArgs, 'first'>>;
  download_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folder?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  folders?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iiif_service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_folder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  used_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FileInUseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FileInUse'] = ResolversParentTypes['FileInUse']> = {
  digital_copies?: Resolver<Array<ResolversTypes['DigitalCopy']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['File'], ParentType, ContextType>;
  image_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FilePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilePage'] = ResolversParentTypes['FilePage']> = {
  data?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type GenreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Genre'] = ResolversParentTypes['Genre']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IiifAnnotationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IiifAnnotation'] = ResolversParentTypes['IiifAnnotation']> = {
  digital_copy_file_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  entry?: Resolver<Maybe<ResolversTypes['Entry']>, ParentType, ContextType>;
  first?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iiifable_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  iiifable_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Score']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  x?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  y?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IiifCanvasResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IiifCanvas'] = ResolversParentTypes['IiifCanvas']> = {
  first?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iiif_annotations?: Resolver<Array<ResolversTypes['IiifAnnotation']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IiifObjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IiifObject'] = ResolversParentTypes['IiifObject']> = {
  first?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iiif_canvases?: Resolver<Array<ResolversTypes['IiifCanvas']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IncipitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Incipit'] = ResolversParentTypes['Incipit']> = {
  basso_continuo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key_signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movement?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numbering?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pae?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tempo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarcCoverageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarcCoverage'] = ResolversParentTypes['MarcCoverage']> = {
  kept?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarcImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarcImport'] = ResolversParentTypes['MarcImport']> = {
  can_import?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coverage?: Resolver<Array<ResolversTypes['MarcCoverage']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dry_run?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  record_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['MarcImportRecord']>, ParentType, ContextType, RequireFields<MarcImportRecordsArgs, 'first'>>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seconds_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  started_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarcImportProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarcImportProblem'] = ResolversParentTypes['MarcImportProblem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarcImportRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarcImportRecord'] = ResolversParentTypes['MarcImportRecord']> = {
  control_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['MarcImportProblem']>, ParentType, ContextType>;
  score_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MelodyMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MelodyMatch'] = ResolversParentTypes['MelodyMatch']> = {
  distance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incipit?: Resolver<ResolversTypes['Incipit'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateUser?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationActivateUserArgs, 'id'>>;
  bringBack?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationBringBackArgs, 'id'>>;
  deleteCatalog?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteCatalogArgs, 'id'>>;
  deleteCollection?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteCollectionArgs, 'id'>>;
  deleteDigitalCopy?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteDigitalCopyArgs, 'id'>>;
  deleteFile?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFiles?: Resolver<ResolversTypes['DeleteFilesResult'], ParentType, ContextType, RequireFields<MutationDeleteFilesArgs, 'ids'>>;
  deleteGenre?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteGenreArgs, 'id'>>;
  deleteIiifRegion?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteIiifRegionArgs, 'id'>>;
  deletePage?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeletePageArgs, 'id'>>;
  deletePerson?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeletePersonArgs, 'id'>>;
  deletePlace?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeletePlaceArgs, 'id'>>;
  deletePublication?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeletePublicationArgs, 'id'>>;
  deleteScore?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteScoreArgs, 'id'>>;
  emptyTrash?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  moveFiles?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationMoveFilesArgs, 'ids'>>;
  register?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestNewVerificationLink?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestNewVerificationLinkArgs, 'hash' | 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendMyVerification?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  resendVerification?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  restoreVersion?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationRestoreVersionArgs, 'id'>>;
  sendPasswordResetLink?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSendPasswordResetLinkArgs, 'id'>>;
  setUserPermissions?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetUserPermissionsArgs, 'id' | 'permissions'>>;
  startMarcImport?: Resolver<ResolversTypes['StartImportResult'], ParentType, ContextType, RequireFields<MutationStartMarcImportArgs, 'dry_run'>>;
  suspendUser?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSuspendUserArgs, 'id'>>;
  updateMe?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  upsertCatalog?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertCatalogArgs, 'input'>>;
  upsertCollection?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertCollectionArgs, 'input'>>;
  upsertDigitalCopy?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertDigitalCopyArgs, 'input'>>;
  upsertFile?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertFileArgs, 'input'>>;
  upsertGenre?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertGenreArgs, 'input'>>;
  upsertIiifRegion?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertIiifRegionArgs, 'input'>>;
  upsertPage?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertPageArgs, 'input'>>;
  upsertPerson?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertPersonArgs, 'input'>>;
  upsertPlace?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertPlaceArgs, 'input'>>;
  upsertPublication?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertPublicationArgs, 'input'>>;
  upsertScore?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertScoreArgs, 'input'>>;
  upsertSetting?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertSettingArgs, 'key'>>;
  verifyEmail?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'hash' | 'id'>>;
};

export type NameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Name'] = ResolversParentTypes['Name']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  catalog?: Resolver<ResolversTypes['Catalog'], ParentType, ContextType>;
  digital_copy_file?: Resolver<Maybe<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType>;
  digital_copy_files?: Resolver<ResolversTypes['DigitalCopyFilePage'], ParentType, ContextType, RequireFields<PageDigital_Copy_FilesArgs, 'first' | 'page'>>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaginatorInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Part'] = ResolversParentTypes['Part']> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  measurements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voices?: Resolver<Array<ResolversTypes['Voice']>, ParentType, ContextType>;
  watermark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wear?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  attribution_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attributions?: Resolver<Array<ResolversTypes['Attribution']>, ParentType, ContextType, RequireFields<PersonAttributionsArgs, 'first' | 'page'>>;
  authority_ids?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cleric?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_mass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['Name']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  syllabi?: Resolver<Array<ResolversTypes['Syllabus']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vow_book_entry?: Resolver<Maybe<ResolversTypes['VowBookEntry']>, ParentType, ContextType>;
};

export type PersonPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonPage'] = ResolversParentTypes['PersonPage']> = {
  data?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  attribution_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attributions?: Resolver<Array<ResolversTypes['Attribution']>, ParentType, ContextType, RequireFields<PlaceAttributionsArgs, 'first' | 'page'>>;
  authority_ids?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = {
  attribution_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attributions?: Resolver<Array<ResolversTypes['Attribution']>, ParentType, ContextType, RequireFields<PublicationAttributionsArgs, 'first' | 'page'>>;
  authority_ids?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  extent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication_place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication_score_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publication_scores?: Resolver<Array<ResolversTypes['PublicationScore']>, ParentType, ContextType, RequireFields<PublicationPublication_ScoresArgs, 'first' | 'page'>>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicationScoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationScore'] = ResolversParentTypes['PublicationScore']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Score'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  catalogs?: Resolver<ResolversTypes['CatalogPage'], ParentType, ContextType, RequireFields<QueryCatalogsArgs, 'first' | 'page'>>;
  collections?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, RequireFields<QueryCollectionsArgs, 'first' | 'page'>>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType, RequireFields<QueryEntriesArgs, 'first'>>;
  files?: Resolver<ResolversTypes['FilePage'], ParentType, ContextType, RequireFields<QueryFilesArgs, 'descending' | 'first' | 'page' | 'sort'>>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType, RequireFields<QueryGenresArgs, 'first'>>;
  getCatalog?: Resolver<Maybe<ResolversTypes['Catalog']>, ParentType, ContextType, RequireFields<QueryGetCatalogArgs, 'id'>>;
  getCatalogPages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryGetCatalogPagesArgs, 'id'>>;
  getCollection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryGetCollectionArgs, 'id'>>;
  getDigitalCopy?: Resolver<Maybe<ResolversTypes['DigitalCopy']>, ParentType, ContextType, RequireFields<QueryGetDigitalCopyArgs, 'id'>>;
  getDigitalCopyFile?: Resolver<Maybe<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType, RequireFields<QueryGetDigitalCopyFileArgs, 'id'>>;
  getEntry?: Resolver<Maybe<ResolversTypes['Entry']>, ParentType, ContextType, RequireFields<QueryGetEntryArgs, 'id'>>;
  getFile?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType, RequireFields<QueryGetFileArgs, 'id'>>;
  getGenre?: Resolver<Maybe<ResolversTypes['Genre']>, ParentType, ContextType, RequireFields<QueryGetGenreArgs, 'id'>>;
  getIiifAnnotationsForDigitalCopy?: Resolver<Array<ResolversTypes['IiifAnnotation']>, ParentType, ContextType, RequireFields<QueryGetIiifAnnotationsForDigitalCopyArgs, 'id'>>;
  getPage?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryGetPageArgs, 'id'>>;
  getPerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryGetPersonArgs, 'id'>>;
  getPlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryGetPlaceArgs, 'id'>>;
  getPublication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryGetPublicationArgs, 'id'>>;
  getScore?: Resolver<Maybe<ResolversTypes['Score']>, ParentType, ContextType, RequireFields<QueryGetScoreArgs, 'id'>>;
  getSetting?: Resolver<Maybe<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<QueryGetSettingArgs, 'key'>>;
  marcImport?: Resolver<Maybe<ResolversTypes['MarcImport']>, ParentType, ContextType, RequireFields<QueryMarcImportArgs, 'id'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  passwordResetLink?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<QueryPasswordResetLinkArgs, 'token'>>;
  people?: Resolver<ResolversTypes['PersonPage'], ParentType, ContextType, RequireFields<QueryPeopleArgs, 'first' | 'page'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlacesArgs, 'first'>>;
  publications?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryPublicationsArgs, 'first'>>;
  recentChanges?: Resolver<ResolversTypes['RecordVersionPaginator'], ParentType, ContextType, RequireFields<QueryRecentChangesArgs, 'first' | 'page'>>;
  recordHistory?: Resolver<ResolversTypes['RecordVersionPaginator'], ParentType, ContextType, RequireFields<QueryRecordHistoryArgs, 'first' | 'id' | 'kind' | 'page'>>;
  scores?: Resolver<ResolversTypes['ScorePage'], ParentType, ContextType, RequireFields<QueryScoresArgs, 'first' | 'page'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'page' | 'sort'>>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, Partial<QuerySettingsArgs>>;
  trash?: Resolver<ResolversTypes['TrashPage'], ParentType, ContextType, RequireFields<QueryTrashArgs, 'first' | 'page'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'page'>>;
};

export type RecordChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordChange'] = ResolversParentTypes['RecordChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after_document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before_document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  change?: Resolver<ResolversTypes['RecordChangeKind'], ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecordVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordVersion'] = ResolversParentTypes['RecordVersion']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['RecordChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryKind'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['RecordOperation'], ParentType, ContextType>;
  record_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  record_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RecordVersionPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordVersionPaginator'] = ResolversParentTypes['RecordVersionPaginator']> = {
  data?: Resolver<Array<ResolversTypes['RecordVersion']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  record_deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  record_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SaveResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveResult'] = ResolversParentTypes['SaveResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ScoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Score'] = ResolversParentTypes['Score']> = {
  attributions?: Resolver<Array<ResolversTypes['Attribution']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  digital_copies?: Resolver<Array<ResolversTypes['DigitalCopy']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  former_shelfmarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  has_digital_copy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  incipits?: Resolver<Array<ResolversTypes['Incipit']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['Part']>, ParentType, ContextType>;
  provenance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['PublicationScore']>, ParentType, ContextType>;
  shelfmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_title_prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  text_incipits?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voices?: Resolver<Array<ResolversTypes['Voice']>, ParentType, ContextType>;
};

export type ScorePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScorePage'] = ResolversParentTypes['ScorePage']> = {
  data?: Resolver<Array<ResolversTypes['Score']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type SearchFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchFacet'] = ResolversParentTypes['SearchFacet']> = {
  exact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['SearchFacetValue']>, ParentType, ContextType>;
};

export type SearchFacetValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchFacetValue'] = ResolversParentTypes['SearchFacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  catalog?: Resolver<Maybe<ResolversTypes['Catalog']>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  entry?: Resolver<Maybe<ResolversTypes['Entry']>, ParentType, ContextType>;
  fuzzy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  melody?: Resolver<Maybe<ResolversTypes['MelodyMatch']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Score']>, ParentType, ContextType>;
};

export type SearchKindCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchKindCount'] = ResolversParentTypes['SearchKindCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  facets?: Resolver<Array<ResolversTypes['SearchFacet']>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['SearchKindCount']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total_exact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = {
  citation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StartImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartImportResult'] = ResolversParentTypes['StartImportResult']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SyllabusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Syllabus'] = ResolversParentTypes['Syllabus']> = {
  citation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transcription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrashPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrashPage'] = ResolversParentTypes['TrashPage']> = {
  data?: Resolver<Array<ResolversTypes['TrashedRecord']>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type TrashedRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrashedRecord'] = ResolversParentTypes['TrashedRecord']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kept_until?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  record_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email_verified_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type VoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Voice'] = ResolversParentTypes['Voice']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VowBookEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VowBookEntry'] = ResolversParentTypes['VowBookEntry']> = {
  citation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transcription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  Attribution?: AttributionResolvers<ContextType>;
  Catalog?: CatalogResolvers<ContextType>;
  CatalogPage?: CatalogPageResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionPage?: CollectionPageResolvers<ContextType>;
  DeleteFilesResult?: DeleteFilesResultResolvers<ContextType>;
  DigitalCopy?: DigitalCopyResolvers<ContextType>;
  DigitalCopyFile?: DigitalCopyFileResolvers<ContextType>;
  DigitalCopyFilePage?: DigitalCopyFilePageResolvers<ContextType>;
  Entry?: EntryResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FileInUse?: FileInUseResolvers<ContextType>;
  FilePage?: FilePageResolvers<ContextType>;
  Genre?: GenreResolvers<ContextType>;
  IiifAnnotation?: IiifAnnotationResolvers<ContextType>;
  IiifCanvas?: IiifCanvasResolvers<ContextType>;
  IiifObject?: IiifObjectResolvers<ContextType>;
  Incipit?: IncipitResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MarcCoverage?: MarcCoverageResolvers<ContextType>;
  MarcImport?: MarcImportResolvers<ContextType>;
  MarcImportProblem?: MarcImportProblemResolvers<ContextType>;
  MarcImportRecord?: MarcImportRecordResolvers<ContextType>;
  MelodyMatch?: MelodyMatchResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Name?: NameResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  Part?: PartResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonPage?: PersonPageResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublicationScore?: PublicationScoreResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordChange?: RecordChangeResolvers<ContextType>;
  RecordVersion?: RecordVersionResolvers<ContextType>;
  RecordVersionPaginator?: RecordVersionPaginatorResolvers<ContextType>;
  SaveResult?: SaveResultResolvers<ContextType>;
  Score?: ScoreResolvers<ContextType>;
  ScorePage?: ScorePageResolvers<ContextType>;
  SearchFacet?: SearchFacetResolvers<ContextType>;
  SearchFacetValue?: SearchFacetValueResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchKindCount?: SearchKindCountResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  StartImportResult?: StartImportResultResolvers<ContextType>;
  Syllabus?: SyllabusResolvers<ContextType>;
  TrashPage?: TrashPageResolvers<ContextType>;
  TrashedRecord?: TrashedRecordResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  Voice?: VoiceResolvers<ContextType>;
  VowBookEntry?: VowBookEntryResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  controlsCleaned?: ControlsCleanedDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  requires?: RequiresDirectiveResolver<any, any, ContextType>;
  text?: TextDirectiveResolver<any, any, ContextType>;
};
