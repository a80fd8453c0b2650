import { TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@partitura/domain';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';

type Props = {
  /** The new password's label: "New password", or "Password" for a new account. */
  label: string;
  /** The new password's field (`register('password')`). */
  password: UseFormRegisterReturn;
  /** The repeat's field (`register('password_repeat')`); without it the password is asked once. */
  repeat?: UseFormRegisterReturn;
  /** The form's errors: the domain's password rule on `password`, a differing repeat on its field. */
  errors: { password?: FieldError; password_repeat?: FieldError };
  autoFocus?: boolean;
};

/**
 * The fields of a new password (registration, reset, account): one field with the length rule as
 * help, and, when asked, the repeat (checked by newPasswordErrors). Browsers offer to generate and
 * store the password (`autocomplete="new-password"`).
 */
export function PasswordFields({ label, password, repeat, errors, autoFocus }: Props) {
  const { t } = useTranslation();
  const message = (error: FieldError | undefined) =>
    error?.message ? t(error.message) : undefined;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        error={Boolean(errors.password)}
        helperText={message(errors.password) ?? t('password.help', { count: PASSWORD_MIN_LENGTH })}
        {...password}
      />
      {repeat && (
        <TextField
          label={t('password.repeat')}
          type="password"
          autoComplete="new-password"
          required
          error={Boolean(errors.password_repeat)}
          helperText={message(errors.password_repeat)}
          {...repeat}
        />
      )}
    </>
  );
}
