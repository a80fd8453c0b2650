import { describe, expect, it } from 'vitest';
import { storedSource, validateSource } from './source-validation';

describe('validateSource', () => {
  it('accepts a source with a citation', () => {
    expect(validateSource({ type: 'cit', citation: 'RISM A/II 400110402' })).toEqual([]);
  });

  it('refuses a source without citation with Source.error_citation_empty', () => {
    expect(validateSource({ type: 'cit', citation: ' ' })).toEqual([
      { field: 'citation', key: 'Source.error_citation_empty' },
    ]);
  });
});

describe('storedSource', () => {
  it('tidies the texts and keeps a given type', () => {
    expect(
      storedSource({
        type: ' arc ',
        citation: ' Stiftsarchiv, A 12 ',
        description: '',
        url: ' https://example.org ',
        notes: '   ',
      }),
    ).toEqual({
      type: 'arc',
      citation: 'Stiftsarchiv, A 12',
      description: null,
      url: 'https://example.org',
      notes: null,
    });
  });

  it('makes a source without type a citation (cit)', () => {
    expect(storedSource({ citation: 'MGG 2' }).type).toBe('cit');
    expect(storedSource({ type: ' ', citation: 'MGG 2' }).type).toBe('cit');
  });
});
