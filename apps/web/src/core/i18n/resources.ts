import type { Locale } from '@partitura/domain';
import { de } from './de';
import { en } from './en';

/**
 * The texts every screen may show, loaded with the shell: the shell's and shared texts
 * (en.ts/de.ts), one flat table per language. Each feature's own texts (its `i18n.ts`) and the
 * domain's messages (domain-messages.ts) travel with the screens that show them and join these
 * tables when those load (vite-plugins/feature-texts.ts).
 */
export const resources: Record<Locale, Record<string, string>> = { en, de };
