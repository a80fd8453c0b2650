import { incipitNumbering } from '@partitura/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/useTranslation';
import { ChildList } from '../../core/editor/ChildList';
import { newScoreRow, type IncipitFormValues } from '../score-form-values';
import { IncipitFields } from './IncipitFields';

/** The incipit's name: its numbering (number.movement.section) when given, else its place. */
export function useIncipitLabel(): (index: number) => string {
  const { t } = useTranslation();
  const incipits = useWatch({ name: 'incipits' }) as IncipitFormValues[] | undefined;
  return (index) => {
    const numbering = incipits?.[index] ? incipitNumbering(incipits[index]) : '';
    return numbering
      ? t('scores.incipit_numbered', { numbering })
      : t('scores.incipit_unnumbered', { position: index + 1 });
  };
}

/** The music incipits, each with its Plaine & Easie code drawn live as notation. */
export function IncipitsTab() {
  const { t } = useTranslation();
  const label = useIncipitLabel();
  return (
    <ChildList<IncipitFormValues>
      name="incipits"
      newItem={newScoreRow.incipit}
      itemLabel={label}
      addLabel={t('scores.add_incipit')}
      emptyText={t('scores.incipits_empty')}
      renderItem={(index) => <IncipitFields index={index} label={label(index)} />}
    />
  );
}
