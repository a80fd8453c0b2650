import { Typography } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { ChildList } from '../../core/editor/ChildList';
import { FormTextField } from '../../core/editor/FormTextField';
import { FieldGrid } from '../../core/editor/FieldGrid';
import { newScoreRow, type PartFormValues } from '../score-form-values';
import { FormSelectField } from './FormSelectField';
import { removePartVoiceRow } from './list-rules';
import { useVocabularyOptions } from './vocabulary-options';
import { VoiceList } from './VoiceList';

/** The physical sources of the score (autograph, copies, prints) with their voices and state. */
export function PartsTab() {
  const { t } = useTranslation();
  const options = useVocabularyOptions();
  return (
    <ChildList<PartFormValues>
      name="parts"
      newItem={newScoreRow.part}
      itemLabel={(index) => t('scores.part_n', { n: index + 1 })}
      addLabel={t('scores.add_part')}
      emptyText={t('scores.parts_empty')}
      renderItem={(index) => {
        const name = (field: string) => `parts.${index}.${field}`;
        return (
          <FieldGrid>
            <FieldGrid columns={{ xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }}>
              <FormSelectField
                name={name('type')}
                label={t('scores.part_type')}
                options={options.partTypes}
                required
              />
              <FormTextField
                name={name('extent')}
                label={t('scores.extent')}
                help={t('scores.extent_help')}
              />
              <FormTextField
                name={name('measurements')}
                label={t('scores.measurements')}
                help={t('scores.measurements_help')}
              />
              <FormTextField name={name('date')} label={t('scores.date')} />
              <FormTextField name={name('watermark')} label={t('scores.watermark')} />
              <FormTextField name={name('wear')} label={t('scores.wear')} />
            </FieldGrid>
            <Typography variant="subtitle2" component="h4">
              {t('scores.part_voices')}
            </Typography>
            <VoiceList
              name={name('voices')}
              removeItem={removePartVoiceRow}
              owner={t('scores.part_n', { n: index + 1 })}
            />
            <FormTextField name={name('notes')} label={t('scores.notes')} multiline />
          </FieldGrid>
        );
      }}
    />
  );
}
