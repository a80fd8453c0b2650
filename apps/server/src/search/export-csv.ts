import { stringify } from 'csv-stringify/sync';
import { keyLabel, type Locale, type SearchKind } from '@partitura/domain';

/*
 * A search result as CSV (issue 25): the columns the result shows for its kind (every kind's
 * heading, details and address on the "All" tab), labelled in the interface's language, one row
 * per hit. csv-stringify quotes what needs quoting (commas, quotes, line breaks in notes).
 */

/** What the export reads of each kind's hit (the public API's fields, by `get…` per kind). */
export const CSV_FIELDS: Record<SearchKind, { query: string; fields: string }> = {
  score: {
    query: 'getScore',
    fields: 'id short_title_prefix short_title title key author { name }',
  },
  person: { query: 'getPerson', fields: 'id name dates profession attribution_count' },
  catalog: { query: 'getCatalog', fields: 'id name collection { name }' },
  entry: {
    query: 'getEntry',
    fields: 'id title page { id catalog { id } } score { short_title_prefix short_title }',
  },
  collection: { query: 'getCollection', fields: 'id name prefix' },
  publication: {
    query: 'getPublication',
    fields: 'id short_title title publisher publication_date',
  },
  place: { query: 'getPlace', fields: 'id name' },
};

type Labels = Record<Locale, string>;
type Column = { label: Labels; value: (record: any, locale: Locale) => string | number | null };

const ADDRESS: Labels = { en: 'Address', de: 'Adresse' };

function heading(score: { short_title_prefix?: string | null; short_title?: string | null }) {
  return [score.short_title_prefix, score.short_title]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
}

/** Each kind's columns, as its hits show them (web search/SearchHits.tsx), the address aside. */
const COLUMNS: Record<SearchKind, Column[]> = {
  score: [
    { label: { en: 'Score', de: 'Musikalie' }, value: (s) => heading(s) },
    { label: { en: 'Title', de: 'Titel' }, value: (s) => s.title },
    { label: { en: 'Composer', de: 'Komponist' }, value: (s) => s.author?.name ?? null },
    {
      label: { en: 'Key', de: 'Tonart' },
      value: (s, locale) => (s.key ? keyLabel(s.key, locale) : null),
    },
  ],
  person: [
    { label: { en: 'Name', de: 'Name' }, value: (p) => p.name },
    { label: { en: 'Dates', de: 'Lebensdaten' }, value: (p) => p.dates },
    { label: { en: 'Profession', de: 'Beruf' }, value: (p) => p.profession },
    { label: { en: 'Scores', de: 'Musikalien' }, value: (p) => p.attribution_count },
  ],
  catalog: [
    { label: { en: 'Catalog', de: 'Katalog' }, value: (c) => c.name },
    { label: { en: 'Collection', de: 'Sammlung' }, value: (c) => c.collection?.name ?? null },
  ],
  entry: [
    { label: { en: 'Entry', de: 'Eintrag' }, value: (e) => e.title },
    { label: { en: 'Score', de: 'Musikalie' }, value: (e) => (e.score ? heading(e.score) : null) },
  ],
  collection: [
    { label: { en: 'Collection', de: 'Sammlung' }, value: (c) => c.name },
    { label: { en: 'Siglum', de: 'Sigel' }, value: (c) => c.prefix },
  ],
  publication: [
    {
      label: { en: 'Publication', de: 'Publikation' },
      value: (p) => p.short_title || p.title,
    },
    { label: { en: 'Title', de: 'Titel' }, value: (p) => p.title },
    { label: { en: 'Publisher', de: 'Verlag' }, value: (p) => p.publisher },
    { label: { en: 'Date', de: 'Datum' }, value: (p) => p.publication_date },
  ],
  place: [{ label: { en: 'Place', de: 'Ort' }, value: (p) => p.name }],
};

const KIND_LABELS: Record<SearchKind, Labels> = {
  score: { en: 'Score', de: 'Musikalie' },
  person: { en: 'Person', de: 'Person' },
  catalog: { en: 'Catalog', de: 'Katalog' },
  entry: { en: 'Catalog entry', de: 'Katalogeintrag' },
  collection: { en: 'Collection', de: 'Sammlung' },
  publication: { en: 'Publication', de: 'Publikation' },
  place: { en: 'Place', de: 'Ort' },
};

const ALL_COLUMNS: Labels[] = [
  { en: 'Kind', de: 'Art' },
  { en: 'Heading', de: 'Überschrift' },
  { en: 'Details', de: 'Details' },
  ADDRESS,
];

/** The record's page on the site. */
function address(appUrl: string, kind: SearchKind, record: any): string {
  const path: Record<SearchKind, () => string> = {
    score: () => `/scores/${record.id}`,
    person: () => `/people/${record.id}`,
    catalog: () => `/catalogs/${record.id}`,
    entry: () => `/catalogs/${record.page.catalog.id}?tab=page&pageId=${record.page.id}`,
    collection: () => `/collections/${record.id}`,
    publication: () => `/publications/${record.id}`,
    place: () => `/places/${record.id}`,
  };
  return appUrl + path[kind]();
}

/**
 * A cell's text. One a spreadsheet would take for a formula ("=HYPERLINK(…)", "+1", "@SUM", "-A1")
 * is kept as text by a leading apostrophe (OWASP's advice on CSV injection); "-1750" stays a
 * number, and "- Allegro" takes the apostrophe too (a spreadsheet reads a leading dash as minus).
 */
export function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const cell = String(value);
  // A number ("-1750", "-2,5") is one; anything else that begins like a formula is kept as text.
  if (/^-\d+([.,]\d+)?$/.test(cell)) return cell;
  return /^[=+@\-\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The header row of a result of `kind` (null: every kind). */
export function csvHeader(kind: SearchKind | null, locale: Locale): string {
  const labels = kind ? [...COLUMNS[kind].map((column) => column.label), ADDRESS] : ALL_COLUMNS;
  return stringify([labels.map((label) => label[locale])]);
}

/** The rows of these hits (each with the record the public API answered for it). */
export function csvRows(
  appUrl: string,
  kind: SearchKind | null,
  hits: ReadonlyArray<{ kind: SearchKind; record: any }>,
  locale: Locale,
): string {
  const rows = hits.map(({ kind: hitKind, record }) => {
    const values = COLUMNS[hitKind].map((column) => cellText(column.value(record, locale)));
    const link = address(appUrl, hitKind, record);
    if (kind) return [...values, link];
    const [first, ...rest] = values;
    return [KIND_LABELS[hitKind][locale], first, rest.filter(Boolean).join(' · '), link];
  });
  return rows.length > 0 ? stringify(rows) : '';
}
