import { describe, expect, it } from 'vitest';
import {
  scoreAuthor,
  shortTitlePrefix,
  shortTitleWithoutAuthor,
  suggestedShortTitle,
} from './score-derived';

const mozart = { id: '7', names: [{ name: 'Mozart, Wolfgang Amadeus', primary: true }] };
const schreiber = { id: '9', names: [{ name: 'P. Ildefons', primary: true }] };

describe('scoreAuthor', () => {
  it('is the person of the attribution whose function is aut', () => {
    expect(
      scoreAuthor({
        attributions: [
          { function: 'scr', person: schreiber },
          { function: 'aut', person: mozart },
        ],
      }),
    ).toBe(mozart);
  });

  it('is null without an aut attribution', () => {
    expect(scoreAuthor({ attributions: [{ function: 'cmp', person: mozart }] })).toBeNull();
    expect(scoreAuthor({ attributions: [] })).toBeNull();
    expect(scoreAuthor({})).toBeNull();
    expect(scoreAuthor(null)).toBeNull();
  });

  it('passes over an aut attribution that names no person', () => {
    expect(
      scoreAuthor({
        attributions: [
          { function: 'aut', person: null },
          { function: 'aut', person: mozart },
        ],
      }),
    ).toBe(mozart);
  });
});

describe('shortTitlePrefix', () => {
  it('joins collection prefix and shelfmark with a space', () => {
    expect(shortTitlePrefix({ collection: { prefix: 'CH-E' }, shelfmark: '123,4' })).toBe(
      'CH-E 123,4',
    );
  });

  it('trims both and leaves out a missing one without a stray space', () => {
    expect(shortTitlePrefix({ collection: { prefix: ' CH-E ' }, shelfmark: ' 123,4 ' })).toBe(
      'CH-E 123,4',
    );
    expect(shortTitlePrefix({ collection: null, shelfmark: '123,4' })).toBe('123,4');
    expect(shortTitlePrefix({ collection: { prefix: 'CH-E' }, shelfmark: ' ' })).toBe('CH-E');
    expect(shortTitlePrefix({})).toBe('');
  });
});

describe('suggestedShortTitle', () => {
  const attributions = [{ function: 'aut', person: mozart }];

  it('joins author and first genre with the key by an em dash', () => {
    expect(
      suggestedShortTitle({
        attributions,
        genres: [{ name: 'Missa' }, { name: 'Credo' }],
        key: 'C',
      }),
    ).toBe('Mozart, Wolfgang Amadeus — Missa in C major');
  });

  it('names the key in the interface language, free text as it is', () => {
    const score = { attributions, genres: [{ name: 'Missa' }], key: 'b|b' };
    expect(suggestedShortTitle(score, 'de')).toBe('Mozart, Wolfgang Amadeus — Missa in b-Moll');
    expect(suggestedShortTitle(score, 'en')).toBe('Mozart, Wolfgang Amadeus — Missa in B♭ minor');
    expect(suggestedShortTitle({ ...score, key: 'D dorian' }, 'de')).toBe(
      'Mozart, Wolfgang Amadeus — Missa in D dorian',
    );
  });

  it('leaves out " in " when there is no key', () => {
    expect(suggestedShortTitle({ attributions, genres: [{ name: 'Missa' }], key: ' ' })).toBe(
      'Mozart, Wolfgang Amadeus — Missa',
    );
  });

  it('leaves out a missing author without a dangling dash', () => {
    expect(
      suggestedShortTitle({ attributions: [], genres: [{ name: 'Sinfonia' }], key: 'D' }),
    ).toBe('Sinfonia in D major');
  });

  it('leaves out a missing genre, and with it the key', () => {
    expect(suggestedShortTitle({ attributions, genres: [{ name: '' }], key: 'C' })).toBe(
      'Mozart, Wolfgang Amadeus',
    );
  });

  it('takes the first named genre and the author display name', () => {
    expect(
      suggestedShortTitle({
        attributions: [
          {
            function: 'aut',
            person: {
              names: [
                { name: ' ', primary: true },
                { name: 'Haydn', primary: false },
              ],
            },
          },
        ],
        genres: [{ name: ' ' }, { name: 'Te Deum' }],
      }),
    ).toBe('Haydn — Te Deum');
  });

  it('is empty when neither author nor genre is known', () => {
    expect(suggestedShortTitle({ key: 'C' })).toBe('');
  });
});

describe('shortTitleWithoutAuthor', () => {
  it('leaves out the author the short title begins with, and nothing else', () => {
    expect(shortTitleWithoutAuthor('Keller, Sigismund — Missa in D', 'Keller, Sigismund')).toBe(
      'Missa in D',
    );
    expect(shortTitleWithoutAuthor('Missa in D', 'Keller, Sigismund')).toBe('Missa in D');
    expect(shortTitleWithoutAuthor('Keller, Sigismund — ', 'Keller, Sigismund')).toBe(
      'Keller, Sigismund —',
    );
    expect(shortTitleWithoutAuthor(' Missa ', null)).toBe('Missa');
  });
});
