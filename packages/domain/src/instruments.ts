import { localize, type Locale, type LocalizedText } from './locale';

/**
 * Instrument (and voice) abbreviations used in scanned file names, with display names (spec §9).
 * The order is the order of the instrument groups when scanned files are sorted: voices from high
 * to low, strings, woodwinds, brass, timpani, then keyboard and continuo — the usual order of
 * parts in a church-music manuscript of a monastery archive.
 */
export const INSTRUMENTS = [
  { abbreviation: 'sop', label: { en: 'Soprano', de: 'Sopran' } },
  { abbreviation: 'alt', label: { en: 'Alto', de: 'Alt' } },
  { abbreviation: 'ten', label: { en: 'Tenor', de: 'Tenor' } },
  { abbreviation: 'bas', label: { en: 'Bass', de: 'Bass' } },
  { abbreviation: 'vio', label: { en: 'Violin', de: 'Violine' } },
  { abbreviation: 'vla', label: { en: 'Viola', de: 'Viola' } },
  { abbreviation: 'vlc', label: { en: 'Violoncello', de: 'Violoncello' } },
  { abbreviation: 'vne', label: { en: 'Violone', de: 'Violone' } },
  { abbreviation: 'cb', label: { en: 'Double bass', de: 'Kontrabass' } },
  { abbreviation: 'fla', label: { en: 'Flute', de: 'Flöte' } },
  { abbreviation: 'obo', label: { en: 'Oboe', de: 'Oboe' } },
  { abbreviation: 'cla', label: { en: 'Clarinet', de: 'Klarinette' } },
  { abbreviation: 'fag', label: { en: 'Bassoon', de: 'Fagott' } },
  { abbreviation: 'cor', label: { en: 'Horn', de: 'Horn' } },
  { abbreviation: 'trp', label: { en: 'Trumpet', de: 'Trompete' } },
  { abbreviation: 'trb', label: { en: 'Trombone', de: 'Posaune' } },
  { abbreviation: 'tim', label: { en: 'Timpani', de: 'Pauken' } },
  { abbreviation: 'org', label: { en: 'Organ', de: 'Orgel' } },
  { abbreviation: 'cemb', label: { en: 'Harpsichord', de: 'Cembalo' } },
  { abbreviation: 'bc', label: { en: 'Basso continuo', de: 'Basso continuo' } },
] as const satisfies ReadonlyArray<{ abbreviation: string; label: LocalizedText }>;

export type InstrumentAbbreviation = (typeof INSTRUMENTS)[number]['abbreviation'];

export const INSTRUMENT_ABBREVIATIONS: readonly InstrumentAbbreviation[] = INSTRUMENTS.map(
  (instrument) => instrument.abbreviation,
);

/** True when `value` is one of the known instrument abbreviations (lower case). */
export function isInstrumentAbbreviation(value: unknown): value is InstrumentAbbreviation {
  return (
    typeof value === 'string' && (INSTRUMENT_ABBREVIATIONS as readonly string[]).includes(value)
  );
}

/**
 * The display name of an instrument abbreviation in `locale` ("vio" → "Violin" / "Violine"),
 * ignoring case; an unknown abbreviation is returned as it was given.
 */
export function instrumentDisplayName(
  abbreviation: string,
  locale: Locale | string = 'en',
): string {
  const found = INSTRUMENTS.find(
    (instrument) => instrument.abbreviation === abbreviation.toLowerCase(),
  );
  return found ? localize(found.label, locale) : abbreviation;
}

/** The position of an instrument group in the sort order. */
export function instrumentRank(abbreviation: InstrumentAbbreviation): number {
  return INSTRUMENT_ABBREVIATIONS.indexOf(abbreviation);
}
