import { describe, expect, it } from 'vitest';
import { removeLastNote } from './MelodySearch';
import { keyName, paeOfKey } from './PianoKeyboard';

describe('entering notes on the keyboard', () => {
  it('writes a key as Plaine & Easie code: octave, duration when it changes, sharp, note', () => {
    expect(paeOfKey({ letter: 'C', octave: 4, sharp: false }, '4')).toBe("'4C");
    expect(paeOfKey({ letter: 'F', octave: 5, sharp: true }, null)).toBe("''xF");
    expect(paeOfKey({ letter: 'A', octave: 3, sharp: false }, '8')).toBe(',8A');
  });

  it('names keys in the language of the interface', () => {
    expect(keyName({ letter: 'F', octave: 4, sharp: true }, 'en')).toBe('F♯4');
    expect(keyName({ letter: 'F', octave: 4, sharp: true }, 'de')).toBe('Fis4');
    expect(keyName({ letter: 'B', octave: 5, sharp: false }, 'de')).toBe('H5');
  });

  it('removes the last note with what was written before it', () => {
    expect(removeLastNote("'4CD''8xF")).toBe("'4CD");
    expect(removeLastNote("'4C")).toBe('');
    expect(removeLastNote("'4CD/")).toBe("'4C");
  });
});
