import type { ComponentType } from 'react';

/**
 * A route `lazy` loader for one named screen export, so every screen is its own chunk that loads
 * on demand (spec §2).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
