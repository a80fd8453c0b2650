import type { Locale } from '../core/context';
import { RESET_LINK_MINUTES, VERIFICATION_LINK_HOURS } from '@partitura/domain';

type Template = { subject: string; text: string };

/** The verification mail, in the recipient's language. */
export function verificationMail(
  locale: Locale,
  name: string,
  link: string,
  siteTitle: string,
): Template {
  if (locale === 'de') {
    return {
      subject: `${siteTitle}: Bitte bestätigen Sie Ihre E-Mail-Adresse`,
      text: `Guten Tag ${name}

Bitte bestätigen Sie Ihre E-Mail-Adresse für ${siteTitle}, indem Sie diesen Link öffnen:

${link}

Der Link ist ${VERIFICATION_LINK_HOURS} Stunden gültig und funktioniert einmal. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.
`,
    };
  }
  return {
    subject: `${siteTitle}: Please confirm your e-mail address`,
    text: `Hello ${name}

Please confirm your e-mail address for ${siteTitle} by opening this link:

${link}

The link is valid for ${VERIFICATION_LINK_HOURS} hours and works once. If you did not register, you can ignore this e-mail.
`,
  };
}

/** The password reset mail, in the recipient's language. */
export function resetMail(locale: Locale, name: string, link: string, siteTitle: string): Template {
  if (locale === 'de') {
    return {
      subject: `${siteTitle}: Neues Passwort festlegen`,
      text: `Guten Tag ${name}

Für Ihr Konto bei ${siteTitle} wurde ein neues Passwort angefordert. Öffnen Sie diesen Link, um es festzulegen:

${link}

Der Link ist ${RESET_LINK_MINUTES} Minuten gültig und funktioniert einmal. Wenn Sie nichts angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.
`,
    };
  }
  return {
    subject: `${siteTitle}: Choose a new password`,
    text: `Hello ${name}

A new password was requested for your account at ${siteTitle}. Open this link to choose it:

${link}

The link is valid for ${RESET_LINK_MINUTES} minutes and works once. If you did not ask for this, you can ignore this e-mail; your password stays as it is.
`,
  };
}
