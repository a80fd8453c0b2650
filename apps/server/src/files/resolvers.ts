import type { Resolvers } from '../generated/graphql';
import { present } from '../core/records/loaders';
import { fileLoaders } from './loaders';
import { fileById, filesPage, moveFiles, saveFile } from './service';
import { removeFiles } from './deletion';
import { fileUrls, imageService } from './delivery';

export const filesResolvers = {
  Query: {
    getFile: (_parent, { id }, ctx) => fileById(ctx, id),
    files: (_parent, args, ctx) => filesPage(ctx, args),
  },
  Mutation: {
    upsertFile: (_parent, { input }, ctx) => saveFile(ctx, input),
    deleteFile: async (_parent, { id }, ctx) => {
      const { success, message, key } = await removeFiles(ctx, [id]);
      return { success, message, key };
    },
    deleteFiles: (_parent, { ids }, ctx) => removeFiles(ctx, ids),
    moveFiles: (_parent, { ids, folder }, ctx) => moveFiles(ctx, ids, folder),
  },
  File: {
    folder: (file, _args, ctx) =>
      file.folder_id === null ? null : present(fileLoaders(ctx).byId.load(file.folder_id)),
    folders: async (file, _args, ctx) => {
      const chain = (await fileLoaders(ctx).chain.load(file.id)) ?? [];
      return Promise.all(chain.map((id) => present(fileLoaders(ctx).byId.load(id))));
    },
    created_at: (file) => file.created_at.toISOString(),
    item_count: async (file, _args, ctx) =>
      file.is_folder ? ((await fileLoaders(ctx).itemCount.load(file.id)) ?? 0) : 0,
    download_url: (file) => fileUrls(file)?.download ?? null,
    view_url: (file) => fileUrls(file)?.view ?? null,
    iiif_service: (file, _args, ctx) => imageService(file, ctx.config),
  },
} satisfies Resolvers;
