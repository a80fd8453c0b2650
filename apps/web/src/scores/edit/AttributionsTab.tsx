import { Box } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { ChildList } from '../../core/editor/ChildList';
import { FormTextField } from '../../core/editor/FormTextField';
import {
  FormReference,
  PersonPicker,
  PlacePicker,
  PublicationPicker,
} from '../../core/editor/reference-pickers';
import { newScoreRow, type AttributionFormValues } from '../score-form-values';
import { FormSelectField } from './FormSelectField';
import { useVocabularyOptions } from './vocabulary-options';

/** Who composed, copied, owned … the score: person, MARC relator function and certainty. */
export function AttributionsTab() {
  const { t } = useTranslation();
  const options = useVocabularyOptions();
  return (
    <ChildList<AttributionFormValues>
      name="attributions"
      newItem={newScoreRow.attribution}
      itemLabel={(index) => t('scores.attribution_n', { n: index + 1 })}
      addLabel={t('scores.add_attribution')}
      emptyText={t('scores.attributions_empty')}
      renderItem={(index) => {
        const name = (field: string) => `attributions.${index}.${field}`;
        return (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr' },
            }}
          >
            <Box sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}>
              <FormReference
                name={name('person')}
                Picker={PersonPicker}
                label={t('scores.person')}
                required
              />
            </Box>
            <FormSelectField
              name={name('function')}
              label={t('scores.function')}
              options={options.functions}
              required
            />
            <FormSelectField
              name={name('qualifier')}
              label={t('scores.qualifier')}
              options={options.qualifiers}
              required
            />
            <FormTextField name={name('profession')} label={t('scores.profession')} />
            <FormTextField name={name('from')} label={t('scores.from')} />
            <FormTextField name={name('to')} label={t('scores.to')} />
            <FormTextField
              name={name('designation')}
              label={t('scores.designation')}
              help={t('scores.designation_help')}
            />
            <FormTextField
              name={name('member')}
              label={t('scores.member')}
              help={t('scores.member_help')}
              sx={{ gridColumn: { lg: 'span 2' } }}
            />
            <FormReference name={name('place')} Picker={PlacePicker} label={t('scores.place')} />
            <Box sx={{ gridColumn: { lg: 'span 2' } }}>
              <FormReference
                name={name('publication')}
                Picker={PublicationPicker}
                label={t('scores.publication')}
              />
            </Box>
            <FormTextField
              name={name('notes')}
              label={t('scores.notes')}
              multiline
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
        );
      }}
    />
  );
}
