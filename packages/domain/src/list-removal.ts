import { newGenre, newName, newVoice } from './defaults';
import type { Name } from './person-entities';
import type { Genre, Voice } from './catalogue-entities';

/*
 * The removal rules of spec §4, as pure functions: each returns a new list and leaves the input
 * as it was. An index outside the list changes nothing (a copy is returned).
 */

function without<T>(items: readonly T[], index: number): T[] | null {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) return null;
  return items.filter((_, position) => position !== index);
}

/**
 * Removes the name at `index`. Removing the last name leaves one empty primary name; removing the
 * primary name while others remain makes the first remaining name primary (unless one of them
 * already is), so a person always keeps exactly the primary name it had or a new one.
 */
export function removeName<T extends Name>(names: readonly T[], index: number): (T | Name)[] {
  const rest = without(names, index);
  if (!rest) return [...names];
  if (rest.length === 0) return [newName({ primary: true })];
  if (names[index].primary && !rest.some((name) => name.primary)) {
    return rest.map((name, position) => (position === 0 ? { ...name, primary: true } : name));
  }
  return rest;
}

/** Removes the genre at `index`; removing the last leaves one empty genre. */
export function removeGenre<T extends Genre>(genres: readonly T[], index: number): (T | Genre)[] {
  return removeKeepingOne(genres, index, newGenre);
}

/** Removes the score voice at `index`; removing the last leaves one empty voice. */
export function removeVoice<T extends Voice>(voices: readonly T[], index: number): (T | Voice)[] {
  return removeKeepingOne(voices, index, newVoice);
}

/** Removes the part voice at `index`; removing a part's last voice leaves one empty voice. */
export function removePartVoice<T extends Voice>(
  voices: readonly T[],
  index: number,
): (T | Voice)[] {
  return removeKeepingOne(voices, index, newVoice);
}

function removeKeepingOne<T, E>(items: readonly T[], index: number, empty: () => E): (T | E)[] {
  const rest = without(items, index);
  if (!rest) return [...items];
  return rest.length === 0 ? [empty()] : rest;
}
