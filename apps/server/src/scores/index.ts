// The scores feature's public surface: what other features may import (ARCHITECTURE.md).
import type { FeatureParts } from '../core/graphql/graphql';
import { sql } from 'drizzle-orm';
import { bumpVersions, countWhere, lockExisting, namesOf } from '../core/records/writes';
import { attributions } from '../db/schema/attributions';
import { publicationScores, scoreGenres, scores } from '../db/schema/scores';
import { scoresResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { scoreLoaders } from './loaders';
export type { ScoreRecord } from './repository';
export {
  incipitMelody,
  incipitMelodyColumns,
  melodyColumns,
  melodyColumnsOfIncipits,
} from './melody-features';
export {
  melodyKey,
  saveMelodies,
  type IncipitMelodyValues,
  type MelodyColumns,
} from './melody-store';
export {
  BROAD_INCIPITS,
  findMelodyMatches,
  isBroad,
  matchIncipits,
  melodyMatchCondition,
  melodyMatchSql,
  melodyScoresCondition,
  type MelodyWalk,
  melodySearchOf,
  type IncipitMelodyMatch,
  type MelodyMatches,
  type MelodyInput,
  type MelodySearch,
} from './melody-repository';
export { nearMelodyMatches } from './melody-near';
export type {
  AttributionRecord,
  IncipitRecord,
  PartRecord,
  PublicationScoreRecord,
} from './children-repository';

export const scoresFeature: FeatureParts = {
  typeDefs,
  resolvers: scoresResolvers,
  records: {
    owns: { Score: (tx, ids) => lockExisting(tx, scores, ids) },
    changes: { Score: (tx, ids) => bumpVersions(tx, scores, ids) },
    names: {
      Score: (tx, ids) =>
        namesOf(tx, scores, sql`${scores.shortTitle} || ' (' || ${scores.shelfmark} || ')'`, ids),
    },
    refersTo: {
      Collection: (tx, id) => countWhere(tx, scores.collectionId, id),
      Person: (tx, id) => countWhere(tx, attributions.personId, id),
      Genre: (tx, id) => countWhere(tx, scoreGenres.genreId, id),
      Place: (tx, id) => countWhere(tx, attributions.placeId, id),
      Publication: [
        (tx, id) => countWhere(tx, publicationScores.publicationId, id),
        (tx, id) => countWhere(tx, attributions.publicationId, id),
      ],
    },
  },
};
// The save of a score read from a MARC record (marc/import.ts): the editor's, checks and all.
export { createScores, saveScore, type CreatedScores } from './service';
export { scoreInputErrors } from './score-checks';
export { indexMelodiesOfScores } from './melody-reindex';
export { analyzeScoreTables } from './repository';
// What a record's history (history/) reads and restores with.
export { scoreHistory } from './score-history';
export { forgetScoreDeletion } from './service';
