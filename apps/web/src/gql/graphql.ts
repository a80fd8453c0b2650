/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AttributionInput = {
  designation?: string | null | undefined;
  from?: string | null | undefined;
  function?: string | null | undefined;
  id?: string | null | undefined;
  member?: string | null | undefined;
  notes?: string | null | undefined;
  person?: RefInput | null | undefined;
  place?: RefInput | null | undefined;
  profession?: string | null | undefined;
  publication?: RefInput | null | undefined;
  qualifier?: string | null | undefined;
  to?: string | null | undefined;
};

/**
 * A catalog with its pages (order = position). `pages` absent leaves the pages; a list becomes
 * exactly the pages — removed pages take their entries with them.
 */
export type CatalogInput = {
  collection?: RefInput | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  pages?: Array<PageInput> | null | undefined;
  version?: number | null | undefined;
};

export type CollectionInput = {
  id?: string | null | undefined;
  name?: string | null | undefined;
  prefix?: string | null | undefined;
  version?: number | null | undefined;
};

export type DigitalCopyFileInput = {
  file?: RefInput | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  /** For a catalog's copy: the page this image shows (none: no page). */
  page?: RefInput | null | undefined;
};

/**
 * A digital copy with its images in order (position = order). `files` becomes exactly the list:
 * images removed take their regions with them. The IIIF structure is built from the files on save.
 */
export type DigitalCopyInput = {
  digitizable_id?: string | null | undefined;
  digitizable_type?: string | null | undefined;
  files?: Array<DigitalCopyFileInput> | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  version?: number | null | undefined;
};

export type EntryInput = {
  annotation?: string | null | undefined;
  composer?: string | null | undefined;
  genre?: string | null | undefined;
  id?: string | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  score?: RefInput | null | undefined;
  signature?: string | null | undefined;
};

export type FileInput = {
  /** The content of a new file (on create only). */
  file?: File | null | undefined;
  /** The name; for an upload the file's own name when absent. Cleaned and, for uploads, made unique in its folder. */
  filename?: string | null | undefined;
  /** The folder it lies in; absent or null id: the root. */
  folder?: RefInput | null | undefined;
  id?: string | null | undefined;
  /** Create a folder (on create only). */
  is_folder?: boolean | null | undefined;
  version?: number | null | undefined;
};

/** The columns of the files screen a list is sorted by; folders always come first. */
export type FileSort =
  | 'created_at'
  | 'filename'
  | 'mime'
  | 'size';

/** A genre of a score: a known genre by id, or a new one by name (created on save). */
export type GenreInput = {
  id?: string | null | undefined;
  name?: string | null | undefined;
  version?: number | null | undefined;
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

/** A region of one image of a digital copy, linked to an entry or a score. */
export type IiifRegionInput = {
  digital_copy_file?: RefInput | null | undefined;
  height?: number | null | undefined;
  id?: string | null | undefined;
  iiifable_id?: string | null | undefined;
  /** Entry or Score. */
  iiifable_type?: string | null | undefined;
  width?: number | null | undefined;
  x?: number | null | undefined;
  y?: number | null | undefined;
};

export type IncipitInput = {
  basso_continuo?: boolean | null | undefined;
  clef?: string | null | undefined;
  id?: string | null | undefined;
  key_signature?: string | null | undefined;
  movement?: number | null | undefined;
  notes?: string | null | undefined;
  number?: number | null | undefined;
  /** Cleaned on save (header, end marker and line breaks removed). */
  pae?: string | null | undefined;
  part?: string | null | undefined;
  section?: number | null | undefined;
  tempo?: string | null | undefined;
  text?: string | null | undefined;
  time_signature?: string | null | undefined;
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
  at_start?: boolean | null | undefined;
  clef?: string | null | undefined;
  key_signature?: string | null | undefined;
  mode: MelodyMode;
  pae: string;
  /** The durations must match too. */
  rhythm?: boolean | null | undefined;
  time_signature?: string | null | undefined;
};

export type NameInput = {
  id?: string | null | undefined;
  name?: string | null | undefined;
  primary?: boolean | null | undefined;
};

/**
 * A page. Inside a catalog input only `id` and `number` count (entries are saved with upsertPage);
 * on its own (upsertPage) `catalog`, `version` and `entries` too — entries follow the child-list
 * rule: absent leaves them, a list becomes exactly the entries, in order.
 */
export type PageInput = {
  catalog?: RefInput | null | undefined;
  entries?: Array<EntryInput> | null | undefined;
  id?: string | null | undefined;
  number?: string | null | undefined;
  version?: number | null | undefined;
};

export type PartInput = {
  date?: string | null | undefined;
  extent?: string | null | undefined;
  id?: string | null | undefined;
  measurements?: string | null | undefined;
  notes?: string | null | undefined;
  type?: string | null | undefined;
  voices?: Array<VoiceInput> | null | undefined;
  watermark?: string | null | undefined;
  wear?: string | null | undefined;
};

/**
 * A person with all children. For every child list: absent (null) leaves those children as they
 * are; a list (even empty) becomes exactly the children — listed ids are updated, items without id
 * inserted, the rest removed. `vow_book_entry: null` removes it.
 */
export type PersonInput = {
  /** Authority identifiers as `scheme:value`, each checked by its scheme's rule (at most 20); absent leaves them. */
  authority_ids?: Array<string> | null | undefined;
  cleric?: boolean | null | undefined;
  dates?: string | null | undefined;
  first_mass?: string | null | undefined;
  id?: string | null | undefined;
  names?: Array<NameInput> | null | undefined;
  notes?: string | null | undefined;
  profession?: string | null | undefined;
  sources?: Array<SourceInput> | null | undefined;
  syllabi?: Array<SyllabusInput> | null | undefined;
  version?: number | null | undefined;
  vow_book_entry?: VowBookEntryInput | null | undefined;
};

export type PlaceInput = {
  /** Authority identifiers as `scheme:value`, each checked by its scheme's rule (at most 20); absent leaves them. */
  authority_ids?: Array<string> | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  version?: number | null | undefined;
};

export type PublicationInput = {
  /** Authority identifiers as `scheme:value`, each checked by its scheme's rule (at most 20); absent leaves them. */
  authority_ids?: Array<string> | null | undefined;
  extent?: string | null | undefined;
  id?: string | null | undefined;
  notes?: string | null | undefined;
  publication_date?: string | null | undefined;
  publication_place?: string | null | undefined;
  publisher?: string | null | undefined;
  short_title?: string | null | undefined;
  title?: string | null | undefined;
  version?: number | null | undefined;
};

export type PublicationScoreInput = {
  id?: string | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  publication?: RefInput | null | undefined;
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

/** A reference to another record, by its id. */
export type RefInput = {
  id?: string | null | undefined;
};

export type RegisterInput = {
  email?: string | null | undefined;
  /** Preferred interface and mail language: en or de. */
  locale?: string | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
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
  attributions?: Array<AttributionInput> | null | undefined;
  collection?: RefInput | null | undefined;
  entries?: Array<RefInput> | null | undefined;
  former_shelfmarks?: string | null | undefined;
  genres?: Array<GenreInput> | null | undefined;
  id?: string | null | undefined;
  incipits?: Array<IncipitInput> | null | undefined;
  key?: string | null | undefined;
  notes?: string | null | undefined;
  opus?: string | null | undefined;
  parts?: Array<PartInput> | null | undefined;
  provenance?: string | null | undefined;
  publications?: Array<PublicationScoreInput> | null | undefined;
  shelfmark?: string | null | undefined;
  short_title?: string | null | undefined;
  sources?: Array<SourceInput> | null | undefined;
  title?: string | null | undefined;
  version?: number | null | undefined;
  voices?: Array<VoiceInput> | null | undefined;
};

/** Advanced search: every word given for a field must occur in that field of a score. */
export type SearchFields = {
  composer?: string | null | undefined;
  date?: string | null | undefined;
  provenance?: string | null | undefined;
  shelfmark?: string | null | undefined;
  text_incipit?: string | null | undefined;
  title?: string | null | undefined;
  watermark?: string | null | undefined;
};

/** A facet value that narrows the result: `group` is collection, composer, genre, key, part, voice, digital, catalog, publication, place, cleric or profession. */
export type SearchFilter = {
  group: string;
  value: string;
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

/** How a page of hits is ordered. relevance: exact shelfmark first, then field weight. */
export type SearchSort =
  | 'changed'
  | 'composer'
  | 'relevance'
  | 'shelfmark'
  | 'title';

export type SourceInput = {
  citation?: string | null | undefined;
  description?: string | null | undefined;
  id?: string | null | undefined;
  notes?: string | null | undefined;
  type?: string | null | undefined;
  url?: string | null | undefined;
};

export type SyllabusInput = {
  citation?: string | null | undefined;
  id?: string | null | undefined;
  transcription?: string | null | undefined;
  translation?: string | null | undefined;
};

export type UpdateMeInput = {
  /** Required when changing the password. */
  current_password?: string | null | undefined;
  /** en or de; null follows the browser. */
  locale?: string | null | undefined;
  name?: string | null | undefined;
  /** A new password (leave empty to keep the current one). */
  password?: string | null | undefined;
};

export type UserStatus =
  | 'active'
  | 'suspended';

export type VoiceInput = {
  count?: number | null | undefined;
  id?: string | null | undefined;
  position?: number | null | undefined;
  voice?: string | null | undefined;
};

export type VowBookEntryInput = {
  citation?: string | null | undefined;
  id?: string | null | undefined;
  transcription?: string | null | undefined;
};

export type UpdateMeMutationVariables = Exact<{
  input: UpdateMeInput;
}>;


export type UpdateMeMutation = { updateMe: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type ResendMyVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendMyVerificationMutation = { resendMyVerification: { success: boolean, message: string | null, key: string | null } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { success: boolean, message: string | null, token: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean, message: string | null, key: string | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type VerifyEmailMutationVariables = Exact<{
  id: string;
  hash: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { success: boolean, message: string | null, key: string | null } };

export type RequestNewVerificationLinkMutationVariables = Exact<{
  id: string;
  hash: string;
}>;


export type RequestNewVerificationLinkMutation = { requestNewVerificationLink: { success: boolean, message: string | null, key: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, message: string | null, key: string | null } };

export type PasswordResetLinkQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetLinkQuery = { passwordResetLink: { success: boolean, message: string | null, key: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type GetCatalogQueryVariables = Exact<{
  id: string;
}>;


export type GetCatalogQuery = { getCatalog: { id: string, version: number, name: string, subtitle: string, collection: { id: string, name: string, prefix: string } } | null };

export type GetCatalogPagesQueryVariables = Exact<{
  id: string;
}>;


export type GetCatalogPagesQuery = { getCatalogPages: Array<{ id: string, number: string, position: number }> };

export type CatalogsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type CatalogsQuery = { catalogs: { data: Array<{ id: string, name: string, subtitle: string }> } };

export type UpsertCatalogMutationVariables = Exact<{
  input: CatalogInput;
}>;


export type UpsertCatalogMutation = { upsertCatalog: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeleteCatalogMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCatalogMutation = { deleteCatalog: { success: boolean, message: string | null, key: string | null } };

export type CollectionCatalogsQueryVariables = Exact<{
  collectionId: string;
  first: number;
  page: number;
}>;


export type CollectionCatalogsQuery = { catalogs: { data: Array<{ id: string, name: string }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type GetPageQueryVariables = Exact<{
  id: string;
}>;


export type GetPageQuery = { getPage: { id: string, version: number, number: string, position: number, catalog: { id: string, name: string, collection: { id: string, name: string } }, entries: Array<{ id: string, position: number, number: string | null, signature: string | null, genre: string | null, composer: string | null, annotation: string | null, notes: string | null, score: { id: string, shelfmark: string, short_title: string, short_title_prefix: string } | null }> } | null };

export type UpsertPageMutationVariables = Exact<{
  input: PageInput;
  previousPageId?: string | null | undefined;
}>;


export type UpsertPageMutation = { upsertPage: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeletePageMutationVariables = Exact<{
  id: string;
}>;


export type DeletePageMutation = { deletePage: { success: boolean, message: string | null, key: string | null } };

export type GetCollectionQueryVariables = Exact<{
  id: string;
}>;


export type GetCollectionQuery = { getCollection: { id: string, name: string, prefix: string, version: number } | null };

export type UpsertCollectionMutationVariables = Exact<{
  input: CollectionInput;
}>;


export type UpsertCollectionMutation = { upsertCollection: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeleteCollectionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCollectionMutation = { deleteCollection: { success: boolean, message: string | null, key: string | null } };

export type ListPageFragment = { total: number, currentPage: number, lastPage: number };

export type PickPeopleQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PickPeopleQuery = { people: { data: Array<{ id: string, name: string, dates: string | null }> } };

export type PickPublicationsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PickPublicationsQuery = { publications: Array<{ id: string, short_title: string | null, title: string | null, publication_date: string | null }> };

export type PickPlacesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PickPlacesQuery = { places: Array<{ id: string, name: string }> };

export type PickGenresQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PickGenresQuery = { genres: Array<{ id: string, name: string }> };

export type PickCollectionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PickCollectionsQuery = { collections: { data: Array<{ id: string, name: string, prefix: string }> } };

export type PickScoresQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PickScoresQuery = { scores: { data: Array<{ id: string, short_title: string, short_title_prefix: string }> } };

export type SourceFieldsFragment = { id: string, type: string, citation: string, description: string | null, url: string | null, notes: string | null };

export type SaveAnswerFragment = { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> };

export type ActionAnswerFragment = { success: boolean, message: string | null, key: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, locale: string | null, email_verified_at: string | null, created_at: string, status: UserStatus, permissions: Array<{ id: string, name: string }> } | null };

export type SiteSettingsQueryVariables = Exact<{
  titleKey: string;
  colorKey: string;
}>;


export type SiteSettingsQuery = { site_title: { key: string, value: string | null } | null, theme_color: { key: string, value: string | null } | null };

export type CopyEditorImageFragment = { id: string, filename: string, mime: string, width: number | null, height: number | null, iiif_service: string | null };

export type CopyEditorRecordFragment = { digitizable_type: string, digitizable_id: string, score: { id: string, short_title: string, short_title_prefix: string } | null, catalog: { id: string, name: string, subtitle: string } | null };

export type DigitalCopyEditorQueryVariables = Exact<{
  id: string;
}>;


export type DigitalCopyEditorQuery = { getDigitalCopy: { id: string, version: number, name: string | null, digitizable_type: string, digitizable_id: string, files: Array<{ id: string, name: string | null, position: number, file: { id: string, filename: string, mime: string, width: number | null, height: number | null, iiif_service: string | null }, page: { id: string, number: string } | null }>, score: { id: string, short_title: string, short_title_prefix: string } | null, catalog: { id: string, name: string, subtitle: string } | null } | null };

export type DigitizedRecordQueryVariables = Exact<{
  id: string;
  score: boolean;
  catalog: boolean;
}>;


export type DigitizedRecordQuery = { getScore?: { id: string, short_title: string, short_title_prefix: string } | null, getCatalog?: { id: string, name: string, subtitle: string } | null };

export type ImageBrowserQueryVariables = Exact<{
  folder?: string | null | undefined;
  first: number;
  page: number;
}>;


export type ImageBrowserQuery = { files: { data: Array<{ is_folder: boolean, item_count: number, id: string, filename: string, mime: string, width: number | null, height: number | null, iiif_service: string | null }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type UpsertDigitalCopyMutationVariables = Exact<{
  input: DigitalCopyInput;
}>;


export type UpsertDigitalCopyMutation = { upsertDigitalCopy: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeleteDigitalCopyMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDigitalCopyMutation = { deleteDigitalCopy: { success: boolean, message: string | null, key: string | null } };

export type FileUsedInQueryVariables = Exact<{
  id: string;
}>;


export type FileUsedInQuery = { getFile: { id: string, used_count: number, digital_copy_files: Array<{ id: string, name: string | null, position: number, digital_copy: { id: string, name: string | null, digitizable_type: string, digitizable_id: string, score: { id: string, short_title: string, short_title_prefix: string } | null, catalog: { id: string, name: string, subtitle: string } | null } }> } | null };

export type ViewerRegionFieldsFragment = { id: string, x: number | null, y: number | null, width: number | null, height: number | null, iiifable_type: string | null, iiifable_id: string | null, digital_copy_file_id: string | null, entry: { id: string, title: string, page: { id: string, catalog: { id: string } } } | null, score: { id: string, shelfmark: string, short_title: string, short_title_prefix: string } | null };

export type ViewerImageFieldsFragment = { id: string, name: string | null, position: number, file: { id: string, filename: string, width: number | null, height: number | null, iiif_service: string | null }, page: { id: string, number: string } | null };

export type ViewerCopyFieldsFragment = { id: string, name: string | null, manifest_url: string, digitizable_type: string, digitizable_id: string, files: Array<{ id: string, name: string | null, position: number, file: { id: string, filename: string, width: number | null, height: number | null, iiif_service: string | null }, page: { id: string, number: string } | null }> };

export type GetDigitalCopyViewQueryVariables = Exact<{
  id: string;
}>;


export type GetDigitalCopyViewQuery = { getDigitalCopy: { id: string, name: string | null, manifest_url: string, digitizable_type: string, digitizable_id: string, score: { id: string, shelfmark: string, short_title: string, short_title_prefix: string, collection: { id: string, name: string } } | null, catalog: { id: string, name: string, collection: { id: string, name: string } } | null, files: Array<{ id: string, name: string | null, position: number, file: { id: string, filename: string, width: number | null, height: number | null, iiif_service: string | null }, page: { id: string, number: string } | null }> } | null };

export type GetDigitalCopyRegionsQueryVariables = Exact<{
  id: string;
}>;


export type GetDigitalCopyRegionsQuery = { getIiifAnnotationsForDigitalCopy: Array<{ id: string, x: number | null, y: number | null, width: number | null, height: number | null, iiifable_type: string | null, iiifable_id: string | null, digital_copy_file_id: string | null, entry: { id: string, title: string, page: { id: string, catalog: { id: string } } } | null, score: { id: string, shelfmark: string, short_title: string, short_title_prefix: string } | null }> };

export type GetScoreDigitalCopiesQueryVariables = Exact<{
  id: string;
}>;


export type GetScoreDigitalCopiesQuery = { getScore: { id: string, has_digital_copy: boolean, digital_copies: Array<{ id: string, name: string | null, manifest_url: string, digitizable_type: string, digitizable_id: string, files: Array<{ id: string, name: string | null, position: number, file: { id: string, filename: string, width: number | null, height: number | null, iiif_service: string | null }, page: { id: string, number: string } | null }> }> } | null };

export type GetPagePhotoQueryVariables = Exact<{
  id: string;
}>;


export type GetPagePhotoQuery = { getPage: { id: string, digital_copy_file: { id: string, name: string | null, position: number, digital_copy: { id: string, name: string | null, manifest_url: string }, file: { id: string, filename: string, width: number | null, height: number | null, iiif_service: string | null }, page: { id: string, number: string } | null } | null } | null };

export type UpsertIiifRegionMutationVariables = Exact<{
  input: IiifRegionInput;
}>;


export type UpsertIiifRegionMutation = { upsertIiifRegion: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeleteIiifRegionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteIiifRegionMutation = { deleteIiifRegion: { success: boolean, message: string | null, key: string | null } };

export type FileRowFragment = { id: string, version: number, filename: string, mime: string, size: number, is_folder: boolean, created_at: string, item_count: number, download_url: string | null, view_url: string | null, iiif_service: string | null, folders: Array<{ id: string, filename: string }> };

export type FilesQueryVariables = Exact<{
  folder?: string | null | undefined;
  search?: string | null | undefined;
  sort?: FileSort | null | undefined;
  descending?: boolean | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type FilesQuery = { files: { data: Array<{ id: string, version: number, filename: string, mime: string, size: number, is_folder: boolean, created_at: string, item_count: number, download_url: string | null, view_url: string | null, iiif_service: string | null, folders: Array<{ id: string, filename: string }> }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type FolderQueryVariables = Exact<{
  id: string;
}>;


export type FolderQuery = { getFile: { id: string, filename: string, is_folder: boolean, folders: Array<{ id: string, filename: string }> } | null };

export type GetFileQueryVariables = Exact<{
  id: string;
}>;


export type GetFileQuery = { getFile: { id: string, version: number, filename: string, mime: string, size: number, is_folder: boolean, width: number | null, height: number | null, created_at: string, download_url: string | null, view_url: string | null, iiif_service: string | null, folder: { id: string } | null, folders: Array<{ id: string, filename: string }> } | null };

export type UpsertFileMutationVariables = Exact<{
  input: FileInput;
}>;


export type UpsertFileMutation = { upsertFile: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeleteFileMutationVariables = Exact<{
  id: string;
}>;


export type DeleteFileMutation = { deleteFile: { success: boolean, message: string | null, key: string | null } };

export type DeleteFilesMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteFilesMutation = { deleteFiles: { success: boolean, message: string | null, key: string | null, deleted_ids: Array<string>, kept: Array<{ image_count: number, file: { id: string, filename: string, is_folder: boolean }, digital_copies: Array<{ id: string, name: string | null, digitizable_type: string, score: { short_title: string, short_title_prefix: string } | null, catalog: { name: string } | null }> }> } };

export type MoveFilesMutationVariables = Exact<{
  ids: Array<string> | string;
  folder?: RefInput | null | undefined;
}>;


export type MoveFilesMutation = { moveFiles: { success: boolean, message: string | null, key: string | null } };

export type RecordHistoryQueryVariables = Exact<{
  kind: HistoryKind;
  id: string;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type RecordHistoryQuery = { recordHistory: { record_name: string | null, record_deleted: boolean, data: Array<{ id: string, version: number | null, operation: RecordOperation, author: string | null, at: string, changes: Array<{ path: Array<string>, change: RecordChangeKind, before: string | null, after: string | null, before_document: string | null, after_document: string | null }> }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type RestoreVersionMutationVariables = Exact<{
  id: string;
}>;


export type RestoreVersionMutation = { restoreVersion: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type RecentChangesQueryVariables = Exact<{
  user?: string | null | undefined;
  kind?: HistoryKind | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type RecentChangesQuery = { recentChanges: { data: Array<{ id: string, kind: HistoryKind, record_id: string, record_name: string | null, version: number | null, operation: RecordOperation, author: string | null, at: string, changes: Array<{ path: Array<string>, change: RecordChangeKind }> }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type TrashQueryVariables = Exact<{
  kind?: HistoryKind | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type TrashQuery = { trash: { days: number, data: Array<{ id: string, kind: HistoryKind, record_id: string, name: string, author: string | null, deleted_at: string, kept_until: string }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type BringBackMutationVariables = Exact<{
  id: string;
}>;


export type BringBackMutation = { bringBack: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type EmptyTrashMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyTrashMutation = { emptyTrash: { success: boolean, message: string | null, key: string | null } };

export type ActivityUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityUsersQuery = { users: { data: Array<{ id: string, name: string }> } };

export type StartMarcImportMutationVariables = Exact<{
  file?: File | null | undefined;
  dryRun: boolean;
  fromDryRun?: string | null | undefined;
}>;


export type StartMarcImportMutation = { startMarcImport: { success: boolean, message: string | null, id: string | null } };

export type MarcImportQueryVariables = Exact<{
  id: string;
}>;


export type MarcImportQuery = { marcImport: { id: string, file_name: string, dry_run: boolean, status: string, progress: number, seconds_left: number | null, total: number, created: number, updated: number, unchanged: number, refused: number, error: string | null, can_import: boolean, record_count: number, records: Array<{ position: number, control_number: string | null, outcome: string, problems: Array<{ code: string, field: string, value: string | null, refusal: boolean, message: string | null }> }>, coverage: Array<{ key: string, mapped: number, kept: number, refused: number }> } | null };

export type GetPersonQueryVariables = Exact<{
  id: string;
}>;


export type GetPersonQuery = { getPerson: { id: string, version: number, name: string, dates: string | null, cleric: boolean, first_mass: string | null, profession: string | null, notes: string | null, authority_ids: Array<string>, names: Array<{ id: string, name: string, primary: boolean }>, vow_book_entry: { id: string, citation: string, transcription: string } | null, syllabi: Array<{ id: string, citation: string, transcription: string, translation: string }>, sources: Array<{ id: string, type: string, citation: string, description: string | null, url: string | null, notes: string | null }> } | null };

export type PersonAttributionsQueryVariables = Exact<{
  id: string;
  first: number;
  page: number;
}>;


export type PersonAttributionsQuery = { getPerson: { id: string, attribution_count: number, attributions: Array<{ id: string, function: string, qualifier: string, profession: string | null, from: string | null, to: string | null, score: { id: string, short_title: string, short_title_prefix: string, title: string | null } }> } | null };

export type UpsertPersonMutationVariables = Exact<{
  input: PersonInput;
}>;


export type UpsertPersonMutation = { upsertPerson: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeletePersonMutationVariables = Exact<{
  id: string;
}>;


export type DeletePersonMutation = { deletePerson: { success: boolean, message: string | null, key: string | null } };

export type GetPlaceQueryVariables = Exact<{
  id: string;
}>;


export type GetPlaceQuery = { getPlace: { id: string, name: string, authority_ids: Array<string>, version: number } | null };

export type UpsertPlaceMutationVariables = Exact<{
  input: PlaceInput;
}>;


export type UpsertPlaceMutation = { upsertPlace: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeletePlaceMutationVariables = Exact<{
  id: string;
}>;


export type DeletePlaceMutation = { deletePlace: { success: boolean, message: string | null, key: string | null } };

export type GetPublicationQueryVariables = Exact<{
  id: string;
}>;


export type GetPublicationQuery = { getPublication: { id: string, version: number, title: string | null, short_title: string | null, extent: string | null, publisher: string | null, publication_date: string | null, publication_place: string | null, notes: string | null, authority_ids: Array<string> } | null };

export type UpsertPublicationMutationVariables = Exact<{
  input: PublicationInput;
}>;


export type UpsertPublicationMutation = { upsertPublication: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeletePublicationMutationVariables = Exact<{
  id: string;
}>;


export type DeletePublicationMutation = { deletePublication: { success: boolean, message: string | null, key: string | null } };

export type PlaceAttributionsQueryVariables = Exact<{
  id: string;
  first: number;
  page: number;
}>;


export type PlaceAttributionsQuery = { getPlace: { id: string, attribution_count: number, attributions: Array<{ id: string, function: string, person: { id: string, name: string }, score: { id: string, short_title: string, short_title_prefix: string } }> } | null };

export type PublicationAttributionsQueryVariables = Exact<{
  id: string;
  first: number;
  page: number;
}>;


export type PublicationAttributionsQuery = { getPublication: { id: string, attribution_count: number, attributions: Array<{ id: string, function: string, person: { id: string, name: string }, score: { id: string, short_title: string, short_title_prefix: string } }> } | null };

export type PublicationScoresQueryVariables = Exact<{
  id: string;
  first: number;
  page: number;
}>;


export type PublicationScoresQuery = { getPublication: { id: string, publication_score_count: number, publication_scores: Array<{ id: string, number: string, score: { id: string, short_title: string, short_title_prefix: string } }> } | null };

export type CitingAttributionFragment = { id: string, function: string, person: { id: string, name: string }, score: { id: string, short_title: string, short_title_prefix: string } };

export type CollectionScoresQueryVariables = Exact<{
  collectionId: string;
  first: number;
  page: number;
}>;


export type CollectionScoresQuery = { scores: { data: Array<{ id: string, shelfmark: string, short_title: string, short_title_prefix: string }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type GetScoreQueryVariables = Exact<{
  id: string;
}>;


export type GetScoreQuery = { getScore: { id: string, version: number, shelfmark: string, former_shelfmarks: string | null, title: string | null, short_title: string, short_title_prefix: string, opus: string | null, key: string | null, provenance: string | null, notes: string | null, collection: { id: string, name: string, prefix: string }, author: { id: string, name: string } | null, genres: Array<{ id: string, name: string }>, voices: Array<{ id: string, voice: string, count: number, position: number }>, attributions: Array<{ id: string, function: string, qualifier: string, profession: string | null, from: string | null, to: string | null, designation: string | null, member: string | null, notes: string | null, person: { id: string, name: string, names: Array<{ name: string, primary: boolean }> }, place: { id: string, name: string } | null, publication: { id: string, short_title: string | null, title: string | null } | null }>, parts: Array<{ id: string, position: number, type: string, extent: string | null, measurements: string | null, wear: string | null, date: string | null, watermark: string | null, notes: string | null, voices: Array<{ id: string, voice: string, count: number, position: number }> }>, incipits: Array<{ id: string, number: number | null, movement: number | null, section: number | null, numbering: string, tempo: string | null, clef: string | null, key_signature: string | null, time_signature: string | null, part: string | null, text: string | null, basso_continuo: boolean, pae: string, notes: string | null }>, publications: Array<{ id: string, number: string, notes: string | null, publication: { id: string, short_title: string | null, title: string | null } }>, sources: Array<{ id: string, type: string, citation: string, description: string | null, url: string | null, notes: string | null }>, entries: Array<{ id: string, title: string, number: string | null, signature: string | null, composer: string | null, genre: string | null, page: { id: string, number: string, catalog: { id: string, name: string, collection: { id: string, name: string } } } }> } | null };

export type ScoreEntryFragment = { id: string, title: string, number: string | null, signature: string | null, composer: string | null, genre: string | null, page: { id: string, number: string, catalog: { id: string, name: string, collection: { id: string, name: string } } } };

export type PickScoreEntriesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PickScoreEntriesQuery = { entries: Array<{ id: string, title: string, number: string | null, signature: string | null, composer: string | null, genre: string | null, page: { id: string, number: string, catalog: { id: string, name: string, collection: { id: string, name: string } } } }> };

export type UpsertScoreMutationVariables = Exact<{
  input: ScoreInput;
}>;


export type UpsertScoreMutation = { upsertScore: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type DeleteScoreMutationVariables = Exact<{
  id: string;
}>;


export type DeleteScoreMutation = { deleteScore: { success: boolean, message: string | null, key: string | null } };

export type SearchQueryVariables = Exact<{
  query?: string | null | undefined;
  kind?: SearchKind | null | undefined;
  filters?: Array<SearchFilter> | SearchFilter | null | undefined;
  fields?: SearchFields | null | undefined;
  melody?: MelodyQuery | null | undefined;
  facetMore?: string | null | undefined;
  sort?: SearchSort | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type SearchQuery = { search: { total_exact: boolean, suggestion: string | null, words: Array<string>, hits: Array<{ kind: SearchKind, id: string, fuzzy: boolean, melody: { start: number, length: number, distance: number, note_count: number, incipit: { id: string, clef: string | null, key_signature: string | null, time_signature: string | null, pae: string } } | null, score: { id: string, short_title_prefix: string, short_title: string, title: string | null, key: string | null, author: { id: string, name: string } | null, incipits: Array<{ id: string, clef: string | null, key_signature: string | null, time_signature: string | null, pae: string }> } | null, person: { id: string, name: string, dates: string | null, profession: string | null, attribution_count: number } | null, catalog: { id: string, name: string, collection: { id: string, name: string } } | null, entry: { id: string, title: string, page: { id: string, catalog: { id: string } }, score: { id: string, short_title_prefix: string, short_title: string } | null } | null, collection: { id: string, name: string, prefix: string } | null, publication: { id: string, short_title: string | null, title: string | null, publisher: string | null, publication_date: string | null } | null, place: { id: string, name: string } | null }>, paginatorInfo: { total: number, currentPage: number, lastPage: number }, kinds: Array<{ kind: SearchKind, count: number, exact: boolean }>, facets: Array<{ group: string, exact: boolean, more: boolean, values: Array<{ value: string, label: string, count: number, selected: boolean }> }> } };

export type SettingsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SettingsQuery = { settings: Array<{ key: string, value: string | null }> };

export type UpsertSettingMutationVariables = Exact<{
  key: string;
  value?: string | null | undefined;
}>;


export type UpsertSettingMutation = { upsertSetting: { success: boolean, message: string | null, key: string | null, id: string | null, errors: Array<{ field: string, key: string }> } };

export type UsersQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type UsersQuery = { users: { data: Array<{ id: string, name: string, email: string, created_at: string, email_verified_at: string | null, status: UserStatus, permissions: Array<{ id: string, name: string }> }>, paginatorInfo: { total: number, currentPage: number, lastPage: number } } };

export type ActivateUserMutationVariables = Exact<{
  id: string;
}>;


export type ActivateUserMutation = { activateUser: { success: boolean, message: string | null, key: string | null } };

export type SuspendUserMutationVariables = Exact<{
  id: string;
}>;


export type SuspendUserMutation = { suspendUser: { success: boolean, message: string | null, key: string | null } };

export type SetUserPermissionsMutationVariables = Exact<{
  id: string;
  permissions: Array<string> | string;
}>;


export type SetUserPermissionsMutation = { setUserPermissions: { success: boolean, message: string | null, key: string | null } };

export type SendPasswordResetLinkMutationVariables = Exact<{
  id: string;
}>;


export type SendPasswordResetLinkMutation = { sendPasswordResetLink: { success: boolean, message: string | null, key: string | null } };

export type ResendVerificationMutationVariables = Exact<{
  id: string;
}>;


export type ResendVerificationMutation = { resendVerification: { success: boolean, message: string | null, key: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ListPageFragmentDoc = new TypedDocumentString(`
    fragment ListPage on PaginatorInfo {
  total
  currentPage
  lastPage
}
    `, {"fragmentName":"ListPage"}) as unknown as TypedDocumentString<ListPageFragment, unknown>;
export const SourceFieldsFragmentDoc = new TypedDocumentString(`
    fragment SourceFields on Source {
  id
  type
  citation
  description
  url
  notes
}
    `, {"fragmentName":"SourceFields"}) as unknown as TypedDocumentString<SourceFieldsFragment, unknown>;
export const SaveAnswerFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"SaveAnswer"}) as unknown as TypedDocumentString<SaveAnswerFragment, unknown>;
export const ActionAnswerFragmentDoc = new TypedDocumentString(`
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}
    `, {"fragmentName":"ActionAnswer"}) as unknown as TypedDocumentString<ActionAnswerFragment, unknown>;
export const CopyEditorImageFragmentDoc = new TypedDocumentString(`
    fragment CopyEditorImage on File {
  id
  filename
  mime
  width
  height
  iiif_service
}
    `, {"fragmentName":"CopyEditorImage"}) as unknown as TypedDocumentString<CopyEditorImageFragment, unknown>;
export const CopyEditorRecordFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CopyEditorRecord"}) as unknown as TypedDocumentString<CopyEditorRecordFragment, unknown>;
export const ViewerRegionFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ViewerRegionFields"}) as unknown as TypedDocumentString<ViewerRegionFieldsFragment, unknown>;
export const ViewerImageFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ViewerImageFields"}) as unknown as TypedDocumentString<ViewerImageFieldsFragment, unknown>;
export const ViewerCopyFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"ViewerCopyFields"}) as unknown as TypedDocumentString<ViewerCopyFieldsFragment, unknown>;
export const FileRowFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"FileRow"}) as unknown as TypedDocumentString<FileRowFragment, unknown>;
export const CitingAttributionFragmentDoc = new TypedDocumentString(`
    fragment CitingAttribution on Attribution {
  id
  function
  person {
    id
    name
  }
  score {
    id
    short_title
    short_title_prefix
  }
}
    `, {"fragmentName":"CitingAttribution"}) as unknown as TypedDocumentString<CitingAttributionFragment, unknown>;
export const ScoreEntryFragmentDoc = new TypedDocumentString(`
    fragment ScoreEntry on Entry {
  id
  title
  number
  signature
  composer
  genre
  page {
    id
    number
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
    `, {"fragmentName":"ScoreEntry"}) as unknown as TypedDocumentString<ScoreEntryFragment, unknown>;
export const UpdateMeDocument = new TypedDocumentString(`
    mutation UpdateMe($input: UpdateMeInput!) {
  updateMe(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpdateMeMutation, UpdateMeMutationVariables>;
export const ResendMyVerificationDocument = new TypedDocumentString(`
    mutation ResendMyVerification {
  resendMyVerification {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<ResendMyVerificationMutation, ResendMyVerificationMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    success
    message
    token
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($id: ID!, $hash: String!) {
  verifyEmail(id: $id, hash: $hash) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const RequestNewVerificationLinkDocument = new TypedDocumentString(`
    mutation RequestNewVerificationLink($id: ID!, $hash: String!) {
  requestNewVerificationLink(id: $id, hash: $hash) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<RequestNewVerificationLinkMutation, RequestNewVerificationLinkMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const PasswordResetLinkDocument = new TypedDocumentString(`
    query PasswordResetLink($token: String!) {
  passwordResetLink(token: $token) {
    success
    message
    key
  }
}
    `) as unknown as TypedDocumentString<PasswordResetLinkQuery, PasswordResetLinkQueryVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const GetCatalogDocument = new TypedDocumentString(`
    query GetCatalog($id: ID!) {
  getCatalog(id: $id) {
    id
    version
    name
    subtitle
    collection {
      id
      name
      prefix
    }
  }
}
    `) as unknown as TypedDocumentString<GetCatalogQuery, GetCatalogQueryVariables>;
export const GetCatalogPagesDocument = new TypedDocumentString(`
    query GetCatalogPages($id: ID!) {
  getCatalogPages(id: $id) {
    id
    number
    position
  }
}
    `) as unknown as TypedDocumentString<GetCatalogPagesQuery, GetCatalogPagesQueryVariables>;
export const CatalogsDocument = new TypedDocumentString(`
    query Catalogs($search: String) {
  catalogs(search: $search, first: 20) {
    data {
      id
      name
      subtitle
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogsQuery, CatalogsQueryVariables>;
export const UpsertCatalogDocument = new TypedDocumentString(`
    mutation UpsertCatalog($input: CatalogInput!) {
  upsertCatalog(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertCatalogMutation, UpsertCatalogMutationVariables>;
export const DeleteCatalogDocument = new TypedDocumentString(`
    mutation DeleteCatalog($id: ID!) {
  deleteCatalog(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeleteCatalogMutation, DeleteCatalogMutationVariables>;
export const CollectionCatalogsDocument = new TypedDocumentString(`
    query CollectionCatalogs($collectionId: ID!, $first: Int!, $page: Int!) {
  catalogs(collection_id: $collectionId, first: $first, page: $page) {
    data {
      id
      name
    }
    paginatorInfo {
      ...ListPage
    }
  }
}
    fragment ListPage on PaginatorInfo {
  total
  currentPage
  lastPage
}`) as unknown as TypedDocumentString<CollectionCatalogsQuery, CollectionCatalogsQueryVariables>;
export const GetPageDocument = new TypedDocumentString(`
    query GetPage($id: ID!) {
  getPage(id: $id) {
    id
    version
    number
    position
    catalog {
      id
      name
      collection {
        id
        name
      }
    }
    entries {
      id
      position
      number
      signature
      genre
      composer
      annotation
      notes
      score {
        id
        shelfmark
        short_title
        short_title_prefix
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPageQuery, GetPageQueryVariables>;
export const UpsertPageDocument = new TypedDocumentString(`
    mutation UpsertPage($input: PageInput!, $previousPageId: ID) {
  upsertPage(input: $input, previousPageId: $previousPageId) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertPageMutation, UpsertPageMutationVariables>;
export const DeletePageDocument = new TypedDocumentString(`
    mutation DeletePage($id: ID!) {
  deletePage(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeletePageMutation, DeletePageMutationVariables>;
export const GetCollectionDocument = new TypedDocumentString(`
    query GetCollection($id: ID!) {
  getCollection(id: $id) {
    id
    name
    prefix
    version
  }
}
    `) as unknown as TypedDocumentString<GetCollectionQuery, GetCollectionQueryVariables>;
export const UpsertCollectionDocument = new TypedDocumentString(`
    mutation UpsertCollection($input: CollectionInput!) {
  upsertCollection(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertCollectionMutation, UpsertCollectionMutationVariables>;
export const DeleteCollectionDocument = new TypedDocumentString(`
    mutation DeleteCollection($id: ID!) {
  deleteCollection(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeleteCollectionMutation, DeleteCollectionMutationVariables>;
export const PickPeopleDocument = new TypedDocumentString(`
    query PickPeople($search: String) {
  people(search: $search, first: 20) {
    data {
      id
      name
      dates
    }
  }
}
    `) as unknown as TypedDocumentString<PickPeopleQuery, PickPeopleQueryVariables>;
export const PickPublicationsDocument = new TypedDocumentString(`
    query PickPublications($search: String) {
  publications(search: $search, first: 20) {
    id
    short_title
    title
    publication_date
  }
}
    `) as unknown as TypedDocumentString<PickPublicationsQuery, PickPublicationsQueryVariables>;
export const PickPlacesDocument = new TypedDocumentString(`
    query PickPlaces($search: String) {
  places(search: $search, first: 20) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<PickPlacesQuery, PickPlacesQueryVariables>;
export const PickGenresDocument = new TypedDocumentString(`
    query PickGenres($search: String) {
  genres(search: $search, first: 20) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<PickGenresQuery, PickGenresQueryVariables>;
export const PickCollectionsDocument = new TypedDocumentString(`
    query PickCollections($search: String) {
  collections(search: $search, first: 20) {
    data {
      id
      name
      prefix
    }
  }
}
    `) as unknown as TypedDocumentString<PickCollectionsQuery, PickCollectionsQueryVariables>;
export const PickScoresDocument = new TypedDocumentString(`
    query PickScores($search: String) {
  scores(search: $search, first: 20) {
    data {
      id
      short_title
      short_title_prefix
    }
  }
}
    `) as unknown as TypedDocumentString<PickScoresQuery, PickScoresQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    name
    email
    permissions {
      id
      name
    }
    locale
    email_verified_at
    created_at
    status
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SiteSettingsDocument = new TypedDocumentString(`
    query SiteSettings($titleKey: String!, $colorKey: String!) {
  site_title: getSetting(key: $titleKey) {
    key
    value
  }
  theme_color: getSetting(key: $colorKey) {
    key
    value
  }
}
    `) as unknown as TypedDocumentString<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const DigitalCopyEditorDocument = new TypedDocumentString(`
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
    fragment CopyEditorImage on File {
  id
  filename
  mime
  width
  height
  iiif_service
}
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
}`) as unknown as TypedDocumentString<DigitalCopyEditorQuery, DigitalCopyEditorQueryVariables>;
export const DigitizedRecordDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<DigitizedRecordQuery, DigitizedRecordQueryVariables>;
export const ImageBrowserDocument = new TypedDocumentString(`
    query ImageBrowser($folder: ID, $first: Int!, $page: Int!) {
  files(
    folder: $folder
    sort: filename
    descending: false
    first: $first
    page: $page
  ) {
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
    fragment ListPage on PaginatorInfo {
  total
  currentPage
  lastPage
}
fragment CopyEditorImage on File {
  id
  filename
  mime
  width
  height
  iiif_service
}`) as unknown as TypedDocumentString<ImageBrowserQuery, ImageBrowserQueryVariables>;
export const UpsertDigitalCopyDocument = new TypedDocumentString(`
    mutation UpsertDigitalCopy($input: DigitalCopyInput!) {
  upsertDigitalCopy(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertDigitalCopyMutation, UpsertDigitalCopyMutationVariables>;
export const DeleteDigitalCopyDocument = new TypedDocumentString(`
    mutation DeleteDigitalCopy($id: ID!) {
  deleteDigitalCopy(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeleteDigitalCopyMutation, DeleteDigitalCopyMutationVariables>;
export const FileUsedInDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<FileUsedInQuery, FileUsedInQueryVariables>;
export const GetDigitalCopyViewDocument = new TypedDocumentString(`
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
fragment ViewerCopyFields on DigitalCopy {
  id
  name
  manifest_url
  digitizable_type
  digitizable_id
  files {
    ...ViewerImageFields
  }
}`) as unknown as TypedDocumentString<GetDigitalCopyViewQuery, GetDigitalCopyViewQueryVariables>;
export const GetDigitalCopyRegionsDocument = new TypedDocumentString(`
    query GetDigitalCopyRegions($id: ID!) {
  getIiifAnnotationsForDigitalCopy(id: $id) {
    ...ViewerRegionFields
  }
}
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
}`) as unknown as TypedDocumentString<GetDigitalCopyRegionsQuery, GetDigitalCopyRegionsQueryVariables>;
export const GetScoreDigitalCopiesDocument = new TypedDocumentString(`
    query GetScoreDigitalCopies($id: ID!) {
  getScore(id: $id) {
    id
    has_digital_copy
    digital_copies {
      ...ViewerCopyFields
    }
  }
}
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
fragment ViewerCopyFields on DigitalCopy {
  id
  name
  manifest_url
  digitizable_type
  digitizable_id
  files {
    ...ViewerImageFields
  }
}`) as unknown as TypedDocumentString<GetScoreDigitalCopiesQuery, GetScoreDigitalCopiesQueryVariables>;
export const GetPagePhotoDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<GetPagePhotoQuery, GetPagePhotoQueryVariables>;
export const UpsertIiifRegionDocument = new TypedDocumentString(`
    mutation UpsertIiifRegion($input: IiifRegionInput!) {
  upsertIiifRegion(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertIiifRegionMutation, UpsertIiifRegionMutationVariables>;
export const DeleteIiifRegionDocument = new TypedDocumentString(`
    mutation DeleteIiifRegion($id: ID!) {
  deleteIiifRegion(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeleteIiifRegionMutation, DeleteIiifRegionMutationVariables>;
export const FilesDocument = new TypedDocumentString(`
    query Files($folder: ID, $search: String, $sort: FileSort, $descending: Boolean, $first: Int, $page: Int) {
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
    fragment ListPage on PaginatorInfo {
  total
  currentPage
  lastPage
}
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
}`) as unknown as TypedDocumentString<FilesQuery, FilesQueryVariables>;
export const FolderDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<FolderQuery, FolderQueryVariables>;
export const GetFileDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<GetFileQuery, GetFileQueryVariables>;
export const UpsertFileDocument = new TypedDocumentString(`
    mutation UpsertFile($input: FileInput!) {
  upsertFile(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertFileMutation, UpsertFileMutationVariables>;
export const DeleteFileDocument = new TypedDocumentString(`
    mutation DeleteFile($id: ID!) {
  deleteFile(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeleteFileMutation, DeleteFileMutationVariables>;
export const DeleteFilesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<DeleteFilesMutation, DeleteFilesMutationVariables>;
export const MoveFilesDocument = new TypedDocumentString(`
    mutation MoveFiles($ids: [ID!]!, $folder: RefInput) {
  moveFiles(ids: $ids, folder: $folder) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<MoveFilesMutation, MoveFilesMutationVariables>;
export const RecordHistoryDocument = new TypedDocumentString(`
    query RecordHistory($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {
  recordHistory(kind: $kind, id: $id, first: $first, page: $page) {
    record_name
    record_deleted
    data {
      id
      version
      operation
      author
      at
      changes {
        path
        change
        before
        after
        before_document
        after_document
      }
    }
    paginatorInfo {
      total
      currentPage
      lastPage
    }
  }
}
    `) as unknown as TypedDocumentString<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const RestoreVersionDocument = new TypedDocumentString(`
    mutation RestoreVersion($id: ID!) {
  restoreVersion(id: $id) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<RestoreVersionMutation, RestoreVersionMutationVariables>;
export const RecentChangesDocument = new TypedDocumentString(`
    query RecentChanges($user: ID, $kind: HistoryKind, $from: String, $to: String, $first: Int, $page: Int) {
  recentChanges(
    user_id: $user
    kind: $kind
    from: $from
    to: $to
    first: $first
    page: $page
  ) {
    data {
      id
      kind
      record_id
      record_name
      version
      operation
      author
      at
      changes {
        path
        change
      }
    }
    paginatorInfo {
      total
      currentPage
      lastPage
    }
  }
}
    `) as unknown as TypedDocumentString<RecentChangesQuery, RecentChangesQueryVariables>;
export const TrashDocument = new TypedDocumentString(`
    query Trash($kind: HistoryKind, $first: Int, $page: Int) {
  trash(kind: $kind, first: $first, page: $page) {
    days
    data {
      id
      kind
      record_id
      name
      author
      deleted_at
      kept_until
    }
    paginatorInfo {
      total
      currentPage
      lastPage
    }
  }
}
    `) as unknown as TypedDocumentString<TrashQuery, TrashQueryVariables>;
export const BringBackDocument = new TypedDocumentString(`
    mutation BringBack($id: ID!) {
  bringBack(id: $id) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<BringBackMutation, BringBackMutationVariables>;
export const EmptyTrashDocument = new TypedDocumentString(`
    mutation EmptyTrash {
  emptyTrash {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<EmptyTrashMutation, EmptyTrashMutationVariables>;
export const ActivityUsersDocument = new TypedDocumentString(`
    query ActivityUsers {
  users(first: 100) {
    data {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ActivityUsersQuery, ActivityUsersQueryVariables>;
export const StartMarcImportDocument = new TypedDocumentString(`
    mutation StartMarcImport($file: Upload, $dryRun: Boolean!, $fromDryRun: ID) {
  startMarcImport(file: $file, dry_run: $dryRun, from_dry_run: $fromDryRun) {
    success
    message
    id
  }
}
    `) as unknown as TypedDocumentString<StartMarcImportMutation, StartMarcImportMutationVariables>;
export const MarcImportDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<MarcImportQuery, MarcImportQueryVariables>;
export const GetPersonDocument = new TypedDocumentString(`
    query GetPerson($id: ID!) {
  getPerson(id: $id) {
    id
    version
    name
    names {
      id
      name
      primary
    }
    dates
    cleric
    first_mass
    profession
    notes
    authority_ids
    vow_book_entry {
      id
      citation
      transcription
    }
    syllabi {
      id
      citation
      transcription
      translation
    }
    sources {
      ...SourceFields
    }
  }
}
    fragment SourceFields on Source {
  id
  type
  citation
  description
  url
  notes
}`) as unknown as TypedDocumentString<GetPersonQuery, GetPersonQueryVariables>;
export const PersonAttributionsDocument = new TypedDocumentString(`
    query PersonAttributions($id: ID!, $first: Int!, $page: Int!) {
  getPerson(id: $id) {
    id
    attribution_count
    attributions(first: $first, page: $page) {
      id
      function
      qualifier
      profession
      from
      to
      score {
        id
        short_title
        short_title_prefix
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PersonAttributionsQuery, PersonAttributionsQueryVariables>;
export const UpsertPersonDocument = new TypedDocumentString(`
    mutation UpsertPerson($input: PersonInput!) {
  upsertPerson(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertPersonMutation, UpsertPersonMutationVariables>;
export const DeletePersonDocument = new TypedDocumentString(`
    mutation DeletePerson($id: ID!) {
  deletePerson(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeletePersonMutation, DeletePersonMutationVariables>;
export const GetPlaceDocument = new TypedDocumentString(`
    query GetPlace($id: ID!) {
  getPlace(id: $id) {
    id
    name
    authority_ids
    version
  }
}
    `) as unknown as TypedDocumentString<GetPlaceQuery, GetPlaceQueryVariables>;
export const UpsertPlaceDocument = new TypedDocumentString(`
    mutation UpsertPlace($input: PlaceInput!) {
  upsertPlace(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertPlaceMutation, UpsertPlaceMutationVariables>;
export const DeletePlaceDocument = new TypedDocumentString(`
    mutation DeletePlace($id: ID!) {
  deletePlace(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeletePlaceMutation, DeletePlaceMutationVariables>;
export const GetPublicationDocument = new TypedDocumentString(`
    query GetPublication($id: ID!) {
  getPublication(id: $id) {
    id
    version
    title
    short_title
    extent
    publisher
    publication_date
    publication_place
    notes
    authority_ids
  }
}
    `) as unknown as TypedDocumentString<GetPublicationQuery, GetPublicationQueryVariables>;
export const UpsertPublicationDocument = new TypedDocumentString(`
    mutation UpsertPublication($input: PublicationInput!) {
  upsertPublication(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertPublicationMutation, UpsertPublicationMutationVariables>;
export const DeletePublicationDocument = new TypedDocumentString(`
    mutation DeletePublication($id: ID!) {
  deletePublication(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeletePublicationMutation, DeletePublicationMutationVariables>;
export const PlaceAttributionsDocument = new TypedDocumentString(`
    query PlaceAttributions($id: ID!, $first: Int!, $page: Int!) {
  getPlace(id: $id) {
    id
    attribution_count
    attributions(first: $first, page: $page) {
      ...CitingAttribution
    }
  }
}
    fragment CitingAttribution on Attribution {
  id
  function
  person {
    id
    name
  }
  score {
    id
    short_title
    short_title_prefix
  }
}`) as unknown as TypedDocumentString<PlaceAttributionsQuery, PlaceAttributionsQueryVariables>;
export const PublicationAttributionsDocument = new TypedDocumentString(`
    query PublicationAttributions($id: ID!, $first: Int!, $page: Int!) {
  getPublication(id: $id) {
    id
    attribution_count
    attributions(first: $first, page: $page) {
      ...CitingAttribution
    }
  }
}
    fragment CitingAttribution on Attribution {
  id
  function
  person {
    id
    name
  }
  score {
    id
    short_title
    short_title_prefix
  }
}`) as unknown as TypedDocumentString<PublicationAttributionsQuery, PublicationAttributionsQueryVariables>;
export const PublicationScoresDocument = new TypedDocumentString(`
    query PublicationScores($id: ID!, $first: Int!, $page: Int!) {
  getPublication(id: $id) {
    id
    publication_score_count
    publication_scores(first: $first, page: $page) {
      id
      number
      score {
        id
        short_title
        short_title_prefix
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PublicationScoresQuery, PublicationScoresQueryVariables>;
export const CollectionScoresDocument = new TypedDocumentString(`
    query CollectionScores($collectionId: ID!, $first: Int!, $page: Int!) {
  scores(collection_id: $collectionId, first: $first, page: $page) {
    data {
      id
      shelfmark
      short_title
      short_title_prefix
    }
    paginatorInfo {
      ...ListPage
    }
  }
}
    fragment ListPage on PaginatorInfo {
  total
  currentPage
  lastPage
}`) as unknown as TypedDocumentString<CollectionScoresQuery, CollectionScoresQueryVariables>;
export const GetScoreDocument = new TypedDocumentString(`
    query GetScore($id: ID!) {
  getScore(id: $id) {
    id
    version
    shelfmark
    former_shelfmarks
    title
    short_title
    short_title_prefix
    opus
    key
    provenance
    notes
    collection {
      id
      name
      prefix
    }
    author {
      id
      name
    }
    genres {
      id
      name
    }
    voices {
      id
      voice
      count
      position
    }
    attributions {
      id
      function
      qualifier
      profession
      from
      to
      designation
      member
      notes
      person {
        id
        name
        names {
          name
          primary
        }
      }
      place {
        id
        name
      }
      publication {
        id
        short_title
        title
      }
    }
    parts {
      id
      position
      type
      extent
      measurements
      wear
      date
      watermark
      notes
      voices {
        id
        voice
        count
        position
      }
    }
    incipits {
      id
      number
      movement
      section
      numbering
      tempo
      clef
      key_signature
      time_signature
      part
      text
      basso_continuo
      pae
      notes
    }
    publications {
      id
      number
      notes
      publication {
        id
        short_title
        title
      }
    }
    sources {
      ...SourceFields
    }
    entries {
      ...ScoreEntry
    }
  }
}
    fragment SourceFields on Source {
  id
  type
  citation
  description
  url
  notes
}
fragment ScoreEntry on Entry {
  id
  title
  number
  signature
  composer
  genre
  page {
    id
    number
    catalog {
      id
      name
      collection {
        id
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<GetScoreQuery, GetScoreQueryVariables>;
export const PickScoreEntriesDocument = new TypedDocumentString(`
    query PickScoreEntries($search: String) {
  entries(search: $search, first: 20) {
    ...ScoreEntry
  }
}
    fragment ScoreEntry on Entry {
  id
  title
  number
  signature
  composer
  genre
  page {
    id
    number
    catalog {
      id
      name
      collection {
        id
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<PickScoreEntriesQuery, PickScoreEntriesQueryVariables>;
export const UpsertScoreDocument = new TypedDocumentString(`
    mutation UpsertScore($input: ScoreInput!) {
  upsertScore(input: $input) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertScoreMutation, UpsertScoreMutationVariables>;
export const DeleteScoreDocument = new TypedDocumentString(`
    mutation DeleteScore($id: ID!) {
  deleteScore(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<DeleteScoreMutation, DeleteScoreMutationVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($query: String, $kind: SearchKind, $filters: [SearchFilter!], $fields: SearchFields, $melody: MelodyQuery, $facetMore: String, $sort: SearchSort, $first: Int, $page: Int) {
  search(
    query: $query
    kind: $kind
    filters: $filters
    fields: $fields
    melody: $melody
    facet_more: $facetMore
    sort: $sort
    first: $first
    page: $page
  ) {
    hits {
      kind
      id
      fuzzy
      melody {
        start
        length
        distance
        note_count
        incipit {
          id
          clef
          key_signature
          time_signature
          pae
        }
      }
      score {
        id
        short_title_prefix
        short_title
        title
        key
        author {
          id
          name
        }
        incipits {
          id
          clef
          key_signature
          time_signature
          pae
        }
      }
      person {
        id
        name
        dates
        profession
        attribution_count
      }
      catalog {
        id
        name
        collection {
          id
          name
        }
      }
      entry {
        id
        title
        page {
          id
          catalog {
            id
          }
        }
        score {
          id
          short_title_prefix
          short_title
        }
      }
      collection {
        id
        name
        prefix
      }
      publication {
        id
        short_title
        title
        publisher
        publication_date
      }
      place {
        id
        name
      }
    }
    paginatorInfo {
      ...ListPage
    }
    total_exact
    kinds {
      kind
      count
      exact
    }
    facets {
      group
      exact
      more
      values {
        value
        label
        count
        selected
      }
    }
    suggestion
    words
  }
}
    fragment ListPage on PaginatorInfo {
  total
  currentPage
  lastPage
}`) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const SettingsDocument = new TypedDocumentString(`
    query Settings($search: String) {
  settings(search: $search) {
    key
    value
  }
}
    `) as unknown as TypedDocumentString<SettingsQuery, SettingsQueryVariables>;
export const UpsertSettingDocument = new TypedDocumentString(`
    mutation UpsertSetting($key: String!, $value: String) {
  upsertSetting(key: $key, value: $value) {
    ...SaveAnswer
  }
}
    fragment SaveAnswer on SaveResult {
  success
  message
  key
  id
  errors {
    field
    key
  }
}`) as unknown as TypedDocumentString<UpsertSettingMutation, UpsertSettingMutationVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users($search: String, $first: Int, $page: Int) {
  users(search: $search, first: $first, page: $page) {
    data {
      id
      name
      email
      created_at
      email_verified_at
      status
      permissions {
        id
        name
      }
    }
    paginatorInfo {
      ...ListPage
    }
  }
}
    fragment ListPage on PaginatorInfo {
  total
  currentPage
  lastPage
}`) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const ActivateUserDocument = new TypedDocumentString(`
    mutation ActivateUser($id: ID!) {
  activateUser(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<ActivateUserMutation, ActivateUserMutationVariables>;
export const SuspendUserDocument = new TypedDocumentString(`
    mutation SuspendUser($id: ID!) {
  suspendUser(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<SuspendUserMutation, SuspendUserMutationVariables>;
export const SetUserPermissionsDocument = new TypedDocumentString(`
    mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {
  setUserPermissions(id: $id, permissions: $permissions) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<SetUserPermissionsMutation, SetUserPermissionsMutationVariables>;
export const SendPasswordResetLinkDocument = new TypedDocumentString(`
    mutation SendPasswordResetLink($id: ID!) {
  sendPasswordResetLink(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<SendPasswordResetLinkMutation, SendPasswordResetLinkMutationVariables>;
export const ResendVerificationDocument = new TypedDocumentString(`
    mutation ResendVerification($id: ID!) {
  resendVerification(id: $id) {
    ...ActionAnswer
  }
}
    fragment ActionAnswer on ActionResult {
  success
  message
  key
}`) as unknown as TypedDocumentString<ResendVerificationMutation, ResendVerificationMutationVariables>;