import { MenuItem, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/useTranslation';

export type SelectOption = { value: string; label: string };

type Props = {
  /** The field's path in the editor's form, e.g. `attributions.0.function`. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  help?: string;
};

/**
 * A choice from one of the closed lists of spec §9 (relator functions, qualifiers, part types,
 * clefs, key signatures), bound to the form by `name`, its error translated under it. "None" is
 * offered first; a stored code outside the list is kept and shown as it is.
 */
export function FormSelectField({ name, label, options, required, help }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={required}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ? t(message) : help}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">
        <em>{t('scores.none')}</em>
      </MenuItem>
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
