import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, LOCALES, isLocale, localize, resolveLocale } from './locale';

describe('locales', () => {
  it('offers English and German, with English the fallback', () => {
    expect(LOCALES).toEqual(['en', 'de']);
    expect(FALLBACK_LOCALE).toBe('en');
    expect(isLocale('de')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });

  it('resolves a language code by its first part, falling back to English', () => {
    expect(resolveLocale('de-CH')).toBe('de');
    expect(resolveLocale('DE')).toBe('de');
    expect(resolveLocale('en_GB')).toBe('en');
    expect(resolveLocale('fr-FR')).toBe('en');
    expect(resolveLocale('')).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });

  it('picks the text of a locale, falling back to English', () => {
    const text = { en: 'Score', de: 'Partitur' };
    expect(localize(text, 'de')).toBe('Partitur');
    expect(localize(text, 'it')).toBe('Score');
    expect(localize(text)).toBe('Score');
  });
});
