import {
  ATTRIBUTION_SHAPE,
  INCIPIT_SHAPE,
  PART_SHAPE,
  PUBLICATION_SCORE_SHAPE,
  SCORE_SHAPE,
  SOURCE_SHAPE,
  VOICE_SHAPE,
} from '@partitura/domain';
import { shapeFields, type RecordHistory } from '../core/records/history';
import { attributions } from '../db/schema/attributions';
import { incipits, partVoices, parts } from '../db/schema/parts';
import {
  publicationScores,
  scoreGenres,
  scoreSources,
  scoreVoices,
  scores,
} from '../db/schema/scores';

/**
 * A score's history (core/records/history.ts): its fields and children as ScoreInput names them,
 * read in one statement. Its catalog entries are left out: a page's save links them, and the
 * page's history tells.
 */
export const scoreHistory: RecordHistory = {
  kind: 'Score',
  version: scores.version,
  tree: {
    table: scores,
    fields: shapeFields(SCORE_SHAPE, scores, {
      genres: {
        picks: scoreGenres.genreId,
        parent: scoreGenres.scoreId,
        order: [scoreGenres.position, scoreGenres.genreId],
      },
      voices: {
        list: { table: scoreVoices, fields: shapeFields(VOICE_SHAPE, scoreVoices) },
        parent: scoreVoices.scoreId,
        order: [scoreVoices.position, scoreVoices.id],
      },
      attributions: {
        list: { table: attributions, fields: shapeFields(ATTRIBUTION_SHAPE, attributions) },
        parent: attributions.scoreId,
        order: [attributions.position, attributions.id],
      },
      parts: {
        list: {
          table: parts,
          fields: shapeFields(PART_SHAPE, parts, {
            voices: {
              list: { table: partVoices, fields: shapeFields(VOICE_SHAPE, partVoices) },
              parent: partVoices.partId,
              order: [partVoices.position, partVoices.id],
            },
          }),
        },
        parent: parts.scoreId,
        order: [parts.position, parts.id],
      },
      incipits: {
        list: { table: incipits, fields: shapeFields(INCIPIT_SHAPE, incipits) },
        parent: incipits.scoreId,
        order: [incipits.position, incipits.id],
      },
      publications: {
        list: {
          table: publicationScores,
          fields: shapeFields(PUBLICATION_SCORE_SHAPE, publicationScores),
        },
        parent: publicationScores.scoreId,
        order: [publicationScores.position, publicationScores.id],
      },
      sources: {
        list: { table: scoreSources, fields: shapeFields(SOURCE_SHAPE, scoreSources) },
        parent: scoreSources.scoreId,
        order: [scoreSources.position, scoreSources.id],
      },
    }),
  },
};
