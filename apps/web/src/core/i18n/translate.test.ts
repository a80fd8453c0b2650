import { describe, expect, it } from 'vitest';
import { translate, type TextTables } from './translate';

const tables: TextTables = {
  en: {
    greeting: 'Hello {{name}}',
    pair: '{{a}} and {{b}}',
    english_only: 'Only in English',
    shown: '{{count, number}} of {{total, number}}',
    'files.count_one': '{{count}} file',
    'files.count_other': '{{count}} files',
    'people.count': '{{count}} people',
    hits_one: 'One hit',
    hits_other: '{{count}} hits',
  },
  de: {
    greeting: 'Hallo {{name}}',
    pair: '{{a}} und {{b}}',
    shown: '{{count, number}} von {{total, number}}',
    'files.count_one': '{{count}} Datei',
    'files.count_other': '{{count}} Dateien',
    'people.count': '{{count}} Personen',
  },
};

describe('translate', () => {
  it('gives the text of a key in the language asked for', () => {
    expect(translate(tables, 'en', 'greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(translate(tables, 'de', 'greeting', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('fills every placeholder and leaves one without a value visible', () => {
    expect(translate(tables, 'en', 'pair', { a: 1, b: 'two' })).toBe('1 and two');
    expect(translate(tables, 'en', 'pair', { a: 1 })).toBe('1 and {{b}}');
    expect(translate(tables, 'en', 'greeting')).toBe('Hello {{name}}');
  });

  it('writes an empty value for a placeholder given as null or undefined', () => {
    expect(translate(tables, 'en', 'pair', { a: null, b: undefined })).toBe(' and ');
  });

  it('inserts values as they are, leaving escaping to React', () => {
    expect(translate(tables, 'en', 'greeting', { name: '<b>Tom & Jerry</b>' })).toBe(
      'Hello <b>Tom & Jerry</b>',
    );
  });

  it('does not fill placeholders that arrive inside a value', () => {
    expect(translate(tables, 'en', 'pair', { a: '{{b}}', b: 'x' })).toBe('{{b}} and x');
  });

  it('writes a `number` placeholder as the interface language writes numbers', () => {
    expect(translate(tables, 'en', 'shown', { count: 1234, total: 1234567 })).toBe(
      '1,234 of 1,234,567',
    );
    expect(translate(tables, 'de', 'shown', { count: 1234, total: 1234567 })).toBe(
      '1.234 von 1.234.567',
    );
  });

  it('picks the plural form of the count in English and German', () => {
    expect(translate(tables, 'en', 'files.count', { count: 1 })).toBe('1 file');
    expect(translate(tables, 'en', 'files.count', { count: 0 })).toBe('0 files');
    expect(translate(tables, 'en', 'files.count', { count: 2 })).toBe('2 files');
    expect(translate(tables, 'de', 'files.count', { count: 1 })).toBe('1 Datei');
    expect(translate(tables, 'de', 'files.count', { count: 0 })).toBe('0 Dateien');
    expect(translate(tables, 'de', 'files.count', { count: 5 })).toBe('5 Dateien');
  });

  it('uses the key itself for a count when the text has no plural forms', () => {
    expect(translate(tables, 'de', 'people.count', { count: 1 })).toBe('1 Personen');
  });

  it('looks for plural forms only when the count is a number', () => {
    expect(translate(tables, 'en', 'people.count', { count: '1' })).toBe('1 people');
    expect(translate(tables, 'en', 'files.count', { count: '1' })).toBe('files.count');
  });

  it('falls back to English for a text German lacks, plural forms included', () => {
    expect(translate(tables, 'de', 'english_only')).toBe('Only in English');
    expect(translate(tables, 'de', 'hits', { count: 1 })).toBe('One hit');
    expect(translate(tables, 'de', 'hits', { count: 3 })).toBe('3 hits');
  });

  it('writes numbers of an English fallback text as the interface language does', () => {
    const englishOnly: TextTables = { en: { total: '{{n, number}} in all' }, de: {} };
    expect(translate(englishOnly, 'de', 'total', { n: 1234 })).toBe('1.234 in all');
  });

  it('gives back the key of a text no language has', () => {
    expect(translate(tables, 'de', 'nowhere.at_all')).toBe('nowhere.at_all');
    expect(translate(tables, 'en', 'nowhere.at_all', { count: 2 })).toBe('nowhere.at_all');
  });

  it('takes no names of the object prototype for texts or values', () => {
    expect(translate(tables, 'en', 'toString')).toBe('toString');
    const odd: TextTables = { en: { odd: 'A {{constructor}}' }, de: {} };
    expect(translate(odd, 'en', 'odd', {})).toBe('A {{constructor}}');
  });
});
