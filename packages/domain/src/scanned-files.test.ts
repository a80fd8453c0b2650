import { describe, expect, it } from 'vitest';
import { INSTRUMENT_ABBREVIATIONS, instrumentDisplayName } from './instruments';
import {
  compareScannedFileNames,
  parseScannedFileName,
  scannedFileLabel,
  sortScannedFileNames,
} from './scanned-files';

describe('instruments', () => {
  it('lists the spec instruments in their order, with the others among them', () => {
    const listed = ['sop', 'alt', 'ten', 'bas', 'vio', 'fla', 'obo', 'trp', 'tim', 'org'];
    const positions = listed.map((abbreviation) =>
      (INSTRUMENT_ABBREVIATIONS as readonly string[]).indexOf(abbreviation),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(INSTRUMENT_ABBREVIATIONS).toEqual(
      expect.arrayContaining(['vla', 'vlc', 'vne', 'cor', 'fag', 'cla', 'cemb', 'bc']),
    );
  });

  it('maps abbreviations to English and German display names', () => {
    expect(instrumentDisplayName('sop')).toBe('Soprano');
    expect(instrumentDisplayName('vio', 'de')).toBe('Violine');
    expect(instrumentDisplayName('TIM', 'en')).toBe('Timpani');
    expect(instrumentDisplayName('org', 'de')).toBe('Orgel');
    expect(instrumentDisplayName('bc', 'en')).toBe('Basso continuo');
  });

  it('returns an unknown abbreviation as given', () => {
    expect(instrumentDisplayName('xyz')).toBe('xyz');
  });
});

describe('parseScannedFileName', () => {
  it('reads instrument, number, letter and page', () => {
    expect(parseScannedFileName('sop1a_003.jpg')).toEqual({
      instrument: 'sop',
      number: 1,
      letter: 'a',
      page: 3,
    });
    expect(parseScannedFileName('vio2_012.tif')).toEqual({
      instrument: 'vio',
      number: 2,
      letter: null,
      page: 12,
    });
  });

  it('reads names without number, with a letter after the instrument, in any case, with a path', () => {
    expect(parseScannedFileName('bas_001.png')).toEqual({
      instrument: 'bas',
      number: null,
      letter: null,
      page: 1,
    });
    expect(parseScannedFileName('basb_002.jpg')).toEqual({
      instrument: 'bas',
      number: null,
      letter: 'b',
      page: 2,
    });
    expect(parseScannedFileName('scans/VIO1B_004.JPG')).toEqual({
      instrument: 'vio',
      number: 1,
      letter: 'b',
      page: 4,
    });
    expect(parseScannedFileName('cemb_010')).toEqual({
      instrument: 'cemb',
      number: null,
      letter: null,
      page: 10,
    });
  });

  it('returns null for names that do not follow the pattern or name no known instrument', () => {
    expect(parseScannedFileName('cover.jpg')).toBeNull();
    expect(parseScannedFileName('sop1a.jpg')).toBeNull();
    expect(parseScannedFileName('xyz1_001.jpg')).toBeNull();
    expect(parseScannedFileName('_001.jpg')).toBeNull();
  });
});

describe('compareScannedFileNames', () => {
  it('sorts by instrument group in the order of the instrument list', () => {
    expect(
      sortScannedFileNames([
        'org_001.jpg',
        'vio1_001.jpg',
        'bas_001.jpg',
        'sop_001.jpg',
        'alt_001.jpg',
        'ten_001.jpg',
      ]),
    ).toEqual([
      'sop_001.jpg',
      'alt_001.jpg',
      'ten_001.jpg',
      'bas_001.jpg',
      'vio1_001.jpg',
      'org_001.jpg',
    ]);
  });

  it('sorts by instrument number, then letter, then page number within a group', () => {
    expect(
      sortScannedFileNames([
        'vio2_001.jpg',
        'vio1b_001.jpg',
        'vio1a_010.jpg',
        'vio1a_002.jpg',
        'vio10_001.jpg',
        'vio_005.jpg',
      ]),
    ).toEqual([
      'vio_005.jpg',
      'vio1a_002.jpg',
      'vio1a_010.jpg',
      'vio1b_001.jpg',
      'vio2_001.jpg',
      'vio10_001.jpg',
    ]);
  });

  it('compares page numbers as numbers, not text', () => {
    expect(compareScannedFileNames('sop_9.jpg', 'sop_10.jpg')).toBeLessThan(0);
  });

  it('puts names that do not parse after the others, in natural order', () => {
    expect(sortScannedFileNames(['scan10.jpg', 'tim_001.jpg', 'scan2.jpg', 'Cover.jpg'])).toEqual([
      'tim_001.jpg',
      'Cover.jpg',
      'scan2.jpg',
      'scan10.jpg',
    ]);
  });

  it('is consistent: antisymmetric, and zero only for equal names', () => {
    const names = ['sop1a_003.jpg', 'sop1a_003.tif', 'vio2_012.tif', 'x.jpg'];
    for (const a of names) {
      for (const b of names) {
        expect(
          Math.sign(compareScannedFileNames(a, b)) + Math.sign(compareScannedFileNames(b, a)),
        ).toBe(0);
        if (a !== b) expect(compareScannedFileNames(a, b)).not.toBe(0);
      }
    }
  });
});

describe('scannedFileLabel', () => {
  it('names instrument, part and page in the language asked for', () => {
    expect(scannedFileLabel('sop1a_003.jpg')).toBe('Soprano 1a, p. 3');
    expect(scannedFileLabel('vio2_012.tif', 'de')).toBe('Violine 2, S. 12');
    expect(scannedFileLabel('org_001.jpg')).toBe('Organ, p. 1');
  });

  it('is null for names that do not parse', () => {
    expect(scannedFileLabel('cover.jpg')).toBeNull();
  });
});
