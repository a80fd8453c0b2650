import { useSyncExternalStore } from 'react';
import { currentTranslator, subscribe, type Translator } from './i18n';

/**
 * The interface language and `t` for texts in it. The component renders again when the language
 * changes or texts it may show arrive (a feature's, loaded with a screen).
 */
export function useTranslation(): Translator {
  return useSyncExternalStore(subscribe, currentTranslator);
}
