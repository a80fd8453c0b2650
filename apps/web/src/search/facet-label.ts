import { keyLabel } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { partTypeLabel } from '../scores/index';

/**
 * How a facet value reads: keys, part types and yes/no translated, everything else as the server
 * names it.
 */
export function useFacetLabel() {
  const { t, language } = useTranslation();
  return (group: string, value: string, label: string) => {
    if (group === 'key') return keyLabel(value, language);
    if (group === 'part') return partTypeLabel(value, language);
    if (group === 'digital' || group === 'cleric') return t(`search.facet_${group}_${value}`);
    return label;
  };
}
