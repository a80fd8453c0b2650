import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { visuallyHidden } from '../core/components/visually-hidden';
import { DrawLayer } from './DrawLayer';
import { ManifestLinks } from './ManifestLinks';
import { RegionOverlays } from './RegionOverlays';
import { ThumbnailStrip } from './ThumbnailStrip';
import { useOpenImage, useOpenSeadragonViewer } from './useOpenSeadragon';
import {
  rectBetween,
  stepIndex,
  viewerKeyAction,
  type ImageRect,
  type ViewerImage,
  type ViewerRegion,
} from './viewer-model';
import { ViewerToolbar } from './ViewerToolbar';

const ZOOM_STEP = 1.5;

export type IiifViewerProps = {
  /** The images in order (at least one). */
  images: ViewerImage[];
  /** The image shown (its index) and the way to show another (useImageParam keeps it in the URL). */
  index: number;
  onIndexChange: (index: number) => void;
  /** What the images are of (a digital copy's name), part of the viewer's accessible name. */
  name?: string;
  /** Draw mode (for contributors): a drag draws a rectangle instead of panning. */
  drawing?: boolean;
  /** A rectangle has been drawn: in whole image pixels, within the image. */
  onDraw?: (rect: ImageRect) => void;
  /** A drawn rectangle not saved yet, shown dashed. */
  pendingRegion?: ImageRect | null;
  /** A region was clicked; preventDefault() keeps its link from opening the record. */
  onRegionClick?: (region: ViewerRegion, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The IIIF manifest, offered to open in another viewer. */
  manifestUrl?: string | null;
  /** The element of the "Open in another IIIF viewer" heading. */
  manifestHeading?: ElementType;
  /** The deep-zoom area's height on wider screens (phones get a shorter one). */
  height?: number;
};

/**
 * A deep-zoom viewer of IIIF images on OpenSeadragon (loaded on first use, its own chunk): its
 * own buttons (previous, next, zoom, whole image, full page), thumbnails below, keys (← → Page
 * up/down between images, + − zoom, 0 the whole image), the regions linked to records outlined on
 * the image, and a draw mode that answers a rectangle in image pixels. The zoom shown is the
 * region's `data-zoom` (OpenSeadragon's viewport zoom), the image shown its `data-image`.
 */
export function IiifViewer({
  images,
  index,
  onIndexChange,
  name,
  drawing = false,
  onDraw,
  pendingRegion,
  onRegionClick,
  manifestUrl,
  manifestHeading,
  height = 520,
}: IiifViewerProps) {
  const { t } = useTranslation();
  const keysId = useId();
  const drawHintId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [fullPage, setFullPage] = useState(false);
  const { started, failed: libraryFailed, retry: restart } = useOpenSeadragonViewer(element);
  const viewer = started?.viewer ?? null;
  const image = images[Math.min(index, images.length - 1)] ?? null;
  const { state, retry: reopen } = useOpenImage(viewer, image);
  const shown = state.status === 'ready' && state.imageId === image?.id;

  // The zoom as OpenSeadragon has it, for anyone who reads the page (tests do): set at every
  // zoom event on the region element itself, without rendering.
  useEffect(() => {
    if (!viewer) return;
    const write = (zoom: number) => frame.current?.setAttribute('data-zoom', zoom.toFixed(4));
    const onZoom = (event: { zoom: number }) => write(event.zoom);
    viewer.addHandler('zoom', onZoom);
    return () => viewer.removeHandler('zoom', onZoom);
  }, [viewer]);
  useEffect(() => {
    if (viewer && shown) {
      frame.current?.setAttribute('data-zoom', viewer.viewport.getZoom().toFixed(4));
    }
  }, [viewer, shown]);

  // The canvas (OpenSeadragon makes it focusable) is named by the image it shows.
  useEffect(() => {
    if (!viewer || !image) return;
    viewer.canvas.setAttribute('role', 'group');
    viewer.canvas.setAttribute('aria-label', t('iiif_viewer.image', { label: image.label }));
    viewer.canvas.setAttribute('aria-describedby', keysId);
  }, [viewer, image, keysId, t]);

  // Entering or leaving the full page resizes the viewer: the whole image is shown again once
  // OpenSeadragon has noticed the new size.
  const firstSize = useRef(true);
  useEffect(() => {
    if (!viewer) return;
    if (firstSize.current) {
      firstSize.current = false;
      return;
    }
    const refit = () => viewer.viewport.goHome(true);
    viewer.addOnceHandler('resize', refit);
    return () => viewer.removeHandler('resize', refit);
  }, [viewer, fullPage]);

  // While drawing, the image does not move under the pointer (the draw layer takes the drag).
  useEffect(() => {
    viewer?.setMouseNavEnabled(!drawing);
  }, [viewer, drawing]);

  const zoom = useCallback(
    (direction: 'in' | 'out') => {
      if (!viewer || !shown) return;
      viewer.viewport.zoomBy(direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP);
      viewer.viewport.applyConstraints();
    },
    [viewer, shown],
  );
  const home = useCallback(() => {
    if (viewer && shown) viewer.viewport.goHome();
  }, [viewer, shown]);
  const step = useCallback(
    (by: -1 | 1) => {
      const next = stepIndex(index, images.length, by);
      if (next !== index) onIndexChange(next);
    },
    [index, images.length, onIndexChange],
  );

  // The viewer's keys act before OpenSeadragon's own (capture): ← and → change the image rather
  // than pan it (with one image they are left to OpenSeadragon), + − 0 zoom as the buttons do.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && fullPage) {
      setFullPage(false);
      event.preventDefault();
      return;
    }
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    // While drawing, the arrows move the draw layer's rectangle (DrawLayer).
    if (target.closest('[data-drawing]') && event.key.startsWith('Arrow')) return;
    const action = viewerKeyAction(event);
    if (!action) return;
    if ((action === 'previous' || action === 'next') && images.length < 2) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'previous') step(-1);
    else if (action === 'next') step(1);
    else if (action === 'zoom_in') zoom('in');
    else if (action === 'zoom_out') zoom('out');
    else home();
  };

  const drawn = (start: { x: number; y: number }, end: { x: number; y: number }) => {
    if (!started || !viewer || !shown || !image || !onDraw) return;
    const { Point } = started.OSD;
    const toImage = (p: { x: number; y: number }) =>
      viewer.viewport.viewerElementToImageCoordinates(new Point(p.x, p.y));
    const rect = rectBetween(toImage(start), toImage(end), image);
    if (rect) onDraw(rect);
  };

  if (!image) return null;
  const failed = libraryFailed || (state.status === 'failed' && state.imageId === image.id);
  const loading = !failed && !shown;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Paper
        ref={frame}
        variant="outlined"
        role="region"
        aria-label={name ? t('iiif_viewer.label_named', { name }) : t('iiif_viewer.label')}
        aria-busy={loading}
        data-image={image.id}
        onKeyDownCapture={onKeyDownCapture}
        sx={[
          { display: 'flex', flexDirection: 'column', minWidth: 0, overflow: 'hidden' },
          fullPage && {
            position: 'fixed',
            inset: 0,
            zIndex: (theme) => theme.zIndex.modal,
            borderRadius: 0,
          },
        ]}
      >
        <ViewerToolbar
          label={image.label}
          index={index}
          count={images.length}
          onStep={step}
          onZoom={zoom}
          onHome={home}
          fullPage={fullPage}
          onFullPage={() => setFullPage((on) => !on)}
          ready={shown}
        />
        <Box
          sx={{
            position: 'relative',
            height: fullPage ? 'auto' : { xs: Math.min(height, 420), sm: height },
            flex: fullPage ? '1 1 auto' : undefined,
            minHeight: 240,
            bgcolor: 'grey.900',
          }}
        >
          <Box ref={setElement} sx={{ position: 'absolute', inset: 0 }} />
          <RegionOverlays
            viewer={viewer}
            shown={shown}
            regions={image.regions}
            pending={pendingRegion}
            onRegionClick={onRegionClick}
          />
          {drawing && shown && <DrawLayer onDrawn={drawn} describedBy={drawHintId} />}
          {loading && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1.5,
                color: 'grey.100',
                pointerEvents: 'none',
              }}
            >
              <CircularProgress size={24} color="inherit" aria-hidden="true" />
              <Typography variant="body2">{t('iiif_viewer.loading')}</Typography>
            </Box>
          )}
          {failed && (
            <Box sx={{ position: 'absolute', inset: 0, p: 2, zIndex: 2 }}>
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={libraryFailed ? restart : reopen}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {libraryFailed ? t('iiif_viewer.viewer_failed') : t('iiif_viewer.load_failed')}
              </Alert>
            </Box>
          )}
        </Box>
        {/* Under the image, not above it: showing the hint must not move the photograph. */}
        {drawing && (
          <Alert id={drawHintId} severity="info" sx={{ borderRadius: 0 }}>
            {t('iiif_viewer.draw_hint')}
          </Alert>
        )}
        {images.length > 1 && (
          <ThumbnailStrip images={images} index={index} onSelect={onIndexChange} />
        )}
        <Box id={keysId} sx={visuallyHidden}>
          {t('iiif_viewer.keys')}
        </Box>
      </Paper>
      {manifestUrl && <ManifestLinks url={manifestUrl} headingComponent={manifestHeading} />}
    </Box>
  );
}
