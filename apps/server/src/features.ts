import { authFeature } from './auth/index';
import { catalogsFeature } from './catalogs/index';
import { collectionsFeature } from './collections/index';
import type { FeatureParts } from './core/graphql/graphql';
import coreSdl from './core/graphql/schema.graphql?raw';
import { digitalCopiesFeature } from './digital-copies/index';
import { filesFeature } from './files/index';
import { genresFeature } from './genres/index';
import { historyFeature } from './history/index';
import { importsFeature } from './imports/index';
import { peopleFeature } from './people/index';
import { placesFeature } from './places/index';
import { publicationsFeature } from './publications/index';
import { scoresFeature } from './scores/index';
import { searchFeature } from './search/index';
import { settingsFeature } from './settings/index';
import { usersFeature } from './users/index';

/**
 * Every feature of the API, in order: a feature imports only features listed before it
 * (ARCHITECTURE.md; eslint/server-boundaries.js lists the same order). A new feature is added
 * here, after those it uses.
 */
export const features: FeatureParts[] = [
  { typeDefs: coreSdl, resolvers: { Query: { ping: () => true } } },
  settingsFeature,
  authFeature,
  usersFeature,
  collectionsFeature,
  genresFeature,
  placesFeature,
  publicationsFeature,
  peopleFeature,
  catalogsFeature,
  scoresFeature,
  filesFeature,
  digitalCopiesFeature,
  searchFeature,
  importsFeature,
  historyFeature,
];
