import { describe, expect, it } from 'vitest';
import { controlCharacter, textProblem } from './input-limits';

describe('control characters in text a client sends', () => {
  it('are refused: C0 but tab and line breaks, DEL and C1, the first one named', () => {
    expect(textProblem('Anio\u0095 pasterzom', 'line')).toBe('Input.error_control');
    expect(controlCharacter('Anio\u0095 pasterzom mówi\u0095')).toBe('U+0095');
    expect(controlCharacter('a\u001bb')).toBe('U+001B');
    expect(controlCharacter('a\u007fb')).toBe('U+007F');
    expect(controlCharacter('a\u0001b')).toBe('U+0001');
    expect(controlCharacter('a\u009fb')).toBe('U+009F');
  });

  it('leave tabs, line breaks and every letter of European languages alone', () => {
    const text = 'Anioł pasterzom mówił\r\n\tœuvre ß – “Müller” ½ ©';
    expect(controlCharacter(text)).toBeNull();
    expect(textProblem(text, 'long')).toBeNull();
  });

  it('keep NUL its own message (PostgreSQL cannot store it)', () => {
    expect(textProblem('a\u0000b', 'line')).toBe('Input.error_nul');
  });
});
