import { Alert, Box, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';

type Outcome = 'copied' | 'failed' | null;

/**
 * Copies a text to the clipboard and tells how it went: `copy` writes it, `feedback` is the
 * snackbar saying so (kept open when the browser refused, so the person reads what to do instead)
 * — or, `inline`, a message in place (in a dialog, where a snackbar would cover its buttons).
 */
export function useClipboardCopy(texts: { copied: string; failed: string }, inline = false) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  const feedback = inline ? (
    <Box role="status" aria-live="polite">
      {outcome && (
        <Alert severity={outcome === 'failed' ? 'warning' : 'success'} sx={{ mt: 1 }}>
          {outcome === 'failed' ? texts.failed : texts.copied}
        </Alert>
      )}
    </Box>
  ) : (
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
        {outcome === 'failed' ? texts.failed : texts.copied}
      </Alert>
    </Snackbar>
  );

  return { copy, feedback };
}
