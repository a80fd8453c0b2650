import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

type Props = { text: string; retry: () => void; sx?: SxProps<Theme> };

/** A part of a screen that could not be loaded, with "Try again" (the rest of the screen stays). */
export function LoadFailedAlert({ text, retry, sx }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
