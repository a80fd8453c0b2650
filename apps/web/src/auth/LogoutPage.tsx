import { useMutation } from '../core/graphql';
import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { PageLoading } from '../core/components/PageLoading';
import { useSession } from '../core/session/session-context';
import { AuthCard } from './AuthCard';
import { LogoutMutation } from './auth-documents';

/** /auth/logout: revokes the token on the server, clears the session and confirms. */
export function LogoutPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [logout] = useMutation(LogoutMutation);
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = session.token ? logout().catch(() => undefined) : Promise.resolve();
    // The session ends here whatever the server answers: the person asked to sign out.
    void revoke.finally(() => {
      session.logout();
      setDone(true);
    });
  }, [logout, session]);

  return (
    <AuthCard title={t('auth.logout_title')}>
      {done ? (
        <>
          <Alert severity="success" sx={{ mb: 3 }}>
            {t('auth.logged_out')}
          </Alert>
          <Button component={Link} to="/" variant="contained">
            {t('common.back_to_search')}
          </Button>
        </>
      ) : (
        <PageLoading />
      )}
    </AuthCard>
  );
}
