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
  'navigation.files': 'Dateien',
  'navigation.login': 'Anmelden',
  'navigation.logout': 'Abmelden',
  'navigation.back': 'Zurück',

  'entity.collection': 'Sammlung',
  'entity.score': 'Musikalie',
  'entity.catalog': 'Katalog',
  'entity.person': 'Person',
  'entity.digital_copy': 'Digitalisat',

  'shell.open_menu': 'Menü öffnen',
  'shell.signed_in_as': 'Angemeldet als {{name}}',
  'shell.skip_to_content': 'Zum Inhalt springen',

  'language.label': 'Sprache',
  'language.en': 'English',
  'language.de': 'Deutsch',

  'not_available.title': 'Noch nicht verfügbar',
  'not_available.text':
    'Dieser Teil von Partitura ist noch nicht verfügbar. Er folgt mit einer späteren Version; bis dahin können Sie suchen und die Sammlungen durchsehen.',
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

  'auth.login_title': 'Anmelden',
  'auth.login_intro':
    'Hier melden sich Mitarbeitende und Administratoren an, um Datensätze zu erfassen und zu bearbeiten.',
  'auth.email': 'E-Mail-Adresse',
  'auth.password': 'Passwort',
  'auth.email_required': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'auth.password_required': 'Bitte geben Sie Ihr Passwort ein.',
  'auth.login': 'Anmelden',
  'auth.logging_in': 'Anmeldung läuft …',
  'auth.login_failed':
    'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  'auth.logout_title': 'Abmelden',
  'auth.logged_out': 'Sie wurden abgemeldet.',

  'permalink.copy': 'Permalink kopieren',
  'permalink.copied': 'Der Permalink wurde in die Zwischenablage kopiert.',
  'permalink.failed':
    'Der Permalink konnte nicht kopiert werden. Bitte kopieren Sie den Link aus der Adresszeile Ihres Browsers.',

  'record.load_current': 'Aktuelle Fassung laden',
  'record.conflict_hint':
    'Ihre Eingaben sind noch da; das Laden der aktuellen Fassung ersetzt sie.',

  'collections.name': 'Name',
  'collections.prefix': 'Präfix',
  'collections.name_help':
    'Der Name der besitzenden Sammlung, z. B. der Bibliothek oder des Archivs.',
  'collections.prefix_help': 'Wird den Signaturen vorangestellt, z. B. ein RISM-Bibliothekssigel.',
  'collections.create_title': 'Neue Sammlung',
  'collections.create_action': 'Neue Sammlung',
  'collections.edit_title': '„{{name}}“ bearbeiten',
  'collections.saved': 'Die Sammlung wurde gespeichert.',
  'collections.deleted': 'Die Sammlung wurde gelöscht.',
  'collections.delete_title': 'Sammlung löschen',
  'collections.delete_prompt': 'Sind Sie sicher, dass Sie diese Sammlung löschen möchten?',
  'collections.delete_failed': 'Die Sammlung konnte nicht gelöscht werden.',
  'collections.load_failed_title': 'Sammlung nicht geladen',
  'collections.load_failed': 'Die Sammlung konnte nicht geladen werden.',
  'collections.not_found_title': 'Sammlung nicht gefunden',
  'collections.not_found':
    'Unter dieser Adresse gibt es keine Sammlung; vielleicht wurde sie gelöscht.',
  'collections.more_later':
    'Die Kataloge und Musikalien dieser Sammlung werden hier aufgeführt, sobald sie erfasst werden können.',

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
};
