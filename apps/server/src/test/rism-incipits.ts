import { paeDocument } from '@partitura/domain';
import {
  hasPaeData,
  rismClef,
  rismKeySignature,
  rismNumber,
  rismRecords,
  type RismIncipitField,
} from '../seed/rism-sample';

// The RISM sample's incipits (RISM, CC BY 3.0; apps/server/fixtures/rism) as the tests send them
// to upsertScore: the melodic search stores them (test/melody-api.ts) and reads them back, and
// scores/rism-incipits.test.ts renders each in Verovio. No database here: a file that renders
// only runs once, not once per database.

/** The sample's records with note data, each with its incipits that have it ($p): 1,410 in all. */
export const RISM_PAE_RECORDS = rismRecords()
  .map((record) => ({ record, fields: record.incipits.filter(hasPaeData) }))
  .filter(({ fields }) => fields.length > 0);

/**
 * The incipit as the API receives it. Clef and key signature only when they are in spec §9's
 * lists (the sample has one clef G-3 and key signatures "" and "bBE "). Every tenth record sends
 * its PAE in Verovio's exchange form with start and end markers, which the save must clean.
 */
export function rismIncipitInput(
  field: RismIncipitField & { p_data: string },
  recordIndex: number,
) {
  const values = {
    clef: rismClef(field),
    key_signature: rismKeySignature(field),
    time_signature: field.o_timesig ?? null,
    tempo: field.d_caption ?? null,
    text: field.t_text_incipit ?? null,
    part: field.m_voice_instrument ?? null,
    number: rismNumber(field.a_work),
    movement: rismNumber(field.b_movement),
    section: rismNumber(field.c_incipit),
  };
  const pae =
    recordIndex % 10 === 0
      ? `@start:${field.u_uri}\n${paeDocument({ ...values, pae: field.p_data })}\n@end:${field.u_uri}\n`
      : field.p_data;
  return { ...values, pae };
}
