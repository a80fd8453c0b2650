import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  hasSearchWords,
  highlightParts,
  highlightWords,
  parseSearchQuery,
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
  });
});
