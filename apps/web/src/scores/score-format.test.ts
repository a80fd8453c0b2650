import { describe, expect, it } from 'vitest';
import { formatPeriod, formatScoring, publicationLabel } from './score-format';

describe('formatScoring', () => {
  it('lists the voices in position order with counts above one', () => {
    const voices = [
      { voice: 'org', count: 1, position: 3 },
      { voice: 'Canto', count: 1, position: 1 },
      { voice: 'vio', count: 2, position: 2 },
    ];
    expect(formatScoring(voices, 'en')).toBe('Canto, Violin (2), Organ');
    expect(formatScoring(voices, 'de')).toBe('Canto, Violine (2), Orgel');
  });

  it('leaves out blank voices', () => {
    expect(formatScoring([{ voice: ' ', count: 1, position: 1 }], 'en')).toBe('');
  });
});

describe('formatPeriod', () => {
  const words = { from: 'from', to: 'until' };
  it('joins both ends with a dash, or names the one given', () => {
    expect(formatPeriod('1760', '1790', words)).toBe('1760–1790');
    expect(formatPeriod('1760', null, words)).toBe('from 1760');
    expect(formatPeriod(' ', '1790', words)).toBe('until 1790');
    expect(formatPeriod(null, undefined, words)).toBe('');
  });
});

describe('publicationLabel', () => {
  it('prefers the short title, then the title', () => {
    expect(publicationLabel({ short_title: 'MGG', title: 'Die Musik' })).toBe('MGG');
    expect(publicationLabel({ short_title: ' ', title: 'Die Musik' })).toBe('Die Musik');
    expect(publicationLabel(null)).toBe('');
  });
});
