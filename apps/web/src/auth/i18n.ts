import { featureTexts } from '../core/i18n/feature-texts';

/** Interface texts of the login, registration, verification and password reset screens (English, German). */
export const authTexts = featureTexts(
  {
    'auth.login_title': 'Log in',
    'auth.login_intro':
      'Log in with your account. Contributors and administrators can then catalogue and edit records.',
    'auth.email': 'E-mail address',
    'auth.password': 'Password',
    'auth.email_required': 'Please enter your e-mail address.',
    'auth.password_required': 'Please enter your password.',
    'auth.login': 'Log in',
    'auth.logging_in': 'Logging in…',
    'auth.login_failed': 'Logging in failed. Please check your e-mail address and password.',
    'auth.logout_title': 'Log out',
    'auth.logged_out': 'You have been logged out.',
    'auth.forgot_password': 'Forgot your password?',
    'auth.register_link': 'No account yet? Register',
    'auth.session_ended': 'Your session has ended. Please log in again.',

    'register.title': 'Register',
    'register.intro':
      'Create an account. After you confirm your e-mail address you can log in; an administrator can give you the permission to catalogue.',
    'register.name': 'Name',
    'register.locale': 'Language',
    'register.locale_help': 'For the interface and the e-mails we send you.',
    'register.submit': 'Create account',
    'register.submitting': 'Creating your account…',
    'register.failed': 'The account could not be created.',
    'register.have_account': 'Already registered? Log in',
    'register.check_mailbox_title': 'Check your mailbox',
    'register.check_mailbox_text':
      'Open the e-mail we have sent to {{email}} and follow its link. If it does not arrive within a few minutes, look in your spam folder.',
    'register.go_to_login': 'Go to the login',

    'reset.request_title': 'Forgot your password?',
    'reset.request_intro':
      'Enter the e-mail address of your account. We will send you a link to choose a new password; it is valid for 60 minutes.',
    'reset.request_submit': 'Send the link',
    'reset.request_submitting': 'Sending…',
    'reset.back_to_login': 'Back to the login',
    'reset.failed': 'This did not work. Please try again later.',
    'reset.title': 'Choose a new password',
    'reset.intro': 'Enter your new password twice. Afterwards you log in with it on every device.',
    'reset.submit': 'Save the new password',
    'reset.request_new_link': 'Request a new link',
    'reset.checking_link': 'Checking the link…',
  },
  {
    'auth.login_title': 'Anmelden',
    'auth.login_intro':
      'Melden Sie sich mit Ihrem Konto an. Mitarbeitende und Administratoren können dann Datensätze erfassen und bearbeiten.',
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
    'auth.forgot_password': 'Passwort vergessen?',
    'auth.register_link': 'Noch kein Konto? Registrieren',
    'auth.session_ended': 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',

    'register.title': 'Registrieren',
    'register.intro':
      'Legen Sie ein Konto an. Sobald Sie Ihre E-Mail-Adresse bestätigt haben, können Sie sich anmelden; die Berechtigung zum Erfassen erteilt eine Administratorin oder ein Administrator.',
    'register.name': 'Name',
    'register.locale': 'Sprache',
    'register.locale_help': 'Für die Oberfläche und die E-Mails, die wir Ihnen schicken.',
    'register.submit': 'Konto anlegen',
    'register.submitting': 'Ihr Konto wird angelegt …',
    'register.failed': 'Das Konto konnte nicht angelegt werden.',
    'register.have_account': 'Schon registriert? Anmelden',
    'register.check_mailbox_title': 'Sehen Sie in Ihr Postfach',
    'register.check_mailbox_text':
      'Öffnen Sie die E-Mail, die wir an {{email}} geschickt haben, und folgen Sie ihrem Link. Falls sie nicht innerhalb einiger Minuten ankommt, sehen Sie im Spam-Ordner nach.',
    'register.go_to_login': 'Zur Anmeldung',

    'reset.request_title': 'Passwort vergessen?',
    'reset.request_intro':
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen; er ist 60 Minuten gültig.',
    'reset.request_submit': 'Link schicken',
    'reset.request_submitting': 'Wird gesendet …',
    'reset.back_to_login': 'Zurück zur Anmeldung',
    'reset.failed': 'Das hat nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    'reset.title': 'Neues Passwort festlegen',
    'reset.intro':
      'Geben Sie Ihr neues Passwort zweimal ein. Danach melden Sie sich auf allen Geräten damit an.',
    'reset.submit': 'Neues Passwort speichern',
    'reset.request_new_link': 'Neuen Link anfordern',
    'reset.checking_link': 'Der Link wird geprüft …',
  },
);
