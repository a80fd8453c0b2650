import { describe, expect, it } from 'vitest';
import { isEmptyGenre } from './score-part-validation';
import { optionalText, requiredText } from './stored-text';

describe('optionalText', () => {
  it('stores the text trimmed', () => {
    expect(optionalText('  Missa brevis \n')).toBe('Missa brevis');
    expect(optionalText('a  b')).toBe('a  b');
  });

  it('stores null for a missing or blank text', () => {
    for (const value of [null, undefined, '', '   ', '\t\n'])
      expect(optionalText(value)).toBeNull();
  });
});

describe('requiredText', () => {
  it('stores the text trimmed, and a missing one as empty for its rule to report', () => {
    expect(requiredText(' Ms. 12 ')).toBe('Ms. 12');
    expect(requiredText('   ')).toBe('');
    expect(requiredText(null)).toBe('');
    expect(requiredText(undefined)).toBe('');
  });
});

describe('isEmptyGenre', () => {
  it('is the placeholder row: neither id nor name', () => {
    expect(isEmptyGenre({ id: null, name: '' })).toBe(true);
    expect(isEmptyGenre({ name: '  ' })).toBe(true);
    expect(isEmptyGenre({})).toBe(true);
    expect(isEmptyGenre(null)).toBe(true);
  });

  it('is a genre as soon as it has an id or a name', () => {
    expect(isEmptyGenre({ id: '4' })).toBe(false);
    expect(isEmptyGenre({ id: '4', name: '' })).toBe(false);
    expect(isEmptyGenre({ id: null, name: 'Missa' })).toBe(false);
  });
});
