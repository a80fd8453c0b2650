import LinkIcon from '@mui/icons-material/Link';
import { Alert, Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Outcome = 'copied' | 'failed' | null;

/**
 * Copies the record's permanent address to the clipboard (spec §2). When the browser refuses,
 * the person is told to copy the link from the address bar instead.
 */
export function PermalinkButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const copy = async () => {
    const url = `${window.location.origin}${path}`;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copy()}>
        {t('permalink.copy')}
      </Button>
      <Snackbar
        open={outcome !== null}
        autoHideDuration={outcome === 'failed' ? null : 5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOutcome(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          variant="filled"
          severity={outcome === 'failed' ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
        >
          {outcome === 'failed' ? t('permalink.failed') : t('permalink.copied')}
        </Alert>
      </Snackbar>
    </>
  );
}
