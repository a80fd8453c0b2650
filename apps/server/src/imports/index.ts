// The imports feature's public surface (ARCHITECTURE.md): MARC imports run on the server and
// followed from the import screen (issue 25; the import itself is marc/import.ts).
import type { FeatureParts } from '../core/graphql/graphql';
import { importsResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export type { MarcImportRow } from './service';

export const importsFeature: FeatureParts = {
  typeDefs,
  resolvers: importsResolvers,
};
