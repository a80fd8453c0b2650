import {
  ATTRIBUTION_SHAPE,
  INCIPIT_SHAPE,
  PART_SHAPE,
  PUBLICATION_SCORE_SHAPE,
  SCORE_SHAPE,
  SOURCE_SHAPE,
  VOICE_SHAPE,
} from '@partitura/domain';
import { shapeFields, shapeList, type RecordHistory } from '../core/records/history';
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
      voices: shapeList(VOICE_SHAPE, scoreVoices, scoreVoices.scoreId, [
        scoreVoices.position,
        scoreVoices.id,
      ]),
      attributions: shapeList(ATTRIBUTION_SHAPE, attributions, attributions.scoreId, [
        attributions.position,
        attributions.id,
      ]),
      parts: shapeList(PART_SHAPE, parts, parts.scoreId, [parts.position, parts.id], {
        voices: shapeList(VOICE_SHAPE, partVoices, partVoices.partId, [
          partVoices.position,
          partVoices.id,
        ]),
      }),
      incipits: shapeList(INCIPIT_SHAPE, incipits, incipits.scoreId, [
        incipits.position,
        incipits.id,
      ]),
      publications: shapeList(
        PUBLICATION_SCORE_SHAPE,
        publicationScores,
        publicationScores.scoreId,
        [publicationScores.position, publicationScores.id],
      ),
      sources: shapeList(SOURCE_SHAPE, scoreSources, scoreSources.scoreId, [
        scoreSources.position,
        scoreSources.id,
      ]),
    }),
  },
};
