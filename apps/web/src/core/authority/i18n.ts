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
    'authority.value_help': 'As the authority file writes it.',
    'authority.help_gnd': 'As the GND writes it, e.g. 118584596 (a person) or 4005728-8.',
    'authority.help_viaf': 'The VIAF cluster’s number, e.g. 32197206.',
    'authority.help_rism': 'The number of the record in RISM Online, e.g. 30002022.',
    'authority.help_wikidata': 'Q and the item’s number, e.g. Q254.',
    'authority.help_isni': '16 characters, with or without spaces, e.g. 0000 0002 1825 0097.',
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
    'authority.value_help': 'Wie die Normdatei sie schreibt.',
    'authority.help_gnd': 'Wie die GND sie schreibt, z. B. 118584596 (eine Person) oder 4005728-8.',
    'authority.help_viaf': 'Die Nummer des VIAF-Clusters, z. B. 32197206.',
    'authority.help_rism': 'Die Nummer des Datensatzes in RISM Online, z. B. 30002022.',
    'authority.help_wikidata': 'Q und die Nummer des Items, z. B. Q254.',
    'authority.help_isni': '16 Zeichen, mit oder ohne Leerzeichen, z. B. 0000 0002 1825 0097.',
    'authority.item': 'Kennung {{n}}',
    'authority.add': 'Kennung hinzufügen',
    'authority.none': 'Noch keine Normdaten-Kennung.',
    'authority.link': '{{scheme}} {{value}} (öffnet die Seite der Normdatei)',
  },
);
