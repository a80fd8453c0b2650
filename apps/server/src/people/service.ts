import {
  NAME_SHAPE,
  normalizePersonNames,
  PERSON_SHAPE,
  SOURCE_SHAPE,
  SYLLABUS_SHAPE,
  validatePerson,
  VOW_BOOK_ENTRY_SHAPE,
} from '@partitura/domain';
import { shapeFields, shapeList, type RecordHistory } from '../core/records/history';
import { authorityIdValues } from '../core/records/authority-ids';
import type { GraphQLContext } from '../core/graphql/context';
import { optionalId } from '../core/runtime/ids';
import { loadById } from '../core/records/loaders';
import { pageWindow, paged } from '../core/records/paging';
import { refused, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import {
  deleteById,
  deleteUnlessReferenced,
  saveVersioned,
  writeValues,
} from '../core/records/writes';
import { people, personNames, personSources, syllabi, vowBookEntries } from '../db/schema/people';
import type { PersonInput } from '../generated/graphql';
import { peopleLoaders } from './loaders';
import {
  personValues,
  saveNames,
  saveSources,
  saveSyllabi,
  saveVowBookEntry,
} from './person-children';
import {
  findPeople,
  listPeople,
  namesOf,
  sourcesOf,
  syllabiOf,
  vowBookEntriesOf,
} from './repository';

/** One person, or null (also for an id that is not one). */
export function personById(ctx: GraphQLContext, rawId: string) {
  return loadById(peopleLoaders(ctx).byId, rawId);
}

/** A page of people ordered by primary name; their children are loaded as the query asks. */
export async function peoplePage(
  ctx: GraphQLContext,
  args: { search?: string | null; first?: number | null; page?: number | null },
) {
  const window = pageWindow(args, 25, 100);
  const { rows, total } = await listPeople(ctx.db, args.search, window.size, window.offset);
  for (const person of rows) peopleLoaders(ctx).byId.prime(person.id, person);
  return paged(rows, total, window);
}

/**
 * Creates or updates a person with its names, syllabi, vow book entry and sources in one
 * transaction. Unnamed non-primary names are dropped, then the domain rules decide (spec §5). An
 * update must carry the version it was based on; a stale one changes nothing. A child list the
 * input leaves out stays as stored (and is validated as stored).
 */
export async function savePerson(ctx: GraphQLContext, rawInput: PersonInput): Promise<SaveAnswer> {
  const input = {
    ...rawInput,
    names: rawInput.names ? normalizePersonNames(rawInput.names) : rawInput.names,
  };
  const storedId = optionalId(input.id);
  if (storedId !== null && (await findPeople(ctx.db, [storedId])).length === 0)
    return refused(ctx, 'Record.error_not_found');

  const errors = validatePerson(await withStoredChildren(ctx, storedId, input));
  if (errors.length > 0) return refused(ctx, 'Person.server_error', errors);

  const values = { ...personValues(input), ...authorityIdValues(input.authority_ids) };
  return saveVersioned(
    ctx,
    people,
    input,
    async (tx, id) => {
      const personId = await writeValues(tx, people, id, values);
      if (input.names) await saveNames(tx, personId, input.names);
      if (input.syllabi) await saveSyllabi(tx, personId, input.syllabi);
      if (input.sources) await saveSources(tx, personId, input.sources);
      if (input.vow_book_entry !== undefined)
        await saveVowBookEntry(tx, personId, input.vow_book_entry);
      return personId;
    },
    personHistory,
  );
}

/**
 * The person as it will be after the save, for validation: the input, with the stored children
 * standing in for every child list the input leaves out (ids dropped: the rules do not need them).
 * Read fresh from the database, not from the operation's loaders: an earlier save of the same
 * request may have changed them.
 */
async function withStoredChildren(ctx: GraphQLContext, id: number | null, input: PersonInput) {
  if (id === null) return input;
  const [names, syllabi, vowBookEntries, sources] = await Promise.all([
    input.names ? null : namesOf(ctx.db, [id]),
    input.syllabi ? null : syllabiOf(ctx.db, [id]),
    input.vow_book_entry === undefined ? vowBookEntriesOf(ctx.db, [id]) : null,
    input.sources ? null : sourcesOf(ctx.db, [id]),
  ]);
  const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;
  const storedEntry = vowBookEntries?.get(id);
  return {
    ...input,
    names: input.names ?? (names?.get(id) ?? []).map(withoutId),
    syllabi: input.syllabi ?? (syllabi?.get(id) ?? []).map(withoutId),
    vow_book_entry:
      input.vow_book_entry === undefined
        ? storedEntry && withoutId(storedEntry)
        : input.vow_book_entry,
    sources: input.sources ?? (sources?.get(id) ?? []).map(withoutId),
  };
}

/** Deletes a person with its children, unless attributions still name the person. */
export function removePerson(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return deleteUnlessReferenced(
    ctx,
    'Person',
    rawId,
    (tx, id) => deleteById(tx, people, id),
    personHistory,
  );
}

/** A person's history (core/records/history.ts): its fields and children as PersonInput names them. */
export const personHistory: RecordHistory = {
  kind: 'Person',
  version: people.version,
  tree: {
    table: people,
    fields: {
      ...shapeFields(PERSON_SHAPE, people, {
        names: shapeList(NAME_SHAPE, personNames, personNames.personId, [
          personNames.position,
          personNames.id,
        ]),
        vow_book_entry: {
          one: { table: vowBookEntries, fields: shapeFields(VOW_BOOK_ENTRY_SHAPE, vowBookEntries) },
          parent: vowBookEntries.personId,
        },
        syllabi: shapeList(SYLLABUS_SHAPE, syllabi, syllabi.personId, [
          syllabi.position,
          syllabi.id,
        ]),
        sources: shapeList(SOURCE_SHAPE, personSources, personSources.personId, [
          personSources.position,
          personSources.id,
        ]),
      }),
      authority_ids: { column: people.authorityIds },
    },
  },
};
