import { describe, expect, it } from 'vitest';
import { translate, type Translate } from '../core/i18n/translate';
import { searchTexts } from './i18n';
import { matchedNotesText } from './melody-match-text';

describe('matchedNotesText', () => {
  const en = (): Translate => (key, values) => translate(searchTexts, 'en', key, values);
  const de = (): Translate => (key, values) => translate(searchTexts, 'de', key, values);

  it('names the matched notes counted from 1, and how many the incipit has', () => {
    const match = { start: 2, length: 5, note_count: 12, distance: 0 };
    expect(matchedNotesText(en(), match)).toBe('Notes 3–7 of 12 match the melody.');
    expect(matchedNotesText(de(), match)).toBe('Noten 3–7 von 12 stimmen mit der Melodie überein.');
  });

  it('says of a near match that one note differs', () => {
    const match = { start: 0, length: 4, note_count: 8, distance: 1 };
    expect(matchedNotesText(en(), match)).toBe(
      'Notes 1–4 of 8 match the melody except for one note (changed, missing or added).',
    );
    expect(matchedNotesText(de(), match)).toBe(
      'Noten 1–4 von 8 stimmen mit der Melodie überein, bis auf eine Note (geändert, fehlend oder hinzugefügt).',
    );
  });

  it('names a single note without a range', () => {
    const match = { start: 6, length: 1, note_count: 7, distance: 0 };
    expect(matchedNotesText(en(), match)).toBe('Note 7 of 7 matches the melody.');
    expect(matchedNotesText(de(), match)).toBe('Note 7 von 7 stimmt mit der Melodie überein.');
  });
});
