import { isKeyCode } from '@partitura/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect } from '../../core/editor/FormSelect';
import { useTranslation } from '../../core/i18n/useTranslation';
import type { ScoreFormValues } from '../score-form-values';
import { useVocabularyOptions } from './vocabulary-options';

/**
 * The score's key: one of RISM's keys and modes, chosen from a list grouped into major and minor
 * keys and church modes, labelled in the interface language (a letter typed in the open list
 * moves to the first entry that begins with it). Free text kept from before the list (migration
 * 0016) stays selected, marked as such, until another entry is chosen: the save keeps it.
 */
export function KeyField() {
  const { t } = useTranslation();
  const { keys } = useVocabularyOptions();
  const { control } = useFormContext<ScoreFormValues>();
  const key = useWatch({ control, name: 'key' });
  const kept = typeof key === 'string' && key.trim() !== '' && !isKeyCode(key);
  return (
    <FormSelect
      name="key"
      label={t('scores.key')}
      options={keys}
      noneLabel={t('scores.none')}
      otherLabel={kept ? t('scores.key_kept', { key }) : undefined}
      groupLabel={(group) => t(`scores.key_group_${group}`)}
      help={kept ? t('scores.key_kept_help') : t('scores.key_help')}
    />
  );
}
