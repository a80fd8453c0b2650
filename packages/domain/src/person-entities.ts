import type { Ref } from './records';

/** One name (or name variant) of a person; exactly one should be primary (spec §3). */
export type Name = {
  id?: string;
  name: string;
  /** Default false. */
  primary: boolean;
};

/** A bibliographic or archival source for a record (spec §3). */
export type Source = {
  id?: string;
  /** Default "cit" (citation). */
  type: string;
  citation: string;
  description: string | null;
  url: string | null;
  notes: string | null;
};

/** A syllabus entry (a cleric's biographical record) with its transcription (spec §3). */
export type Syllabus = {
  id?: string;
  citation: string;
  transcription: string;
  translation: string;
};

/** A cleric's entry in a monastery's vow book (Professbuch) (spec §3). */
export type VowBookEntry = {
  id?: string;
  citation: string;
  transcription: string;
};

/** A person: composer, author, scribe, cleric, owner … (spec §3). */
export type Person = {
  id?: string;
  version?: number;
  /** Default: one empty primary name. */
  names: Name[];
  dates: string | null;
  cleric: boolean;
  first_mass: string | null;
  profession: string | null;
  notes: string | null;
  syllabi: Syllabus[];
  vow_book_entry: VowBookEntry | null;
  sources: Source[];
  /** Authority identifiers, each `scheme:value` (authority-ids.ts). */
  authority_ids?: string[];
};

/** A place, e.g. where an attribution's person worked (spec §3). */
export type Place = {
  id?: string;
  version?: number;
  name: string;
  /** Authority identifiers, each `scheme:value` (authority-ids.ts). */
  authority_ids?: string[];
};

/** A reference to a person, as attributions carry it. */
export type PersonRef = Ref<Person>;
