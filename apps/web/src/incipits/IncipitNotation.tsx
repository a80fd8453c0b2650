import { Alert, Box, CircularProgress, Typography, type SxProps, type Theme } from '@mui/material';
import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { useIncipitNotation } from './useIncipitNotation';
import type { NoteRange } from './verovio-protocol';

type Props = {
  /** The PAE document (`paeDocument(incipit)`), or null when there is no code yet. */
  document: string | null;
  /** Show Verovio's validation messages under the notation (the editor does; the view does not). */
  showMessages?: boolean;
  /** Accessible description of the notation (e.g. "Incipit 1.1.1"). */
  label: string;
  /** Notes to mark (a melodic search's match). */
  highlight?: NoteRange | null;
};

/**
 * The notation in the scheme's text colour. Verovio draws its glyphs with SVG's default fill
 * (black) and sets `color="black"` on its drawing, which strokes stems and lines: both follow
 * the text colour instead, so notes stay visible on the dark surface. The notes a melodic search
 * matched (verovio.worker.ts marks them and draws a bracket under them) take the scheme's red,
 * its error role: ≥ 4.5:1 on every surface whatever the site's theme colour (scheme-contrast.test).
 */
const NOTATION_SX: SxProps<Theme> = (theme) => {
  const match = theme.palette.error.main;
  return {
    color: 'text.primary',
    // One staff size everywhere (NOTATION_REM): the drawing's own size, never scaled to its box.
    '& svg': {
      width: 'var(--incipit-width)',
      height: 'var(--incipit-height)',
      maxWidth: 'none',
      display: 'block',
      fill: 'currentColor',
    },
    '& svg [color]': { color: 'inherit' },
    '& .partitura-match': { fill: match, stroke: match, color: match },
    '& .partitura-match-bracket': { stroke: match, color: match },
  };
};

/**
 * Verovio's drawing units per rem: at the worker's scale (40) a staff is 28.8 units high, so a
 * staff is 1.8 rem (29 px at the usual 16 px), as readable in a list of results as in the editor,
 * and growing with the reader's text size.
 */
const UNITS_PER_REM = 16;

/** The drawing's size (its viewBox, in Verovio's units at the worker's scale). */
function drawingSize(svg: string): { width: number; height: number } | null {
  const box = /^<svg[^>]*? viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

/**
 * True while the element's content is wider than the element (it scrolls): a scrolling region
 * is then reachable from the keyboard.
 */
function useOverflowing(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflowing;
}

/** An incipit drawn as notation by Verovio (in a worker), with its PAE validation messages. */
export function IncipitNotation({
  document,
  showMessages = false,
  label,
  highlight = null,
}: Props) {
  const { t } = useTranslation();
  const notation = useIncipitNotation(document, highlight);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const overflowing = useOverflowing(scroller);

  if (notation.state === 'empty') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('incipits.no_code')}
      </Typography>
    );
  }
  if (notation.state === 'failed') {
    return <Alert severity="error">{t('incipits.render_failed', { error: notation.error })}</Alert>;
  }

  const svg = notation.state === 'done' ? notation.svg : notation.previous;
  const messages = notation.state === 'done' ? notation.messages : [];
  return (
    <Box>
      <Box sx={{ position: 'relative', minHeight: 48 }} aria-busy={notation.state === 'rendering'}>
        {svg ? (
          // A long incipit scrolls sideways at the one size rather than shrinking to fit.
          <Box
            ref={setScroller}
            sx={{ overflowX: 'auto', overflowY: 'hidden', maxWidth: '100%' }}
            {...(overflowing && {
              tabIndex: 0,
              role: 'group',
              'aria-label': t('incipits.scroll_label'),
            })}
          >
            <Box
              role="img"
              aria-label={label}
              data-testid="incipit-notation"
              sx={NOTATION_SX}
              style={sizeStyle(drawingSize(svg))}
              // Verovio builds this SVG itself from the PAE code; no markup from the input passes through.
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          </Box>
        ) : (
          notation.state === 'done' && (
            <Typography variant="body2" color="text.secondary">
              {t('incipits.nothing_to_draw')}
            </Typography>
          )
        )}
        {notation.state === 'rendering' && (
          <CircularProgress
            size={20}
            sx={{ position: 'absolute', top: 4, right: 4 }}
            aria-label={t('incipits.rendering')}
          />
        )}
      </Box>
      {showMessages && messages.length > 0 && (
        <Alert
          severity={messages.some((m) => m.type === 'error') ? 'error' : 'warning'}
          sx={{ mt: 1 }}
        >
          <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
            {t('incipits.messages_title')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {messages.map((message, index) => (
              <li key={index}>
                {message.text}
                {message.column !== null &&
                  ` (${t('incipits.at_character', { column: message.column + 1 })})`}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/** The drawing's size as CSS variables NOTATION_SX gives the SVG (its own size when unknown). */
function sizeStyle(size: { width: number; height: number } | null): CSSProperties {
  if (!size) return { '--incipit-width': 'auto', '--incipit-height': 'auto' } as CSSProperties;
  return {
    '--incipit-width': `${size.width / UNITS_PER_REM}rem`,
    '--incipit-height': `${size.height / UNITS_PER_REM}rem`,
  } as CSSProperties;
}
