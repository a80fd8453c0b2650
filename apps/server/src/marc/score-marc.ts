import { AUTHOR_FUNCTION, parseAuthorityId, shortTitleWithoutAuthor } from '@partitura/domain';

/*
 * A score as a MARC 21 bibliographic record in RISM's profile for music sources (issue 25): the
 * fields RISM's Muscat writes for a manuscript or print, filled from what Partitura holds. The
 * mapping, field by field (ARCHITECTURE.md "MARC 21"), is the one an import will read back.
 */

export type Subfield = readonly [code: string, value: string];
export type ControlField = { tag: string; value: string };
export type DataField = { tag: string; ind1: string; ind2: string; subfields: Subfield[] };
export type MarcRecord = { leader: string; controlFields: ControlField[]; dataFields: DataField[] };

type PersonAnswer = { name: string; dates: string | null; authority_ids: readonly string[] };
type VoiceAnswer = { voice: string; count: number };

/** A score as the public API answers it (route.ts asks for exactly these fields). */
export type ScoreMarcAnswer = {
  id: string;
  shelfmark: string;
  former_shelfmarks: string | null;
  title: string | null;
  short_title: string;
  opus: string | null;
  key: string | null;
  provenance: string | null;
  notes: string | null;
  collection: { prefix: string; name: string };
  attributions: ReadonlyArray<{ function: string; qualifier: string; person: PersonAnswer }>;
  genres: ReadonlyArray<{ name: string }>;
  voices: readonly VoiceAnswer[];
  parts: ReadonlyArray<{
    type: string;
    extent: string | null;
    measurements: string | null;
    wear: string | null;
    date: string | null;
    watermark: string | null;
    notes: string | null;
    voices: readonly VoiceAnswer[];
  }>;
  incipits: ReadonlyArray<{
    number: number | null;
    movement: number | null;
    section: number | null;
    tempo: string | null;
    clef: string | null;
    key_signature: string | null;
    time_signature: string | null;
    pae: string;
    text: string | null;
    part: string | null;
    notes: string | null;
  }>;
  publications: ReadonlyArray<{
    number: string;
    publication: { title: string | null; short_title: string | null };
  }>;
  sources: ReadonlyArray<{ citation: string; url: string | null }>;
  digital_copies: ReadonlyArray<{ manifest_url: string }>;
};

/** RISM's attribution qualifiers ($j) for Partitura's (a doubtful one is RISM's "Alleged"). */
export const MARC_QUALIFIERS: Record<string, string> = {
  asc: 'Ascertained',
  mis: 'Misattributed',
  cjt: 'Conjectural',
  dbf: 'Alleged',
};

/** RISM's material types (593 $a) for Partitura's part types. */
export const MARC_MATERIAL_TYPES: Record<string, string> = {
  aut: 'Autograph manuscript',
  pau: 'Partial autograph',
  cpy: 'Manuscript copy',
  prt: 'Print',
};

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Subfields with a value, in the order given. */
function subfields(...pairs: Array<readonly [string, string | number | null | undefined]>) {
  return pairs.flatMap(([code, value]) => {
    const text = typeof value === 'number' ? String(value) : present(value);
    return text === null ? [] : [[code, text] as const];
  });
}

function field(tag: string, ind1: string, ind2: string, list: Subfield[]): DataField[] {
  return list.length === 0 ? [] : [{ tag, ind1, ind2, subfields: list }];
}

/** A field of one part (linked by $8), when the part has something to say in it. */
function partField(
  tag: string,
  link: string,
  ...pairs: Array<readonly [string, string | null | undefined]>
): DataField[] {
  const list = subfields(...pairs);
  return list.length === 0 ? [] : field(tag, ' ', ' ', [['8', link], ...list]);
}

/** A scoring as RISM writes it: "S, A, vl (2), b". */
export function scoringText(voices: readonly VoiceAnswer[]): string | null {
  const text = voices
    .map(({ voice, count }) => (count > 1 ? `${voice} (${count})` : voice))
    .join(', ');
  return present(text);
}

/** The person's RISM identifier, which RISM writes in $0. */
function rismId(person: PersonAnswer): string | null {
  for (const text of person.authority_ids) {
    const id = parseAuthorityId(text);
    if (id?.scheme === 'rism') return id.value;
  }
  return null;
}

function personField(
  tag: '100' | '700',
  attribution: ScoreMarcAnswer['attributions'][number],
): DataField[] {
  return field(
    tag,
    '1',
    ' ',
    subfields(
      ['a', attribution.person.name],
      ['d', attribution.person.dates],
      ['0', rismId(attribution.person)],
      ['4', tag === '700' ? attribution.function : null],
      ['j', MARC_QUALIFIERS[attribution.qualifier] ?? attribution.qualifier],
    ),
  );
}

/** Leader: a new record of notated music (manuscript unless a part is printed), a monograph. */
function leader(score: ScoreMarcAnswer): string {
  const printed = score.parts.length > 0 && score.parts.every((part) => part.type === 'prt');
  return `00000n${printed ? 'c' : 'd'}m a2200000   4500`;
}

/** The score as a MARC 21 record (RISM's profile), its control number its id here. */
export function scoreMarc(score: ScoreMarcAnswer): MarcRecord {
  const authors = score.attributions.filter((a) => a.function === AUTHOR_FUNCTION);
  const [main, ...otherAuthors] = authors;
  const others = [
    ...otherAuthors,
    ...score.attributions.filter((a) => a.function !== AUTHOR_FUNCTION),
  ];
  // Parts are numbered for $8 ("1\c"), linking their 260, 300, 590, 592, 593 and 500.
  const link = (index: number) => `${index + 1}\\c`;
  const dataFields: DataField[] = [
    ...score.incipits.flatMap((incipit) =>
      field(
        '031',
        ' ',
        ' ',
        subfields(
          ['a', incipit.number],
          ['b', incipit.movement],
          ['c', incipit.section],
          ['d', incipit.tempo],
          ['g', incipit.clef],
          ['m', incipit.part],
          ['n', incipit.key_signature],
          ['o', incipit.time_signature],
          ['p', incipit.pae],
          ['q', incipit.notes],
          ['t', incipit.text],
          ['2', present(incipit.pae) ? 'pe' : null],
        ),
      ),
    ),
    ...(main ? personField('100', main) : []),
    ...field(
      '240',
      '1',
      '0',
      // The uniform title beside its author (100): the short title without them.
      subfields(
        ['a', shortTitleWithoutAuthor(score.short_title, main?.person.name)],
        ['m', scoringText(score.voices)],
        ['r', score.key],
      ),
    ),
    ...field('245', '1', '0', subfields(['a', score.title ?? score.short_title])),
    ...score.parts.flatMap((part, index) => partField('260', link(index), ['c', part.date])),
    ...score.parts.flatMap((part, index) =>
      partField('300', link(index), ['a', part.extent], ['b', part.wear], ['c', part.measurements]),
    ),
    ...field('383', ' ', ' ', subfields(['b', score.opus])),
    ...field('500', ' ', ' ', subfields(['a', score.notes])),
    ...score.parts.flatMap((part, index) => partField('500', link(index), ['a', part.notes])),
    ...score.publications.flatMap((cited) =>
      field(
        '510',
        '1',
        ' ',
        subfields(
          ['a', cited.publication.short_title ?? cited.publication.title],
          ['c', cited.number],
        ),
      ),
    ),
    ...field('561', ' ', ' ', subfields(['a', score.provenance])),
    ...score.sources.flatMap((source) => field('581', ' ', ' ', subfields(['a', source.citation]))),
    ...score.parts.flatMap((part, index) =>
      partField('590', link(index), ['a', scoringText(part.voices)]),
    ),
    ...score.parts.flatMap((part, index) => partField('592', link(index), ['a', part.watermark])),
    ...score.parts.flatMap((part, index) =>
      field(
        '593',
        ' ',
        ' ',
        subfields(['8', link(index)], ['a', MARC_MATERIAL_TYPES[part.type] ?? part.type]),
      ),
    ),
    ...field('594', ' ', ' ', subfields(['a', scoringText(score.voices)])),
    ...score.genres.flatMap((genre) => field('650', '0', '0', subfields(['a', genre.name]))),
    ...others.flatMap((attribution) => personField('700', attribution)),
    ...field(
      '852',
      ' ',
      ' ',
      subfields(
        ['a', score.collection.prefix],
        ['c', score.shelfmark],
        ['d', score.former_shelfmarks],
        ['e', score.collection.name],
      ),
    ),
    ...score.sources.flatMap((source) =>
      field(
        '856',
        '4',
        '2',
        subfields(['u', source.url], ['z', source.url ? source.citation : null]),
      ),
    ),
    ...score.digital_copies.flatMap((copy) =>
      field(
        '856',
        '4',
        '1',
        subfields(['u', copy.manifest_url], ['x', 'IIIF manifest (digitized source)']),
      ),
    ),
  ];
  return { leader: leader(score), controlFields: [{ tag: '001', value: score.id }], dataFields };
}
