// The digital-copies feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { AddDigitalCopyButton } from './AddDigitalCopyButton';
export { FileUsedIn } from './FileUsedIn';
export { digitalCopyRoutes } from './routes';
export { PageWithPhoto } from './view/photo/PageWithPhoto';
export { digitalCopyViewRoutes } from './view/routes';
export { ScoreDigitalCopiesSection } from './view/ScoreDigitalCopiesSection';
