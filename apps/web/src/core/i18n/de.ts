import type { InterfaceKey } from './en';

/** German interface texts: every English key must have its German text (checked by the type). */
export const de: Record<InterfaceKey, string> = {
  'app.name': 'Partitura',

  'common.loading': 'Wird geladen …',
  'common.back_to_search': 'Zurück zur Suche',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.retry': 'Erneut versuchen',
  'common.edit': 'Bearbeiten',
  'common.history': 'Verlauf',
  'common.delete': 'Löschen',
  'common.save': 'Speichern',
  'common.saving': 'Wird gespeichert …',
  'common.network_error':
    'Der Server ist nicht erreichbar. Es ging nichts verloren; bitte versuchen Sie es noch einmal.',

  'navigation.menu': 'Hauptmenü',
  'navigation.search': 'Suche',
  'navigation.settings': 'Einstellungen',
  'navigation.settings_website': 'Website',
  'navigation.settings_users': 'Benutzer',
  'navigation.settings_activity': 'Letzte Änderungen',
  'navigation.files': 'Dateien',
  'navigation.import': 'MARC-Import',
  'navigation.trash': 'Papierkorb',
  'navigation.login': 'Anmelden',
  'navigation.logout': 'Abmelden',
  'navigation.back': 'Zurück',

  'entity.collection': 'Sammlung',
  'entity.score': 'Musikalie',
  'entity.catalog': 'Katalog',
  'entity.page': 'Katalogseite',
  'entity.person': 'Person',
  'entity.digital_copy': 'Digitalisat',
  'entity.place': 'Ort',
  'entity.publication': 'Publikation',

  'shell.open_menu': 'Menü öffnen',
  'shell.signed_in_as': 'Angemeldet als {{name}}',
  'shell.skip_to_content': 'Zum Inhalt springen',
  'shell.my_account': 'Mein Konto',

  'language.label': 'Sprache',
  'language.en': 'English',
  'language.de': 'Deutsch',

  'not_found.title': 'Seite nicht gefunden',
  'not_found.text':
    'Unter dieser Adresse gibt es keine Seite. Bitte prüfen Sie den Link oder beginnen Sie neu bei der Suche.',
  'not_allowed.title': 'Nicht erlaubt',
  'not_allowed.text':
    'Ihr Konto darf diese Seite nicht verwenden. Wenn Sie sie für Ihre Arbeit brauchen, bitten Sie eine Administratorin oder einen Administrator um die Berechtigung.',
  'route_error.title': 'Etwas ist schiefgegangen',
  'route_error.text':
    'Diese Seite konnte nicht angezeigt werden. Neu laden hilft meistens, etwa nachdem Partitura aktualisiert wurde.',
  'route_error.reload': 'Seite neu laden',

  'permalink.copy': 'Permalink kopieren',
  'permalink.copied': 'Der Permalink wurde in die Zwischenablage kopiert.',
  'permalink.failed':
    'Der Permalink konnte nicht kopiert werden. Bitte kopieren Sie den Link aus der Adresszeile Ihres Browsers.',

  'record.load_current': 'Aktuelle Fassung laden',
  'record.conflict_hint':
    'Ihre Eingaben sind noch da; das Laden der aktuellen Fassung ersetzt sie.',

  'pagination.displayed': '{{from, number}}–{{to, number}} von {{count, number}}',
  'pagination.first': 'Zur ersten Seite',
  'pagination.last': 'Zur letzten Seite',
  'pagination.next': 'Zur nächsten Seite',
  'pagination.previous': 'Zur vorherigen Seite',
  // The verification banner of the shell and the verification screen share these.
  'verify.title': 'E-Mail-Adresse bestätigen',
  'verify.checking': 'Ihre E-Mail-Adresse wird bestätigt …',
  'verify.failed': 'Das hat nicht geklappt. Bitte versuchen Sie es später noch einmal.',
  'verify.new_link_text':
    'Wir können einen neuen Link an die Adresse schicken, an die dieser ging. Er ist 24 Stunden gültig.',
  'verify.new_link': 'Neuen Link schicken',
  'verify.new_link_sending': 'Wird gesendet …',
  'verify.banner':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse {{email}}: Folgen Sie dem Link in der E-Mail, die wir Ihnen geschickt haben. Bis dahin hat Ihr Konto keine Berechtigungen.',
};
