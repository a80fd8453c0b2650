import { isClef, isKeyCode, isKeySignature, type Clef, type KeySignature } from '@partitura/domain';
import incipitLines from '../../fixtures/rism/rism-muscat-sample-incipits.jsonl?raw';
import personsJson from '../../fixtures/rism/rism-muscat-sample-persons.json?raw';

/*
 * The RISM sample shipped in apps/server/fixtures/rism (see its README): real catalogue data of
 * RISM (Répertoire International des Sources Musicales), released under CC BY 3.0, taken from
 * Muscat's sample import (rism-digital/muscat, housekeeping/import/sample.xml). One line of the
 * incipit file is one MARC 031 field (a music incipit) with its record's 001, 100, 240 and 852.
 */

/** One MARC 031 field of a RISM record, with the record's id, composer, title and location. */
export type RismIncipitField = {
  record_id: string;
  composer: string;
  uniform_title: string;
  siglum: string;
  shelfmark: string;
  a_work: string;
  b_movement: string;
  c_incipit: string;
  d_caption?: string;
  e_role?: string;
  g_clef?: string;
  m_voice_instrument?: string;
  n_keysig?: string;
  o_timesig?: string;
  p_data?: string;
  q_note?: string;
  r_key_or_mode?: string;
  t_text_incipit?: string;
  u_uri: string;
  system_code?: string;
};

/** A RISM source record as far as the sample's 031 fields describe it. */
export type RismRecord = {
  id: string;
  composer: string;
  uniformTitle: string;
  siglum: string;
  shelfmark: string;
  /** Its 031 fields in file order (also those without note data). */
  incipits: RismIncipitField[];
};

/** A person of the RISM sample (MARC 100/700 with the RISM person id from $0). */
export type RismPerson = {
  rism_person_id: string;
  name: string;
  dates: string | null;
  relator_codes: Record<string, number>;
  as_100: number;
  as_700: number;
  attribution_qualifiers: Record<string, number>;
};

/** Every 031 field of the sample, in file order. */
export function rismIncipitFields(): RismIncipitField[] {
  return incipitLines
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RismIncipitField);
}

/** The sample's records in file order, each with its 031 fields. */
export function rismRecords(): RismRecord[] {
  const records = new Map<string, RismRecord>();
  for (const field of rismIncipitFields()) {
    let record = records.get(field.record_id);
    if (!record) {
      record = {
        id: field.record_id,
        composer: field.composer,
        uniformTitle: field.uniform_title,
        siglum: field.siglum,
        shelfmark: field.shelfmark,
        incipits: [],
      };
      records.set(field.record_id, record);
    }
    record.incipits.push(field);
  }
  return [...records.values()];
}

/** The persons of the sample (471; a few names appear twice, with different RISM ids). */
export function rismPersons(): RismPerson[] {
  return JSON.parse(personsJson) as RismPerson[];
}

/** True when the 031 field carries note data ($p): only those are incipits Partitura can store. */
export function hasPaeData(
  field: RismIncipitField,
): field is RismIncipitField & { p_data: string } {
  return (field.p_data ?? '').trim() !== '';
}

/** The clef ($g) when it is one of spec §9's clefs (the sample also has one G-3), else null. */
export function rismClef(field: RismIncipitField): Clef | null {
  return isClef(field.g_clef) ? field.g_clef : null;
}

/**
 * The key signature ($n), trimmed (the sample has one "bBE "), when it is one of spec §9's
 * signatures; "" (no accidentals) and anything else give null.
 */
export function rismKeySignature(field: RismIncipitField): KeySignature | null {
  const value = field.n_keysig?.trim();
  return isKeySignature(value) ? value : null;
}

/** An integer of the numbering ($a/$b/$c), or null when it is not one. */
export function rismNumber(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

/**
 * The score's key from RISM's 031 $r: the code itself ("C", "B|b", "a", "8t"), which is what
 * Partitura stores (packages/domain score-keys.ts); a value outside RISM's list gives null.
 */
export function rismKey(code: string | undefined): string | null {
  const value = code?.trim() ?? '';
  return isKeyCode(value) ? value : null;
}
