import { useMutation } from '../core/graphql';
import { Alert, TextField } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useSubmitForm } from '../core/forms/useSubmitForm';
import { safeRedirect } from '../core/routing/login-path';
import { useSession } from '../core/session/session-context';
import { AuthCard } from './AuthCard';
import { AuthLinks } from './AuthLinks';
import { LoginMutation } from './auth-documents';
import { AuthForm } from './AuthForm';

type LoginValues = { email: string; password: string };

/** /auth/login: e-mail and password; on success back to the `redirect` path (or the search). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const [login] = useMutation(LoginMutation);
  const form = useSubmitForm<LoginValues>(
    { defaultValues: { email: '', password: '' } },
    async ({ email, password }) => {
      const { data } = await login({ variables: { email: email.trim(), password } });
      const result = data?.login;
      if (!result?.success || !result.token) return result?.message || t('auth.login_failed');
      await session.setToken(result.token);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
  );
  const { register, errors, failure } = form;

  return (
    <AuthCard title={t('auth.login_title')} intro={t('auth.login_intro')}>
      <AuthForm form={form} submitLabel={t('auth.login')} busyLabel={t('auth.logging_in')}>
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
      </AuthForm>
      <AuthLinks
        links={[
          { to: '/auth/reset', label: t('auth.forgot_password') },
          { to: '/auth/register', label: t('auth.register_link') },
        ]}
      />
    </AuthCard>
  );
}
