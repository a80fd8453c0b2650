import {
  ATTRIBUTION_FUNCTION_LABELS,
  ATTRIBUTION_FUNCTIONS,
  ATTRIBUTION_QUALIFIER_LABELS,
  ATTRIBUTION_QUALIFIERS,
  CLEF_LABELS,
  CLEFS,
  KEY_SIGNATURE_LABELS,
  KEY_SIGNATURES,
  KEY_CODES,
  keyGroup,
  keyLabels,
  PART_TYPE_LABELS,
  PART_TYPES,
  type LocalizedText,
} from '@partitura/domain';
import { useLocalizedLabel } from '../../core/editor/useLocalizedLabel';
import type { SelectOption } from './FormSelectField';

function optionsOf<C extends string>(
  codes: readonly C[],
  labels: Record<C, LocalizedText>,
  label: (text: LocalizedText) => string,
): SelectOption[] {
  return codes.map((code) => ({ value: code, label: label(labels[code]) }));
}

/** The closed lists of spec §9 as select options, labelled in the interface language. */
export function useVocabularyOptions() {
  const label = useLocalizedLabel();
  return {
    functions: optionsOf(ATTRIBUTION_FUNCTIONS, ATTRIBUTION_FUNCTION_LABELS, label),
    qualifiers: optionsOf(ATTRIBUTION_QUALIFIERS, ATTRIBUTION_QUALIFIER_LABELS, label),
    partTypes: optionsOf(PART_TYPES, PART_TYPE_LABELS, label),
    clefs: optionsOf(CLEFS, CLEF_LABELS, label),
    keySignatures: optionsOf(KEY_SIGNATURES, KEY_SIGNATURE_LABELS, label),
    // RISM's keys and modes, grouped (major, minor, church modes, …) for the select's headings.
    keys: KEY_CODES.map((code) => ({
      value: code,
      label: label(keyLabels(code) ?? undefined, code),
      group: keyGroup(code) ?? undefined,
    })),
  };
}
