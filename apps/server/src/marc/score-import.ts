import {
  AUTHOR_FUNCTION,
  SHORT_TITLE_SEPARATOR,
  isAttributionFunction,
  isKeyCode,
} from '@partitura/domain';
import { MARC_QUALIFIERS, type DataField, type MarcRecord } from './score-marc';

/*
 * A MARC 21 source record in RISM's profile read as a score (issue 25, the import): the inverse
 * of score-marc.ts, field by field. What the model has a place for is mapped; every other field
 * and subfield is kept with the record (score_marc, written back on export); what cannot be
 * imported is a problem of the record, named by a code the screen and the command line say in
 * their language. References (the collection, people, publications, genres) are given by what
 * names them in MARC — a siglum, a RISM id and a name, a short title, a genre's name — and
 * found or created when the record is saved.
 */

/** A person as a MARC 100/700 names them. */
export type MarcPerson = { name: string; dates: string | null; rismId: string | null };

export type ImportedPart = {
  link: string;
  type: string;
  extent: string | null;
  measurements: string | null;
  wear: string | null;
  date: string | null;
  watermark: string | null;
  notes: string | null;
  voices: Voice[];
};

type Voice = { voice: string; count: number };

/** A score as a MARC record describes it, references by their names. */
export type ImportedScore = {
  controlNumber: string;
  siglum: string;
  holding: string | null;
  shelfmark: string;
  formerShelfmarks: string | null;
  title: string | null;
  shortTitle: string;
  opus: string | null;
  key: string | null;
  provenance: string | null;
  notes: string | null;
  attributions: Array<{ person: MarcPerson; function: string; qualifier: string }>;
  parts: ImportedPart[];
  incipits: Array<{
    number: number | null;
    movement: number | null;
    section: number | null;
    tempo: string | null;
    clef: string | null;
    part: string | null;
    key_signature: string | null;
    time_signature: string | null;
    pae: string;
    notes: string | null;
    text: string | null;
  }>;
  sources: Array<{ citation: string; url: string | null }>;
  publications: Array<{ shortTitle: string; number: string }>;
  genres: string[];
  voices: Voice[];
};

/** Why a record (refusal) or a part of it (warning) cannot be imported as it is. */
export type ImportProblemCode =
  | 'no_control_number'
  | 'no_siglum'
  | 'no_shelfmark'
  | 'unknown_relator'
  | 'unknown_key'
  | 'not_a_number'
  | 'unknown_material'
  | 'incipit_without_notes'
  | 'citation_without_number'
  | 'unreadable'
  /** The database refused to store the record (value: its message). */
  | 'database_refused';

export type ImportProblem = {
  code: ImportProblemCode;
  /** The field it concerns, and the value as written. */
  tag: string;
  value?: string;
  /** A refusal leaves the record untouched; a warning imports the rest. */
  refusal: boolean;
};

/** How one subfield (`tag$code`, `tag` for a control field) of a record was taken. */
export type SubfieldUse = 'mapped' | 'kept';

/** What a record came to. */
export type RecordReading = {
  score: ImportedScore | null;
  problems: ImportProblem[];
  /** Each subfield's use, in the record's order (the coverage report counts them). */
  uses: Array<[key: string, use: SubfieldUse]>;
  /** The positions (in dataFields) of fields of a mapped tag kept whole: the model cannot hold them. */
  kept: number[];
};

/**
 * The subfields the model holds, by tag (score-marc.ts writes exactly these); `*` all of a
 * control field. Everything else is kept.
 */
export const MAPPED_SUBFIELDS: Readonly<Record<string, string>> = {
  '001': '*',
  '031': 'abcdgmnopqt2',
  '100': 'ad0j',
  '240': 'amr',
  '245': 'a',
  '260': '8c',
  '300': '8abc',
  '383': 'b',
  '500': '8a',
  '510': 'ac',
  '561': 'a',
  '581': 'a',
  '590': '8a',
  '592': '8a',
  '593': '8a',
  '594': 'a',
  '650': 'a',
  '700': 'ad04j',
  '852': 'acde',
};

/** The subfields the model holds of a tag (undefined: none; own keys only, whatever a file names). */
export function mappedSubfields(tag: string): string | undefined {
  return Object.hasOwn(MAPPED_SUBFIELDS, tag) ? MAPPED_SUBFIELDS[tag] : undefined;
}

/** RISM's material types (593 $a), as Muscat writes them, for Partitura's part types. */
const MATERIAL_TYPES: Record<string, string> = {
  manuscript: 'cpy',
  'manuscript copy': 'cpy',
  autograph: 'aut',
  'autograph manuscript': 'aut',
  'partly autograph': 'pau',
  'partial autograph': 'pau',
  'probably autograph': 'aut',
  print: 'prt',
};

const QUALIFIERS = new Map(
  Object.entries(MARC_QUALIFIERS).map(([code, label]) => [label.toLowerCase(), code]),
);

function value(field: DataField | undefined, code: string): string | null {
  const found = field?.subfields.find(([c]) => c === code)?.[1]?.trim();
  return found ? found : null;
}

/** A scoring as RISM writes it ("S, A, vl (2), b") as voices with their counts. */
export function parseScoring(text: string | null): Voice[] {
  if (!text) return [];
  return text
    .split(/,\s*/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const counted = /^(.*\S)\s*\((\d{1,3})\)$/.exec(entry);
      return counted
        ? { voice: counted[1], count: Number(counted[2]) }
        : { voice: entry, count: 1 };
    });
}

/** The record read as a score, with its problems and the use of each of its subfields. */
export function readScoreRecord(record: MarcRecord): RecordReading {
  const problems: ImportProblem[] = [];
  const uses: RecordReading['uses'] = [];
  const problem = (code: ImportProblemCode, tag: string, refusal: boolean, text?: string) =>
    problems.push({
      code,
      tag,
      refusal,
      ...(text === undefined ? {} : { value: text.slice(0, 200) }),
    });

  // Fields of a mapped tag the model cannot hold after all (a relator it does not know): kept.
  const dropped = new Set<DataField>();

  const controlNumber = record.controlFields.find((field) => field.tag === '001')?.value.trim();
  const fields = (tag: string) => record.dataFields.filter((field) => field.tag === tag);
  // The fields the score holds; any other of a mapped tag is kept as it came (a second 852, a
  // 700 without a name, a part's field without its $8).
  const used = new Set<DataField>();
  const take = <T extends DataField | undefined>(field: T): T => {
    if (field) used.add(field);
    return field;
  };
  const first = (tag: string) => take(fields(tag)[0]);
  fields('594').forEach(take);
  const holding = first('852');
  const siglum = value(holding, 'a');
  const shelfmark = value(holding, 'c');
  if (!controlNumber) problem('no_control_number', '001', true);
  if (!siglum) problem('no_siglum', '852', true);
  if (!shelfmark) problem('no_shelfmark', '852', true);

  const person = (field: DataField): MarcPerson => ({
    name: value(field, 'a') ?? '',
    dates: value(field, 'd'),
    rismId: value(field, '0'),
  });
  const qualifier = (field: DataField) => {
    const written = value(field, 'j');
    return (written && QUALIFIERS.get(written.toLowerCase())) ?? 'asc';
  };
  const attributions: ImportedScore['attributions'] = [];
  const author = first('100');
  if (author && value(author, 'a'))
    attributions.push({
      person: person(author),
      function: AUTHOR_FUNCTION,
      qualifier: qualifier(author),
    });
  for (const field of fields('700')) {
    if (!value(field, 'a')) continue;
    const relator = value(field, '4') ?? 'oth';
    if (!isAttributionFunction(relator)) {
      problem('unknown_relator', '700', false, relator);
      dropped.add(field);
      continue;
    }
    take(field);
    attributions.push({ person: person(field), function: relator, qualifier: qualifier(field) });
  }

  const uniform = first('240');
  const authorName = author ? value(author, 'a') : null;
  const uniformTitle = value(uniform, 'a');
  const title = value(first('245'), 'a');
  const shortTitle =
    (uniformTitle && authorName
      ? `${authorName}${SHORT_TITLE_SEPARATOR}${uniformTitle}`
      : uniformTitle) ??
    title ??
    '';
  const writtenKey = value(uniform, 'r');
  const key = writtenKey && isKeyCode(writtenKey) ? writtenKey : null;
  if (writtenKey && !key) problem('unknown_key', '240', false, writtenKey);

  const number = (field: DataField, code: string) => {
    const text = value(field, code);
    if (text === null) return null;
    if (/^\d{1,6}$/.test(text)) return Number(text);
    problem('not_a_number', field.tag, false, text);
    return null;
  };

  // Parts: each $8 link ("1\c") of the part fields is one part, in the order first named.
  const parts = new Map<string, ImportedPart>();
  const part = (link: string) => {
    let found = parts.get(link);
    if (!found) {
      found = {
        link,
        type: 'cpy',
        extent: null,
        measurements: null,
        wear: null,
        date: null,
        watermark: null,
        notes: null,
        voices: [],
      };
      parts.set(link, found);
    }
    return found;
  };
  const linked = (tag: string) =>
    fields(tag).flatMap((field) => {
      const link = value(field, '8');
      return link ? [{ field: take(field), part: part(link) }] : [];
    });
  for (const { field, part: p } of linked('593')) {
    const material = value(field, 'a');
    const type = material ? MATERIAL_TYPES[material.toLowerCase()] : undefined;
    if (type) p.type = type;
    else if (material) problem('unknown_material', '593', false, material);
  }
  for (const { field, part: p } of linked('260')) p.date = value(field, 'c');
  for (const { field, part: p } of linked('300')) {
    p.extent = value(field, 'a');
    p.wear = value(field, 'b');
    p.measurements = value(field, 'c');
  }
  for (const { field, part: p } of linked('500')) p.notes = value(field, 'a');
  for (const { field, part: p } of linked('590')) p.voices = parseScoring(value(field, 'a'));
  for (const { field, part: p } of linked('592')) p.watermark = value(field, 'a');

  const notes = fields('500')
    .filter((field) => !value(field, '8'))
    .map(take)
    .map((field) => value(field, 'a'))
    .filter(Boolean)
    .join('\n');

  const score: ImportedScore | null =
    controlNumber && siglum && shelfmark
      ? {
          controlNumber,
          siglum,
          holding: value(holding, 'e'),
          shelfmark,
          formerShelfmarks: value(holding, 'd'),
          title,
          shortTitle,
          opus: value(first('383'), 'b'),
          key,
          provenance: value(first('561'), 'a'),
          notes: notes || null,
          attributions,
          parts: [...parts.values()],
          incipits: fields('031').flatMap((field) => {
            // An incipit is its notes: one without (a movement's caption only) is kept as MARC.
            if (!value(field, 'p')) {
              dropped.add(field);
              problem('incipit_without_notes', '031', false, value(field, 'a') ?? undefined);
              return [];
            }
            take(field);
            return [
              {
                number: number(field, 'a'),
                movement: number(field, 'b'),
                section: number(field, 'c'),
                tempo: value(field, 'd'),
                clef: value(field, 'g'),
                part: value(field, 'm'),
                key_signature: value(field, 'n'),
                time_signature: value(field, 'o'),
                pae: value(field, 'p') ?? '',
                notes: value(field, 'q'),
                text: value(field, 't'),
              },
            ];
          }),
          sources: fields('581').flatMap((field) => {
            const citation = value(field, 'a');
            return citation ? [{ citation, url: take(field) && null }] : [];
          }),
          publications: fields('510').flatMap((field) => {
            const cited = value(field, 'a');
            const at = value(field, 'c');
            // A citation names where in the publication: one without is kept as MARC.
            if (!cited || !at) {
              dropped.add(field);
              if (cited) problem('citation_without_number', '510', false, cited);
              return [];
            }
            take(field);
            return [{ shortTitle: cited, number: at }];
          }),
          genres: [...new Set(fields('650').flatMap((field) => value(field, 'a') ?? []))],
          voices: parseScoring(value(uniform, 'm') ?? value(first('594'), 'a')),
        }
      : null;
  for (const field of record.controlFields)
    uses.push([field.tag, mappedSubfields(field.tag) === '*' ? 'mapped' : 'kept']);
  for (const field of record.dataFields) {
    const mapped = dropped.has(field) ? '' : (mappedSubfields(field.tag) ?? '');
    for (const [code] of field.subfields)
      uses.push([`${field.tag}$${code}`, code !== '' && mapped.includes(code) ? 'mapped' : 'kept']);
  }
  for (const field of record.dataFields)
    if (mappedSubfields(field.tag) !== undefined && !used.has(field)) dropped.add(field);
  const kept = record.dataFields.flatMap((field, i) => (dropped.has(field) ? [i] : []));
  return { score, problems, uses, kept };
}
