import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../app/routing/login-path';
import { useSession } from '../app/session/session-context';
import { LoginMutation } from './auth-documents';

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
    } catch {
      setFailure(t('common.network_error'));
    }
  });

  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, mt: { xs: 2, sm: 6 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 400 }}>
        {t('auth.login_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.login_intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={
            isSubmitting ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : undefined
          }
        >
          {isSubmitting ? t('auth.logging_in') : t('auth.login')}
        </Button>
      </Box>
    </Paper>
  );
}
