// The iiif-viewer feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { IiifViewer } from './IiifViewer';
export { useImageParam } from './useImageParam';
export type { ImageRect, ViewerImage, ViewerRegion } from './viewer-model';
