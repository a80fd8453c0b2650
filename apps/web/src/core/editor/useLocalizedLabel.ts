import { localize, resolveLocale, type LocalizedText } from '@partitura/domain';
import { useTranslation } from '../i18n/useTranslation';

/**
 * Labels of the domain's vocabularies (relator functions, qualifiers, part types, …) in the
 * interface language; follows a language change.
 */
export function useLocalizedLabel(): (
  text: LocalizedText | undefined,
  fallback?: string,
) => string {
  const { language } = useTranslation();
  const locale = resolveLocale(language);
  return (text, fallback = '') => (text ? localize(text, locale) : fallback);
}
