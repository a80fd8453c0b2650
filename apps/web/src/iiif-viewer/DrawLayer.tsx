import { alpha, Box, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { ARROWS, keyedRect, type ScreenRect as Rect } from './viewer-model';

type Point = { x: number; y: number };

/** Less than this many screen pixels each way is a click, not a drawn rectangle. */
const MIN_DRAG = 4;
const rectSx = (rect: Rect) => (theme: Theme) => ({
  position: 'absolute' as const,
  ...rect,
  border: `2px dashed ${theme.palette.primary.main}`,
  bgcolor: alpha(theme.palette.primary.main, 0.15),
  pointerEvents: 'none' as const,
});

type Props = {
  /** The drag is over: its two corners in pixels of the viewer element. */
  onDrawn: (start: Point, end: Point) => void;
  /** The id of the text that says how to draw. */
  describedBy?: string;
};

/**
 * A layer over the viewer while drawing: a drag draws a rectangle instead of panning the image
 * (OpenSeadragon under it never sees the pointer), shown as it grows. Without a pointer, the
 * layer takes the focus when drawing starts and shows a rectangle in its middle: the arrow keys
 * move it, Shift and the arrow keys resize it, Enter takes it (WCAG 2.1.1, keyboard).
 */
export function DrawLayer({ onDrawn, describedBy }: Props) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<{ start: Point; end: Point } | null>(null);
  const [keyed, setKeyed] = useState<Rect | null>(null);
  const layer = useRef<HTMLDivElement>(null);

  // Drawing has just been asked for: the keys go to the layer at once.
  useEffect(() => layer.current?.focus({ preventScroll: true }), []);

  const startKeyed = (element: HTMLElement) => {
    const { width, height } = element.getBoundingClientRect();
    setKeyed({ left: width * 0.3, top: height * 0.4, width: width * 0.4, height: height * 0.15 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (event.key === 'Enter' && keyed) {
      event.preventDefault();
      onDrawn(
        { x: keyed.left, y: keyed.top },
        { x: keyed.left + keyed.width, y: keyed.top + keyed.height },
      );
      return;
    }
    if (!ARROWS[event.key]) return;
    // The arrows are the rectangle's here: neither the image nor the page moves.
    event.preventDefault();
    event.stopPropagation();
    if (!keyed) startKeyed(event.currentTarget);
    else setKeyed(keyedRect(keyed, event.key, event.shiftKey, { x: box.width, y: box.height }));
  };

  const at = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const left = drag ? Math.min(drag.start.x, drag.end.x) : 0;
  const top = drag ? Math.min(drag.start.y, drag.end.y) : 0;
  const width = drag ? Math.abs(drag.end.x - drag.start.x) : 0;
  const height = drag ? Math.abs(drag.end.y - drag.start.y) : 0;

  return (
    <Box
      data-drawing=""
      role="group"
      tabIndex={0}
      aria-label={t('iiif_viewer.draw_area')}
      aria-describedby={describedBy}
      ref={layer}
      onFocus={(event) => {
        if (!keyed && event.currentTarget.matches(':focus-visible'))
          startKeyed(event.currentTarget);
      }}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        const point = at(event);
        setKeyed(null);
        setDrag({ start: point, end: point });
      }}
      onPointerMove={(event) => {
        if (!drag) return;
        const end = at(event);
        setDrag((current) => (current ? { ...current, end } : current));
      }}
      onPointerUp={(event) => {
        if (!drag) return;
        const end = at(event);
        setDrag(null);
        const moved =
          Math.abs(end.x - drag.start.x) >= MIN_DRAG && Math.abs(end.y - drag.start.y) >= MIN_DRAG;
        if (moved) onDrawn(drag.start, end);
      }}
      onPointerCancel={() => setDrag(null)}
      sx={{
        position: 'absolute',
        inset: 0,
        cursor: 'crosshair',
        touchAction: 'none',
        userSelect: 'none',
        zIndex: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {drag && <Box aria-hidden="true" sx={rectSx({ left, top, width, height })} />}
      {keyed && !drag && <Box aria-hidden="true" data-keyed-region="" sx={rectSx(keyed)} />}
    </Box>
  );
}
