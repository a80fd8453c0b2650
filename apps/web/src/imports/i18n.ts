import { featureTexts } from '../core/i18n/feature-texts';

/** Interface texts of the MARC import (English, German). */
export const importTexts = featureTexts(
  {
    'import.title': 'Import MARC 21 records',
    'import.intro':
      'A MARCXML file of source records in RISM’s profile (as Muscat exports them) becomes scores, with their people, publications and collections. Nothing of a record is lost: what Partitura has no place for is kept with the score and written back on export. The same file imported again changes nothing.',
    'import.choose': 'Choose a MARCXML file',
    'import.chosen': 'Chosen: {{name}}',
    'import.dry_run': 'Dry run',
    'import.dry_run_hint': 'Says what the import would do, and changes nothing.',
    'import.start': 'Import',
    'import.no_file': 'Choose a file first.',
    'import.run_dry_title': 'Dry run of {{name}}',
    'import.run_title': 'Import of {{name}}',
    'import.running': 'Reading the records…',
    'import.progress': '{{count}} records read · {{percent}} % of the file',
    'import.time_left': 'about {{time}} left',
    'import.progress_label': 'Progress of the import',
    'import.done_dry':
      '{{total}} records: {{created}} would be created, {{updated}} updated, {{unchanged}} unchanged, {{refused}} refused.',
    'import.done':
      '{{total}} records: {{created}} created, {{updated}} updated, {{unchanged}} unchanged, {{refused}} refused.',
    'import.failed': 'The import stopped: {{error}}',
    'import.interrupted':
      'The import stopped when its server stopped. The records before that point are imported; import the file again to finish (what is imported already stays unchanged).',
    'import.import_tried': 'Import these records',
    'import.another': 'Import another file',
    'import.records_heading': 'Records with something to say',
    'import.records_more': 'The first {{shown}} of {{count}} are listed.',
    'import.no_problems': 'Every record could be read without a problem.',
    'import.col_record': 'Record',
    'import.col_outcome': 'Outcome',
    'import.col_problems': 'Problems',
    'import.outcome_created': 'created',
    'import.outcome_updated': 'updated',
    'import.outcome_unchanged': 'unchanged',
    'import.outcome_refused': 'refused',
    'import.record_position': 'No. {{position}}',
    'import.problem_no_control_number':
      'No control number (001): the record cannot be recognised again.',
    'import.problem_no_siglum': 'No siglum of a holding library (852 $a).',
    'import.problem_no_shelfmark': 'No shelfmark (852 $c).',
    'import.problem_unknown_relator':
      'Relator code “{{value}}” is not one of Partitura’s: the person is kept as MARC.',
    'import.problem_unknown_key': 'Key “{{value}}” is not a key Partitura knows: kept as MARC.',
    'import.problem_not_a_number': 'Not a number: “{{value}}” ({{field}}).',
    'import.problem_unknown_material':
      'Material type “{{value}}” is not known: the part is kept as a copy.',
    'import.problem_incipit_without_notes':
      'An incipit without notes (031 {{value}}) is kept as MARC.',
    'import.problem_citation_without_number':
      'A citation of “{{value}}” without a page or number is kept as MARC.',
    'import.problem_unreadable': 'The record is too large to read: {{value}}.',
    'import.problem_database_refused': 'The database refused to store the record: {{value}}',
    'import.problem_save': '{{field}}: {{message}}',
    'import.coverage_heading': 'Coverage of the file’s fields',
    'import.coverage_hint':
      'Per tag and subfield: how often it was mapped to the catalogue, kept with its record as MARC, or in a refused record.',
    'import.col_subfield': 'Tag and subfield',
    'import.col_mapped': 'Mapped',
    'import.col_kept': 'Kept',
    'import.col_refused': 'Refused',
    'import.load_failed': 'The import’s state could not be read.',
  },
  {
    'import.title': 'MARC-21-Datensätze importieren',
    'import.intro':
      'Eine MARCXML-Datei mit Quellendatensätzen im RISM-Profil (wie Muscat sie exportiert) wird zu Musikalien, mit ihren Personen, Publikationen und Sammlungen. Nichts eines Datensatzes geht verloren: Was Partitura nicht abbildet, bleibt bei der Musikalie und wird beim Export wieder geschrieben. Dieselbe Datei ein zweites Mal importiert ändert nichts.',
    'import.choose': 'MARCXML-Datei wählen',
    'import.chosen': 'Gewählt: {{name}}',
    'import.dry_run': 'Probelauf',
    'import.dry_run_hint': 'Zeigt, was der Import täte, und ändert nichts.',
    'import.start': 'Importieren',
    'import.no_file': 'Wählen Sie zuerst eine Datei.',
    'import.run_dry_title': 'Probelauf von {{name}}',
    'import.run_title': 'Import von {{name}}',
    'import.running': 'Die Datensätze werden gelesen…',
    'import.progress': '{{count}} Datensätze gelesen · {{percent}} % der Datei',
    'import.time_left': 'noch etwa {{time}}',
    'import.progress_label': 'Fortschritt des Imports',
    'import.done_dry':
      '{{total}} Datensätze: {{created}} würden angelegt, {{updated}} geändert, {{unchanged}} unverändert, {{refused}} abgelehnt.',
    'import.done':
      '{{total}} Datensätze: {{created}} angelegt, {{updated}} geändert, {{unchanged}} unverändert, {{refused}} abgelehnt.',
    'import.failed': 'Der Import wurde abgebrochen: {{error}}',
    'import.interrupted':
      'Der Import endete, als sein Server anhielt. Die Datensätze bis dahin sind importiert; importieren Sie die Datei noch einmal, um ihn abzuschließen (was schon importiert ist, bleibt unverändert).',
    'import.import_tried': 'Diese Datensätze importieren',
    'import.another': 'Eine andere Datei importieren',
    'import.records_heading': 'Datensätze mit Hinweisen',
    'import.records_more': 'Die ersten {{shown}} von {{count}} sind aufgeführt.',
    'import.no_problems': 'Alle Datensätze konnten ohne Probleme gelesen werden.',
    'import.col_record': 'Datensatz',
    'import.col_outcome': 'Ergebnis',
    'import.col_problems': 'Probleme',
    'import.outcome_created': 'angelegt',
    'import.outcome_updated': 'geändert',
    'import.outcome_unchanged': 'unverändert',
    'import.outcome_refused': 'abgelehnt',
    'import.record_position': 'Nr. {{position}}',
    'import.problem_no_control_number':
      'Keine Kontrollnummer (001): der Datensatz kann nicht wiedererkannt werden.',
    'import.problem_no_siglum': 'Kein Bibliothekssigel (852 $a).',
    'import.problem_no_shelfmark': 'Keine Signatur (852 $c).',
    'import.problem_unknown_relator':
      'Der Funktionscode „{{value}}“ ist keiner von Partitura: die Person bleibt als MARC erhalten.',
    'import.problem_unknown_key':
      'Die Tonart „{{value}}“ kennt Partitura nicht: als MARC erhalten.',
    'import.problem_not_a_number': 'Keine Zahl: „{{value}}“ ({{field}}).',
    'import.problem_unknown_material':
      'Der Materialtyp „{{value}}“ ist unbekannt: die Stimme gilt als Abschrift.',
    'import.problem_incipit_without_notes':
      'Ein Incipit ohne Noten (031 {{value}}) bleibt als MARC erhalten.',
    'import.problem_citation_without_number':
      'Ein Zitat von „{{value}}“ ohne Seite oder Nummer bleibt als MARC erhalten.',
    'import.problem_unreadable': 'Der Datensatz ist zu groß zum Lesen: {{value}}.',
    'import.problem_database_refused':
      'Die Datenbank hat das Speichern des Datensatzes abgelehnt: {{value}}',
    'import.problem_save': '{{field}}: {{message}}',
    'import.coverage_heading': 'Abdeckung der Felder der Datei',
    'import.coverage_hint':
      'Je Feld und Unterfeld: wie oft es in den Katalog übernommen, als MARC beim Datensatz erhalten oder in einem abgelehnten Datensatz war.',
    'import.col_subfield': 'Feld und Unterfeld',
    'import.col_mapped': 'Übernommen',
    'import.col_kept': 'Erhalten',
    'import.col_refused': 'Abgelehnt',
    'import.load_failed': 'Der Stand des Imports konnte nicht gelesen werden.',
  },
);
