import { localize, resolveLocale, type LocalizedText } from '@partitura/domain';
import { useTranslation } from 'react-i18next';

/**
 * Labels of the domain's vocabularies (relator functions, qualifiers, part types, …) in the
 * interface language; follows a language change.
 */
export function useLocalizedLabel(): (
  text: LocalizedText | undefined,
  fallback?: string,
) => string {
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.resolvedLanguage ?? i18n.language);
  return (text, fallback = '') => (text ? localize(text, locale) : fallback);
}
