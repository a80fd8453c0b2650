import { ACCOUNT_SERVER_MESSAGES } from './account-messages';
import { REFERENCE_MESSAGES } from './reference-messages';
import { AUTHORITY_MESSAGES } from './authority-messages';
import { ACCOUNT_MESSAGES } from './account-messages';
import { CATALOG_MESSAGES } from './catalog-messages';
import { FILE_MESSAGES } from './file-messages';
import { IMPORT_MESSAGES } from './import-messages';
import { HISTORY_MESSAGES } from './history-messages';
import { DIGITAL_COPY_MESSAGES } from './digital-copy-messages';
import { INPUT_MESSAGES } from './input-messages';
import { SEARCH_MESSAGES } from './search-messages';
import { FALLBACK_LOCALE, LOCALES, resolveLocale, type Locale } from './locale';
import { PERSON_MESSAGES } from './person-messages';
import { SCORE_PART_MESSAGES } from './score-part-messages';
import { SCORE_MESSAGES } from './score-messages';
import { SERVER_MESSAGES } from './server-messages';
import { SOURCE_MESSAGES } from './source-messages';

/*
 * The one message catalogue. Each feature's table is a *-messages.ts file of its own, which imports
 * nothing but the locale's types (so no rule and no table imports this module back); this
 * module only gathers them. The server answers in it, the web merges it into its interface texts.
 */
const TABLES = {
  ...CATALOG_MESSAGES,
  ...FILE_MESSAGES,
  ...IMPORT_MESSAGES,
  ...HISTORY_MESSAGES,
  ...DIGITAL_COPY_MESSAGES,
  ...SOURCE_MESSAGES,
  ...PERSON_MESSAGES,
  ...SCORE_PART_MESSAGES,
  ...SCORE_MESSAGES,
  ...SERVER_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ACCOUNT_SERVER_MESSAGES,
  ...REFERENCE_MESSAGES,
  ...AUTHORITY_MESSAGES,
  ...INPUT_MESSAGES,
  ...SEARCH_MESSAGES,
};

/** Every message key of the product's domain rules and server answers. */
export type MessageKey = keyof typeof TABLES;

/** Values for `{{name}}` placeholders (the syntax of the web's texts too). */
export type MessageParams = Record<string, string | number>;

/** Every message key, in catalogue order. */
export const MESSAGE_KEYS = Object.keys(TABLES) as MessageKey[];

function catalogueFor(locale: Locale): Record<MessageKey, string> {
  return Object.fromEntries(MESSAGE_KEYS.map((key) => [key, TABLES[key][locale]])) as Record<
    MessageKey,
    string
  >;
}

/** The message catalogue: locale → key → text, complete in every language. */
export const messages: Record<Locale, Record<MessageKey, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, catalogueFor(locale)]),
) as Record<Locale, Record<MessageKey, string>>;

/** True when `key` is a message key of the catalogue. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(TABLES, key);
}

/**
 * The text of `key` in `locale`, with `{{name}}` placeholders filled from `params` (placeholders
 * without a value stay as they are). Unknown locales fall back to English; a key the catalogue
 * lacks gives the key itself, so a missing text is visible but never breaks an answer.
 */
export function translate(
  key: MessageKey | (string & Record<never, never>),
  locale: Locale | (string & Record<never, never>) = FALLBACK_LOCALE,
  params?: MessageParams,
): string {
  const text = isMessageKey(key)
    ? messages[resolveLocale(locale)][key] || messages[FALLBACK_LOCALE][key]
    : key;
  return params ? interpolate(text, params) : text;
}

/** Fills `{{name}}` (spaces inside the braces allowed) from `params`; leaves unknown names. */
export function interpolate(text: string, params: MessageParams): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
