import { TextField } from '@mui/material';
import { SEARCH_FIELDS, TEXT_LIMITS, type SearchField } from '@partitura/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { SearchPanel } from './SearchPanel';

type Fields = Partial<Record<SearchField, string>>;

/** Advanced search of scores: words that must occur in one field (composer, title, …). */
export function AdvancedFields({
  fields,
  onApply,
}: {
  fields: Fields;
  onApply: (fields: Fields) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Fields>(fields);
  const active = Object.keys(fields).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      Object.fromEntries(
        Object.entries(values).filter(([, value]) => value && value.trim() !== ''),
      ) as Fields,
    );
  };

  return (
    <SearchPanel
      heading={
        <>
          {t('search.advanced_heading')}
          {active > 0 && ` (${active})`}
        </>
      }
      expanded={active > 0}
      onSubmit={submit}
      formSx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
      submitLabel={t('search.advanced_apply')}
      onClear={() => {
        setValues({});
        onApply({});
      }}
    >
      {SEARCH_FIELDS.map((field) => (
        <TextField
          key={field}
          size="small"
          label={t(`search.field_${field}`)}
          value={values[field] ?? ''}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.search } }}
        />
      ))}
    </SearchPanel>
  );
}
