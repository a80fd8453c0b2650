import { catalogLoaders } from '../catalogs/index';
import { loadIfSet, present } from '../core/records/loaders';
import { fileLoaders } from '../files/index';
import type { Resolvers } from '../generated/graphql';
import { pageWindow, paged } from '../core/records/paging';
import { scoreLoaders } from '../scores/index';
import { digitalCopyLoaders, FILE_USES_SHOWN } from './loaders';
import { manifestId } from './manifest';
import { filesOfRecord, regionsOfCopy } from './repository';
import { parseId } from '../core/runtime/ids';
import {
  digitalCopyById,
  digitalCopyFileById,
  removeDigitalCopy,
  removeRegion,
  saveDigitalCopy,
  saveRegion,
} from './service';

export const digitalCopiesResolvers = {
  Query: {
    getDigitalCopy: (_parent, { id }, ctx) => digitalCopyById(ctx, id),
    getDigitalCopyFile: (_parent, { id }, ctx) => digitalCopyFileById(ctx, id),
    getIiifAnnotationsForDigitalCopy: async (_parent, { id }, ctx) => {
      const copyId = parseId(id);
      return copyId === null ? [] : regionsOfCopy(ctx.db, copyId);
    },
  },
  Mutation: {
    upsertDigitalCopy: (_parent, { input }, ctx) => saveDigitalCopy(ctx, input),
    deleteDigitalCopy: (_parent, { id }, ctx) => removeDigitalCopy(ctx, id),
    upsertIiifRegion: (_parent, { input }, ctx) => saveRegion(ctx, input),
    deleteIiifRegion: (_parent, { id }, ctx) => removeRegion(ctx, id),
  },
  DigitalCopy: {
    score: (copy, _args, ctx) =>
      copy.digitizable_type === 'score'
        ? loadIfSet(scoreLoaders(ctx).byId, copy.digitizable_id)
        : null,
    catalog: (copy, _args, ctx) =>
      copy.digitizable_type === 'catalog'
        ? loadIfSet(catalogLoaders(ctx).catalogById, copy.digitizable_id)
        : null,
    files: (copy, _args, ctx) => digitalCopyLoaders(ctx).filesOfCopies.load(copy.id),
    iiif_objects: (copy, _args, ctx) => digitalCopyLoaders(ctx).objectsOfCopies.load(copy.id),
    manifest_url: (copy, _args, ctx) => manifestId(ctx.config.appUrl, String(copy.id)),
  },
  DigitalCopyFile: {
    digital_copy: (file, _args, ctx) =>
      present(digitalCopyLoaders(ctx).byId.load(file.digital_copy_id)),
    iiif_canvases: (file, _args, ctx) => digitalCopyLoaders(ctx).canvasesOfFiles.load(file.id),
    file: (file, _args, ctx) => present(fileLoaders(ctx).byId.load(file.file_id)),
    page: async (file, _args, ctx) =>
      (await digitalCopyLoaders(ctx).pageOfPhoto.load(file.id)) ?? null,
  },
  IiifObject: {
    iiif_canvases: (object, _args, ctx) =>
      digitalCopyLoaders(ctx).canvasesOfObjects.load(object.id),
  },
  IiifAnnotation: {
    entry: (annotation, _args, ctx) =>
      annotation.iiifable_type === 'Entry'
        ? loadIfSet(catalogLoaders(ctx).entryById, annotation.iiifable_id)
        : null,
    score: (annotation, _args, ctx) =>
      annotation.iiifable_type === 'Score'
        ? loadIfSet(scoreLoaders(ctx).byId, annotation.iiifable_id)
        : null,
  },
  IiifCanvas: {
    iiif_annotations: (canvas, _args, ctx) =>
      digitalCopyLoaders(ctx).annotationsOfCanvases.load(canvas.id),
  },
  Score: {
    has_digital_copy: async (score, _args, ctx) =>
      (await digitalCopyLoaders(ctx).scoreDigitized.load(score.id)) ?? false,
    digital_copies: (score, _args, ctx) => digitalCopyLoaders(ctx).ofScores.load(score.id),
  },
  Catalog: {
    digital_copies: (catalog, _args, ctx) => digitalCopyLoaders(ctx).ofCatalogs.load(catalog.id),
  },
  Page: {
    digital_copy_file: (page, _args, ctx) =>
      page.digitalCopyFileId === null
        ? null
        : (digitalCopyLoaders(ctx).fileById.load(page.digitalCopyFileId) ?? null),
    digital_copy_files: async (page, args, ctx) => {
      const window = pageWindow(args, 50, 200);
      const { rows, total } = await filesOfRecord(
        ctx.db,
        'catalog',
        page.catalogId,
        window.size,
        window.offset,
      );
      for (const row of rows) digitalCopyLoaders(ctx).fileById.prime(row.id, row);
      return paged(rows, total, window);
    },
  },
  File: {
    digital_copy_files: async (file, { first }, ctx) => {
      const uses = await digitalCopyLoaders(ctx).usesOfFiles.load(file.id);
      return uses.slice(0, Math.max(0, Math.min(first ?? FILE_USES_SHOWN, FILE_USES_SHOWN)));
    },
    used_count: async (file, _args, ctx) =>
      (await digitalCopyLoaders(ctx).useCounts.load(file.id)) ?? 0,
  },
  FileInUse: {
    // Read after the delete's commit: a copy deleted since is left out.
    digital_copies: async (kept, _args, ctx) => {
      const { byId } = digitalCopyLoaders(ctx);
      const copies = await Promise.all(kept.copy_ids.map((id) => byId.load(id)));
      return copies.filter((copy) => copy !== undefined);
    },
  },
} satisfies Resolvers;
