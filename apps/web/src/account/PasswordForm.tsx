import { useMutation } from '../core/graphql';
import { Alert, Box, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { newPasswordErrors } from '../core/forms/password-repeat';
import { PasswordFields } from '../core/forms/PasswordFields';
import { failureMessage } from '../core/graphql/failure-message';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
import { UpdateMeMutation } from './account-documents';

type PasswordValues = { current_password: string; password: string; password_repeat: string };

const FIELDS = ['current_password', 'password'] as const;
const EMPTY: PasswordValues = { current_password: '', password: '', password_repeat: '' };

// Whether the current password is right only the server can tell; it answers on that field.
const resolver = domainResolver<PasswordValues>(newPasswordErrors);

type Outcome = { success: boolean; message: string };

/** A new password, with the current one as proof; the person's other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [updateMe] = useMutation(UpdateMeMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: EMPTY, resolver });

  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    setOutcome(null);
    try {
      const { data } = await updateMe({ variables: { input: { current_password, password } } });
      const result = data?.updateMe;
      if (result?.success) {
        reset(EMPTY);
        setOutcome({ success: true, message: t('account.password_changed') });
        return;
      }
      const refusal = placeServerErrors(result, FIELDS, setError, t('account.save_failed'));
      if (refusal) setOutcome({ success: false, message: refusal });
    } catch (error) {
      setOutcome({ success: false, message: failureMessage(error, t) });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="password-heading">
      <Typography id="password-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('account.password_heading')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {outcome && (
          <Alert
            severity={outcome.success ? 'success' : 'error'}
            role={outcome.success ? 'status' : 'alert'}
          >
            {outcome.message}
          </Alert>
        )}
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
        <Box>
          <SubmitButton
            busy={isSubmitting}
            label={t('account.change_password')}
            busyLabel={t('common.saving')}
          />
        </Box>
      </Box>
    </Paper>
  );
}
