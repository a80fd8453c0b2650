import type { MessageTable } from './locale';

/**
 * The messages of the search's checks (search.ts). A file of their own: a bundler keeps a module
 * whole, and the web's home screen uses the search's rules, not these texts.
 */
export const SEARCH_MESSAGES = {
  'Search.error_unknown_filter': {
    en: 'This filter is not one the search knows. Remove it and choose again from the list.',
    de: 'Diesen Filter kennt die Suche nicht. Entfernen Sie ihn und wählen Sie erneut aus der Liste.',
  },
  'Search.error_melody_short': {
    en: 'Enter at least three notes: fewer say nothing about a melody.',
    de: 'Geben Sie mindestens drei Noten ein: weniger sagen nichts über eine Melodie.',
  },
  'Search.error_melody': {
    en: 'The notes could not be read as Plaine & Easie code.',
    de: 'Die Noten konnten nicht als Plaine & Easie Code gelesen werden.',
  },
} satisfies MessageTable;
