import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';

/** A choice; options of one `group` follow each other and are headed by the group's label. */
export type SelectOption = { value: string; label: string; group?: string };

type Props = {
  /** The field's path in the editor's form, e.g. `attributions.0.function`. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first choice, for no value ("None"). */
  noneLabel: string;
  /** How a stored value outside the options is shown (the value itself when absent). */
  otherLabel?: string;
  /** The heading of a group of options (options without a group have none). */
  groupLabel?: (group: string) => string;
  required?: boolean;
  help?: string;
  size?: 'small' | 'medium';
};

/**
 * A choice from a closed list, bound to the form by `name`, its error translated under it. "None"
 * is offered first; a stored value outside the list is kept and offered last.
 */
export function FormSelect({
  name,
  label,
  options,
  noneLabel,
  otherLabel,
  groupLabel,
  ...props
}: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: otherLabel ?? value }]
      : options;
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      fullWidth
      size={props.size}
      label={label}
      required={props.required}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ? t(message) : props.help}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">
        <em>{noneLabel}</em>
      </MenuItem>
      {shown.flatMap((option, index) => {
        const item = (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        );
        const heads = option.group && groupLabel && option.group !== shown[index - 1]?.group;
        return heads
          ? [
              <ListSubheader key={`group:${option.group}`}>
                {groupLabel(option.group!)}
              </ListSubheader>,
              item,
            ]
          : [item];
      })}
    </TextField>
  );
}
