import { useMutation } from '../core/graphql';
import { Alert, Box, TextField } from '@mui/material';
import { isEmailAddress } from '@partitura/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { SubmitButton } from '../core/forms/SubmitButton';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { AuthLinks } from './AuthLinks';
import { RequestPasswordResetMutation } from './auth-documents';
import { failureMessage } from '../core/graphql/failure-message';

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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({ defaultValues: { email: '' }, resolver });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const result = data?.requestPasswordReset;
      if (result?.success) setConfirmation(result.message || t('Auth.reset_requested'));
      else setFailure(result?.message || t('reset.failed'));
    } catch (error) {
      setFailure(failureMessage(error, t));
    }
  });

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
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
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
        <SubmitButton
          size="large"
          busy={isSubmitting}
          label={t('reset.request_submit')}
          busyLabel={t('reset.request_submitting')}
        />
      </Box>
      <AuthLinks links={[{ to: '/auth/login', label: t('reset.back_to_login') }]} />
    </AuthCard>
  );
}
