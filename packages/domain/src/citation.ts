import { isBlank } from './validation';
import { localize, type Locale, type LocalizedText } from './locale';

/*
 * "Cite this record" (issue 25): what a record's view says of it when a reader cites it — a
 * formatted citation in the interface's language, and CSL-JSON (the Citation Style Language's
 * data, which reference managers read and from which the web writes BibTeX and RIS with
 * Citation.js). A record is cited as what it is in this catalogue: its permalink and the day it
 * was read, with what a reader needs to find the thing itself (a score's holding and shelfmark,
 * a publication's publisher, place and date).
 */

export const CITED_KINDS = [
  'score',
  'person',
  'place',
  'publication',
  'catalog',
  'collection',
  'digital_copy',
] as const;

export type CitedKind = (typeof CITED_KINDS)[number];

/** A record as a citation names it. Every text is as catalogued; blank ones are left out. */
export type CitedRecord = {
  kind: CitedKind;
  /** The record's id (a citation's key: `partitura-score-12`). */
  id: string;
  /** The record's heading: a score's title, a person's name, a catalog's name. */
  title: string;
  /** A score's authors as catalogued ("Lickl, Johann Georg"). */
  authors?: ReadonlyArray<string | null | undefined>;
  /** The holding institution or collection (a score's, a catalog's). */
  holding?: string | null;
  /** A score's shelfmark (with the collection's prefix when it has one). */
  callNumber?: string | null;
  /** A publication's publisher, place and date (free text: "1957", "um 1760"). */
  publisher?: string | null;
  publisherPlace?: string | null;
  date?: string | null;
};

/** Where and when the record was read. */
export type CitationSource = {
  /** The catalogue's name (the website's title). */
  site: string;
  /** The record's permalink. */
  url: string;
  accessed: Date;
};

type CslDay = { 'date-parts': number[][] };
type CslDate = CslDay | { literal: string };
type CslName = { family: string; given?: string } | { literal: string };

/** A CSL-JSON item (citeproc's input; the fields Partitura fills). */
export type CslItem = {
  /** Short (RIS keeps 20 characters of it): `score-12`. */
  id: string;
  /** The BibTeX key: `partitura_score_12`. */
  'citation-key': string;
  type: 'manuscript' | 'book' | 'entry';
  title: string;
  author?: CslName[];
  issued?: CslDate;
  publisher?: string;
  'publisher-place'?: string;
  archive?: string;
  'call-number'?: string;
  'container-title': string;
  URL: string;
  accessed: CslDay;
};

const ACCESSED: LocalizedText = { en: 'accessed', de: 'abgerufen am' };

/** A CSL type for each kind: a score is a source (manuscript or print), a publication a book. */
const CSL_TYPES: Record<CitedKind, CslItem['type']> = {
  score: 'manuscript',
  publication: 'book',
  person: 'entry',
  place: 'entry',
  catalog: 'entry',
  collection: 'entry',
  digital_copy: 'entry',
};

function present(value: string | null | undefined): string | null {
  return value === null || value === undefined || isBlank(value) ? null : value.trim();
}

/** "Lickl, Johann Georg" → family and given; a name without a comma stays whole. */
export function cslName(name: string): CslName {
  const comma = name.indexOf(',');
  if (comma <= 0) return { literal: name.trim() };
  const family = name.slice(0, comma).trim();
  const given = name.slice(comma + 1).trim();
  return given ? { family, given } : { literal: family };
}

/** A free-text date as CSL: its year when it is one ("1870"), otherwise as written. */
export function cslDate(date: string): CslDate {
  const year = /^\s*(\d{3,4})\s*$/.exec(date);
  return year ? { 'date-parts': [[Number(year[1])]] } : { literal: date.trim() };
}

/** The day the reader read the record: the reader's own (local) calendar day. */
function dayParts(day: Date): CslDay {
  return { 'date-parts': [[day.getFullYear(), day.getMonth() + 1, day.getDate()]] };
}

function authorsOf(record: CitedRecord): string[] {
  return (record.authors ?? []).flatMap((name) => {
    const kept = present(name);
    return kept ? [kept] : [];
  });
}

/** The record as CSL-JSON. */
export function cslItem(record: CitedRecord, source: CitationSource): CslItem {
  const authors = authorsOf(record);
  const date = present(record.date);
  const publisher = present(record.publisher);
  const place = present(record.publisherPlace);
  const holding = present(record.holding);
  const callNumber = present(record.callNumber);
  return {
    id: `${record.kind.replace('_', '-')}-${record.id}`,
    'citation-key': `partitura_${record.kind}_${record.id}`,
    type: CSL_TYPES[record.kind],
    title: record.title.trim(),
    ...(authors.length > 0 ? { author: authors.map(cslName) } : {}),
    ...(date ? { issued: cslDate(date) } : {}),
    ...(publisher ? { publisher } : {}),
    ...(place ? { 'publisher-place': place } : {}),
    ...(holding ? { archive: holding } : {}),
    ...(callNumber ? { 'call-number': callNumber } : {}),
    'container-title': source.site.trim(),
    URL: source.url,
    accessed: dayParts(source.accessed),
  };
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The citation as a reader writes it in `locale`: "Lickl, Johann Georg: Gaudeamus omnes.
 * Stiftsarchiv, Mus.Ms.152. Partitura, https://… (accessed 28 November 2026)."
 */
export function citationText(record: CitedRecord, source: CitationSource, locale: Locale): string {
  const authors = authorsOf(record);
  const title = record.title.trim();
  const parts = [sentence(authors.length > 0 ? `${authors.join('; ')}: ${title}` : title)];
  const publication = [present(record.publisherPlace), present(record.publisher)]
    .filter((part): part is string => part !== null)
    .join(': ');
  const imprint = [publication, present(record.date)].filter(Boolean).join(', ');
  if (imprint) parts.push(sentence(imprint));
  const location = [present(record.holding), present(record.callNumber)].filter(Boolean).join(', ');
  if (location) parts.push(sentence(location));
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(source.accessed);
  parts.push(`${source.site.trim()}, ${source.url} (${localize(ACCESSED, locale)} ${day}).`);
  return parts.join(' ');
}

/** The file name of a record's citation in a format ("partitura-score-12.bib"). */
export function citationFileName(record: CitedRecord, extension: string): string {
  return `partitura-${record.kind.replace('_', '-')}-${record.id}.${extension}`;
}
