import type { LocalizedText } from './locale';

/**
 * Attribution functions (spec §9): MARC relator codes, in the order the spec lists them.
 * Labels follow the Library of Congress MARC Code List for Relators; German labels follow the
 * terms German-speaking music libraries use for these roles.
 */
export const ATTRIBUTION_FUNCTIONS = [
  'aut',
  'pur',
  'ccp',
  'arr',
  'prt',
  'edt',
  'ill',
  'prf',
  'cmp',
  'lbt',
  'ltg',
  'ctb',
  'scr',
  'oth',
  'egr',
  'lyr',
  'pbl',
  'dst',
  'fmo',
  'dte',
  'dub',
  'trl',
] as const;

export type AttributionFunction = (typeof ATTRIBUTION_FUNCTIONS)[number];

/** The function that makes an attribution's person the score's author (spec §3). */
export const AUTHOR_FUNCTION: AttributionFunction = 'aut';

export const ATTRIBUTION_FUNCTION_LABELS: Record<AttributionFunction, LocalizedText> = {
  aut: { en: 'Author', de: 'Autor' },
  pur: { en: 'Purchaser', de: 'Käufer' },
  ccp: { en: 'Conceptor', de: 'Konzeptor' },
  arr: { en: 'Arranger', de: 'Arrangeur' },
  prt: { en: 'Printer', de: 'Drucker' },
  edt: { en: 'Editor', de: 'Herausgeber' },
  ill: { en: 'Illustrator', de: 'Illustrator' },
  prf: { en: 'Performer', de: 'Interpret' },
  cmp: { en: 'Composer', de: 'Komponist' },
  lbt: { en: 'Librettist', de: 'Librettist' },
  ltg: { en: 'Lithographer', de: 'Lithograf' },
  ctb: { en: 'Contributor', de: 'Mitwirkender' },
  scr: { en: 'Scribe', de: 'Schreiber' },
  oth: { en: 'Other', de: 'Sonstige' },
  egr: { en: 'Engraver', de: 'Stecher' },
  lyr: { en: 'Lyricist', de: 'Textdichter' },
  pbl: { en: 'Publisher', de: 'Verlag' },
  dst: { en: 'Distributor', de: 'Vertrieb' },
  fmo: { en: 'Former owner', de: 'Vorbesitzer' },
  dte: { en: 'Dedicatee', de: 'Widmungsempfänger' },
  dub: { en: 'Dubious author', de: 'Zweifelhafter Autor' },
  trl: { en: 'Translator', de: 'Übersetzer' },
};

/** Attribution qualifiers: how certain the attribution is (spec §9). */
export const ATTRIBUTION_QUALIFIERS = ['asc', 'mis', 'cjt', 'dbf'] as const;

export type AttributionQualifier = (typeof ATTRIBUTION_QUALIFIERS)[number];

export const ATTRIBUTION_QUALIFIER_LABELS: Record<AttributionQualifier, LocalizedText> = {
  asc: { en: 'Ascertained', de: 'Gesichert' },
  mis: { en: 'Misattributed', de: 'Falsch zugeschrieben' },
  cjt: { en: 'Conjectural', de: 'Vermutet' },
  dbf: { en: 'Doubtful', de: 'Zweifelhaft' },
};

/** True when `value` is one of the attribution function codes. */
export function isAttributionFunction(value: unknown): value is AttributionFunction {
  return typeof value === 'string' && (ATTRIBUTION_FUNCTIONS as readonly string[]).includes(value);
}

/** True when `value` is one of the attribution qualifier codes. */
export function isAttributionQualifier(value: unknown): value is AttributionQualifier {
  return typeof value === 'string' && (ATTRIBUTION_QUALIFIERS as readonly string[]).includes(value);
}
