// The people feature's public surface: what other features may import (ARCHITECTURE.md).
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting } from '../core/records/writes';
import { people } from '../db/schema/people';
import { peopleResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { peopleLoaders } from './loaders';
export type { PersonRecord } from './repository';

export const peopleFeature: FeatureParts = {
  typeDefs,
  resolvers: peopleResolvers,
  records: { owns: { Person: (tx, ids) => lockExisting(tx, people, ids) } },
};
// The save a MARC import (marc/import.ts) makes of a person its record names.
export { savePerson } from './service';
