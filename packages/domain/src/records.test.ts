import { describe, expect, it } from 'vitest';
import type { Score } from './score-entities';
import { validateScore } from './score-validation';
import { hasId, isNewRecord, type Loose } from './records';
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

describe('Loose inputs', () => {
  // The shape GraphQL Code Generator gives a nullable input: every field optional and nullable,
  // enumerations as plain strings, references as objects with an id.
  type GeneratedScoreInput = {
    id?: string | null;
    version?: number | null;
    collection?: { id?: string | null } | null;
    shelfmark?: string | null;
    short_title?: string | null;
    attributions?: Array<{
      person?: { id?: string | null } | null;
      function?: string | null;
      qualifier?: string | null;
    }> | null;
    parts?: Array<{
      type?: string | null;
      voices?: Array<{ voice?: string | null; count?: number | null }> | null;
    }> | null;
    entries?: Array<{ id?: string | null }> | null;
  };

  it('accepts generated GraphQL input types without casts', () => {
    const input: GeneratedScoreInput = {
      collection: { id: '1' },
      shelfmark: '1',
      short_title: 'x',
      attributions: [{ person: { id: '2' }, function: 'aut', qualifier: 'asc' }],
      parts: [{ type: 'cpy', voices: [{ voice: 'sop', count: 1 }] }],
    };
    const loose: Loose<Score> = input;
    expect(validateScore(loose)).toEqual([]);
  });
});
