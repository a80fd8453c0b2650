import { Alert, Box } from '@mui/material';
import { newSyllabus, validatePerson } from '@partitura/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { ChildList } from '../core/editor/ChildList';
import { FormTextField } from '../core/editor/FormTextField';
import type { PersonFormValues, SyllabusFormValues } from './person-form-values';

/** Whether the person rule checks syllabi for a person who is (or is not) a cleric. */
function syllabiChecked(cleric: boolean): boolean {
  // Asked of the domain rule itself, with one empty syllabus, so the hint never disagrees.
  return validatePerson({ cleric, syllabi: [newSyllabus()] }).some((error) =>
    error.field.startsWith('syllabi.'),
  );
}

/** The syllabi of a person, with the hint whether they are checked (only for clerics). */
export function PersonSyllabiTab() {
  const { t } = useTranslation();
  const cleric = useWatch<PersonFormValues, 'cleric'>({ name: 'cleric' });
  const checked = syllabiChecked(Boolean(cleric));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info" variant="outlined">
        {checked ? t('people.syllabi_checked') : t('people.syllabi_unchecked')}
      </Alert>
      <ChildList<SyllabusFormValues>
        name="syllabi"
        newItem={() => ({ id: null, ...newSyllabus() })}
        itemLabel={(index) => t('people.syllabus_n', { n: index + 1 })}
        addLabel={t('people.syllabus_add')}
        emptyText={t('people.syllabi_empty')}
        renderItem={(index) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <FormTextField
              name={`syllabi.${index}.citation`}
              label={t('people.syllabus_citation')}
              required={checked}
            />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              <FormTextField
                name={`syllabi.${index}.transcription`}
                label={t('people.syllabus_transcription')}
                required={checked}
                multiline
                minRows={3}
              />
              <FormTextField
                name={`syllabi.${index}.translation`}
                label={t('people.syllabus_translation')}
                required={checked}
                multiline
                minRows={3}
              />
            </Box>
          </Box>
        )}
      />
    </Box>
  );
}
