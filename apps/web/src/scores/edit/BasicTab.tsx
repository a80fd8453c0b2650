import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import { FormTextField } from '../../core/editor/FormTextField';
import { CollectionPicker, FormReference } from '../../core/editor/reference-pickers';
import { EntryList } from './EntryList';
import { GenreList } from './GenreList';
import { removeScoreVoiceRow } from './list-rules';
import { KeyField } from './KeyField';
import { ShortTitleField } from './ShortTitleField';
import { VoiceList } from './VoiceList';

/** The fields of the basic-information tab (their errors mark the tab). */
export const BASIC_FIELDS = [
  'collection',
  'shelfmark',
  'former_shelfmarks',
  'title',
  'short_title',
  'opus',
  'key',
  'provenance',
  'notes',
  'genres',
  'voices',
  'entries',
] as const;

/** Basic information: where the score is kept, what it is called, its genres and scoring. */
export function BasicTab() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormReference
          name="collection"
          Picker={CollectionPicker}
          label={t('scores.collection')}
          required
        />
        <FormTextField
          name="shelfmark"
          label={t('scores.shelfmark')}
          required
          help={t('scores.shelfmark_help')}
        />
        <FormTextField name="former_shelfmarks" label={t('scores.former_shelfmarks')} />
        <FormTextField name="opus" label={t('scores.opus')} />
        <FormTextField
          name="title"
          label={t('scores.title')}
          help={t('scores.title_help')}
          multiline
          sx={{ gridColumn: '1 / -1' }}
        />
        <ShortTitleField />
        <KeyField />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <FormTextField
          name="provenance"
          label={t('scores.provenance')}
          multiline
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormTextField
          name="notes"
          label={t('scores.notes')}
          multiline
          minRows={2}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      <Group title={t('scores.genres')}>
        <GenreList />
      </Group>
      <Group title={t('scores.scoring')}>
        <VoiceList name="voices" removeItem={removeScoreVoiceRow} />
      </Group>
      <Group title={t('scores.entries')}>
        <EntryList />
      </Group>
    </Box>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
