import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { IncipitNotation } from './IncipitNotation';

type Props = {
  /** The PAE document (`paeDocument(incipit)`). */
  document: string | null;
  /** Accessible description of the notation (e.g. "Incipit 1.1.1"). */
  label: string;
};

/**
 * An incipit drawn only once it comes near the screen, so a score with many incipits (or a list
 * of scores) does not have Verovio draw what nobody looks at.
 */
export function LazyIncipitNotation({ document, label }: Props) {
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
      {visible && <IncipitNotation document={document} label={label} />}
    </Box>
  );
}
