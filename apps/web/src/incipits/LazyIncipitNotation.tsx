import { Box } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NoteRange } from './verovio-protocol';

type Props = {
  /** The PAE document (`paeDocument(incipit)`). */
  document: string | null;
  /** Accessible description of the notation (e.g. "Incipit 1.1.1"). */
  label: string;
  /** Show Verovio's validation messages (the editor does; the view does not). */
  showMessages?: boolean;
  /** Notes to mark (a melodic search's match). */
  highlight?: NoteRange | null;
};

// The notation's component loads with the first incipit that comes near the screen: a list of
// results without incipits (and the first load of `/`) does without it.
const IncipitNotation = lazy(() =>
  import('./IncipitNotation').then((m) => ({ default: m.IncipitNotation })),
);

/**
 * An incipit drawn only once it comes near the screen, so a score with many incipits (or a list
 * of scores, or an editor tab not shown) does not have Verovio draw what nobody looks at. Once
 * shown it follows every change of the document (live rendering while the code is typed).
 */
export function LazyIncipitNotation({ document, label, showMessages, highlight }: Props) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <Box ref={anchor} sx={{ minHeight: 48 }}>
      {visible && (
        <Suspense fallback={null}>
          <IncipitNotation
            document={document}
            label={label}
            showMessages={showMessages}
            highlight={highlight}
          />
        </Suspense>
      )}
    </Box>
  );
}
