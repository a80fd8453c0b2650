import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';

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
  const { t } = useTranslation();
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
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('editor.leave_title')}
        question={t('editor.leave_text')}
        cancelLabel={t('editor.leave_stay')}
        confirmLabel={t('editor.leave_confirm')}
        // Staying has the focus, so Enter loses nothing.
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    ),
  };
}
