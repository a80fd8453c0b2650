import { FALLBACK_LOCALE, type Locale } from '@partitura/domain';

/** Values for a text's `{{name}}` placeholders; a numeric `count` also picks the plural form. */
export type TextValues = Record<string, string | number | null | undefined>;

/** A text by its key, in the language it was made for. */
export type Translate = (key: string, values?: TextValues) => string;

/** Every known text: language → key → text, keys flat (`scores.title`, `Catalog.error_…`). */
export type TextTables = Record<Locale, Readonly<Record<string, string>>>;

/** `{{name}}`, or `{{name, number}}` for a number written as the language writes it (1,234 / 1.234). */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, language: string, make: () => T): T {
  let value = cache.get(language);
  if (value === undefined) cache.set(language, (value = make()));
  return value;
}

function lookUp(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function interpolate(text: string, values: TextValues, language: Locale): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string, asNumber?: string) => {
    // A placeholder nobody filled stays visible, so a forgotten value shows instead of vanishing.
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    if (value === null || value === undefined) return '';
    if (!asNumber) return String(value);
    const format = cached(numberFormats, language, () => new Intl.NumberFormat(language));
    return format.format(Number(value));
  });
}

/**
 * The text of `key` in `language`, its placeholders filled from `values` (values are inserted as
 * they are: React escapes what it renders). A numeric `count` picks the language's plural form,
 * `key_one` or `key_other` (Intl.PluralRules), before `key` itself. A text German lacks comes in
 * English; a key no language has comes back as the key, so a missing text shows but breaks nothing.
 */
export function translate(
  tables: TextTables,
  language: Locale,
  key: string,
  values?: TextValues,
): string {
  const count = values?.count;
  const languages = language === FALLBACK_LOCALE ? [language] : [language, FALLBACK_LOCALE];
  for (const textLanguage of languages) {
    const table = tables[textLanguage];
    const plural =
      typeof count === 'number'
        ? cached(pluralRules, textLanguage, () => new Intl.PluralRules(textLanguage)).select(count)
        : undefined;
    const text = (plural && lookUp(table, `${key}_${plural}`)) ?? lookUp(table, key);
    if (text !== undefined) return values ? interpolate(text, values, language) : text;
  }
  return key;
}
