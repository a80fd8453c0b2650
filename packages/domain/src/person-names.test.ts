import { describe, expect, it } from 'vitest';
import { normalizePerson, normalizePersonNames, personDisplayName } from './person-names';

describe('normalizePersonNames', () => {
  it('drops unnamed non-primary names and keeps the rest in order', () => {
    const names = [
      { name: 'Mozart, W. A.', primary: false },
      { name: ' ', primary: false },
      { name: 'Mozart, Wolfgang Amadeus', primary: true },
      { name: null, primary: null },
    ];
    expect(normalizePersonNames(names)).toEqual([names[0], names[2]]);
  });

  it('keeps an unnamed primary name, so validation can report it', () => {
    expect(normalizePersonNames([{ name: '', primary: true }])).toEqual([
      { name: '', primary: true },
    ]);
  });

  it('does not change its input and copes with a missing list', () => {
    const names = [{ name: '', primary: false }];
    normalizePersonNames(names);
    expect(names).toHaveLength(1);
    expect(normalizePersonNames(null)).toEqual([]);
  });

  it('normalises the names of a whole person, leaving other fields alone', () => {
    expect(normalizePerson({ dates: '1756–1791', names: [{ name: '', primary: false }] })).toEqual({
      dates: '1756–1791',
      names: [],
    });
  });
});

describe('personDisplayName', () => {
  it('shows the primary name', () => {
    expect(
      personDisplayName({
        names: [
          { name: 'Mozart, W. A.', primary: false },
          { name: 'Mozart, Wolfgang Amadeus', primary: true },
        ],
      }),
    ).toBe('Mozart, Wolfgang Amadeus');
  });

  it('shows the first filled name when there is no filled primary name', () => {
    expect(
      personDisplayName({
        names: [
          { name: ' ', primary: true },
          { name: '', primary: false },
          { name: ' Haydn, Joseph ', primary: false },
          { name: 'Haydn, Franz Joseph', primary: false },
        ],
      }),
    ).toBe('Haydn, Joseph');
  });

  it('shows an empty string for a person without names or no person', () => {
    expect(personDisplayName({ names: [] })).toBe('');
    expect(personDisplayName({ names: [{ name: '', primary: true }] })).toBe('');
    expect(personDisplayName(null)).toBe('');
    expect(personDisplayName({})).toBe('');
  });
});
