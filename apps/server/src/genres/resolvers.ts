import { parseId } from '../core/ids';
import type { Resolvers } from '../generated/graphql';
import { findGenre } from './repository';
import { genresList, removeGenre, saveGenre } from './service';

export const genresResolvers: Resolvers = {
  Query: {
    getGenre: (_parent, { id }, ctx) => {
      const genreId = parseId(id);
      return genreId === null ? null : findGenre(ctx.db, genreId);
    },
    genres: (_parent, { search, first }, ctx) => genresList(ctx, search, first ?? 50),
  },
  Mutation: {
    upsertGenre: (_parent, { input }, ctx) => saveGenre(ctx, input),
    deleteGenre: (_parent, { id }, ctx) => removeGenre(ctx, id),
  },
};
