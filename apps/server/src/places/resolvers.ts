import type { Resolvers } from '../generated/graphql';
import { placeById, placeList, removePlace, savePlace } from './service';

export const placesResolvers = {
  Query: {
    getPlace: (_parent, { id }, ctx) => placeById(ctx, id),
    places: (_parent, { search, first }, ctx) => placeList(ctx, search, first),
  },
  Mutation: {
    upsertPlace: (_parent, { input }, ctx) => savePlace(ctx, input),
    deletePlace: (_parent, { id }, ctx) => removePlace(ctx, id),
  },
} satisfies Resolvers;
