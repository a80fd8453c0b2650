import { normalizePersonNames, validatePerson } from '@partitura/domain';
import type { GraphQLContext } from '../core/context';
import { parseId } from '../core/ids';
import {
  conflict,
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from '../core/results';
import type { PersonInput } from '../generated/graphql';
import { saveNames, saveSources, saveSyllabi, saveVowBookEntry } from './person-children';
import { optionalText } from '../core/stored-text';
import { loadPeople, type PersonParts, type PersonView } from './person-loader';
import {
  countPersonAttributions,
  deletePersonRow,
  findPersonRow,
  insertPerson,
  listPersonRows,
  updatePerson,
  type PersonRow,
  type PersonValues,
} from './repository';

const MAX_PAGE_SIZE = 100;

/** One person with all its children, or null (also for an id that is not one). */
export async function personById(ctx: GraphQLContext, rawId: string): Promise<PersonView | null> {
  const id = parseId(rawId);
  const row = id === null ? null : await findPersonRow(ctx.db, id);
  if (!row) return null;
  const [person] = await loadPeople(ctx.db, [row]);
  return person;
}

/** A page of people ordered by primary name, with the children the request asks for. */
export async function peoplePage(
  ctx: GraphQLContext,
  search: string | null | undefined,
  first: number | null | undefined,
  page: number | null | undefined,
  parts: PersonParts,
) {
  const size = Math.min(Math.max(Math.trunc(first ?? 25) || 25, 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(page ?? 1) || 1, 1);
  const { rows, total } = await listPersonRows(ctx.db, search, size, (current - 1) * size);
  return {
    data: await loadPeople(ctx.db, rows, parts),
    paginatorInfo: { total, currentPage: current, lastPage: Math.max(1, Math.ceil(total / size)) },
  };
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
  const isNew = input.id === null || input.id === undefined || input.id === '';
  const id = isNew ? null : parseId(input.id);
  const stored = id === null ? null : await findPersonRow(ctx.db, id);
  if (!isNew && !stored) return refused(ctx, 'Record.error_not_found');

  const errors = validatePerson(await withStoredChildren(ctx, stored, input));
  if (errors.length > 0) return refused(ctx, 'Person.server_error', errors);
  if (stored && typeof input.version !== 'number') return conflict(ctx);

  const values: PersonValues = {
    dates: optionalText(input.dates),
    cleric: input.cleric === true,
    firstMass: optionalText(input.first_mass),
    profession: optionalText(input.profession),
    notes: optionalText(input.notes),
  };
  return ctx.db.transaction(async (tx) => {
    let personId: number;
    if (stored) {
      // The version check comes first: a stale save must not touch a single child.
      if (!(await updatePerson(tx, stored.id, input.version!, values))) return conflict(ctx);
      personId = stored.id;
    } else {
      personId = await insertPerson(tx, values);
    }
    if (input.names) await saveNames(tx, personId, input.names);
    if (input.syllabi) await saveSyllabi(tx, personId, input.syllabi);
    if (input.sources) await saveSources(tx, personId, input.sources);
    if (input.vow_book_entry !== undefined)
      await saveVowBookEntry(tx, personId, input.vow_book_entry);
    return saved(ctx, personId);
  });
}

/**
 * The person as it will be after the save, for validation: the input, with the stored children
 * standing in for every child list the input leaves out (ids dropped: the rules do not need them).
 */
async function withStoredChildren(
  ctx: GraphQLContext,
  stored: PersonRow | null,
  input: PersonInput,
) {
  const missing = {
    names: !input.names,
    syllabi: !input.syllabi,
    vow_book_entry: input.vow_book_entry === undefined,
    sources: !input.sources,
    attributions: false,
  };
  if (!stored || !Object.values(missing).some(Boolean)) return input;
  const [person] = await loadPeople(ctx.db, [stored], missing);
  const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;
  return {
    ...input,
    names: input.names ?? person.names.map(withoutId),
    syllabi: input.syllabi ?? person.syllabi.map(withoutId),
    vow_book_entry:
      input.vow_book_entry === undefined
        ? person.vow_book_entry && withoutId(person.vow_book_entry)
        : input.vow_book_entry,
    sources: input.sources ?? person.sources.map(withoutId),
  };
}

/** Deletes a person with its children, unless attributions still name the person. */
export async function removePerson(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const references = await countPersonAttributions(tx, id);
    if (references > 0) return failed(ctx, 'Record.error_in_use', { count: references });
    return (await deletePersonRow(tx, id)) ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
