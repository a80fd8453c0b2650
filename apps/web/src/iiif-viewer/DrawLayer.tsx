import { alpha, Box } from '@mui/material';
import { useState, type PointerEvent } from 'react';

type Point = { x: number; y: number };

/** Less than this many screen pixels each way is a click, not a drawn rectangle. */
const MIN_DRAG = 4;

type Props = {
  /** The drag is over: its two corners in pixels of the viewer element. */
  onDrawn: (start: Point, end: Point) => void;
};

/**
 * A layer over the viewer while drawing: a drag draws a rectangle instead of panning the image
 * (OpenSeadragon under it never sees the pointer), shown as it grows.
 */
export function DrawLayer({ onDrawn }: Props) {
  const [drag, setDrag] = useState<{ start: Point; end: Point } | null>(null);

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
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        const point = at(event);
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
      }}
    >
      {drag && (
        <Box
          aria-hidden="true"
          sx={(theme) => ({
            position: 'absolute',
            left,
            top,
            width,
            height,
            border: `2px dashed ${theme.palette.primary.main}`,
            bgcolor: alpha(theme.palette.primary.main, 0.15),
            pointerEvents: 'none',
          })}
        />
      )}
    </Box>
  );
}
