import type { LocalizedText } from './locale';

/** Part (source) types (spec §9): what kind of source a part is. */
export const PART_TYPES = ['aut', 'cpy', 'prt', 'pau'] as const;

export type PartType = (typeof PART_TYPES)[number];

export const PART_TYPE_LABELS: Record<PartType, LocalizedText> = {
  aut: { en: 'Autograph', de: 'Autograph' },
  cpy: { en: 'Manuscript copy', de: 'Abschrift' },
  prt: { en: 'Print', de: 'Druck' },
  pau: { en: 'Partial autograph', de: 'Teilautograph' },
};

/** True when `value` is one of the part type codes. */
export function isPartType(value: unknown): value is PartType {
  return typeof value === 'string' && (PART_TYPES as readonly string[]).includes(value);
}
