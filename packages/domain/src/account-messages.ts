import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import type { MessageTable } from './locale';

/** What the server answers in the account flows: registration, links, resets, administration. */
export const ACCOUNT_SERVER_MESSAGES = {
  // The same answer whether or not the address had an account (the mail tells its owner which).
  'Auth.registered': {
    en: 'Thank you. We have sent an e-mail to the address you gave: follow its link to go on.',
    de: 'Danke. Wir haben eine E-Mail an die angegebene Adresse geschickt: Folgen Sie dem Link darin, um fortzufahren.',
  },
  'Auth.verified': {
    en: 'Thank you, your e-mail address is confirmed. You can now log in.',
    de: 'Danke, Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  },
  'Auth.already_verified': {
    en: 'This e-mail address has already been confirmed.',
    de: 'Diese E-Mail-Adresse wurde bereits bestätigt.',
  },
  'Auth.error_link_invalid': {
    en: 'This link is not valid. Please check that you opened the whole link from the e-mail.',
    de: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie den ganzen Link aus der E-Mail geöffnet haben.',
  },
  'Auth.error_link_expired': {
    en: 'This link has expired. Request a new one.',
    de: 'Dieser Link ist abgelaufen. Fordern Sie einen neuen an.',
  },
  'Auth.error_link_used': {
    en: 'This link has already been used. Request a new one if you still need it.',
    de: 'Dieser Link wurde bereits verwendet. Fordern Sie einen neuen an, falls Sie ihn noch brauchen.',
  },
  'Auth.verification_sent': {
    en: 'We have sent a new confirmation e-mail.',
    de: 'Wir haben eine neue Bestätigungs-E-Mail geschickt.',
  },
  'Auth.reset_requested': {
    en: 'If an account exists for this address, we have sent it an e-mail with a link to choose a new password.',
    de: 'Falls zu dieser Adresse ein Konto besteht, haben wir ihm eine E-Mail mit einem Link zum Festlegen eines neuen Passworts geschickt.',
  },
  'Auth.reset_link_valid': {
    en: 'This link can be used to choose a new password.',
    de: 'Mit diesem Link können Sie ein neues Passwort festlegen.',
  },
  'Auth.password_reset': {
    en: 'Your password has been changed. You can now log in with it.',
    de: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
  },
  'Auth.error_too_many_attempts': {
    en: 'Too many attempts. Please wait a quarter of an hour and try again.',
    de: 'Zu viele Versuche. Bitte warten Sie eine Viertelstunde und versuchen Sie es dann erneut.',
  },
  'User.saved': { en: 'Your changes have been saved.', de: 'Ihre Änderungen wurden gespeichert.' },
  'User.activated': { en: 'The account has been activated.', de: 'Das Konto wurde aktiviert.' },
  'User.suspended': {
    en: 'The account has been suspended; its sessions have ended.',
    de: 'Das Konto wurde gesperrt; seine Sitzungen wurden beendet.',
  },
  'User.permissions_saved': {
    en: 'The permissions have been saved.',
    de: 'Die Berechtigungen wurden gespeichert.',
  },
  'User.reset_link_sent': {
    en: 'A password reset link has been sent.',
    de: 'Ein Link zum Zurücksetzen des Passworts wurde verschickt.',
  },
  'User.error_self_suspend': {
    en: 'You cannot suspend your own account.',
    de: 'Sie können Ihr eigenes Konto nicht sperren.',
  },
  'User.error_last_admin': {
    en: 'At least one active administrator must remain.',
    de: 'Mindestens ein aktiver Administrator muss bestehen bleiben.',
  },
  'User.error_self_demote': {
    en: 'You cannot remove your own administrator permission.',
    de: 'Sie können sich die Administrator-Berechtigung nicht selbst entziehen.',
  },
  'User.error_permission_unknown': {
    en: 'Unknown permission.',
    de: 'Unbekannte Berechtigung.',
  },
  'Setting.saved': { en: 'The setting has been saved.', de: 'Die Einstellung wurde gespeichert.' },
  'Setting.error_key_empty': {
    en: 'Key cannot be empty!',
    de: 'Der Schlüssel darf nicht leer sein!',
  },
  'Setting.error_color_invalid': {
    en: 'Please enter a colour as #RRGGBB.',
    de: 'Bitte geben Sie eine Farbe als #RRGGBB ein.',
  },
} satisfies MessageTable;

export const ACCOUNT_MESSAGES = {
  'User.error_name_empty': { en: 'Name cannot be empty!', de: 'Der Name darf nicht leer sein!' },
  'User.error_email_invalid': {
    en: 'Please enter a valid e-mail address.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  'User.error_password_too_short': {
    en: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    de: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  },
  'User.error_password_too_long': {
    en: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    de: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
  },
  'User.error_locale_invalid': {
    en: 'Please choose English or German.',
    de: 'Bitte wählen Sie Englisch oder Deutsch.',
  },
  'User.error_current_password_wrong': {
    en: 'The current password is not correct.',
    de: 'Das aktuelle Passwort ist nicht korrekt.',
  },
} satisfies MessageTable;
