import { cleanPae } from './incipit-derived';
import { optionalText, requiredText } from './stored-text';

/*
 * A record's shape: what each field of its input is. One shape per record (shapes.ts), read
 * by both sides: the web form derives its values, and the conversions to and from them, from it
 * (apps/web core/editor/record-form.ts); the server stores an input by it. A field added to a
 * record is added to its SDL input, its shape (the compiler asks for it, see the shape checks of
 * each side), its domain rule and its form field — no mapper.
 *
 * The kinds:
 * - `id`: a child's id (kept when the child was loaded, left out for a new one);
 * - `text`: an optional text, stored trimmed and null when blank (stored-text.ts);
 * - `required`: a required text, stored trimmed ('' when missing, so its rule reports it);
 * - `whole`: a whole number, null when none;
 * - `flag`: yes or no, no when not given;
 * - `pae`: Plaine & Easie Code, sent as typed and stored cleaned (cleanPae);
 * - `ref`: a reference to a record of a kind, sent as `{ id }`; `required` when the record must
 *   name one (its rule says so; the database column is not null);
 * - `list`: the record's children of one shape, with the new child's defaults (`blank`); `keepOne`
 *   lists are never empty in the editor (spec §4: a placeholder row stays);
 * - `one`: a single child of one shape, always in the editor, sent or not as its record's rule
 *   says (a person's vow book entry);
 * - `picks`: references chosen in a list (catalog entries) or, `named`, also given by a name that
 *   the save finds or creates (genres).
 * `otherwise` is what a blank `text` or `whole` is stored as instead of null.
 */

export type IdField = { readonly kind: 'id' };
/** An optional text (`text`), a required one (`required`), or PAE (`pae`). */
export type TextField<K extends 'text' | 'required' | 'pae' = 'text' | 'required' | 'pae'> = {
  readonly kind: K;
  readonly otherwise?: string;
};
export type WholeField = { readonly kind: 'whole'; readonly otherwise?: number };
export type FlagField = { readonly kind: 'flag' };
export type RefField<R extends string = string, Required extends boolean = boolean> = {
  readonly kind: 'ref';
  readonly record: R;
  readonly required: Required;
};
export type ListField<S extends Shape = Shape> = {
  readonly kind: 'list';
  readonly of: S;
  readonly blank: () => object;
  readonly keepOne: boolean;
  /** The row a `keepOne` list starts with when it has none (else the blank). */
  readonly placeholder?: () => object;
};
export type OneField<S extends Shape = Shape> = {
  readonly kind: 'one';
  readonly of: S;
  readonly blank: () => object;
};
export type PicksField<R extends string = string, Named extends boolean = boolean> = {
  readonly kind: 'picks';
  readonly record: R;
  readonly named: Named;
  readonly keepOne: boolean;
};
export type Field =
  IdField | TextField | WholeField | FlagField | RefField | ListField | OneField | PicksField;
export type Shape = { readonly [name: string]: Field };

const id: IdField = { kind: 'id' };
/** A field with a value it is stored as when none is given. */
export type WithOtherwise<F, V> = F & { readonly otherwise: V };
function text(): TextField<'text'>;
function text(otherwise: string): WithOtherwise<TextField<'text'>, string>;
function text(otherwise?: string): TextField<'text'> {
  return otherwise === undefined ? { kind: 'text' } : { kind: 'text', otherwise };
}
const required: TextField<'required'> = { kind: 'required' };
const pae: TextField<'pae'> = { kind: 'pae' };
function whole(): WholeField;
function whole(otherwise: number): WithOtherwise<WholeField, number>;
function whole(otherwise?: number): WholeField {
  return otherwise === undefined ? { kind: 'whole' } : { kind: 'whole', otherwise };
}
const flag: FlagField = { kind: 'flag' };
function ref<R extends string>(record: R): RefField<R, false>;
function ref<R extends string>(record: R, options: { required: true }): RefField<R, true>;
function ref<R extends string>(record: R, options: { required?: boolean } = {}): RefField<R> {
  return { kind: 'ref', record, required: options.required ?? false };
}
const list = <S extends Shape>(
  of: S,
  blank: () => object,
  options: { keepOne?: boolean; placeholder?: () => object } = {},
): ListField<S> => ({ kind: 'list', of, blank, ...options, keepOne: options.keepOne ?? false });
const one = <S extends Shape>(of: S, blank: () => object): OneField<S> => ({
  kind: 'one',
  of,
  blank,
});
function picks<R extends string>(record: R): PicksField<R, false>;
function picks<R extends string>(
  record: R,
  options: { named: true; keepOne?: boolean },
): PicksField<R, true>;
function picks<R extends string>(
  record: R,
  options: { named?: boolean; keepOne?: boolean } = {},
): PicksField<R> {
  return {
    kind: 'picks',
    record,
    named: options.named ?? false,
    keepOne: options.keepOne ?? false,
  };
}

/** The kinds of field, to write a shape with (shapes.ts). */
export const field = { id, text, required, pae, whole, flag, ref, list, one, picks };

/** The fields of a shape that are a text, a number or a flag of the record itself. */
export type ScalarField = TextField | WholeField | FlagField;

export function isScalar(field: Field): field is ScalarField {
  return ['text', 'required', 'pae', 'whole', 'flag'].includes(field.kind);
}

/**
 * A scalar value as the record stores it (the input's value tidied by the field's kind). An
 * absent optional value (undefined) stays absent — a save leaves it as it is stored — unless the
 * field says what it is `otherwise`.
 */
export function storedScalar(field: ScalarField, value: unknown): unknown {
  switch (field.kind) {
    case 'required':
      return requiredText(value as string | null | undefined);
    case 'pae':
      return cleanPae(value as string | null | undefined);
    case 'flag':
      return (value as boolean | null | undefined) ?? false;
    case 'text':
      if (field.otherwise !== undefined) return optionalText(value as string) ?? field.otherwise;
      return value === undefined ? undefined : optionalText(value as string | null);
    case 'whole':
      if (field.otherwise !== undefined) return (value as number | null) ?? field.otherwise;
      return value as number | null | undefined;
  }
}
