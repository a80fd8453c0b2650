import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';
import type { HistoryKind } from '../gql/graphql';
import { VIEWED_KINDS } from './history-model';

const historyRoute = ([base, kind]: (typeof VIEWED_KINDS)[number]): RouteObject => ({
  path: `${base}/:id/history`,
  lazy: async () => {
    const { HistoryPage } = await import('./HistoryPage');
    const path = (id: string) => `/${base}/${encodeURIComponent(id)}`;
    return { Component: () => createElement(HistoryPage, { kind, path }) };
  },
});

/** The history of what administrators alone change: the settings, an account. */
function adminHistoryRoute(
  path: string,
  kind: HistoryKind,
  back: (id: string) => string,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const { HistoryPage } = await import('./HistoryPage');
      return { Component: () => createElement(HistoryPage, { kind, path: back }) };
    },
  };
}

/**
 * A record's history (issue 26), `{base}/{id}/history`, for contributors; the archive's recent
 * changes, /settings/activity, for administrators.
 */
export const historyRoutes: FeatureRoutes = {
  contributor: VIEWED_KINDS.map(historyRoute),
  admin: [
    {
      path: 'settings/activity',
      lazy: lazyScreen(() => import('./ActivityPage').then((m) => m.ActivityPage)),
    },
    adminHistoryRoute('settings/website/history', 'Settings', () => '/settings/website'),
    adminHistoryRoute('settings/users/:id/history', 'User', () => '/settings/users'),
  ],
};
