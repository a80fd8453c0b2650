import { useMutation } from '../core/graphql';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { MessageKey } from '@partitura/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../core/components/PageLoading';
import { SubmitButton } from '../core/forms/SubmitButton';
import { useSession } from '../core/session/session-context';
import { AuthCard } from './AuthCard';
import { RequestNewVerificationLinkMutation, VerifyEmailMutation } from './auth-documents';
import { failureMessage } from '../core/graphql/failure-message';

type Outcome = { success: boolean; message: string };

/** The answer to a link that is not one of ours at all (as opposed to an expired or used one). */
const LINK_INVALID: MessageKey = 'Auth.error_link_invalid';

/**
 * /auth/verify/{id}/{hash}: confirms the address as soon as it opens (a link works once, so it is
 * sent exactly once) and says what happened; a link that failed can ask for a new one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { id = '', hash = '' } = useParams();
  const session = useSession();
  const [verify] = useMutation(VerifyEmailMutation);
  const [outcome, setOutcome] = useState<(Outcome & { key?: string | null }) | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify({ variables: { id, hash } })
      .then(({ data }) => {
        const result = data?.verifyEmail;
        setOutcome({
          success: Boolean(result?.success),
          message: result?.message || t('verify.failed'),
          key: result?.key,
        });
        // Someone signed in here gains the guest role with the confirmation: show it at once.
        if (result?.success && session.token) void session.reloadUser();
      })
      .catch((error: unknown) => setOutcome({ success: false, message: failureMessage(error, t) }));
  }, [verify, id, hash, session, t]);

  return (
    <AuthCard title={t('verify.title')}>
      {!outcome && (
        <>
          <Typography color="text.secondary">{t('verify.checking')}</Typography>
          <PageLoading />
        </>
      )}
      {outcome?.success && (
        <>
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            {outcome.message}
          </Alert>
          {session.signedIn ? (
            <Button component={Link} to="/" variant="contained">
              {t('common.back_to_search')}
            </Button>
          ) : (
            <Button component={Link} to="/auth/login" variant="contained">
              {t('register.go_to_login')}
            </Button>
          )}
        </>
      )}
      {outcome && !outcome.success && (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            {outcome.message}
          </Alert>
          {/* An expired or used link proves the address; a garbled one proves nothing. */}
          {outcome.key === LINK_INVALID ? (
            <Button component={Link} to="/auth/login" variant="contained">
              {t('register.go_to_login')}
            </Button>
          ) : (
            <NewLinkOffer id={id} hash={hash} />
          )}
        </>
      )}
    </AuthCard>
  );
}

/** For an expired or used link: a fresh one goes to the address the old one was sent to. */
function NewLinkOffer({ id, hash }: { id: string; hash: string }) {
  const { t } = useTranslation();
  const [requestNewLink, { loading }] = useMutation(RequestNewVerificationLinkMutation);
  const [answer, setAnswer] = useState<Outcome | null>(null);

  const request = async () => {
    try {
      const { data } = await requestNewLink({ variables: { id, hash } });
      const result = data?.requestNewVerificationLink;
      setAnswer({
        success: Boolean(result?.success),
        message: result?.message || t('verify.failed'),
      });
    } catch (error) {
      setAnswer({ success: false, message: failureMessage(error, t) });
    }
  };

  if (answer?.success) {
    return (
      <Alert severity="success" role="status">
        {answer.message}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {answer && <Alert severity="warning">{answer.message}</Alert>}
      <Typography>{t('verify.new_link_text')}</Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void request();
        }}
      >
        <SubmitButton
          busy={loading}
          label={t('verify.new_link')}
          busyLabel={t('verify.new_link_sending')}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/auth/login">
          {t('register.go_to_login')}
        </Button>
      </Box>
    </Box>
  );
}
