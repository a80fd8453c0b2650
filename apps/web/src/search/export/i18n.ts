import { featureTexts } from '../../core/i18n/feature-texts';

/** Interface texts of a search result's export (English, German). */
export const exportTexts = featureTexts(
  {
    'export.button': 'Export',
    'export.menu_label': 'Export this result',
    'export.csv': 'Spreadsheet (CSV)',
    'export.csv_hint': 'The columns shown, every hit',
    'export.marc': 'MARC 21 (MARCXML)',
    'export.marc_hint': 'Every score of the result',
  },
  {
    'export.button': 'Exportieren',
    'export.menu_label': 'Dieses Ergebnis exportieren',
    'export.csv': 'Tabelle (CSV)',
    'export.csv_hint': 'Die gezeigten Spalten, alle Treffer',
    'export.marc': 'MARC 21 (MARCXML)',
    'export.marc_hint': 'Alle Musikalien des Ergebnisses',
  },
);
