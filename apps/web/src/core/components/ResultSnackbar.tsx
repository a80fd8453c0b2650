import { Alert, Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** What an action answered: the server's (already translated) message, good news or not. */
export type ActionOutcome = { success: boolean; message: string };

type Shown = { outcome: ActionOutcome; open: boolean; serial: number };

/** The outcome <ResultSnackbar> shows, and a way to show one. */
export function useActionOutcome() {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback(
    (outcome: ActionOutcome) =>
      setShown((previous) => ({ outcome, open: true, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
  // The outcome stays while the snackbar leaves, so its text does not vanish mid-animation.
  const clear = useCallback(
    () => setShown((previous) => (previous ? { ...previous, open: false } : null)),
    [],
  );
  return { shown, show, clear };
}

type Props = { shown: Shown | null; onClose: () => void };

/**
 * Confirms the result of an action at the bottom of the screen. Good news goes after a while; a
 * failure stays until it is closed, so nobody misses it.
 */
export function ResultSnackbar({ shown, onClose }: Props) {
  const { t } = useTranslation();
  const success = shown?.outcome.success ?? true;
  return (
    <Snackbar
      // Every outcome is a snackbar of its own, with its own timer.
      key={shown?.serial ?? 0}
      open={Boolean(shown?.open)}
      autoHideDuration={success ? 6000 : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={success ? 'success' : 'error'}
        onClose={onClose}
        slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
      >
        {shown?.outcome.message}
      </Alert>
    </Snackbar>
  );
}
