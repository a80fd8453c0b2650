// The history feature's public surface: all that the root may import of it (ARCHITECTURE.md,
// "Web"). Re-exports only.
export { historyRoutes } from './routes';
