import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/**
 * A feature's routes: what everyone may open (views) and what only contributors may open (create
 * and edit screens, behind the contributor guard). Registered in routes.tsx.
 */
export type FeatureRoutes = { public: RouteObject[]; contributor: RouteObject[] };

const notAvailable = lazyScreen(
  () => import('../pages/NotAvailablePage'),
  (m) => m.NotAvailablePage,
);

/** Routes of spec §2 whose screens arrive with later work: they answer honestly, never crash. */
export function later(...paths: string[]): RouteObject[] {
  return paths.map((path) => ({ path, lazy: notAvailable }));
}
