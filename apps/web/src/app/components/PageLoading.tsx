import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The progress shown while a screen or its data is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
