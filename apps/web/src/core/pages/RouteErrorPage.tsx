import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load or render (for instance a stale chunk after an update). It sits
 * outside the themed shell, so it keeps to plain components.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('route_error.title')}
      </Typography>
      <Typography gutterBottom>{t('route_error.text')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('route_error.reload')}
      </Button>
    </Box>
  );
}
