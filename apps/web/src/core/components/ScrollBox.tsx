import { Box, type SxProps, type Theme } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** What the box holds, e.g. the label of its table: the name of the region while it scrolls. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/** Whether there is more content beyond the left and the right edge. */
type Edges = { left: boolean; right: boolean };

const EDGE_SHADOW = 12;

/**
 * A box whose content may be wider than the screen (a table on a phone): it scrolls sideways by
 * itself, never the page. While it does, a shadow at each edge with more content beyond shows
 * that it scrolls, and it is a labelled region in the tab order, so a keyboard scrolls it with
 * the arrow keys and a screen reader names it. Content that fits gets neither: no stray tab stop.
 */
export function ScrollBox({ label, children, sx }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });

  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const hidden = box.scrollWidth - box.clientWidth;
    const next = { left: box.scrollLeft > 1, right: hidden - box.scrollLeft > 1 };
    setEdges((now) => (now.left === next.left && now.right === next.right ? now : next));
  }, []);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    measure();
    // The box narrows with the window, the content widens when its rows arrive.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = edges.left || edges.right;
  const shadow = (side: 'left' | 'right', shown: boolean) => (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: EDGE_SHADOW,
        pointerEvents: 'none',
        opacity: shown ? 1 : 0,
        transition: 'opacity 150ms',
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0,0,0,0.18), rgba(0,0,0,0))`,
      }}
    />
  );

  return (
    <Box sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        ref={scroller}
        onScroll={measure}
        {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        sx={{
          overflowX: 'auto',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {children}
      </Box>
      {shadow('left', edges.left)}
      {shadow('right', edges.right)}
    </Box>
  );
}
