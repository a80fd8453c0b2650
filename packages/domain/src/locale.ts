/** The interface languages (spec §1, §9): English is the fallback, German the second language. */
export const LOCALES = ['en', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en';

/** A text given in every interface language. */
export type LocalizedText = Record<Locale, string>;

/** True when `value` is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Resolves a browser language code, a `locale` header or a user's stored locale to a supported
 * locale. Only the first part of the code counts ("de-CH" → "de", spec §7); anything unknown,
 * empty or missing gives the fallback, English.
 */
export function resolveLocale(value: string | null | undefined): Locale {
  const language = (value ?? '').trim().split(/[-_]/)[0].toLowerCase();
  return isLocale(language) ? language : FALLBACK_LOCALE;
}

/** Picks the text for `locale`, falling back to English. */
export function localize(text: LocalizedText, locale: Locale | string = FALLBACK_LOCALE): string {
  return text[resolveLocale(locale)] || text[FALLBACK_LOCALE];
}

/** A table of messages (a *-messages.ts file): key → text in every language. */
export type MessageTable = Record<string, LocalizedText>;
