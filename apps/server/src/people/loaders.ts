import { batchLoader, byIdLoader, childLoader, operationLoaders } from '../core/records/loaders';
import { findPeople, namesOf, sourcesOf, syllabiOf, vowBookEntriesOf } from './repository';

/** The people loaders of one GraphQL operation (core/records/loaders.ts). */
export const peopleLoaders = operationLoaders(({ db }) => ({
  byId: byIdLoader((ids) => findPeople(db, ids)),
  names: childLoader((ids) => namesOf(db, ids)),
  syllabi: childLoader((ids) => syllabiOf(db, ids)),
  vowBookEntry: batchLoader((ids: number[]) => vowBookEntriesOf(db, ids)),
  sources: childLoader((ids) => sourcesOf(db, ids)),
}));
