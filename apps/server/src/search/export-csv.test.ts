import { describe, expect, it } from 'vitest';
import { cellText, csvHeader } from './export-csv';

/* A search export's CSV cells (issue 25): what a spreadsheet would run as a formula stays text. */

describe('CSV cells', () => {
  it('keeps formulas as text and numbers as numbers', () => {
    expect(cellText('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(cellText('+1')).toBe(`'+1`);
    expect(cellText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(cellText("-2+3+cmd|' /C calc'!A0")).toBe(`'-2+3+cmd|' /C calc'!A0`);
    expect(cellText('-1750')).toBe('-1750');
    expect(cellText('-2,5')).toBe('-2,5');
    expect(cellText('Missa in C')).toBe('Missa in C');
    expect(cellText(12)).toBe('12');
    expect(cellText(null)).toBe('');
  });

  it('labels the columns in the interface’s language', () => {
    expect(csvHeader('person', 'de')).toBe('Name,Lebensdaten,Beruf,Musikalien,Adresse\n');
    expect(csvHeader(null, 'en')).toBe('Kind,Heading,Details,Address\n');
  });
});
