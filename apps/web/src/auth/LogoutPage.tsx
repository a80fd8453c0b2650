import { useMutation } from '@apollo/client/react';
import { Alert, Button, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../app/components/PageLoading';
import { useSession } from '../app/session/session-context';
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
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, mt: { xs: 2, sm: 6 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 400 }}>
        {t('auth.logout_title')}
      </Typography>
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
    </Paper>
  );
}
