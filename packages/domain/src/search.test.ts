import { describe, expect, it } from 'vitest';
import {
  afterSiglum,
  exactSearchKey,
  foldSearchText,
  hasSearchWords,
  highlightParts,
  highlightWords,
  parseSearchQuery,
  siglumCandidates,
  searchWords,
} from './search';

describe('parseSearchQuery', () => {
  it('reads words, "phrases" and -exclusions', () => {
    expect(parseSearchQuery('Haydn "missa brevis" -Mozart -"in D"')).toEqual([
      { words: ['Haydn'], phrase: false, exclude: false },
      { words: ['missa', 'brevis'], phrase: true, exclude: false },
      { words: ['Mozart'], phrase: false, exclude: true },
      { words: ['in', 'D'], phrase: true, exclude: true },
    ]);
  });

  it('splits words at punctuation as the index does', () => {
    expect(parseSearchQuery('Mus.ms.123/4')).toEqual([
      { words: ['Mus', 'ms', '123', '4'], phrase: false, exclude: false },
    ]);
    expect(searchWords("K.V. 331 (l'Âme)")).toEqual(['K', 'V', '331', 'l', 'Âme']);
  });

  it('ignores what has no word: a lone minus, empty or unclosed quotes, punctuation', () => {
    expect(parseSearchQuery(' - "" ... "')).toEqual([]);
    expect(parseSearchQuery('"unclosed phrase')).toEqual([
      { words: ['unclosed', 'phrase'], phrase: true, exclude: false },
    ]);
  });

  it('has words to search only when something is not excluded', () => {
    expect(hasSearchWords(parseSearchQuery('-Mozart'))).toBe(false);
    expect(hasSearchWords(parseSearchQuery('Haydn -Mozart'))).toBe(true);
  });
});

describe('foldSearchText', () => {
  it('removes case and accents as the database does', () => {
    expect(foldSearchText('Müller Straße ÉCOLE Dvořák Œuvre Łódź')).toBe(
      'muller strasse ecole dvorak oeuvre lodz',
    );
  });
});

describe('highlighting', () => {
  it('marks the words that begin with a query word, accents ignored', () => {
    const words = highlightWords(parseSearchQuery('hay muller -sinfonia'));
    expect(words).toEqual(['hay', 'muller']);
    expect(highlightParts('Sinfonia by Haydn and Müller', words)).toEqual([
      { text: 'Sinfonia by ', match: false },
      { text: 'Hay', match: true },
      { text: 'dn and ', match: false },
      { text: 'Müller', match: true },
    ]);
  });

  it('leaves a text without matches whole', () => {
    expect(highlightParts('Missa', ['credo'])).toEqual([{ text: 'Missa', match: false }]);
    expect(highlightParts('Missa', [])).toEqual([{ text: 'Missa', match: false }]);
    expect(highlightWords(parseSearchQuery('\u0301\u0308'))).toEqual([]);
    expect(highlightParts('Missa', [''])).toEqual([{ text: 'Missa', match: false }]);
  });
});

describe('a shelfmark typed with its siglum', () => {
  it('reads the key as the database does: folded, without spaces or punctuation', () => {
    expect(exactSearchKey('CH-E 716,1')).toBe('che7161');
    expect(exactSearchKey(' Mus.ms. 12 ')).toBe('musms12');
    expect(exactSearchKey('Straße')).toBe('strasse');
  });

  it('offers every start of the key long enough to be a siglum', () => {
    expect(siglumCandidates('CH-E 215')).toEqual(['ch', 'che', 'che2', 'che21']);
    expect(siglumCandidates('D')).toEqual([]);
    expect(siglumCandidates('x'.repeat(40))).toHaveLength(15);
  });

  it('takes the siglum off however it is spaced or hyphenated', () => {
    for (const typed of ['CH-E 215', 'CHE 215', 'CH E 215', 'CH-E215', 'che215', 'ch-e, 215'])
      expect(afterSiglum(typed, 'che'), typed).toBe('215');
    expect(afterSiglum('CH-E 716,1', 'che')).toBe('716,1');
    expect(afterSiglum('  CH-E   Ms. 3', 'che')).toBe('Ms. 3');
  });

  it('does not take a siglum that runs on into a word, or leaves nothing', () => {
    expect(afterSiglum('CH-EN 12', 'che')).toBeNull();
    expect(afterSiglum('Chen 12', 'che')).toBeNull();
    expect(afterSiglum('CH-E', 'che')).toBeNull();
    expect(afterSiglum('CH-E -', 'che')).toBeNull();
    // Not a shelfmark: no digit after the siglum.
    expect(afterSiglum('Che sara', 'che')).toBeNull();
    expect(afterSiglum('CH-E -Bach', 'che')).toBeNull();
    expect(afterSiglum('CH-E "Salve Regina"', 'che')).toBeNull();
    // The query language's own: an excluded siglum or a phrase is not read as one.
    expect(afterSiglum('-CH-E 215', 'che')).toBeNull();
    expect(afterSiglum('"CH-E 215"', 'che')).toBeNull();
    expect(afterSiglum('CH-E 215 -Bach', 'che')).toBe('215 -Bach');
    expect(afterSiglum('D-B 1', 'che')).toBeNull();
    expect(afterSiglum('CH-EN 12', 'chen')).toBe('12');
    expect(afterSiglum('anything', '')).toBeNull();
  });
});
