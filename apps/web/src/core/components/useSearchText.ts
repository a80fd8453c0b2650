import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DELAY_MS = 250;

/**
 * The search text of a screen, kept in the URL (`?q=`) so a search can be shared and survives
 * reload, and its debounced, trimmed form for querying (typing does not query per key).
 * `extraReset` names further parameters (e.g. `page`) that a new search text resets.
 */
export function useSearchText(extraReset: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const setText = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    for (const name of extraReset) next.delete(name);
    setParams(next, { replace: true });
  };

  return { text, search, setText };
}
