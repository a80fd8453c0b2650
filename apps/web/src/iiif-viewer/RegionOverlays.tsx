import { alpha, Box } from '@mui/material';
import type OSD from 'openseadragon';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import type { ImageRect, ViewerRegion } from './viewer-model';

/** Pointer events that must not reach OpenSeadragon's canvas under a region (it would pan). */
const KEPT_FROM_VIEWER = ['pointerdown', 'pointerup', 'click', 'dblclick'] as const;

function overlayHost(interactive: boolean): HTMLDivElement {
  const host = document.createElement('div');
  if (interactive) {
    for (const type of KEPT_FROM_VIEWER) host.addEventListener(type, (e) => e.stopPropagation());
  } else {
    host.style.pointerEvents = 'none';
  }
  return host;
}

/** Places the hosts as OpenSeadragon overlays at their image rectangles while the image is shown. */
function useOverlays(
  viewer: OSD.Viewer | null,
  shown: boolean,
  placed: readonly { host: HTMLElement; rect: ImageRect }[],
) {
  useEffect(() => {
    if (!viewer || !shown) return;
    for (const { host, rect } of placed) {
      viewer.addOverlay(
        host,
        viewer.viewport.imageToViewportRectangle(rect.x, rect.y, rect.width, rect.height),
      );
    }
    return () => {
      // Opening another image has removed them already; removing again does nothing.
      if (viewer.isDestroyed()) return;
      for (const { host } of placed) viewer.removeOverlay(host);
    };
  }, [viewer, shown, placed]);
}

const signature = (regions: readonly ViewerRegion[]) =>
  regions.map((r) => `${r.id}:${r.x},${r.y},${r.width},${r.height}`).join(';');

type Props = {
  viewer: OSD.Viewer | null;
  /** True while the image these regions lie on is the one shown. */
  shown: boolean;
  regions: readonly ViewerRegion[];
  /** A rectangle just drawn, not saved yet (dashed, not a link). */
  pending?: ImageRect | null;
  onRegionClick?: (region: ViewerRegion, event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The regions of the image shown, outlined where they lie (OpenSeadragon overlays in image
 * coordinates, moving and scaling with the image). Each is a link named by its record, so it can
 * be reached with the keyboard and read out; a click opens the record unless `onRegionClick`
 * does something else with it (preventDefault).
 */
export function RegionOverlays({ viewer, shown, regions, pending, onRegionClick }: Props) {
  const key = signature(regions);
  // One host element per region, kept while the region stays where it is.
  const placed = useMemo(
    () => regions.map((region) => ({ region, host: overlayHost(true), rect: region as ImageRect })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature is what matters
    [key],
  );
  const pendingKey = pending ? `${pending.x},${pending.y},${pending.width},${pending.height}` : '';
  const pendingPlaced = useMemo(
    () => (pending ? [{ host: overlayHost(false), rect: pending }] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rectangle is what matters
    [pendingKey],
  );
  useOverlays(viewer, shown, placed);
  useOverlays(viewer, shown, pendingPlaced);

  const byId = new Map(regions.map((region) => [region.id, region]));
  return (
    <>
      {placed.map(({ region: placedRegion, host }) => {
        // The latest label and path of the region (they may change without it moving).
        const region = byId.get(placedRegion.id) ?? placedRegion;
        return createPortal(
          <Box
            component={Link}
            to={region.to}
            aria-label={region.label}
            title={region.label}
            data-region={region.id}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => onRegionClick?.(region, event)}
            sx={(theme) => ({
              display: 'block',
              width: '100%',
              height: '100%',
              boxSizing: 'border-box',
              border: `2px solid ${theme.palette.secondary.main}`,
              outline: `1px solid ${alpha(theme.palette.common.white, 0.8)}`,
              bgcolor: alpha(theme.palette.secondary.main, 0.08),
              cursor: 'pointer',
              '&:hover': { bgcolor: alpha(theme.palette.secondary.main, 0.22) },
              '&:focus-visible': {
                bgcolor: alpha(theme.palette.secondary.main, 0.22),
                outline: `3px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              },
            })}
          />,
          host,
          region.id,
        );
      })}
      {pendingPlaced.map(({ host }) =>
        createPortal(
          <Box
            aria-hidden="true"
            sx={(theme) => ({
              width: '100%',
              height: '100%',
              boxSizing: 'border-box',
              border: `2px dashed ${theme.palette.primary.main}`,
              bgcolor: alpha(theme.palette.primary.main, 0.15),
            })}
          />,
          host,
          'pending',
        ),
      )}
    </>
  );
}
