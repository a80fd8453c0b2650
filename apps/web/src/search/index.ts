// The search feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { searchRoutes } from './routes';
export { similarMelodyUrl } from './search-state';
