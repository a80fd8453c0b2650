import { personDisplayName } from '@partitura/domain';
import type { Resolvers } from '../generated/graphql';
import { peopleLoaders } from './loaders';
import { peoplePage, personById, removePerson, savePerson } from './service';

export const peopleResolvers = {
  Query: {
    getPerson: (_parent, { id }, ctx) => personById(ctx, id),
    people: (_parent, args, ctx) => peoplePage(ctx, args),
  },
  Mutation: {
    upsertPerson: (_parent, { input }, ctx) => savePerson(ctx, input),
    deletePerson: (_parent, { id }, ctx) => removePerson(ctx, id),
  },
  Person: {
    names: (person, _args, ctx) => peopleLoaders(ctx).names.load(person.id),
    name: async (person, _args, ctx) =>
      personDisplayName({ names: await peopleLoaders(ctx).names.load(person.id) }),
    syllabi: (person, _args, ctx) => peopleLoaders(ctx).syllabi.load(person.id),
    vow_book_entry: async (person, _args, ctx) =>
      (await peopleLoaders(ctx).vowBookEntry.load(person.id)) ?? null,
    sources: (person, _args, ctx) => peopleLoaders(ctx).sources.load(person.id),
  },
} satisfies Resolvers;
