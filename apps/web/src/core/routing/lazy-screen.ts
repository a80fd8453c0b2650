import type { ComponentType } from 'react';

/**
 * A route `lazy` loader for one screen, so every screen is its own chunk that loads on demand
 * (spec §2): `lazyScreen(() => import('./LoginPage').then((m) => m.LoginPage))`.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}
