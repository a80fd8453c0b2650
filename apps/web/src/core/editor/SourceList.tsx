import { Box } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { ChildList } from './ChildList';
import { FormTextField } from './FormTextField';
import { sourceFormValues } from './source-values';

/**
 * The sources tab of the person and score editors (spec §2): type (default "cit"), citation,
 * description, URL and notes of each source, at `name` in the form (default `sources`).
 */
export function SourceList({ name = 'sources' }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <ChildList
      name={name}
      newItem={() => sourceFormValues()}
      itemLabel={(index) => t('editor.source_n', { n: index + 1 })}
      addLabel={t('editor.source_add')}
      emptyText={t('editor.sources_empty')}
      renderItem={(index) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
          <FormTextField
            name={`${name}.${index}.type`}
            label={t('editor.source_type')}
            help={t('editor.source_type_help')}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <FormTextField
            name={`${name}.${index}.citation`}
            label={t('editor.source_citation')}
            required
            multiline
            minRows={1}
          />
          <FormTextField
            name={`${name}.${index}.description`}
            label={t('editor.source_description')}
            multiline
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <FormTextField
            name={`${name}.${index}.url`}
            label={t('editor.source_url')}
            type="url"
            sx={{ gridColumn: { sm: '1 / -1' } }}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <FormTextField
            name={`${name}.${index}.notes`}
            label={t('editor.source_notes')}
            multiline
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
      )}
    />
  );
}
