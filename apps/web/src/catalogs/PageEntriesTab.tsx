import { Box } from '@mui/material';
import { entryTitle } from '@partitura/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { ChildList } from '../core/editor/ChildList';
import { FormTextField } from '../core/editor/FormTextField';
import { FormReference, ScorePicker } from '../core/editor/reference-pickers';
import { newEntryValues, type EntryValues } from './page-form';

/**
 * The entries of a page, in the order the catalog lists them, each transcribed as written and
 * linked to the surviving score when it is known.
 */
export function PageEntriesTab() {
  const { t, language } = useTranslation();
  const entries = useWatch<{ entries: EntryValues[] }, 'entries'>({ name: 'entries' });
  // An entry is named as its title (spec §3) within the page: "no. 3: Adlgasser".
  const label = (index: number) => {
    const entry = entries?.[index];
    const title = entry ? entryTitle(entry, language) : '';
    return title || t('pages.entry_item', { position: index + 1 });
  };
  return (
    <ChildList<EntryValues>
      name="entries"
      newItem={newEntryValues}
      itemLabel={label}
      addLabel={t('pages.add_entry')}
      emptyText={t('pages.no_entries')}
      renderItem={(index) => <EntryFields index={index} />}
    />
  );
}

const field = (name: keyof EntryValues, index: number) => `entries.${index}.${name}`;

function EntryFields({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 2fr 2fr' },
      }}
    >
      <FormTextField name={field('number', index)} label={t('catalogs.entry_number')} />
      <FormTextField name={field('signature', index)} label={t('catalogs.entry_signature')} />
      <FormTextField name={field('genre', index)} label={t('catalogs.entry_genre')} />
      <FormTextField name={field('composer', index)} label={t('catalogs.entry_composer')} />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
        <FormTextField
          name={field('annotation', index)}
          label={t('catalogs.entry_annotation')}
          multiline
          minRows={1}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
        <FormTextField
          name={field('notes', index)}
          label={t('catalogs.entry_notes')}
          multiline
          minRows={1}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormReference
          name={field('score', index)}
          Picker={ScorePicker}
          label={t('catalogs.entry_score')}
        />
      </Box>
    </Box>
  );
}
