import type OSD from 'openseadragon';
import { useEffect, useRef, useState } from 'react';
import { loadOpenSeadragon, type OpenSeadragon } from './openseadragon-loader';
import { infoUrl } from './viewer-model';

/** The viewer once OpenSeadragon is loaded and started on the element. */
export type StartedViewer = { OSD: OpenSeadragon; viewer: OSD.Viewer };

/** Where the image shown stands: its information document loading, shown, or not to be had. */
export type OpenState = { status: 'loading' | 'ready' | 'failed'; imageId: string | null };

/*
 * OpenSeadragon without anything it would load from elsewhere: no navigation buttons (their
 * images come from a prefixUrl; the viewer has its own), no reference strip, no navigator. The
 * canvas drawer draws the tiles: WebGL may be missing (Chromium without a GPU) and the canvas is
 * all a photograph of a page needs. A click does not zoom (it focuses the viewer for its keys);
 * a double click, the wheel, a pinch and the buttons do.
 */
const OPTIONS: Omit<OSD.Options, 'element'> = {
  showNavigationControl: false,
  showSequenceControl: false,
  showNavigator: false,
  showReferenceStrip: false,
  crossOriginPolicy: 'Anonymous',
  drawer: 'canvas',
  gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
  visibilityRatio: 0.5,
  maxZoomPixelRatio: 2,
};

/** Information documents already read, so going back to an image opens it at once. */
const infoDocuments = new Map<string, Promise<object>>();

function readInfo(service: string): Promise<object> {
  const url = infoUrl(service);
  let info = infoDocuments.get(url);
  if (!info) {
    info = fetch(url, { mode: 'cors', credentials: 'omit' }).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<object>;
    });
    // A failure is not kept: "Try again" reads it anew.
    info.catch(() => infoDocuments.delete(url));
    infoDocuments.set(url, info);
  }
  return info;
}

/**
 * Starts OpenSeadragon (loaded on first use) on the element and stops it when the element goes.
 * `failed` says the library could not be loaded; `retry` tries again.
 */
export function useOpenSeadragonViewer(element: HTMLDivElement | null) {
  const [started, setStarted] = useState<StartedViewer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!element) return;
    let cancelled = false;
    let viewer: OSD.Viewer | null = null;
    setFailed(false);
    loadOpenSeadragon().then(
      (OpenSeadragon) => {
        if (cancelled) return;
        viewer = OpenSeadragon({ ...OPTIONS, element });
        setStarted({ OSD: OpenSeadragon, viewer });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      viewer?.destroy();
      setStarted(null);
    };
  }, [element, attempt]);

  return { started, failed, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Opens the image of the given IIIF service in the viewer: its information document is read
 * here (so a newer image replaces an older one still loading, and a failure can be retried) and
 * handed to OpenSeadragon, which understands Image API 3.
 */
export function useOpenImage(
  viewer: OSD.Viewer | null,
  image: { id: string; service: string } | null,
): { state: OpenState; retry: () => void } {
  const [state, setState] = useState<OpenState>({ status: 'loading', imageId: null });
  const [attempt, setAttempt] = useState(0);
  const serial = useRef(0);
  const imageId = image?.id ?? null;
  const service = image?.service ?? null;

  useEffect(() => {
    if (!viewer || !imageId || !service) return;
    const mine = ++serial.current;
    const current = () => mine === serial.current && !viewer.isDestroyed();
    setState({ status: 'loading', imageId });
    readInfo(service).then(
      (info) => {
        if (!current()) return;
        viewer.open({
          tileSource: info,
          success: () => {
            if (current()) setState({ status: 'ready', imageId });
          },
          error: () => {
            if (current()) setState({ status: 'failed', imageId });
          },
        });
      },
      () => {
        if (current()) setState({ status: 'failed', imageId });
      },
    );
    return () => {
      // A newer image (or none) is wanted: an answer still under way for this one is ignored.
      serial.current += 1;
    };
  }, [viewer, imageId, service, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
