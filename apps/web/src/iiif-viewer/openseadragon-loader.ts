import type OpenSeadragonModule from 'openseadragon';

/** The OpenSeadragon namespace (the library's only export). */
export type OpenSeadragon = typeof OpenSeadragonModule;

let loading: Promise<OpenSeadragon> | null = null;

/**
 * OpenSeadragon, loaded on first use: a dynamic import, so the library is a chunk of its own that
 * only screens showing a viewer fetch. A failed load (the network) is tried again next time.
 */
export function loadOpenSeadragon(): Promise<OpenSeadragon> {
  loading ??= import('openseadragon').then(
    // The build is UMD, bundled as CommonJS: its namespace is the module's default export.
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
