import { useMutation, useQuery } from '../core/graphql';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { domainResolver } from '../core/forms/domain-resolver';
import { newPasswordErrors } from '../core/forms/password-repeat';
import { PasswordFields } from '../core/forms/PasswordFields';
import { placeServerErrors } from '../core/forms/server-errors';
import { useSubmitForm } from '../core/forms/useSubmitForm';
import { useSession } from '../core/session/session-context';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { AuthOutcome } from './AuthOutcome';
import { PasswordResetLinkQuery, ResetPasswordMutation } from './auth-documents';
import { InlineLoading } from '../core/components/PageLoading';

type ResetValues = { password: string; password_repeat: string };

const resolver = domainResolver<ResetValues>(newPasswordErrors);

type Outcome = { kind: 'done'; message: string } | { kind: 'link_failed'; message: string };

/**
 * /auth/reset/{resetToken}: the new password, twice. On success the way to the login; a link that
 * is invalid, expired or used leads to a new request.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { resetToken = '' } = useParams();
  const session = useSession();
  const [resetPassword] = useMutation(ResetPasswordMutation);
  // A used, expired or mistyped link says so when it is opened, before a password is asked for.
  const link = useQuery(PasswordResetLinkQuery, { variables: { token: resetToken } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSubmitForm<ResetValues>(
    { defaultValues: { password: '', password_repeat: '' }, resolver },
    async ({ password }, { setError }) => {
      const { data } = await resetPassword({ variables: { token: resetToken, password } });
      const result = data?.resetPassword;
      if (result?.success) {
        setOutcome({ kind: 'done', message: result.message || t('Auth.password_reset') });
        // The reset ended every session of the account, this browser's too if it was signed in.
        if (session.token) void session.reloadUser();
        return;
      }
      const refusal = placeServerErrors(result, ['password'], setError, t('reset.failed'));
      if (refusal) setOutcome({ kind: 'link_failed', message: refusal });
    },
  );
  const { register, errors } = form;

  if (outcome?.kind === 'done') {
    return (
      <AuthOutcome
        title={t('reset.title')}
        severity="success"
        message={outcome.message}
        next={{ to: '/auth/login', label: t('register.go_to_login') }}
      />
    );
  }
  if (outcome?.kind === 'link_failed') {
    return (
      <AuthOutcome
        title={t('reset.title')}
        severity="error"
        message={outcome.message}
        next={{ to: '/auth/reset', label: t('reset.request_new_link') }}
      />
    );
  }

  const checked = link.data?.passwordResetLink;
  if (checked && !checked.success) {
    return (
      <AuthOutcome
        title={t('reset.title')}
        severity="error"
        message={checked.message || t('reset.failed')}
        next={{ to: '/auth/reset', label: t('reset.request_new_link') }}
      />
    );
  }
  // Not known yet: the form waits (it would be shown for nothing to the owner of a used link).
  // When the check itself fails (the network), the form is shown and its answer says the rest.
  if (!checked && !link.error) {
    return (
      <AuthCard title={t('reset.title')}>
        <InlineLoading text={t('reset.checking_link')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <AuthForm form={form} submitLabel={t('reset.submit')} busyLabel={t('common.saving')}>
        <PasswordFields
          label={t('password.new')}
          password={register('password')}
          repeat={register('password_repeat')}
          errors={errors}
          autoFocus
        />
      </AuthForm>
    </AuthCard>
  );
}
