import { Box, Typography } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';

/** The single vow book entry of a person: citation and transcription. */
export function PersonVowBookTab() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">{t('people.vow_book_intro')}</Typography>
      <FormTextField name="vow_book_entry.citation" label={t('people.vow_citation')} />
      <FormTextField
        name="vow_book_entry.transcription"
        label={t('people.vow_transcription')}
        multiline
        minRows={4}
      />
    </Box>
  );
}
