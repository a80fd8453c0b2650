import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, resolveLocale, type Locale } from '@partitura/domain';
import { resources } from './resources';

export const LANGUAGES = LOCALES;
export type Language = Locale;

const LANGUAGE_STORAGE_KEY = 'partitura.language';

export const i18n = i18next.createInstance();

// One flat namespace: interface keys (`navigation.search`) and the domain's message keys
// (`Catalog.error_name_empty`) both contain dots, so neither dots nor colons separate anything.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    detection: {
      // A language picked in the switcher wins; otherwise the browser's language (spec §1).
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [], // only an explicit choice is remembered (see chooseLanguage)
    },
    react: { useSuspense: false },
  });

/** The interface language as a two-letter code, as sent in the `locale` header. */
export function currentLanguage(): Language {
  return resolveLocale(i18n.resolvedLanguage ?? i18n.language);
}

function syncDocumentLanguage(): void {
  document.documentElement.lang = currentLanguage();
}
i18n.on('languageChanged', syncDocumentLanguage);
syncDocumentLanguage();

/** Switches the interface language and remembers it as this browser's explicit choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
  await i18n.changeLanguage(language);
}

/** Applies a user's stored locale when it is one of ours (spec §1); otherwise keeps the current one. */
export async function applyUserLocale(locale: string | null | undefined): Promise<void> {
  if (!locale?.trim()) return;
  const language = resolveLocale(locale);
  if (language !== currentLanguage()) await i18n.changeLanguage(language);
}
