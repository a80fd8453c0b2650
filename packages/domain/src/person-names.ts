import type { Name } from './person-entities';
import type { Loose } from './records';
import { isBlank } from './validation';

type LooseName = Loose<Name> | null | undefined;

/**
 * Drops the names a person form leaves behind unfilled: every name that is not primary and has a
 * blank name. The primary name always stays, filled or not, so validation can report it. Order of
 * the remaining names is kept; the input is not changed.
 */
export function normalizePersonNames<T extends LooseName>(
  names: ReadonlyArray<T> | null | undefined,
): T[] {
  return (names ?? []).filter((name) => name?.primary === true || !isBlank(name?.name));
}

/** The person with its unfilled non-primary names dropped (see normalizePersonNames). */
export function normalizePerson<T extends { names?: ReadonlyArray<LooseName> | null }>(
  person: T,
): T {
  return { ...person, names: normalizePersonNames(person.names) };
}

/** The least a person needs to be named: its names. */
export type NamedPerson = {
  names?: ReadonlyArray<{ name?: string | null; primary?: boolean | null } | null> | null;
};

/**
 * The name to show for a person: the primary name when it is filled, else the first filled name,
 * else "" (also for a missing person). Surrounding whitespace is trimmed.
 */
export function personDisplayName(person: NamedPerson | null | undefined): string {
  const names = (person?.names ?? []).filter((name) => !isBlank(name?.name));
  const chosen = names.find((name) => name?.primary === true) ?? names[0];
  return chosen?.name?.trim() ?? '';
}
