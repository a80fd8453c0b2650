// The people feature's public surface: what other features may import (ARCHITECTURE.md).
import { sql } from 'drizzle-orm';
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting, namesOf } from '../core/records/writes';
import { people, personNames } from '../db/schema/people';
import { peopleResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { peopleLoaders } from './loaders';
export type { PersonRecord } from './repository';

export const peopleFeature: FeatureParts = {
  typeDefs,
  resolvers: peopleResolvers,
  records: {
    owns: { Person: (tx, ids) => lockExisting(tx, people, ids) },
    names: {
      Person: (tx, ids) =>
        namesOf(
          tx,
          people,
          sql`(select ${personNames.name} from ${personNames}
                where ${personNames.personId} = ${people.id}
                order by ${personNames.primary} desc, ${personNames.position} limit 1)`,
          ids,
        ),
    },
  },
};
// The save a MARC import (marc/import.ts) makes of a person its record names.
export { savePerson } from './service';
// What a record's history (history/) reads and restores with.
export { personHistory } from './service';
