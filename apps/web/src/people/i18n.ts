import { featureTexts } from '../app/i18n/feature-texts';

/** Interface texts of the people screens (English, German). */
export const personTexts = featureTexts(
  {
    'people.create_title': 'New person',
    'people.edit_title': 'Edit “{{name}}”',
    'people.unnamed': 'Unnamed person',
    'people.saved': 'The person has been saved.',
    'people.deleted': 'The person has been deleted.',
    'people.delete_title': 'Delete person',
    'people.delete_prompt': 'Are you sure you want to delete this person?',
    'people.load_failed_title': 'Person not loaded',
    'people.load_failed': 'The person could not be loaded.',
    'people.not_found_title': 'Person not found',
    'people.not_found': 'There is no person at this address; it may have been deleted.',

    'people.tab_basic': 'Basic information',
    'people.tab_names': 'Name variants',
    'people.tab_vow_book': 'Vow book entries',
    'people.tab_syllabi': 'Syllabi',
    'people.tab_sources': 'Sources',

    'people.dates': 'Dates',
    'people.dates_help': 'Life or activity dates as known, e.g. “1712–1779” or “fl. 1750”.',
    'people.cleric': 'Cleric',
    'people.cleric_help':
      'A member of a religious community. Syllabi are checked only for clerics.',
    'people.first_mass': 'First mass',
    'people.first_mass_help': 'The date of the first mass (primitiae), as the sources give it.',
    'people.profession': 'Profession',
    'people.notes': 'Notes',

    'people.names_intro':
      'The primary name is shown everywhere. Variants (other spellings, religious or Latin names) help to find the person. Variants left empty are dropped when saving.',
    'people.name_n': 'Name variant {{n}}',
    'people.name': 'Name',
    'people.name_primary': 'Primary name',
    'people.name_primary_of': '{{item}} is the primary name',
    'people.name_add': 'Add a name variant',

    'people.vow_book_intro':
      'The entry of the person in the vow book (Professbuch) of the community. It is checked only when something is written in it; leaving both fields empty removes it.',
    'people.vow_citation': 'Citation',
    'people.vow_transcription': 'Transcription',

    'people.syllabi_checked':
      'This person is a cleric: citation, transcription and translation of every syllabus are required.',
    'people.syllabi_unchecked':
      'Syllabi are checked only for clerics. This person is not marked as a cleric, so incomplete syllabi can be saved.',
    'people.syllabi_empty': 'No syllabi yet.',
    'people.syllabus_n': 'Syllabus {{n}}',
    'people.syllabus_add': 'Add a syllabus',
    'people.syllabus_citation': 'Citation',
    'people.syllabus_transcription': 'Transcription',
    'people.syllabus_translation': 'Translation',

    'people.primary': 'Primary',
    'people.yes': 'Yes',
    'people.no': 'No',
    'people.not_given': '—',
    'people.section_basic': 'Basic information',
    'people.section_names': 'Names',
    'people.section_scores': 'Scores',
    'people.section_vow_book': 'Vow book entry',
    'people.section_syllabi': 'Syllabi',
    'people.section_sources': 'Sources',
    'people.scores_none': 'No scores are attributed to this person.',
    'people.scores_count_one': '{{count}} attribution',
    'people.scores_count_other': '{{count}} attributions',
    'people.score': 'Score',
    'people.function': 'Function',
    'people.qualifier': 'Certainty',
    'people.period': 'Period',
    'people.vow_book_none': 'No vow book entry.',
    'people.syllabi_none': 'No syllabi.',
    'people.sources_none': 'No sources.',
  },
  {
    'people.create_title': 'Neue Person',
    'people.edit_title': '„{{name}}“ bearbeiten',
    'people.unnamed': 'Person ohne Namen',
    'people.saved': 'Die Person wurde gespeichert.',
    'people.deleted': 'Die Person wurde gelöscht.',
    'people.delete_title': 'Person löschen',
    'people.delete_prompt': 'Sind Sie sicher, dass Sie diese Person löschen möchten?',
    'people.load_failed_title': 'Person nicht geladen',
    'people.load_failed': 'Die Person konnte nicht geladen werden.',
    'people.not_found_title': 'Person nicht gefunden',
    'people.not_found': 'Unter dieser Adresse gibt es keine Person; vielleicht wurde sie gelöscht.',

    'people.tab_basic': 'Grunddaten',
    'people.tab_names': 'Namensvarianten',
    'people.tab_vow_book': 'Professbucheinträge',
    'people.tab_syllabi': 'Syllabi',
    'people.tab_sources': 'Quellen',

    'people.dates': 'Lebensdaten',
    'people.dates_help':
      'Lebens- oder Wirkungsdaten, soweit bekannt, z. B. „1712–1779“ oder „fl. 1750“.',
    'people.cleric': 'Kleriker',
    'people.cleric_help':
      'Mitglied einer Ordensgemeinschaft. Syllabi werden nur bei Klerikern geprüft.',
    'people.first_mass': 'Primiz',
    'people.first_mass_help': 'Das Datum der ersten heiligen Messe, wie die Quellen es angeben.',
    'people.profession': 'Beruf',
    'people.notes': 'Anmerkungen',

    'people.names_intro':
      'Der Hauptname wird überall angezeigt. Varianten (andere Schreibweisen, Ordens- oder lateinische Namen) helfen, die Person zu finden. Leer gelassene Varianten werden beim Speichern verworfen.',
    'people.name_n': 'Namensvariante {{n}}',
    'people.name': 'Name',
    'people.name_primary': 'Hauptname',
    'people.name_primary_of': '{{item}} ist der Hauptname',
    'people.name_add': 'Namensvariante hinzufügen',

    'people.vow_book_intro':
      'Der Eintrag der Person im Professbuch der Gemeinschaft. Er wird nur geprüft, wenn etwas darin steht; bleiben beide Felder leer, wird er entfernt.',
    'people.vow_citation': 'Quellenangabe',
    'people.vow_transcription': 'Transkription',

    'people.syllabi_checked':
      'Diese Person ist Kleriker: Quellenangabe, Transkription und Übersetzung jedes Syllabus sind erforderlich.',
    'people.syllabi_unchecked':
      'Syllabi werden nur bei Klerikern geprüft. Diese Person ist nicht als Kleriker markiert, daher können unvollständige Syllabi gespeichert werden.',
    'people.syllabi_empty': 'Noch keine Syllabi.',
    'people.syllabus_n': 'Syllabus {{n}}',
    'people.syllabus_add': 'Syllabus hinzufügen',
    'people.syllabus_citation': 'Quellenangabe',
    'people.syllabus_transcription': 'Transkription',
    'people.syllabus_translation': 'Übersetzung',

    'people.primary': 'Hauptname',
    'people.yes': 'Ja',
    'people.no': 'Nein',
    'people.not_given': '—',
    'people.section_basic': 'Grunddaten',
    'people.section_names': 'Namen',
    'people.section_scores': 'Musikalien',
    'people.section_vow_book': 'Professbucheintrag',
    'people.section_syllabi': 'Syllabi',
    'people.section_sources': 'Quellen',
    'people.scores_none': 'Dieser Person sind keine Musikalien zugeordnet.',
    'people.scores_count_one': '{{count}} Zuschreibung',
    'people.scores_count_other': '{{count}} Zuschreibungen',
    'people.score': 'Musikalie',
    'people.function': 'Funktion',
    'people.qualifier': 'Sicherheit',
    'people.period': 'Zeitraum',
    'people.vow_book_none': 'Kein Professbucheintrag.',
    'people.syllabi_none': 'Keine Syllabi.',
    'people.sources_none': 'Keine Quellen.',
  },
);
