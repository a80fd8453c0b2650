import { describe, expect, it } from 'vitest';
import { hasId, isNewRecord } from './records';
import { isBlank } from './validation';

describe('records', () => {
  it('is new without an id and saved with one', () => {
    expect(isNewRecord({})).toBe(true);
    expect(isNewRecord({ id: null })).toBe(true);
    expect(isNewRecord({ id: ' ' })).toBe(true);
    expect(isNewRecord({ id: '12' })).toBe(false);
    expect(hasId({ id: 3 })).toBe(true);
    expect(hasId(null)).toBe(false);
  });
});

describe('isBlank', () => {
  it('counts missing, empty and whitespace-only values as blank', () => {
    for (const value of [null, undefined, '', '  ', '\n\t', Number.NaN])
      expect(isBlank(value)).toBe(true);
  });

  it('counts text, numbers (0 too) and booleans as given', () => {
    for (const value of ['a', ' a ', 0, 12, false, true]) expect(isBlank(value)).toBe(false);
  });
});
