import type { Resolvers } from '../generated/graphql';
import { publicationById, publicationList, removePublication, savePublication } from './service';

export const publicationsResolvers = {
  Query: {
    getPublication: (_parent, { id }, ctx) => publicationById(ctx, id),
    publications: (_parent, { search, first }, ctx) => publicationList(ctx, search, first),
  },
  Mutation: {
    upsertPublication: (_parent, { input }, ctx) => savePublication(ctx, input),
    deletePublication: (_parent, { id }, ctx) => removePublication(ctx, id),
  },
} satisfies Resolvers;
