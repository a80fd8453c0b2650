import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A translation key handed to the next screen through navigation state (e.g. "saved"). */
export type NoticeState = { notice?: string };

function readNotice(state: unknown): string | null {
  const notice = (state as NoticeState | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

/**
 * The notice the previous screen left for this one, and a way to dismiss it. The notice is taken
 * out of the history entry at once, so reloading the page does not announce it again.
 */
export function useNotice(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNotice(location.state));
  const pending = readNotice(location.state);

  useEffect(() => {
    if (!pending) return;
    setNotice(pending);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [pending, location.pathname, location.search, navigate]);

  return [notice, () => setNotice(null)];
}
