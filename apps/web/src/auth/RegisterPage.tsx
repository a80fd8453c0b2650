import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useMutation } from '../core/graphql';
import { Alert, Button, TextField, Typography } from '@mui/material';
import { requiredText, validateRegistration } from '@partitura/domain';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { domainResolver } from '../core/forms/domain-resolver';
import { LocaleField } from '../core/forms/LocaleField';
import { PasswordFields } from '../core/forms/PasswordFields';
import { placeServerErrors } from '../core/forms/server-errors';
import { useSubmitForm } from '../core/forms/useSubmitForm';
import { currentLanguage } from '../core/i18n/i18n';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { AuthLinks } from './AuthLinks';
import { RegisterMutation } from './auth-documents';

type RegisterValues = { name: string; email: string; password: string; locale: string };

const FIELDS = ['name', 'email', 'password', 'locale'] as const;
const resolver = domainResolver<RegisterValues>((values) => validateRegistration(values));

type Registered = { email: string; message: string };

/**
 * /auth/register: a new account; on success the next step is a mail. The server answers the same
 * whether or not the address has an account (its owner is mailed a reset link instead of a
 * confirmation link), so the screen says only: check your mailbox.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<Registered | null>(null);
  if (registered) return <CheckYourMailbox {...registered} />;
  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')}>
      <RegisterForm onRegistered={setRegistered} />
      <AuthLinks links={[{ to: '/auth/login', label: t('register.have_account') }]} />
    </AuthCard>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (result: Registered) => void }) {
  const { t } = useTranslation();
  const [registerAccount] = useMutation(RegisterMutation);
  const form = useSubmitForm<RegisterValues>(
    {
      defaultValues: { name: '', email: '', password: '', locale: currentLanguage() },
      resolver,
    },
    async (values, { setError }) => {
      const input = {
        ...values,
        name: requiredText(values.name),
        email: requiredText(values.email),
      };
      const { data } = await registerAccount({ variables: { input } });
      const result = data?.register;
      if (result?.success) {
        onRegistered({ email: input.email, message: result.message ?? t('Auth.registered') });
        return;
      }
      // Field errors speak for themselves; anything else (e.g. too many attempts) goes on top.
      return placeServerErrors(result, FIELDS, setError, t('register.failed'));
    },
  );
  const { register, errors } = form;

  const help = (field: keyof RegisterValues, fallback?: string) =>
    errors[field]?.message ? t(errors[field].message) : fallback;

  return (
    <AuthForm form={form} submitLabel={t('register.submit')} busyLabel={t('register.submitting')}>
      <TextField
        label={t('register.name')}
        autoComplete="name"
        autoFocus
        required
        error={Boolean(errors.name)}
        helperText={help('name')}
        {...register('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={help('email')}
        {...register('email')}
      />
      <PasswordFields label={t('auth.password')} password={register('password')} errors={errors} />
      <LocaleField
        label={t('register.locale')}
        error={Boolean(errors.locale)}
        helperText={help('locale', t('register.locale_help'))}
        {...register('locale')}
      />
    </AuthForm>
  );
}

/** The clear next step after registering: the mail and its link. */
function CheckYourMailbox({ email, message }: Registered) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('register.check_mailbox_title')}>
      <Alert
        severity="success"
        role="status"
        icon={<MarkEmailReadOutlinedIcon fontSize="inherit" />}
        sx={{ mb: 2 }}
      >
        {message}
      </Alert>
      <Typography sx={{ mb: 3 }}>{t('register.check_mailbox_text', { email })}</Typography>
      <Button component={Link} to="/auth/login" variant="contained">
        {t('register.go_to_login')}
      </Button>
    </AuthCard>
  );
}
