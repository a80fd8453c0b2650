import { Box, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

/** The progress shown while a screen or its data is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** The progress of a part of a screen, saying what is on its way (e.g. "Loading the pages…"). */
export function InlineLoading({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[{ display: 'flex', gap: 2, alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
      role="status"
    >
      <CircularProgress size={20} aria-hidden="true" />
      {text}
    </Box>
  );
}
