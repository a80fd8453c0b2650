import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureTexts } from './feature-texts';

type Browser = { stored?: string | null; storageFails?: boolean; languages: string[] };

/** A browser's storage, languages and document, as the module reads them when it loads. */
function stubBrowser({ stored = null, storageFails = false, languages }: Browser) {
  const storage = new Map<string, string>(stored === null ? [] : [['partitura.language', stored]]);
  const refuse = () => {
    throw new DOMException('storage is disabled', 'SecurityError');
  };
  const localStorage = {
    getItem: storageFails ? refuse : (key: string) => storage.get(key) ?? null,
    setItem: storageFails ? refuse : (key: string, value: string) => void storage.set(key, value),
  };
  const document = { documentElement: { lang: '' } };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' });
  vi.stubGlobal('document', document);
  return { storage, document };
}

/** A fresh copy of the module, detecting its language from the stubbed browser. */
async function loadI18n(browser: Browser) {
  const stubs = stubBrowser(browser);
  vi.resetModules();
  return { ...(await import('./i18n')), ...stubs };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language detection', () => {
  it('takes the language chosen in the switcher before the browser languages', async () => {
    const { currentLanguage, document } = await loadI18n({ stored: 'de', languages: ['en-US'] });
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('otherwise takes the first browser language it has, by its first part', async () => {
    const { currentLanguage, document } = await loadI18n({ languages: ['fr-FR', 'de-AT', 'en'] });
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('ignores a stored language that is not one of its own', async () => {
    const { currentLanguage } = await loadI18n({ stored: 'fr', languages: ['de-DE'] });
    expect(currentLanguage()).toBe('de');
  });

  it('uses the browser languages when storage is disabled', async () => {
    const { currentLanguage } = await loadI18n({ storageFails: true, languages: ['de'] });
    expect(currentLanguage()).toBe('de');
  });

  it('loads in English outside a browser (unit tests of screens load it)', async () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('document', undefined);
    vi.resetModules();
    const { currentLanguage, currentTranslator } = await import('./i18n');
    expect(currentLanguage()).toBe('en');
    expect(currentTranslator().t('common.save')).toBe('Save');
  });

  it('falls back to English when the browser offers none of its languages', async () => {
    const { currentLanguage, document } = await loadI18n({ languages: ['fr-FR', 'it'] });
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('switching the language', () => {
  it('remembers a chosen language, tells subscribers and translates in it', async () => {
    const i18n = await loadI18n({ languages: ['en-GB'] });
    const before = i18n.currentTranslator();
    expect(before.t('common.cancel')).toBe('Cancel');
    const listener = vi.fn();
    i18n.subscribe(listener);

    i18n.chooseLanguage('de');

    expect(listener).toHaveBeenCalledTimes(1);
    const after = i18n.currentTranslator();
    expect(after).not.toBe(before);
    expect(after.language).toBe('de');
    expect(after.t('common.cancel')).toBe('Abbrechen');
    expect(i18n.currentLanguage()).toBe('de');
    expect(i18n.document.documentElement.lang).toBe('de');
    expect(i18n.storage.get('partitura.language')).toBe('de');
  });

  it("applies a user's locale without remembering it as a choice of this browser", async () => {
    const i18n = await loadI18n({ languages: ['en'] });
    const listener = vi.fn();
    i18n.subscribe(listener);

    i18n.applyUserLocale('de-CH');

    expect(i18n.currentLanguage()).toBe('de');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.storage.has('partitura.language')).toBe(false);
  });

  it('keeps the language for a user without a locale or with the current one', async () => {
    const i18n = await loadI18n({ languages: ['de'] });
    const listener = vi.fn();
    i18n.subscribe(listener);

    i18n.applyUserLocale(null);
    i18n.applyUserLocale(' ');
    i18n.applyUserLocale('de');

    expect(i18n.currentLanguage()).toBe('de');
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a subscriber that has unsubscribed', async () => {
    const i18n = await loadI18n({ languages: ['en'] });
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    unsubscribe();

    i18n.chooseLanguage('de');

    expect(listener).not.toHaveBeenCalled();
  });
});

describe('texts added later', () => {
  const late = featureTexts(
    {
      'late.title': 'Arrived',
      'late.items_one': 'One item',
      'late.items_other': '{{count}} items',
    },
    {
      'late.title': 'Angekommen',
      'late.items_one': 'Ein Eintrag',
      'late.items_other': '{{count}} Einträge',
    },
  );

  it('shows a feature’s texts once they arrive and tells subscribers to render again', async () => {
    const i18n = await loadI18n({ languages: ['de'] });
    const before = i18n.currentTranslator();
    expect(before.t('late.title')).toBe('late.title');
    const listener = vi.fn();
    i18n.subscribe(listener);

    i18n.addTexts(late);

    expect(listener).toHaveBeenCalledTimes(1);
    const after = i18n.currentTranslator();
    expect(after).not.toBe(before);
    expect(after.language).toBe('de');
    expect(after.t('late.title')).toBe('Angekommen');
    expect(after.t('late.items', { count: 3 })).toBe('3 Einträge');
    i18n.chooseLanguage('en');
    expect(i18n.currentTranslator().t('late.items', { count: 1 })).toBe('One item');
  });

  it('keeps the texts loaded before', async () => {
    const i18n = await loadI18n({ languages: ['en'] });
    i18n.addTexts(late);
    expect(i18n.currentTranslator().t('common.save')).toBe('Save');
    expect(i18n.currentTranslator().t('late.title')).toBe('Arrived');
  });
});

describe('the domain’s messages', () => {
  it('are not among the shell’s texts: they arrive with the modules that show them', async () => {
    const i18n = await loadI18n({ languages: ['en'] });
    expect(i18n.currentTranslator().t('Catalog.error_name_empty')).toBe('Catalog.error_name_empty');
  });

  it('join the texts in both languages when domain-messages loads', async () => {
    const i18n = await loadI18n({ languages: ['de'] });
    const listener = vi.fn();
    i18n.subscribe(listener);

    await import('./domain-messages');

    expect(listener).toHaveBeenCalledTimes(1);
    const { messages } = await import('@partitura/domain');
    expect(i18n.currentTranslator().t('Catalog.error_name_empty')).toBe(
      messages.de['Catalog.error_name_empty'],
    );
    i18n.chooseLanguage('en');
    expect(i18n.currentTranslator().t('Record.error_conflict')).toBe(
      messages.en['Record.error_conflict'],
    );
  });
});
