import { describe, expect, it } from 'vitest';
import { validateSource } from './source-validation';

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
