import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/useTranslation';
import { ChildList } from '../../core/editor/ChildList';
import { ReferencePicker, type PickerSearch } from '../../core/editor/ReferencePicker';
import type { PickScoreEntriesQuery as EntriesData } from '../../gql/graphql';
import { PickScoreEntriesQuery } from '../score-documents';
import { newScoreRow, type EntryFormValues } from '../score-form-values';
import { entryPath } from '../score-model';

/** Entries found by number, signature, composer or genre, with their page for the link. */
const entrySearch: PickerSearch<EntryFormValues, EntriesData> = {
  query: PickScoreEntriesQuery,
  variables: (search) => ({ search: search || null }),
  options: (data) => data.entries,
  optionLabel: (entry) => entry.title ?? '',
  optionDetail: (entry) => entry.signature,
};

/** The historical catalog entries that record this score (each must be an existing entry). */
export function EntryList() {
  const { t } = useTranslation();
  return (
    <ChildList<EntryFormValues>
      name="entries"
      newItem={newScoreRow.entry}
      itemLabel={(index) => t('scores.entry_n', { n: index + 1 })}
      addLabel={t('scores.add_entry')}
      emptyText={t('scores.entries_empty')}
      renderItem={(index) => <EntryRow index={index} />}
    />
  );
}

function EntryRow({ index }: { index: number }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: `entries.${index}` });
  const row = field.value as EntryFormValues | undefined;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ReferencePicker
        search={entrySearch}
        label={t('scores.entry')}
        required
        value={row?.id ? row : null}
        onChange={(value) => field.onChange(value ?? newScoreRow.entry())}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
        helperText={t('scores.entry_help')}
      />
      {row?.id && row.page && (
        <Box>
          <Link
            href={entryPath({ page: row.page })}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('scores.open_entry')}
            <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
          </Link>
        </Box>
      )}
    </Box>
  );
}
