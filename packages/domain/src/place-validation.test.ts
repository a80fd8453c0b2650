import { describe, expect, it } from 'vitest';
import { validatePlace } from './place-validation';

describe('places', () => {
  it('refuses a place without name with Place.error_name_empty', () => {
    expect(validatePlace({ name: ' ' })).toEqual([
      { field: 'name', key: 'Place.error_name_empty' },
    ]);
  });

  it('accepts a named place', () => {
    expect(validatePlace({ name: 'Einsiedeln' })).toEqual([]);
  });
});
