/**
 * A reference to another record, as inputs carry it (`collection: { id: "3" }`) or as a query
 * returns it (the full record, or some of its fields). Only `id` identifies it.
 */
export type Ref<T extends { id?: string }> = Omit<Partial<T>, 'id'> & { id?: string | null };

/**
 * The loose shape in which an input may arrive (a GraphQL input, a form's values): every field
 * optional and nullable, nested records and lists loose as well, string unions widened to any
 * string. Validators accept this and decide what is required.
 */
export type Loose<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? ReadonlyArray<Loose<U> | null>
    : T extends object
      ? { [K in keyof T]?: Loose<T[K]> | null }
      : T;

/** True when the record has no id yet (spec §4: a record is new or saved). */
export function isNewRecord(record: { id?: string | number | null } | null | undefined): boolean {
  return !hasId(record);
}

/** True when the reference carries a non-blank id. */
export function hasId(ref: { id?: string | number | null } | null | undefined): boolean {
  const id = ref?.id;
  if (typeof id === 'number') return Number.isFinite(id);
  return typeof id === 'string' && id.trim() !== '';
}
