import {
  instrumentDisplayName,
  instrumentRank,
  isInstrumentAbbreviation,
  type InstrumentAbbreviation,
} from './instruments';
import { resolveLocale, type Locale } from './locale';

/**
 * What a scanned file's name says: `sop1a_003.jpg` is page 3 of part "a" of the first soprano.
 */
export type ScannedFileName = {
  instrument: InstrumentAbbreviation;
  /** Which of several parts for the same instrument (vio1, vio2); null when not numbered. */
  number: number | null;
  /** A further division of the part (sop1a, sop1b), lower case; null when absent. */
  letter: string | null;
  page: number;
};

// letters, optional digits, "_" (or "-"), page digits, optional extension
const PATTERN = /^([a-z]+)(\d+)?([a-z])?[_-](\d+)(?:\.[a-z0-9]+)?$/i;

/**
 * Reads a scanned file name (path and extension allowed, case ignored): a known instrument
 * abbreviation, an optional instrument number, an optional letter, "_" and the page number —
 * "sop1a_003.jpg", "vio2_012.tif", "bas_001.png", "basa_002.jpg" (letter without number).
 * Returns null for any name that does not follow this pattern or names an unknown instrument.
 */
export function parseScannedFileName(fileName: string): ScannedFileName | null {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const match = PATTERN.exec(base);
  if (!match) return null;
  const [, letters, digits, trailingLetter, page] = match;
  let abbreviation = letters.toLowerCase();
  let letter = trailingLetter?.toLowerCase() ?? null;
  // Without a number the letter runs into the abbreviation: "basa" is "bas" with letter "a".
  if (!isInstrumentAbbreviation(abbreviation) && digits === undefined && letter === null) {
    letter = abbreviation.slice(-1);
    abbreviation = abbreviation.slice(0, -1);
  }
  if (!isInstrumentAbbreviation(abbreviation)) return null;
  return {
    instrument: abbreviation,
    number: digits === undefined ? null : Number(digits),
    letter,
    page: Number(page),
  };
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural name order ("file2" before "file10"), made total by plain code-unit order. */
function compareNatural(a: string, b: string): number {
  return naturalOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Sort order of scanned files (spec §9): by instrument group in the order of INSTRUMENTS, then
 * instrument number (unnumbered first), letter (none first), page number, then the names
 * naturally. Names that do not parse come after all that do, in natural name order. A total,
 * consistent order: suitable for Array.prototype.sort.
 */
export function compareScannedFileNames(a: string, b: string): number {
  const left = parseScannedFileName(a);
  const right = parseScannedFileName(b);
  if (!left || !right) {
    if (left) return -1;
    if (right) return 1;
    return compareNatural(a, b);
  }
  return (
    instrumentRank(left.instrument) - instrumentRank(right.instrument) ||
    (left.number ?? 0) - (right.number ?? 0) ||
    compareNatural(left.letter ?? '', right.letter ?? '') ||
    left.page - right.page ||
    compareNatural(a, b)
  );
}

/** A sorted copy of scanned file names (see compareScannedFileNames). */
export function sortScannedFileNames(fileNames: readonly string[]): string[] {
  return [...fileNames].sort(compareScannedFileNames);
}

/**
 * A readable label for a scanned file: "Soprano 1a, p. 3" ("Sopran 1a, S. 3" in German);
 * null when the name does not parse.
 */
export function scannedFileLabel(fileName: string, locale: Locale | string = 'en'): string | null {
  const parsed = parseScannedFileName(fileName);
  if (!parsed) return null;
  const part = `${parsed.number ?? ''}${parsed.letter ?? ''}`;
  const name = instrumentDisplayName(parsed.instrument, locale);
  const pageAbbreviation = resolveLocale(locale) === 'de' ? 'S.' : 'p.';
  return `${part ? `${name} ${part}` : name}, ${pageAbbreviation} ${parsed.page}`;
}
