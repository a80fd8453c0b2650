import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_FUNCTIONS,
  ATTRIBUTION_FUNCTION_LABELS,
  ATTRIBUTION_QUALIFIERS,
  ATTRIBUTION_QUALIFIER_LABELS,
  AUTHOR_FUNCTION,
  isAttributionFunction,
  isAttributionQualifier,
} from './attribution-vocabulary';
import {
  CLEFS,
  CLEF_LABELS,
  KEY_SIGNATURES,
  KEY_SIGNATURE_LABELS,
  isClef,
  isKeySignature,
} from './incipit-vocabulary';
import { PART_TYPES, PART_TYPE_LABELS, isPartType } from './part-types';

describe('attribution vocabulary', () => {
  it('has the relator codes of the spec, in its order', () => {
    expect(ATTRIBUTION_FUNCTIONS.join(' ')).toBe(
      'aut pur ccp arr prt edt ill prf cmp lbt ltg ctb scr oth egr lyr pbl dst fmo dte dub trl',
    );
    expect(AUTHOR_FUNCTION).toBe('aut');
  });

  it('labels every function in English and German after the MARC relator list', () => {
    for (const code of ATTRIBUTION_FUNCTIONS) {
      expect(ATTRIBUTION_FUNCTION_LABELS[code].en, code).toMatch(/\S/);
      expect(ATTRIBUTION_FUNCTION_LABELS[code].de, code).toMatch(/\S/);
    }
    expect(ATTRIBUTION_FUNCTION_LABELS.aut).toEqual({ en: 'Author', de: 'Autor' });
    expect(ATTRIBUTION_FUNCTION_LABELS.cmp).toEqual({ en: 'Composer', de: 'Komponist' });
    expect(ATTRIBUTION_FUNCTION_LABELS.arr).toEqual({ en: 'Arranger', de: 'Arrangeur' });
    expect(ATTRIBUTION_FUNCTION_LABELS.scr).toEqual({ en: 'Scribe', de: 'Schreiber' });
    expect(ATTRIBUTION_FUNCTION_LABELS.fmo.en).toBe('Former owner');
  });

  it('has the qualifiers asc, mis, cjt, dbf with labels', () => {
    expect(ATTRIBUTION_QUALIFIERS).toEqual(['asc', 'mis', 'cjt', 'dbf']);
    expect(ATTRIBUTION_QUALIFIER_LABELS.asc.en).toBe('Ascertained');
    expect(ATTRIBUTION_QUALIFIER_LABELS.mis.en).toBe('Misattributed');
    expect(ATTRIBUTION_QUALIFIER_LABELS.cjt.en).toBe('Conjectural');
    expect(ATTRIBUTION_QUALIFIER_LABELS.dbf.en).toBe('Doubtful');
    for (const code of ATTRIBUTION_QUALIFIERS)
      expect(ATTRIBUTION_QUALIFIER_LABELS[code].de).toMatch(/\S/);
  });

  it('recognises its codes and nothing else', () => {
    expect(isAttributionFunction('lyr')).toBe(true);
    expect(isAttributionFunction('clb')).toBe(false);
    expect(isAttributionQualifier('cjt')).toBe(true);
    expect(isAttributionQualifier('Conjectural')).toBe(false);
  });
});

describe('part types', () => {
  it('has autograph, manuscript copy, print and partial autograph', () => {
    expect(PART_TYPES).toEqual(['aut', 'cpy', 'prt', 'pau']);
    expect(PART_TYPE_LABELS.aut.en).toBe('Autograph');
    expect(PART_TYPE_LABELS.cpy.en).toBe('Manuscript copy');
    expect(PART_TYPE_LABELS.prt.en).toBe('Print');
    expect(PART_TYPE_LABELS.pau.en).toBe('Partial autograph');
    expect(PART_TYPE_LABELS.cpy.de).toBe('Abschrift');
    expect(isPartType('pau')).toBe(true);
    expect(isPartType('ms')).toBe(false);
  });
});

describe('incipit vocabulary', () => {
  it('has the clefs G-1, G-2, C-1 to C-5, F-4, F-3, each labelled', () => {
    expect(CLEFS).toEqual(['G-1', 'G-2', 'C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'F-4', 'F-3']);
    for (const clef of CLEFS) expect(CLEF_LABELS[clef].en).toContain(clef);
    expect(isClef('G-2')).toBe(true);
    expect(isClef('C+1')).toBe(false);
  });

  it('has 1 to 7 sharps and 1 to 7 flats in their orders', () => {
    expect(KEY_SIGNATURES.slice(0, 7)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((count) => `x${'FCGDAEB'.slice(0, count)}`),
    );
    expect(KEY_SIGNATURES.slice(7)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((count) => `b${'BEADGCF'.slice(0, count)}`),
    );
    expect(isKeySignature('bBEA')).toBe(true);
    expect(isKeySignature('none')).toBe(false);
  });

  it('labels key signatures with their count and keys', () => {
    expect(KEY_SIGNATURE_LABELS.xF.en).toBe('1 sharp (G major / E minor)');
    expect(KEY_SIGNATURE_LABELS.xFC.en).toBe('2 sharps (D major / B minor)');
    expect(KEY_SIGNATURE_LABELS.bB.en).toBe('1 flat (F major / D minor)');
    expect(KEY_SIGNATURE_LABELS.bBEA.en).toBe('3 flats (E-flat major / C minor)');
    expect(KEY_SIGNATURE_LABELS.bBEA.de).toBe('3 Be (Es-Dur / c-Moll)');
    expect(KEY_SIGNATURE_LABELS.xFCGDAEB.de).toBe('7 Kreuze (Cis-Dur / ais-Moll)');
  });
});
