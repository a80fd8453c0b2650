import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { DigitizableType } from '@partitura/domain';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { ScorePicker, type PickedScore } from '../core/editor/reference-pickers';
import { CatalogPicker, type PickedCatalog } from '../catalogs/index';
import type { DigitalCopyFormValues, PickedDigitized } from './digital-copy-form';
import { isDigitizableType } from './digital-copy-model';

/**
 * The record a digital copy shows (spec §2: a catalog or a score): its kind, and the record
 * chosen with the kind's picker. Another record clears the pages the images showed.
 */
export function DigitizedRecordFields() {
  const { t } = useTranslation();
  const headingId = useId();
  const kindId = useId();
  const { control, getValues, setValue } = useFormContext<DigitalCopyFormValues>();
  const type = useWatch({ control, name: 'digitizable_type' });
  const { field, fieldState } = useController({ control, name: 'digitizable' });

  // A page belongs to one catalog: with another record, no image shows a page any more.
  const clearPages = () =>
    getValues('files').forEach((image, index) => {
      if (image.page) setValue(`files.${index}.page`, '', { shouldDirty: true });
    });

  const choose = (record: PickedDigitized | null) => {
    if (record?.id !== field.value?.id) clearPages();
    field.onChange(record);
  };

  const changeType = (next: DigitizableType) => {
    setValue('digitizable_type', next, { shouldDirty: true });
    choose(null);
  };

  const pickerProps = {
    value: field.value,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
    required: true,
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('digital_copies.digitized')}
      </Typography>
      <FormControl>
        <FormLabel id={kindId}>{t('digital_copies.digitized_kind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindId}
          name="digitizable_type"
          value={type}
          onChange={(event) => {
            if (isDigitizableType(event.target.value)) changeType(event.target.value);
          }}
        >
          <FormControlLabel value="score" control={<Radio />} label={t('entity.score')} />
          <FormControlLabel value="catalog" control={<Radio />} label={t('entity.catalog')} />
        </RadioGroup>
      </FormControl>
      {type === 'catalog' ? (
        <CatalogPicker
          key="catalog"
          {...pickerProps}
          value={(field.value as PickedCatalog | null) ?? null}
          onChange={choose}
          label={t('entity.catalog')}
          helperText={t('digital_copies.catalog_help')}
        />
      ) : (
        <ScorePicker
          key="score"
          {...pickerProps}
          value={(field.value as PickedScore | null) ?? null}
          onChange={choose}
          label={t('entity.score')}
          helperText={t('digital_copies.score_help')}
        />
      )}
    </Box>
  );
}
