import { describe, expect, it } from 'vitest';
import { validatePublication } from './publication-validation';

describe('publications', () => {
  it('refuses a publication with neither title nor short title with Publication.error_title_empty', () => {
    expect(validatePublication({ title: ' ', short_title: null })).toEqual([
      { field: 'title', key: 'Publication.error_title_empty' },
    ]);
  });

  it('accepts a publication known only by its title, or only by its short title', () => {
    expect(validatePublication({ title: 'Catalogus musicalis' })).toEqual([]);
    expect(validatePublication({ short_title: 'MGG 2' })).toEqual([]);
  });
});
