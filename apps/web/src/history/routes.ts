import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../core/routing/feature-routes';
import type { HistoryKind } from '../gql/graphql';

/** The record kinds whose view has a history, by the base of their addresses (spec §2). */
const KINDS: ReadonlyArray<[base: string, kind: HistoryKind]> = [
  ['collections', 'Collection'],
  ['places', 'Place'],
  ['publications', 'Publication'],
  ['people', 'Person'],
  ['catalogs', 'Catalog'],
  ['scores', 'Score'],
  ['files', 'File'],
  ['digital-copies', 'DigitalCopy'],
];

const historyRoute = ([base, kind]: (typeof KINDS)[number]): RouteObject => ({
  path: `${base}/:id/history`,
  lazy: async () => {
    const { HistoryPage } = await import('./HistoryPage');
    const path = (id: string) => `/${base}/${encodeURIComponent(id)}`;
    return { Component: () => createElement(HistoryPage, { kind, path }) };
  },
});

/** A record's history (issue 26), `{base}/{id}/history`, for contributors. */
export const historyRoutes: FeatureRoutes = { contributor: KINDS.map(historyRoute) };
