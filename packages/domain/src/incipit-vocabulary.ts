import type { LocalizedText } from './locale';

/** Clefs an incipit may have (spec §9), in PAE notation: letter, "-", staff line. */
export const CLEFS = ['G-1', 'G-2', 'C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'F-4', 'F-3'] as const;

export type Clef = (typeof CLEFS)[number];

export const CLEF_LABELS: Record<Clef, LocalizedText> = {
  'G-1': { en: 'French violin clef (G-1)', de: 'Französischer Violinschlüssel (G-1)' },
  'G-2': { en: 'Treble clef (G-2)', de: 'Violinschlüssel (G-2)' },
  'C-1': { en: 'Soprano clef (C-1)', de: 'Sopranschlüssel (C-1)' },
  'C-2': { en: 'Mezzo-soprano clef (C-2)', de: 'Mezzosopranschlüssel (C-2)' },
  'C-3': { en: 'Alto clef (C-3)', de: 'Altschlüssel (C-3)' },
  'C-4': { en: 'Tenor clef (C-4)', de: 'Tenorschlüssel (C-4)' },
  'C-5': { en: 'Baritone clef (C-5)', de: 'Baritonschlüssel (C-5)' },
  'F-4': { en: 'Bass clef (F-4)', de: 'Bassschlüssel (F-4)' },
  'F-3': { en: 'Baritone clef (F-3)', de: 'Baritonschlüssel (F-3)' },
};

/**
 * Key signatures (spec §9) in PAE notation: 1 to 7 sharps in sharp order (xF … xFCGDAEB), then
 * 1 to 7 flats in flat order (bB … bBEADGCF).
 */
export const KEY_SIGNATURES = [
  'xF',
  'xFC',
  'xFCG',
  'xFCGD',
  'xFCGDA',
  'xFCGDAE',
  'xFCGDAEB',
  'bB',
  'bBE',
  'bBEA',
  'bBEAD',
  'bBEADG',
  'bBEADGC',
  'bBEADGCF',
] as const;

export type KeySignature = (typeof KEY_SIGNATURES)[number];

export const KEY_SIGNATURE_LABELS: Record<KeySignature, LocalizedText> = {
  xF: { en: '1 sharp (G major / E minor)', de: '1 Kreuz (G-Dur / e-Moll)' },
  xFC: { en: '2 sharps (D major / B minor)', de: '2 Kreuze (D-Dur / h-Moll)' },
  xFCG: { en: '3 sharps (A major / F-sharp minor)', de: '3 Kreuze (A-Dur / fis-Moll)' },
  xFCGD: { en: '4 sharps (E major / C-sharp minor)', de: '4 Kreuze (E-Dur / cis-Moll)' },
  xFCGDA: { en: '5 sharps (B major / G-sharp minor)', de: '5 Kreuze (H-Dur / gis-Moll)' },
  xFCGDAE: {
    en: '6 sharps (F-sharp major / D-sharp minor)',
    de: '6 Kreuze (Fis-Dur / dis-Moll)',
  },
  xFCGDAEB: {
    en: '7 sharps (C-sharp major / A-sharp minor)',
    de: '7 Kreuze (Cis-Dur / ais-Moll)',
  },
  bB: { en: '1 flat (F major / D minor)', de: '1 Be (F-Dur / d-Moll)' },
  bBE: { en: '2 flats (B-flat major / G minor)', de: '2 Be (B-Dur / g-Moll)' },
  bBEA: { en: '3 flats (E-flat major / C minor)', de: '3 Be (Es-Dur / c-Moll)' },
  bBEAD: { en: '4 flats (A-flat major / F minor)', de: '4 Be (As-Dur / f-Moll)' },
  bBEADG: { en: '5 flats (D-flat major / B-flat minor)', de: '5 Be (Des-Dur / b-Moll)' },
  bBEADGC: { en: '6 flats (G-flat major / E-flat minor)', de: '6 Be (Ges-Dur / es-Moll)' },
  bBEADGCF: { en: '7 flats (C-flat major / A-flat minor)', de: '7 Be (Ces-Dur / as-Moll)' },
};

/** True when `value` is one of the listed clefs. */
export function isClef(value: unknown): value is Clef {
  return typeof value === 'string' && (CLEFS as readonly string[]).includes(value);
}

/** True when `value` is one of the listed key signatures. */
export function isKeySignature(value: unknown): value is KeySignature {
  return typeof value === 'string' && (KEY_SIGNATURES as readonly string[]).includes(value);
}
