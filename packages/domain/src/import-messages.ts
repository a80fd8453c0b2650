import type { MessageTable } from './locale';

/** Messages of the MARC import (issue 25). */
export const IMPORT_MESSAGES = {
  'Import.error_no_file': {
    en: 'Choose a MARCXML file to import.',
    de: 'Wählen Sie eine MARCXML-Datei zum Importieren.',
  },
  'Import.error_dry_run_gone': {
    en: 'This dry run’s file is no longer there (it was imported or the run failed). Choose the file again.',
    de: 'Die Datei dieses Probelaufs ist nicht mehr da (sie wurde importiert oder der Lauf schlug fehl). Wählen Sie die Datei noch einmal.',
  },
  'Import.started': { en: 'The import has started.', de: 'Der Import hat begonnen.' },
} as const satisfies MessageTable;
