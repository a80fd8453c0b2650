import {
  isScalar,
  requiredText,
  storedScalar,
  type Field,
  type FlagField,
  type IdField,
  type ListField,
  type OneField,
  type PicksField,
  type RefField,
  type ScalarField,
  type Shape,
  type TextField,
  type WholeField,
} from '@partitura/domain';

/*
 * A record's form, derived from its shape in the domain (record-shape.ts): the types of its form
 * values, of what a loaded record gives them and of the input a save sends, and the two
 * conversions. In the form, texts and numbers are strings ('' when not given), a flag is a
 * boolean, a reference keeps what its label needs (`References` names the type for each kind of
 * record) or is null, and a child has its id, null while it is new.
 */

/** What a reference field holds in the form, by the kind of record it names. */
export type References = { readonly [record: string]: { id?: string | null } };

type Referenced<R extends References, N> = N extends keyof R ? R[N] : never;

type FormValue<F, R extends References> = F extends IdField
  ? string | null
  : F extends FlagField
    ? boolean
    : F extends TextField | WholeField
      ? string
      : F extends RefField<infer N>
        ? Referenced<R, N> | null
        : F extends ListField<infer S>
          ? FormValues<S, R>[]
          : F extends OneField<infer S>
            ? FormValues<S, R>
            : F extends PicksField<infer N>
              ? Referenced<R, N>[]
              : never;

/** A record's values as its form holds them. */
export type FormValues<S extends Shape, R extends References> = {
  -readonly [K in keyof S]: FormValue<S[K], R>;
};

type StoredValue<F, R extends References> = F extends IdField | TextField
  ? string | null
  : F extends FlagField
    ? boolean | null
    : F extends WholeField
      ? number | null
      : F extends RefField<infer N>
        ? Referenced<R, N> | null
        : F extends ListField<infer S>
          ? readonly StoredValues<S, R>[]
          : F extends OneField<infer S>
            ? StoredValues<S, R> | null
            : F extends PicksField<infer N>
              ? readonly (Referenced<R, N> | null)[]
              : never;

/** A record as a query answers it (any of its fields, more are ignored). */
export type StoredValues<S extends Shape, R extends References> = {
  readonly [K in keyof S]?: StoredValue<S[K], R> | undefined;
};

type InputValue<F> = F extends FlagField
  ? boolean
  : F extends TextField<'text'>
    ? string | null
    : F extends TextField
      ? string
      : F extends WholeField
        ? number | null
        : F extends RefField
          ? { id: string | null }
          : F extends ListField<infer S>
            ? InputValues<S>[]
            : F extends OneField<infer S>
              ? InputValues<S> | null
              : F extends PicksField<string, true>
                ? ({ id: string } | { name: string })[]
                : F extends PicksField
                  ? { id: string | null }[]
                  : never;

/** What a save sends for a record of the shape: a child's id only once it has one. */
export type InputValues<S extends Shape> = {
  -readonly [K in keyof S as S[K] extends IdField ? never : K]: InputValue<S[K]>;
} & ('id' extends keyof S ? { id?: string } : unknown);

/** A whole number typed into a field, or null when nothing (or no whole number) was typed. */
export function wholeNumber(value: string): number | null {
  return /^\s*-?\d+\s*$/.test(value) ? Number.parseInt(value, 10) : null;
}

type Loose = Record<string, unknown>;

/** A row of a picks list: the picked record, or a row not chosen yet (a name to create). */
function pickedRow(field: PicksField, item: unknown): Loose {
  const row = (item ?? {}) as Loose;
  if (field.named) return { ...row, id: row.id ?? null, name: row.name ?? '' };
  return row.id ? row : { id: null };
}

function formValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'id':
    case 'ref':
      return value ?? null;
    case 'flag':
      return value ?? false;
    case 'whole':
      return value == null ? '' : String(value);
    case 'list': {
      const items = value as readonly object[] | undefined;
      const placeholder = field.placeholder ?? field.blank;
      const rows = items?.length || !field.keepOne ? (items ?? []) : [placeholder()];
      return rows.map((item) => formValuesOf(field.of, item as Loose));
    }
    case 'one':
      return formValuesOf(field.of, { ...field.blank(), ...(value as Loose | null) });
    case 'picks': {
      const items = value as readonly unknown[] | undefined;
      const rows = items?.length || !field.keepOne ? (items ?? []) : [null];
      return rows.map((item) => pickedRow(field, item));
    }
    default:
      return value ?? '';
  }
}

function formValuesOf(shape: Shape, stored: Loose): Loose {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, formValue(field, stored[name])]),
  );
}

/**
 * The form values of a stored record; without one, of a new record: empty fields, and the one
 * placeholder row of each `keepOne` list (a child's blank is the domain's new child).
 */
export function formValues<S extends Shape, R extends References>(
  shape: S,
  stored: StoredValues<S, R> = {},
): FormValues<S, R> {
  return formValuesOf(shape, stored as Loose) as FormValues<S, R>;
}

/** The form values of a new child of a list (its blank: the domain's new child). */
export function newRow<S extends Shape, R extends References>(
  field: ListField<S>,
): FormValues<S, R> {
  return formValuesOf(field.of, field.blank() as Loose) as FormValues<S, R>;
}

function inputScalar(field: ScalarField, value: unknown): unknown {
  switch (field.kind) {
    case 'whole':
      return wholeNumber(value as string);
    case 'pae':
      // Sent as typed: the server judges and cleans exactly what was typed.
      return value;
    default:
      return storedScalar(field, value);
  }
}

function inputValue(field: Exclude<Field, IdField>, value: unknown): unknown {
  if (isScalar(field)) return inputScalar(field, value);
  switch (field.kind) {
    case 'ref':
      return { id: (value as { id?: string | null } | null)?.id ?? null };
    case 'list':
      return (value as Loose[]).map((item) => inputValuesOf(field.of, item));
    case 'one':
      return inputValuesOf(field.of, value as Loose);
    case 'picks':
      return (value as { id?: string | null; name?: string }[]).map((row) =>
        field.named && !row.id ? { name: requiredText(row.name) } : { id: row.id ?? null },
      );
  }
}

function inputValuesOf(shape: Shape, values: Loose): Loose {
  const input: Loose = {};
  for (const [name, field] of Object.entries(shape)) {
    if (field.kind !== 'id') input[name] = inputValue(field, values[name]);
    else if (values[name]) input[name] = values[name];
  }
  return input;
}

/**
 * What a save sends for the form values: every child list whole (it becomes exactly these
 * children, in this order); optional texts trimmed and null when blank (optionalText), required
 * ones trimmed; placeholders as they are (the server leaves them out, spec §4).
 */
export function inputValues<S extends Shape, R extends References>(
  shape: S,
  values: FormValues<S, R>,
): InputValues<S> {
  return inputValuesOf(shape, values as Loose) as InputValues<S>;
}

/** The fields of an input type its shape leaves out, and those it has that the input lacks. */
type Mismatch<S extends Shape, I> =
  Exclude<keyof I, keyof S | 'id' | 'version'> | Exclude<keyof S, keyof I>;

/**
 * `true` when a shape names exactly the fields of a generated input type (a record's `id` and
 * `version` aside: the editor sends them itself), else the names that differ: `const ok: ShapeOf<typeof X_SHAPE, XInput> = true` fails to
 * compile, naming the field, when the SDL and the shape part ways.
 */
export type ShapeOf<S extends Shape, I> = [Mismatch<S, I>] extends [never] ? true : Mismatch<S, I>;
