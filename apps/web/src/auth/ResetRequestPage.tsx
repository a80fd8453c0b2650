import { useMutation } from '../core/graphql';
import { TextField } from '@mui/material';
import { isEmailAddress } from '@partitura/domain';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { useSubmitForm } from '../core/forms/useSubmitForm';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { AuthLinks } from './AuthLinks';
import { RequestPasswordResetMutation } from './auth-documents';
import { AuthForm } from './AuthForm';

type ResetRequestValues = { email: string };

const resolver = domainResolver<ResetRequestValues>(({ email }) =>
  isEmailAddress(email) ? [] : [{ field: 'email', key: 'User.error_email_invalid' }],
);

/**
 * /auth/reset: asks for a reset link. The confirmation is the same whether or not an account
 * exists for the address, so the screen tells nobody which addresses are registered.
 */
export function ResetRequestPage() {
  const { t } = useTranslation();
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useSubmitForm<ResetRequestValues>(
    { defaultValues: { email: '' }, resolver },
    async ({ email }) => {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const result = data?.requestPasswordReset;
      if (!result?.success) return result?.message || t('reset.failed');
      setConfirmation(result.message || t('Auth.reset_requested'));
    },
  );
  const { register, errors } = form;

  if (confirmation) {
    return (
      <AuthOutcome
        title={t('register.check_mailbox_title')}
        severity="success"
        message={confirmation}
        next={{ to: '/auth/login', label: t('register.go_to_login') }}
      />
    );
  }

  return (
    <AuthCard title={t('reset.request_title')} intro={t('reset.request_intro')}>
      <AuthForm
        form={form}
        submitLabel={t('reset.request_submit')}
        busyLabel={t('reset.request_submitting')}
      >
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          error={Boolean(errors.email)}
          helperText={errors.email?.message ? t(errors.email.message) : undefined}
          {...register('email')}
        />
      </AuthForm>
      <AuthLinks links={[{ to: '/auth/login', label: t('reset.back_to_login') }]} />
    </AuthCard>
  );
}
