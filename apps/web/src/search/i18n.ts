import { featureTexts } from '../app/i18n/feature-texts';

/** Interface texts of the search screen (English, German). */
export const searchTexts = featureTexts(
  {
    'search.title': 'Search',
    'search.intro':
      'Full-text search across scores, people and catalogs arrives with the catalogue. For now you can find the collections by name or prefix.',
    'search.type_not_available': 'Searching this kind of record is not available yet.',
    'search.field_label': 'Search collections',
    'search.field_placeholder': 'Name or prefix',
    'search.collections_heading': 'Collections',
    'search.failed': 'The search could not be run.',
    'search.no_collections': 'There are no collections yet.',
    'search.no_collections_match': 'No collection matches “{{search}}”.',
    'search.collections_count_one': '{{count}} collection',
    'search.collections_count_other': '{{count}} collections',
    'search.prefix_value': 'Prefix: {{prefix}}',
  },
  {
    'search.title': 'Suche',
    'search.intro':
      'Die Volltextsuche über Musikalien, Personen und Kataloge folgt mit dem Katalog. Bis dahin finden Sie hier die Sammlungen nach Name oder Präfix.',
    'search.type_not_available':
      'Die Suche nach dieser Art von Datensätzen ist noch nicht verfügbar.',
    'search.field_label': 'Sammlungen durchsuchen',
    'search.field_placeholder': 'Name oder Präfix',
    'search.collections_heading': 'Sammlungen',
    'search.failed': 'Die Suche konnte nicht ausgeführt werden.',
    'search.no_collections': 'Es gibt noch keine Sammlungen.',
    'search.no_collections_match': 'Keine Sammlung passt zu „{{search}}“.',
    'search.collections_count_one': '{{count}} Sammlung',
    'search.collections_count_other': '{{count}} Sammlungen',
    'search.prefix_value': 'Präfix: {{prefix}}',
  },
);
