import { batchLoader, byIdLoader, operationLoaders } from '../core/records/loaders';
import { countItems, findFiles, folderChains } from './repository';

/** The file loaders of one GraphQL operation (core/records/loaders.ts). */
export const fileLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findFiles(ctx.db, ids)),
  /** The folders above each file, the root's child first. */
  chain: batchLoader((ids: number[]) => folderChains(ctx.db, ids)),
  /** How many files and folders a folder holds directly. */
  itemCount: batchLoader(async (ids: number[]) => {
    const counts = await countItems(ctx.db, ids);
    return new Map(ids.map((id) => [id, counts.get(id) ?? 0]));
  }),
}));
