import { featureTexts } from '../core/i18n/feature-texts';

/** Interface texts of the account screen (English, German). */
export const accountTexts = featureTexts(
  {
    'account.title': 'My account',
    'account.verified': 'E-mail address confirmed',
    'account.verified_on': 'Yes, on {{date}}',
    'account.not_verified': 'Not yet',
    'account.registered': 'Registered on',
    'account.profile_heading': 'Name and language',
    'account.locale': 'Language',
    'account.locale_help': 'The interface and the e-mails we send you use this language.',
    'account.save_failed': 'Your changes could not be saved.',
    'account.password_heading': 'Change the password',
    'account.current_password': 'Current password',
    'account.change_password': 'Change the password',
    'account.password_changed':
      'Your password has been changed. Your sessions on other devices have ended.',
  },
  {
    'account.title': 'Mein Konto',
    'account.verified': 'E-Mail-Adresse bestätigt',
    'account.verified_on': 'Ja, am {{date}}',
    'account.not_verified': 'Noch nicht',
    'account.registered': 'Registriert am',
    'account.profile_heading': 'Name und Sprache',
    'account.locale': 'Sprache',
    'account.locale_help':
      'Die Oberfläche und die E-Mails, die wir Ihnen schicken, verwenden diese Sprache.',
    'account.save_failed': 'Ihre Änderungen konnten nicht gespeichert werden.',
    'account.password_heading': 'Passwort ändern',
    'account.current_password': 'Aktuelles Passwort',
    'account.change_password': 'Passwort ändern',
    'account.password_changed':
      'Ihr Passwort wurde geändert. Ihre Sitzungen auf anderen Geräten wurden beendet.',
  },
);
