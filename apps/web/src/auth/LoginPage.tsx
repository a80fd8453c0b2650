import { useMutation } from '../core/graphql';
import { Alert, Box, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '../core/forms/SubmitButton';
import { safeRedirect } from '../core/routing/login-path';
import { useSession } from '../core/session/session-context';
import { AuthCard } from './AuthCard';
import { AuthLinks } from './AuthLinks';
import { LoginMutation } from './auth-documents';
import { failureMessage } from '../core/graphql/failure-message';

type LoginValues = { email: string; password: string };

/** /auth/login: e-mail and password; on success back to the `redirect` path (or the search). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const [login] = useMutation(LoginMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      const result = data?.login;
      if (!result?.success || !result.token) {
        setFailure(result?.message || t('auth.login_failed'));
        return;
      }
      await session.setToken(result.token);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, t));
    }
  });

  return (
    <AuthCard title={t('auth.login_title')} intro={t('auth.login_intro')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {!failure && session.sessionEnded && (
          <Alert severity="info">{t('auth.session_ended')}</Alert>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={Boolean(errors.email)}
          helperText={errors.email ? t('auth.email_required') : undefined}
          {...register('email', { validate: (value) => value.trim() !== '' })}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={errors.password ? t('auth.password_required') : undefined}
          {...register('password', { validate: (value) => value !== '' })}
        />
        <SubmitButton
          size="large"
          busy={isSubmitting}
          label={t('auth.login')}
          busyLabel={t('auth.logging_in')}
        />
      </Box>
      <AuthLinks
        links={[
          { to: '/auth/reset', label: t('auth.forgot_password') },
          { to: '/auth/register', label: t('auth.register_link') },
        ]}
      />
    </AuthCard>
  );
}
