import { featureTexts } from '../i18n/feature-texts';

/** Interface texts of the shared form pieces (password fields), English and German. */
export const formTexts = featureTexts(
  {
    'password.help': 'At least {{count}} characters.',
    'password.mismatch': 'The two passwords do not match.',
    'password.new': 'New password',
    'password.repeat': 'Repeat the new password',
  },
  {
    'password.help': 'Mindestens {{count}} Zeichen.',
    'password.mismatch': 'Die beiden Passwörter stimmen nicht überein.',
    'password.new': 'Neues Passwort',
    'password.repeat': 'Neues Passwort wiederholen',
  },
);
