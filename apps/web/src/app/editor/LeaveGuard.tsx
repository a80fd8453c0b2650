import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Navigation state that passes the guard: for a navigation that makes the edits moot (the record
 * was just deleted), merged into the state given to `navigate`.
 */
export const DISCARDS_EDITS = { discardsEdits: true } as const;

function discardsEdits(state: unknown): boolean {
  return (state as { discardsEdits?: unknown } | null)?.discardsEdits === true;
}

/**
 * Guards unsaved input against leaving the page: a route change inside the application asks
 * first (a dialog), closing the tab or reloading asks through the browser (`beforeunload`).
 * Changes of the query string on the same path (e.g. a tab parameter) are not leaving.
 *
 * `release()` lets the next navigation through — call it right before navigating away after a
 * successful save (it takes effect at once, unlike a state change).
 */
export function useLeaveGuard(dirty: boolean): { release: () => void; prompt: ReactNode } {
  const dirtyRef = useRef(dirty);
  const releasedRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !releasedRef.current &&
      !discardsEdits(nextLocation.state) &&
      currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    releasedRef.current = true;
  }, []);

  return {
    release,
    prompt: (
      <LeaveDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    ),
  };
}

type DialogProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** Asks whether to leave with unsaved changes; staying has the focus, so Enter loses nothing. */
function LeaveDialog({ open, onStay, onLeave }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('editor.leave_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('editor.leave_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t('editor.leave_stay')}
        </Button>
        <Button onClick={onLeave} color="error" variant="contained">
          {t('editor.leave_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
