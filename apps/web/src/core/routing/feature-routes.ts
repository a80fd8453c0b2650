import type { Access } from '@partitura/domain';
import type { RouteObject } from 'react-router';

/**
 * A feature's routes, grouped by who may open them (the domain's Access): `public` for everyone,
 * `authenticated` for anyone signed in, a role's name for that role. root/routes.tsx puts each
 * group behind its guard; a feature's `routes.ts` exports one of these.
 */
export type FeatureRoutes = Partial<Record<Access, RouteObject[]>>;

type LazyScreen = RouteObject['lazy'];

/**
 * The routes of a record kind (spec §2): `{base}/{id}` (its view) for everyone, `{base}/create`
 * and `{base}/{id}/edit` (one edit screen) for contributors.
 */
export function recordRoutes(base: string, view: LazyScreen, edit: LazyScreen): FeatureRoutes {
  return {
    public: [{ path: `${base}/:id`, lazy: view }],
    contributor: [
      { path: `${base}/create`, lazy: edit },
      { path: `${base}/:id/edit`, lazy: edit },
    ],
  };
}
