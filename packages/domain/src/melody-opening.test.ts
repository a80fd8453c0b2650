import { describe, expect, it } from 'vitest';
import { paeOpening } from './melody-opening';

describe('paeOpening', () => {
  it('ends at the first bar line after eight notes', () => {
    expect(paeOpening("'4CDE/FGA/''C8DEFGA/4B'C/8DEFGAB/")).toBe("'4CDE/FGA/''C8DEFGA");
    expect(paeOpening("'2CD/EF/GA/BC/DE/")).toBe("'2CD/EF/GA/BC");
    expect(paeOpening("'4CDEF/GABC/''DEFG/ABCD/")).toBe("'4CDEF/GABC");
  });

  it('ends after twelve notes when no bar line comes sooner', () => {
    expect(paeOpening("'8CDEFGABCDEFGABCDEF")).toBe("'8CDEFGABCDEFG");
  });

  it('cuts before a repeat sign at the bar line', () => {
    expect(paeOpening("'4CDEF/GABC://''DEF/")).toBe("'4CDEF/GABC");
  });

  it('keeps a short melody whole', () => {
    expect(paeOpening("'4CDE/FG")).toBe("'4CDE/FG");
    expect(paeOpening('')).toBe('');
  });

  it('counts a chord, a tied note and grace notes as the melodic search does', () => {
    // C^E is one note, C+C one, gD and qqEFr are grace notes: seven notes before the bar.
    expect(paeOpening("'4C^E8C+8CgDEF qqEFrGABC/DEFGA/")).toBe("'4C^E8C+8CgDEF qqEFrGABC");
    expect(paeOpening("'4C^E8C+8CgDEF qqEFrGAB/C4DEFGA/")).toBe("'4C^E8C+8CgDEF qqEFrGAB/C4DEFG");
  });

  it('skips the letters of clef, key and time changes', () => {
    expect(paeOpening("'4CD%C-3EF$bBEGA@3/4BC/DEFG/")).toBe("'4CD%C-3EF$bBEGA@3/4BC");
    expect(paeOpening("'4CD$xFCGA$[bB]EF@c/GA/BC/")).toBe("'4CD$xFCGA$[bB]EF@c/GA/BC");
  });

  it('drops a beaming or fermata group the cut leaves open', () => {
    expect(paeOpening("'{8CDEFGABCDEFGAB}")).toBe("'8CDEFGABCDEFG");
    expect(paeOpening("'4CDEFGABCDE(F)G/")).toBe("'4CDEFGABCDE(F)G");
    expect(paeOpening("'8CDEFGABCDE(FG)/")).toBe("'8CDEFGABCDEFG");
  });
});
