import { isBlank } from './validation';

/**
 * Plaine & Easie code (PAE) as incipits store it: the note data only. Pasted PAE often arrives
 * in the exchange form used by Verovio and RISM tools,
 *
 *   @start:name / @clef:G-2 / @keysig:xF / @key: / @timesig:3/8 / @data:'4G / @end:name
 *
 * one field a line. Clef, key signature and time signature are separate incipit fields, so only
 * the data is kept.
 */

/** Marks the start of the note data in the exchange form. */
export const PAE_DATA_MARKER = '@data:';

/*
 * The end marker and everything after it. Safe for note data: inside the data "@" only starts an
 * in-line time-signature change ("@c", "@3/4", "@c/"), which never reads "@end".
 */
const END_MARKER = /@end\b[\s\S]*$/;

const LINE_BREAKS = /[\r\n]+/g;

/**
 * Reduces PAE to its note data (spec §5, Incipit): removes line breaks, the start header up to
 * and including the data marker `@data:`, and the end marker `@end:…` with whatever follows it;
 * trims surrounding whitespace. Spaces inside the data (before in-line "@c" changes) are kept, and
 * data without a header is returned unchanged apart from the trim, so the function is idempotent:
 * cleanPae(cleanPae(x)) === cleanPae(x). Null and undefined give "".
 */
export function cleanPae(pae: string | null | undefined): string {
  let data = (pae ?? '').replace(LINE_BREAKS, '');
  const marker = data.indexOf(PAE_DATA_MARKER);
  if (marker >= 0) data = data.slice(marker + PAE_DATA_MARKER.length);
  return data.replace(END_MARKER, '').trim();
}

/** The fields of an incipit that make up its notation. */
export type PaeFields = Partial<
  Record<'clef' | 'key_signature' | 'time_signature' | 'pae', string | null>
>;

/**
 * The incipit as one PAE document in the exchange form Verovio reads (`inputFrom: 'pae'`):
 *
 *   "@clef:G-2\n@keysig:bB\n@timesig:2/4\n@data:'4G"
 *
 * always these four fields in this order, each value trimmed and cleared of line breaks (a line
 * break would start another field), absent values left empty (Verovio then warns about a missing
 * clef but still renders). The data is cleaned with cleanPae, so pasted exchange-form PAE gives
 * the same document as its note data: cleanPae(paeDocument(incipit)) === cleanPae(incipit.pae).
 * The server's tests and the web's live rendering build Verovio's input with this one function.
 */
export function paeDocument(incipit: PaeFields): string {
  return [
    `@clef:${headerValue(incipit.clef)}`,
    `@keysig:${headerValue(incipit.key_signature)}`,
    `@timesig:${headerValue(incipit.time_signature)}`,
    `${PAE_DATA_MARKER}${cleanPae(incipit.pae)}`,
  ].join('\n');
}

function headerValue(value: string | null | undefined): string {
  return (value ?? '').replace(LINE_BREAKS, '').trim();
}

type IncipitNumbers = Partial<Record<'number' | 'movement' | 'section', number | string | null>>;

/**
 * The incipit's numbering (spec §3): number, movement and section joined with dots, leaving out
 * those not given — "1.2.1", "1.1", "2"; "" when none is given. A 0 counts as given.
 */
export function incipitNumbering(incipit: IncipitNumbers): string {
  return [incipit.number, incipit.movement, incipit.section]
    .filter((part) => !isBlank(part))
    .map((part) => String(part).trim())
    .join('.');
}
