import type { Person, Resolvers } from '../generated/graphql';
import type { PersonView } from './person-loader';
import { selectedFieldNames } from './selected-fields';
import { peoplePage, personById, removePerson, savePerson } from './service';

/**
 * A person as the contract types it. The scores on its attributions carry their own fields and
 * collection, not their children (see AttributedScore); the generated type wants whole scores.
 */
const asPerson = (person: PersonView) => person as unknown as Person;

export const peopleResolvers: Resolvers = {
  Query: {
    getPerson: async (_parent, { id }, ctx) => {
      const person = await personById(ctx, id);
      return person && asPerson(person);
    },
    people: async (_parent, { search, first, page }, ctx, info) => {
      const selected = selectedFieldNames(info);
      const result = await peoplePage(ctx, search, first, page, {
        syllabi: selected.has('syllabi'),
        vow_book_entry: selected.has('vow_book_entry'),
        sources: selected.has('sources'),
        attributions: selected.has('attributions'),
      });
      return { ...result, data: result.data.map(asPerson) };
    },
  },
  Mutation: {
    upsertPerson: (_parent, { input }, ctx) => savePerson(ctx, input),
    deletePerson: (_parent, { id }, ctx) => removePerson(ctx, id),
  },
};
