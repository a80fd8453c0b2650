import { authFeature } from './auth/index';
import { catalogsFeature } from './catalogs/index';
import { collectionsFeature } from './collections/index';
import type { FeatureParts } from './core/graphql';
import coreSdl from './core/schema.graphql?raw';
import { digitalCopiesFeature } from './digital-copies/index';
import { genresFeature } from './genres/index';
import { peopleFeature } from './people/index';
import { placesFeature } from './places/index';
import { publicationsFeature } from './publications/index';
import { scoresFeature } from './scores/index';
import { settingsFeature } from './settings/index';
import { usersFeature } from './users/index';

/**
 * Every feature of the API, lower ones first (a feature imports only features above it in this
 * list, ARCHITECTURE.md). A new feature is added here and nowhere else.
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
  digitalCopiesFeature,
];
