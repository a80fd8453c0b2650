import type { Locale } from '../core/graphql/context';
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

/**
 * To the owner of an address someone tried to register with again: no new account, and a reset
 * link in case they forgot their password (registration does not tell whether an address is
 * taken, so this mail is where its owner learns it).
 */
export function registrationAttemptMail(
  locale: Locale,
  name: string,
  link: string,
  siteTitle: string,
): Template {
  if (locale === 'de') {
    return {
      subject: `${siteTitle}: Sie haben bereits ein Konto`,
      text: `Guten Tag ${name}

Jemand, wahrscheinlich Sie, wollte sich mit dieser E-Mail-Adresse bei ${siteTitle} registrieren. Zu dieser Adresse besteht bereits Ihr Konto; ein neues wurde nicht angelegt.

Sie können sich wie gewohnt anmelden. Falls Sie Ihr Passwort vergessen haben, legen Sie mit diesem Link ein neues fest:

${link}

Der Link ist ${RESET_LINK_MINUTES} Minuten gültig und funktioniert einmal. Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Konto bleibt unverändert.
`,
    };
  }
  return {
    subject: `${siteTitle}: You already have an account`,
    text: `Hello ${name}

Someone, probably you, tried to register at ${siteTitle} with this e-mail address. You already have an account with it, so no new one was created.

You can log in as before. If you have forgotten your password, open this link to choose a new one:

${link}

The link is valid for ${RESET_LINK_MINUTES} minutes and works once. If this was not you, you can ignore this e-mail; your account stays as it is.
`,
  };
}
