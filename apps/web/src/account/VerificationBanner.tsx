import { useMutation } from '../core/graphql';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { useSession } from '../core/session/session-context';
import { ResendMyVerificationMutation } from './account-documents';
import { failureMessage } from '../core/graphql/failure-message';

type Outcome = { success: boolean; message: string };

/**
 * Reminds a signed-in person whose address is not confirmed yet (and who therefore has no
 * permissions) to follow the link in their mail, and sends a new link on request.
 */
export function VerificationBanner() {
  const { t } = useTranslation();
  const { user, verified } = useSession();
  const [resend, { loading }] = useMutation(ResendMyVerificationMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!user || verified) return null;

  const send = async () => {
    try {
      const { data } = await resend();
      const result = data?.resendMyVerification;
      setOutcome({
        success: Boolean(result?.success),
        message: result?.message || t('verify.failed'),
      });
    } catch (error) {
      setOutcome({ success: false, message: failureMessage(error, t) });
    }
  };

  if (outcome?.success) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {outcome.message}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 3 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void send()}
          disabled={loading}
          startIcon={
            loading ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {t('verify.new_link')}
        </Button>
      }
    >
      {outcome ? outcome.message : t('verify.banner', { email: user.email })}
    </Alert>
  );
}
