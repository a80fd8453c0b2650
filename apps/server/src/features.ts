import type { Resolvers } from './generated/graphql';
import authSdl from './auth/schema.graphql?raw';
import { authResolvers } from './auth/resolvers';
import collectionsSdl from './collections/schema.graphql?raw';
import { collectionsResolvers } from './collections/resolvers';
import coreSdl from './core/schema.graphql?raw';
import settingsSdl from './settings/schema.graphql?raw';
import { settingsResolvers } from './settings/resolvers';
import genresSdl from './genres/schema.graphql?raw';
import { genresResolvers } from './genres/resolvers';
import placesSdl from './places/schema.graphql?raw';
import { placesResolvers } from './places/resolvers';
import publicationsSdl from './publications/schema.graphql?raw';
import { publicationsResolvers } from './publications/resolvers';
import peopleSdl from './people/schema.graphql?raw';
import { peopleResolvers } from './people/resolvers';
import scoresSdl from './scores/schema.graphql?raw';
import { scoresResolvers } from './scores/resolvers';
import catalogsSdl from './catalogs/schema.graphql?raw';
import { catalogsResolvers } from './catalogs/resolvers';
import usersSdl from './users/schema.graphql?raw';
import { usersResolvers } from './users/resolvers';

export type Feature = { typeDefs: string; resolvers: Resolvers };

/** Every feature's part of the GraphQL contract. A new feature is added here and nowhere else. */
export const features: Feature[] = [
  { typeDefs: coreSdl, resolvers: { Query: { ping: () => true } } },
  { typeDefs: authSdl, resolvers: authResolvers },
  { typeDefs: settingsSdl, resolvers: settingsResolvers },
  { typeDefs: usersSdl, resolvers: usersResolvers },
  { typeDefs: collectionsSdl, resolvers: collectionsResolvers },
  { typeDefs: genresSdl, resolvers: genresResolvers },
  { typeDefs: placesSdl, resolvers: placesResolvers },
  { typeDefs: publicationsSdl, resolvers: publicationsResolvers },
  { typeDefs: peopleSdl, resolvers: peopleResolvers },
  { typeDefs: scoresSdl, resolvers: scoresResolvers },
  { typeDefs: catalogsSdl, resolvers: catalogsResolvers },
];
