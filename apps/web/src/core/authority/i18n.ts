import { featureTexts } from '../i18n/feature-texts';

/** Interface texts of the authority identifiers (English, German). */
export const authorityTexts = featureTexts(
  {
    'authority.title': 'Authority identifiers',
    'authority.intro':
      'The record in the authority files other catalogues share: GND, VIAF, RISM, Wikidata, ISNI. Typed into the search as “gnd:118584596”, an identifier finds the record.',
    'authority.scheme': 'Authority file',
    'authority.scheme_none': 'Choose…',
    'authority.value': 'Identifier',
    'authority.value_help': 'As the authority writes it, e.g. 118584596.',
    'authority.item': 'Identifier {{n}}',
    'authority.add': 'Add identifier',
    'authority.none': 'No authority identifier yet.',
    'authority.link': '{{scheme}} {{value}} (opens the authority’s page)',
  },
  {
    'authority.title': 'Normdaten',
    'authority.intro':
      'Der Datensatz in den Normdateien, die andere Kataloge teilen: GND, VIAF, RISM, Wikidata, ISNI. In die Suche als „gnd:118584596“ eingegeben, findet eine Kennung den Datensatz.',
    'authority.scheme': 'Normdatei',
    'authority.scheme_none': 'Wählen…',
    'authority.value': 'Kennung',
    'authority.value_help': 'Wie die Normdatei sie schreibt, z. B. 118584596.',
    'authority.item': 'Kennung {{n}}',
    'authority.add': 'Kennung hinzufügen',
    'authority.none': 'Noch keine Normdaten-Kennung.',
    'authority.link': '{{scheme}} {{value}} (öffnet die Seite der Normdatei)',
  },
);
