import { isBlank, type FieldError } from './validation';

/*
 * Authority identifiers (issue 25): a person, place or publication named in the authority files
 * other catalogues share — the GND (Gemeinsame Normdatei), VIAF, RISM, Wikidata and ISNI. Each is
 * stored as `scheme:value` ("gnd:118584596"), the value in its one written form (no spaces, an
 * upper-case check character), checked by its own rule, and linked to the authority's page.
 */

export const AUTHORITY_SCHEMES = ['gnd', 'viaf', 'rism', 'wikidata', 'isni'] as const;

export type AuthorityScheme = (typeof AUTHORITY_SCHEMES)[number];

/** The records that carry authority identifiers, by their path (RISM Online names them so too). */
export type AuthorityRecordKind = 'people' | 'places' | 'publications';

/** At most this many identifiers a record. */
export const AUTHORITY_IDS_MAX = 20;

export type AuthorityId = { scheme: AuthorityScheme; value: string };

export const AUTHORITY_SCHEME_LABELS: Record<AuthorityScheme, string> = {
  gnd: 'GND',
  viaf: 'VIAF',
  rism: 'RISM',
  wikidata: 'Wikidata',
  isni: 'ISNI',
};

export function isAuthorityScheme(value: unknown): value is AuthorityScheme {
  return typeof value === 'string' && (AUTHORITY_SCHEMES as readonly string[]).includes(value);
}

/** A value as written on the authority's own pages: spaces and hyphens of ISNI out, case fixed. */
export function normalizeAuthorityValue(scheme: AuthorityScheme, value: string): string {
  const trimmed = value.trim();
  switch (scheme) {
    case 'isni':
      return trimmed.replace(/[\s-]/g, '').toUpperCase();
    case 'gnd':
    case 'wikidata':
      return trimmed.toUpperCase();
    default:
      return trimmed;
  }
}

/**
 * The GND's check character of a number written as 8 digits and the check (persons and most
 * records since 2012: "118584596"): modulus 11 over the digits weighted 9 to 2, 10 written X.
 */
function gndCheckOk(value: string): boolean {
  const digits = value.slice(0, 8);
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (9 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return value[8] === (check === 10 ? 'X' : String(check));
}

/** ISO 7064 MOD 11-2 over the first 15 characters of an ISNI (as ORCID's). */
function isniCheckOk(value: string): boolean {
  let total = 0;
  for (const digit of value.slice(0, 15)) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return value[15] === (check === 10 ? 'X' : String(check));
}

/** Why a value is not an identifier of the scheme: 'format', 'check', or null when it is one. */
export function authorityValueProblem(
  scheme: AuthorityScheme,
  value: string,
): 'format' | 'check' | null {
  switch (scheme) {
    case 'gnd':
      // The GND's own pattern of its numbers; those of the current form carry a check digit.
      if (!/^(1[0-3]?\d{7}[\dX]|[47]\d{6}-\d|[1-9]\d{0,7}-[\dX]|3\d{7}[\dX])$/.test(value))
        return 'format';
      return /^1\d{7}[\dX]$/.test(value) && !gndCheckOk(value) ? 'check' : null;
    case 'viaf':
      return /^[1-9]\d{1,21}$/.test(value) ? null : 'format';
    case 'rism':
      return /^[1-9]\d{0,11}$/.test(value) ? null : 'format';
    case 'wikidata':
      return /^Q[1-9]\d{0,11}$/.test(value) ? null : 'format';
    case 'isni':
      if (!/^\d{15}[\dX]$/.test(value)) return 'format';
      return isniCheckOk(value) ? null : 'check';
  }
}

/** "gnd:118584596" (any case, spaces around) as scheme and value; null when not of that form. */
export function parseAuthorityId(text: string | null | undefined): AuthorityId | null {
  const match = /^\s*([A-Za-z]+)\s*:\s*(\S(?:.*\S)?)\s*$/.exec(text ?? '');
  if (!match) return null;
  const scheme = match[1].toLowerCase();
  if (!isAuthorityScheme(scheme)) return null;
  return { scheme, value: normalizeAuthorityValue(scheme, match[2]) };
}

/** The stored form: "gnd:118584596". */
export function formatAuthorityId(id: AuthorityId): string {
  return `${id.scheme}:${normalizeAuthorityValue(id.scheme, id.value)}`;
}

/** The authorities' pages, as a reader copies their address: scheme and the identifier's part. */
const AUTHORITY_PAGES: ReadonlyArray<readonly [AuthorityScheme, RegExp]> = [
  ['gnd', /^https?:\/\/d-nb\.info\/gnd\/([^/?#\s]+)\/?$/i],
  ['viaf', /^https?:\/\/(?:www\.)?viaf\.org\/viaf\/(\d+)\/?$/i],
  ['rism', /^https?:\/\/rism\.online\/(?:people|places|publications)\/(\d+)\/?$/i],
  ['wikidata', /^https?:\/\/(?:www\.)?wikidata\.org\/(?:wiki|entity)\/(Q\d+)\/?$/i],
  ['isni', /^https?:\/\/(?:www\.)?isni\.org\/isni\/([\dX]{16})\/?$/i],
];

/** An identifier typed or pasted on its own, valid and unmistakable: when it is one. */
function bareAuthorityId(text: string): AuthorityId | null {
  for (const [scheme, page] of AUTHORITY_PAGES) {
    const match = page.exec(text);
    if (match) return { scheme, value: normalizeAuthorityValue(scheme, match[1]) };
  }
  // Without its scheme, only what carries its own check: a GND number with its check digit, an
  // ISNI (16 characters, perhaps in fours) with its check character; and a Wikidata item.
  if (/^1\d{7}[\dX]$/i.test(text)) return { scheme: 'gnd', value: text.toUpperCase() };
  const isni = text.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{15}[\dX]$/.test(isni) && /^[\d\sX-]+$/i.test(text))
    return { scheme: 'isni', value: isni };
  if (/^Q[1-9]\d{0,11}$/i.test(text)) return { scheme: 'wikidata', value: text.toUpperCase() };
  return null;
}

/**
 * An identifier as a search finds its record by: "gnd:118584596" (any case, spaces around the
 * colon), an authority's address ("https://d-nb.info/gnd/118584596"), or one that carries its
 * own check typed bare ("118584596", an ISNI, "Q254") — when it is valid.
 */
export function authorityIdQuery(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  const id = parseAuthorityId(trimmed) ?? bareAuthorityId(trimmed);
  return id && authorityValueProblem(id.scheme, id.value) === null ? formatAuthorityId(id) : null;
}

/** The identifier as people read it: an ISNI in groups of four ("0000 0002 1825 0097"). */
export function authorityDisplayValue(id: AuthorityId): string {
  return id.scheme === 'isni' ? (id.value.match(/.{1,4}/g) ?? []).join(' ') : id.value;
}

/** The authority's page of the identifier (for a record of `kind`: RISM's pages differ by kind). */
export function authorityUrl(id: AuthorityId, kind: AuthorityRecordKind): string {
  const value = encodeURIComponent(id.value);
  switch (id.scheme) {
    case 'gnd':
      return `https://d-nb.info/gnd/${value}`;
    case 'viaf':
      return `https://viaf.org/viaf/${value}`;
    case 'rism':
      return `https://rism.online/${kind}/${value}`;
    case 'wikidata':
      return `https://www.wikidata.org/wiki/${value}`;
    case 'isni':
      return `https://isni.org/isni/${value}`;
  }
}

/**
 * Checks a record's identifiers (each "scheme:value"), keyed `authority_ids.{i}`: a scheme of the
 * list, a value of the scheme's form and check character, no identifier twice, at most
 * AUTHORITY_IDS_MAX.
 */
export function validateAuthorityIds(
  ids: ReadonlyArray<string | null> | null | undefined,
): FieldError[] {
  const list = ids ?? [];
  const errors: FieldError[] = [];
  if (list.length > AUTHORITY_IDS_MAX)
    errors.push({ field: 'authority_ids', key: 'AuthorityId.error_too_many' });
  const seen = new Set<string>();
  list.forEach((text, index) => {
    const field = `authority_ids.${index}`;
    // A line without its identifier ("gnd:", the authority file chosen, nothing typed).
    const scheme = /^\s*([A-Za-z]+)\s*:\s*$/.exec(text ?? '')?.[1]?.toLowerCase();
    if (isBlank(text) || isAuthorityScheme(scheme))
      return errors.push({ field, key: 'AuthorityId.error_empty' });
    const id = parseAuthorityId(text);
    if (!id) return errors.push({ field, key: 'AuthorityId.error_scheme' });
    const problem = authorityValueProblem(id.scheme, id.value);
    if (problem === 'format') return errors.push({ field, key: 'AuthorityId.error_format' });
    if (problem === 'check') return errors.push({ field, key: 'AuthorityId.error_check' });
    const stored = formatAuthorityId(id);
    if (seen.has(stored)) return errors.push({ field, key: 'AuthorityId.error_duplicate' });
    seen.add(stored);
  });
  return errors;
}

/** The identifiers as stored: each in its written form, in the order given (valid ones only). */
export function normalizeAuthorityIds(ids: ReadonlyArray<string | null> | null | undefined) {
  return (ids ?? []).flatMap((text) => {
    const id = parseAuthorityId(text);
    return id ? [formatAuthorityId(id)] : [];
  });
}
