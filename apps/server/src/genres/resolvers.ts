import type { Resolvers } from '../generated/graphql';
import { genreById, genreList, removeGenre, saveGenre } from './service';

export const genresResolvers = {
  Query: {
    getGenre: (_parent, { id }, ctx) => genreById(ctx, id),
    genres: (_parent, { search, first }, ctx) => genreList(ctx, search, first),
  },
  Mutation: {
    upsertGenre: (_parent, { input }, ctx) => saveGenre(ctx, input),
    deleteGenre: (_parent, { id }, ctx) => removeGenre(ctx, id),
  },
} satisfies Resolvers;
