import { batchLoader, operationLoaders } from '../core/loaders';
import { digitizedIds } from './repository';

/** The digital-copy loaders of one GraphQL operation (core/loaders.ts). */
export const digitalCopyLoaders = operationLoaders(({ db }) => ({
  /** Whether a digital copy shows the score. */
  scoreDigitized: batchLoader(async (ids: number[]) => {
    const digitized = await digitizedIds(db, 'score', ids);
    return new Map(ids.map((id) => [id, digitized.has(id)]));
  }),
}));
