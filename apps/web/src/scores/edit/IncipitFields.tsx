import { Box } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { FormCheckbox, FormTextField } from '../../core/editor/FormTextField';
import { FieldGrid } from '../../core/editor/FieldGrid';
import { FormSelectField } from './FormSelectField';
import { IncipitPaeField } from './IncipitPaeField';
import { useVocabularyOptions } from './vocabulary-options';

const wholeNumber = { htmlInput: { min: 0, step: 1 } };

/** Every field of an incipit (spec §3); the PAE with its notation drawn while typing. */
export function IncipitFields({ index, label }: { index: number; label: string }) {
  const { t } = useTranslation();
  const options = useVocabularyOptions();
  const name = (field: string) => `incipits.${index}.${field}`;
  return (
    <FieldGrid>
      <FieldGrid columns={{ xs: 'repeat(3, 1fr)', md: '100px 100px 100px 1fr 1fr' }}>
        <FormTextField
          name={name('number')}
          label={t('scores.number')}
          type="number"
          slotProps={wholeNumber}
        />
        <FormTextField
          name={name('movement')}
          label={t('scores.movement')}
          type="number"
          slotProps={wholeNumber}
        />
        <FormTextField
          name={name('section')}
          label={t('scores.section')}
          type="number"
          slotProps={wholeNumber}
        />
        <FormTextField
          name={name('part')}
          label={t('scores.incipit_part')}
          help={t('scores.incipit_part_help')}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <FormTextField
          name={name('tempo')}
          label={t('scores.tempo')}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
      </FieldGrid>
      <FieldGrid columns={{ xs: '1fr', sm: '1fr 1fr 160px' }}>
        <FormSelectField name={name('clef')} label={t('scores.clef')} options={options.clefs} />
        <FormSelectField
          name={name('key_signature')}
          label={t('scores.key_signature')}
          options={options.keySignatures}
        />
        <FormTextField
          name={name('time_signature')}
          label={t('scores.time_signature')}
          help={t('scores.time_signature_help')}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </FieldGrid>
      <IncipitPaeField name={name('pae')} fieldsOf={name} label={label} />
      <FormTextField name={name('text')} label={t('scores.incipit_text')} multiline />
      <Box>
        <FormCheckbox name={name('basso_continuo')} label={t('scores.basso_continuo')} />
      </Box>
      <FormTextField name={name('notes')} label={t('scores.notes')} multiline />
    </FieldGrid>
  );
}
