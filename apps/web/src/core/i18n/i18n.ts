import { FALLBACK_LOCALE, isLocale, LOCALES, resolveLocale, type Locale } from '@partitura/domain';
import type { FeatureTexts } from './feature-texts';
import { resources } from './resources';
import { translate, type TextTables, type Translate } from './translate';

export const LANGUAGES = LOCALES;
export type Language = Locale;

/** What a component translates with: the interface language and `t` for texts in it. */
export type Translator = { language: Language; t: Translate };

const LANGUAGE_STORAGE_KEY = 'partitura.language';

/** The shell's texts from the start; features and the domain's messages add theirs as they load. */
const tables: Record<Language, Record<string, string>> = {
  en: { ...resources.en },
  de: { ...resources.de },
};

/** The language of a browser code when it is one of ours ("de-CH" → "de"), else undefined. */
function supportedLanguage(code: string | null | undefined): Language | undefined {
  const language = code?.trim().split(/[-_]/)[0].toLowerCase();
  return isLocale(language) ? language : undefined;
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode): the browser's language decides
  }
}

/** A language picked in the switcher wins; otherwise the first of the browser's languages we have (spec §1). */
function detectLanguage(): Language {
  // Outside a browser (unit tests of a screen's helpers load this module) nothing is detected.
  const browser = typeof navigator === 'undefined' ? undefined : navigator;
  const codes = [storedLanguage(), ...(browser?.languages ?? []), browser?.language];
  for (const code of codes) {
    const language = supportedLanguage(code);
    if (language) return language;
  }
  return FALLBACK_LOCALE;
}

function translatorFor(language: Language): Translator {
  const texts: TextTables = tables;
  return { language, t: (key, values) => translate(texts, language, key, values) };
}

let translator = translatorFor(detectLanguage());
const listeners = new Set<() => void>();

/** A new translator tells every component showing texts to render again (useTranslation). */
function publish(language: Language): void {
  translator = translatorFor(language);
  for (const listener of listeners) listener();
}

/** The page's `lang` follows the interface language (screen readers pronounce by it). */
function syncDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = translator.language;
}
syncDocumentLanguage();

function setLanguage(language: Language): void {
  publish(language);
  syncDocumentLanguage();
}

/** The current language and its `t`; the same object until the language changes or texts arrive. */
export function currentTranslator(): Translator {
  return translator;
}

/** Calls `listener` whenever `currentTranslator()` changes; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The interface language as a two-letter code, as sent in the `locale` header. */
export function currentLanguage(): Language {
  return translator.language;
}

/**
 * Adds a feature's texts in both languages (its screens' modules load them, see
 * vite-plugins/feature-texts.ts); components already showing texts render again with them.
 */
export function addTexts(texts: FeatureTexts<string>): void {
  for (const language of LANGUAGES) Object.assign(tables[language], texts[language]);
  publish(translator.language);
}

/** Switches the interface language and remembers it as this browser's explicit choice. */
export function chooseLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
  setLanguage(language);
}

/** Applies a user's stored locale when it is one of ours (spec §1); otherwise keeps the current one. */
export function applyUserLocale(locale: string | null | undefined): void {
  if (!locale?.trim()) return;
  const language = resolveLocale(locale);
  if (language !== currentLanguage()) setLanguage(language);
}
