import {
  hasId,
  isScalar,
  storedScalar,
  type FlagField,
  type RefField,
  type ScalarField,
  type Shape,
  type TextField,
  type WholeField,
} from '@partitura/domain';
import { parseId } from '../runtime/ids';

/*
 * An input stored by its record's shape (the domain's record-shape.ts): each text, number and
 * flag of the record tidied as its kind says (storedScalar), each reference as the id it names,
 * in the table's column: the field's name in camelCase (`short_title` → `shortTitle`), a
 * reference's with `Id` (`person` → `personId`). Ids and child lists are the save's to handle.
 * The column names are types, so a table that lacks one fails to compile where the values are
 * written.
 */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type Column<K extends string, F> = F extends RefField ? `${CamelCase<K>}Id` : CamelCase<K>;

type ColumnValue<F> = F extends FlagField
  ? boolean
  : F extends TextField<'required' | 'pae'>
    ? string
    : F extends { kind: 'text'; otherwise: string }
      ? string
      : F extends TextField
        ? string | null | undefined
        : F extends { kind: 'whole'; otherwise: number }
          ? number
          : F extends WholeField
            ? number | null | undefined
            : F extends RefField<string, true>
              ? number
              : F extends RefField
                ? number | null | undefined
                : never;

/** The columns of a record of the shape, as a save writes them (undefined: leave as stored). */
export type StoredColumns<S extends Shape> = {
  -readonly [
    K in keyof S & string as S[K] extends ScalarField | RefField ? Column<K, S[K]> : never
  ]: ColumnValue<S[K]>;
};

/**
 * `true` when every column of a shape is a column of the table, else the names it lacks:
 * `const ok: Fits<typeof X_SHAPE, typeof xs> = true` fails to compile, naming the column.
 */
export type Fits<S extends Shape, Table extends { $inferInsert: object }> = [
  Exclude<keyof StoredColumns<S>, keyof Table['$inferInsert']>,
] extends [never]
  ? true
  : Exclude<keyof StoredColumns<S>, keyof Table['$inferInsert']>;

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The id a reference names, null when it names none (or an id that cannot exist). */
export function refId(ref: { id?: string | null } | null | undefined): number | null {
  return hasId(ref) ? parseId(ref!.id) : null;
}

/**
 * The columns of a validated input. An optional value that is absent (undefined) stays absent —
 * the save leaves it as stored — unless `absent: 'clears'` (a record whose save replaces its own
 * fields whole, as a person's does). A reference without id clears it; a required one names its
 * record (the save checked it).
 */
export function storedColumns<S extends Shape>(
  shape: S,
  input: object,
  options: { absent?: 'stays' | 'clears' } = {},
): StoredColumns<S> {
  const values: Record<string, unknown> = {};
  const absent = options.absent === 'clears' ? null : undefined;
  for (const [name, field] of Object.entries(shape)) {
    const given = (input as Record<string, unknown>)[name];
    const value = given === undefined ? absent : given;
    if (isScalar(field)) values[camelCase(name)] = storedScalar(field, value);
    else if (field.kind === 'ref')
      values[`${camelCase(name)}Id`] =
        value === undefined && !field.required
          ? undefined
          : refId(value as { id?: string | null } | null);
  }
  return values as StoredColumns<S>;
}

/** A child of a list in the input: its id (null for a new one) and its columns. */
export function storedChild<S extends Shape>(
  shape: S,
  input: { readonly id?: string | null; readonly [field: string]: unknown },
): { id: number | null; values: StoredColumns<S> } {
  return { id: parseId(input.id), values: storedColumns(shape, input) };
}
