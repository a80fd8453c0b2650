import type { MessageTable } from './locale';

/** Messages of the authority identifiers' rules (authority-ids.ts). */
export const AUTHORITY_MESSAGES = {
  'AuthorityId.error_empty': {
    en: 'Enter the identifier or remove the line.',
    de: 'Geben Sie die Kennung ein oder entfernen Sie die Zeile.',
  },
  'AuthorityId.error_scheme': {
    en: 'Choose the authority file: GND, VIAF, RISM, Wikidata or ISNI.',
    de: 'Wählen Sie die Normdatei: GND, VIAF, RISM, Wikidata oder ISNI.',
  },
  'AuthorityId.error_format': {
    en: 'This is not written as an identifier of this authority file.',
    de: 'So ist keine Kennung dieser Normdatei geschrieben.',
  },
  'AuthorityId.error_check': {
    en: 'The check character does not match: a digit may be mistyped.',
    de: 'Die Prüfziffer stimmt nicht: Vielleicht ist eine Ziffer vertippt.',
  },
  'AuthorityId.error_duplicate': {
    en: 'This identifier is listed twice.',
    de: 'Diese Kennung steht zweimal in der Liste.',
  },
  'AuthorityId.error_too_many': {
    en: 'At most 20 identifiers.',
    de: 'Höchstens 20 Kennungen.',
  },
} satisfies MessageTable;
