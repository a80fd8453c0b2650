import { Box } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { ChildList } from '../../core/editor/ChildList';
import { FormTextField } from '../../core/editor/FormTextField';
import { FormReference, PublicationPicker } from '../../core/editor/reference-pickers';
import { newScoreRow, type PublicationScoreFormValues } from '../score-form-values';

/** Literature that mentions the score: the publication and where in it (number, page). */
export function LinksTab() {
  const { t } = useTranslation();
  return (
    <ChildList<PublicationScoreFormValues>
      name="publications"
      newItem={newScoreRow.publication}
      itemLabel={(index) => t('scores.reference_n', { n: index + 1 })}
      addLabel={t('scores.add_reference')}
      emptyText={t('scores.references_empty')}
      renderItem={(index) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <FormReference
            name={`publications.${index}.publication`}
            Picker={PublicationPicker}
            label={t('scores.publication')}
            required
          />
          <FormTextField
            name={`publications.${index}.number`}
            label={t('scores.reference_number')}
            required
            help={t('scores.reference_number_help')}
          />
          <FormTextField
            name={`publications.${index}.notes`}
            label={t('scores.notes')}
            multiline
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
      )}
    />
  );
}
