import { Box, FormHelperText } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormCheckbox, FormTextField } from '../core/editor/FormTextField';
import type { PersonFormValues } from './person-form-values';
import { AuthorityIdsField } from '../core/authority/AuthorityIdsField';

/**
 * Basic information of a person (spec §2): dates, cleric, first mass, profession, notes; and its
 * authority identifiers.
 */
export function PersonBasicTab() {
  const { t } = useTranslation();
  const { trigger, formState } = useFormContext<PersonFormValues>();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FormTextField name="dates" label={t('people.dates')} help={t('people.dates_help')} />
      <FormTextField name="profession" label={t('people.profession')} autoComplete="off" />
      <Box>
        <FormCheckbox
          name="cleric"
          label={t('people.cleric')}
          // Being a cleric decides whether syllabi are checked: once the person has tried to
          // save, the marks follow the checkbox at once.
          onToggle={() => {
            if (formState.isSubmitted) void trigger('syllabi');
          }}
        />
        <FormHelperText sx={{ mt: 0 }}>{t('people.cleric_help')}</FormHelperText>
      </Box>
      <FormTextField
        name="first_mass"
        label={t('people.first_mass')}
        help={t('people.first_mass_help')}
      />
      <FormTextField
        name="notes"
        label={t('people.notes')}
        multiline
        minRows={3}
        sx={{ gridColumn: { md: '1 / -1' } }}
      />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <AuthorityIdsField />
      </Box>
    </Box>
  );
}
