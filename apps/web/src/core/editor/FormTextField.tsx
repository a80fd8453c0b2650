import { Checkbox, FormControlLabel, TextField, type TextFieldProps } from '@mui/material';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { TEXT_LIMITS } from '@partitura/domain';
import { useTranslation } from '../i18n/useTranslation';

type TextProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'value' | 'onChange'> & {
  /** The field's path in the editor's form, e.g. `syllabi.0.citation`. */
  name: string;
  /** Shown under the field while it has no error. */
  help?: string;
};

/**
 * A text field of a record editor, bound to the form by `name`. Its error (a message key of the
 * domain rules or the server) is translated under it, in place of the help text. It takes as many
 * characters as the server accepts: a line, or long text when it is multiline.
 */
export function FormTextField({ name, help, slotProps, ...props }: TextProps) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <TextField
      fullWidth
      {...props}
      {...register(name)}
      error={Boolean(message)}
      helperText={message ? t(message) : help}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
        htmlInput: {
          maxLength: props.multiline ? TEXT_LIMITS.long : TEXT_LIMITS.line,
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}

type CheckboxProps = { name: string; label: string; onToggle?: (checked: boolean) => void };

/** A yes/no field of a record editor, bound to the form by `name`. */
export function FormCheckbox({ name, label, onToggle }: CheckboxProps) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          inputRef={field.ref}
          name={field.name}
          checked={Boolean(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
        />
      }
    />
  );
}
