import { TextField } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { newPasswordErrors } from '../core/forms/password-repeat';
import { PasswordFields } from '../core/forms/PasswordFields';
import { AccountSection, useAccountForm } from './AccountSection';

type PasswordValues = { current_password: string; password: string; password_repeat: string };

const FIELDS = ['current_password', 'password'] as const;
const EMPTY: PasswordValues = { current_password: '', password: '', password_repeat: '' };

// Whether the current password is right only the server can tell; it answers on that field.
const resolver = domainResolver<PasswordValues>(newPasswordErrors);

/** A new password, with the current one as proof; the person's other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { form, outcome, submit } = useAccountForm<PasswordValues>(
    { defaultValues: EMPTY, resolver },
    FIELDS,
  );
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submit(
    ({ current_password, password }) => ({ current_password, password }),
    () => form.reset(EMPTY),
  );

  return (
    <AccountSection
      headingId="password-heading"
      heading={t('account.password_heading')}
      outcome={outcome}
      savedText={t('account.password_changed')}
      onSubmit={onSubmit}
      busy={isSubmitting}
      submitLabel={t('account.change_password')}
    >
      <TextField
        label={t('account.current_password')}
        type="password"
        autoComplete="current-password"
        required
        error={Boolean(errors.current_password)}
        helperText={
          errors.current_password?.message ? t(errors.current_password.message) : undefined
        }
        {...register('current_password')}
      />
      <PasswordFields
        label={t('password.new')}
        password={register('password')}
        repeat={register('password_repeat')}
        errors={errors}
      />
    </AccountSection>
  );
}
