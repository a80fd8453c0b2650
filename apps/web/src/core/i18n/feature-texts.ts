/**
 * A feature's own interface texts: English (the fallback) and German with exactly the same keys
 * — the type makes a missing German text a compile error. Nothing lists them: a module naming a
 * feature's key loads that feature's texts (vite-plugins/feature-texts.ts), so features added
 * side by side never edit one shared file.
 */
export type FeatureTexts<K extends string> = { en: Record<K, string>; de: Record<K, string> };

/** Declares a feature's texts; `de` must have every key of `en`. */
export function featureTexts<E extends Record<string, string>>(
  en: E,
  de: Record<keyof E & string, string>,
): FeatureTexts<keyof E & string> {
  return { en, de };
}
