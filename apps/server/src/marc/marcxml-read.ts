import { SaxesParser, type SaxesTagNS } from 'saxes';
import { MARCXML_NAMESPACE } from './marcxml';
import type { DataField, MarcRecord } from './score-marc';

/*
 * MARCXML read as it arrives (issue 25, the import): a `<collection>` of `<record>`s (or one
 * `<record>`), in the MARC21slim namespace or none, each record given as soon as it ends, so a
 * file of any size is read in the memory of one record. saxes is a streaming, well-formedness
 * checking XML parser; a file that is not XML stops the reading with where it went wrong.
 */

/** Fields one record may have: more is no catalogue record (and would hold memory). */
export const MAX_RECORD_FIELDS = 2000;
/** Characters one value may have, as the catalogue's longest text field. */
export const MAX_VALUE_LENGTH = 50_000;

/** Subfields one field may have. */
export const MAX_SUBFIELDS = 200;

/** A MARC tag: three digits or letters (anything else is no field of a record). */
const TAG = /^[0-9A-Za-z]{3}$/;

/** A record as read, with what was wrong with it as MARCXML (its mapping checks the rest). */
export type ReadRecord = MarcRecord & {
  /** Its position in the file (1 for the first). */
  position: number;
  /** What the reader could not take: too many fields, too long a value. */
  problems: string[];
};

export class MarcXmlError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/**
 * RISM writes the leader's blanks as `#` (its MARC editor's convention); MARC 21 has spaces
 * there, and MARC21slim's pattern requires them.
 */
export function normalLeader(leader: string): string {
  return leader.replace(/#/g, ' ');
}

type Open = { record: ReadRecord; field: DataField | null; control: string | null };

/** The records of a MARCXML document read from `chunks` (its bytes or text, in order). */
export async function* readMarcXml(
  chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
): AsyncGenerator<ReadRecord> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const done: ReadRecord[] = [];
  let open: Open | null = null;
  let text: string | null = null;
  let code = '';
  let position = 0;
  let failure: Error | null = null;

  const ours = (tag: SaxesTagNS) => tag.uri === MARCXML_NAMESPACE || tag.uri === '';
  const attribute = (tag: SaxesTagNS, name: string) => {
    const value = tag.attributes[name];
    return typeof value === 'string' ? value : (value?.value ?? '');
  };

  const problemOnce = (where: Open, problem: string) => {
    if (!where.record.problems.includes(problem)) where.record.problems.push(problem);
  };
  /** Whether the record has all the fields it may have (said once). */
  const full = (where: Open) => {
    const count = where.record.controlFields.length + where.record.dataFields.length;
    if (count < MAX_RECORD_FIELDS) return false;
    problemOnce(where, `more than ${MAX_RECORD_FIELDS} fields`);
    return true;
  };
  /** The tag when it is one (a field with another is the record's problem). */
  const accepted = (where: Open, name: string) => {
    if (TAG.test(name)) return name;
    problemOnce(where, `a field whose tag is not three letters or digits`);
    return null;
  };

  parser.on('error', (error) => {
    failure ??= new MarcXmlError(error.message, parser.line, parser.column);
  });
  parser.on('opentag', (tag) => {
    if (!ours(tag)) return;
    switch (tag.local) {
      case 'record':
        position += 1;
        open = {
          record: { leader: '', controlFields: [], dataFields: [], position, problems: [] },
          field: null,
          control: null,
        };
        return;
      case 'leader':
        if (open) text = '';
        return;
      case 'controlfield':
        if (!open) return;
        if (full(open)) return;
        open.control = accepted(open, attribute(tag, 'tag'));
        text = '';
        return;
      case 'datafield': {
        if (!open || full(open)) return;
        const name = accepted(open, attribute(tag, 'tag'));
        if (name === null) return;
        open.field = {
          tag: name,
          ind1: attribute(tag, 'ind1') || ' ',
          ind2: attribute(tag, 'ind2') || ' ',
          subfields: [],
        };
        return;
      }
      case 'subfield':
        if (open?.field && open.field.subfields.length >= MAX_SUBFIELDS) {
          problemOnce(open, `a field with more than ${MAX_SUBFIELDS} subfields`);
          return;
        }
        if (open?.field) {
          code = attribute(tag, 'code');
          text = '';
        }
        return;
    }
  });
  let overflowed = false;
  /** A value's text as it arrives (text and CDATA alike), up to MAX_VALUE_LENGTH. */
  const collect = (chunk: string) => {
    if (text === null || overflowed) return;
    if (text.length + chunk.length > MAX_VALUE_LENGTH) {
      open?.record.problems.push(`a value longer than ${MAX_VALUE_LENGTH} characters`);
      overflowed = true;
      return;
    }
    text += chunk;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', (tag) => {
    if (!ours(tag) || !open) return;
    const value = text ?? '';
    switch (tag.local) {
      case 'leader':
        open.record.leader = normalLeader(value);
        break;
      case 'controlfield':
        if (open.control !== null) open.record.controlFields.push({ tag: open.control, value });
        open.control = null;
        break;
      case 'subfield':
        if (text !== null) open.field?.subfields.push([code, value]);
        break;
      case 'datafield':
        if (open.field) open.record.dataFields.push(open.field);
        open.field = null;
        break;
      case 'record':
        done.push(open.record);
        open = null;
        break;
    }
    text = null;
    overflowed = false;
  });

  // MARCXML is UTF-8: bytes that are not (a file saved as Latin-1) stop the reading, rather
  // than turn into replacement characters in the catalogue.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decoded = (chunk: Buffer | undefined) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new MarcXmlError('the file is not UTF-8', parser.line, parser.column);
    }
  };
  for await (const chunk of chunks) {
    parser.write(typeof chunk === 'string' ? chunk : decoded(chunk));
    if (failure) throw failure;
    yield* done.splice(0);
  }
  const rest = decoded(undefined);
  if (rest) parser.write(rest);
  parser.close();
  if (failure) throw failure;
  yield* done.splice(0);
}
