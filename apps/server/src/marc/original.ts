import { createHash } from 'node:crypto';
import type { StoredField, storedFields } from './import';
import { MAPPED_SUBFIELDS, mappedSubfields } from './score-import';
import type { DataField, MarcRecord } from './score-marc';

/*
 * An imported score's export (issue 25: nothing lost, round trip): the record as it came in for
 * every tag whose fields the score still writes as it did just after the import (its signature
 * then, score_marc.signatures), the score's own fields for a tag edited since — carrying over
 * the subfields the model has no place for — and every field of a tag the model does not map,
 * as it came. The control fields are the record's own (001 its control number).
 */

/** A score's MARC record as imported (score_marc), and what the export wrote of it then. */
export type StoredMarc = {
  controlNumber: string;
  leader: string;
  fields: ReturnType<typeof storedFields>;
  signatures: Record<string, string> | null;
};

/** A tag's fields as written, as a short hash. */
function signature(fields: readonly DataField[] | string): string {
  return createHash('sha1').update(JSON.stringify(fields)).digest('base64url').slice(0, 16);
}

/** A stored field as written (without its mark). */
function plain({ kept: _kept, ...field }: StoredField): DataField {
  return field;
}

function byTag<F extends DataField>(fields: readonly F[]) {
  const tags = new Map<string, F[]>();
  for (const field of fields) {
    const list = tags.get(field.tag) ?? [];
    list.push(field);
    tags.set(field.tag, list);
  }
  return tags;
}

/** What the export wrote of a score just after its import, per mapped tag and the leader. */
export function marcSignatures(generated: MarcRecord): Record<string, string> {
  const tags = byTag(generated.dataFields);
  const signatures: Record<string, string> = { leader: signature(generated.leader) };
  for (const tag of Object.keys(MAPPED_SUBFIELDS))
    if (tag !== '001') signatures[tag] = signature(tags.get(tag) ?? []);
  return signatures;
}

/** The score's record: as imported where unchanged, its own where edited, nothing dropped. */
export function withOriginal(generated: MarcRecord, stored: StoredMarc | undefined): MarcRecord {
  if (!stored) return generated;
  const signed = stored.signatures ?? {};
  const original = byTag(stored.fields.dataFields);
  const own = byTag(generated.dataFields);
  const dataFields: DataField[] = [];
  for (const tag of new Set([...original.keys(), ...own.keys()])) {
    const mapped = mappedSubfields(tag);
    const theirs = (original.get(tag) ?? []).map(plain);
    const ours = own.get(tag) ?? [];
    if (mapped === undefined) {
      // A tag the import keeps whole (the score writes new ones of it too: a digital copy's 856).
      dataFields.push(...theirs, ...ours.filter((field) => !theirs.some((t) => same(t, field))));
    } else if (signed[tag] !== undefined && signed[tag] === signature(ours)) {
      dataFields.push(...theirs);
    } else {
      // Edited: the score's fields, each with the subfields its imported namesake had and the
      // model has no place for; then the fields of the tag the model could not hold.
      const stored = original.get(tag) ?? [];
      const namesakes = stored.filter((field) => !field.kept).map(plain);
      dataFields.push(
        ...ours.map((field, i) => {
          const kept = (namesakes[i]?.subfields ?? []).filter(([code]) => !mapped.includes(code));
          return kept.length > 0 ? { ...field, subfields: [...field.subfields, ...kept] } : field;
        }),
        ...stored.filter((field) => field.kept).map(plain),
      );
    }
  }
  return {
    leader:
      signed.leader !== undefined && signed.leader === signature(generated.leader)
        ? stored.leader
        : generated.leader,
    controlFields: stored.fields.controlFields,
    dataFields,
  };
}

function same(a: DataField, b: DataField): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
