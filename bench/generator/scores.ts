import {
  melodyFromText,
  melodyGrams,
  melodyIndex,
  melodyToText,
  SHORT_TITLE_SEPARATOR,
  suggestedShortTitle,
  type AttributionQualifier,
  type MelodyNote,
  type PartType,
} from '@partitura/domain';
import { isGenericTitle, melodyKey } from '../../apps/server/src/archive-tools';
import type { People } from './people';
import { seededRandom, zipf, type Random } from './random';
import { MELODY_COLUMNS, type RismPool, type ScoreTemplate } from './rism-pool';
import { LoadGroup, TableLoader, type Target } from './target';
import {
  COLLECTIONS,
  KEYS,
  MEASUREMENTS,
  PART_EXTENTS,
  PROVENANCES,
  SCORINGS,
  SHELFMARK_FORMS,
  WATERMARKS,
  WEAR,
} from './vocabulary';

/*
 * The generated scores with their children: shelfmarks numbered per collection (collections
 * Zipf-sized: a few hold a fifth of everything), a RISM record as model for title, genre, key,
 * scoring and incipits, a composer drawn Zipf-like from the people (a few have tens of thousands
 * of scores at 1M, most one or none), one to three parts, sometimes a digital copy.
 */

/**
 * `distinctMelodies`: every incipit gets a melody of its own (its template's notes and two more,
 * drawn), as in an archive of mostly distinct incipits; otherwise copies share their template's.
 */
export type ScoreSizes = { scores: number; incipits: number; distinctMelodies?: number };

/** What later steps need of each score (index = id - 1). */
export type Scores = {
  count: number;
  incipits: number;
  collectionOf: Uint8Array;
  /** The author's person id, 0 when anonymous. */
  composerOf: Int32Array;
  templateOf: Uint16Array;
  /** How many scores each collection holds (index = collection id - 1). */
  perCollection: Int32Array;
};

const QUALIFIERS: ReadonlyArray<readonly [AttributionQualifier, number]> = [
  ['asc', 88],
  ['cjt', 6],
  ['dbf', 4],
  ['mis', 2],
];
const PART_TYPES: ReadonlyArray<readonly [PartType, number]> = [
  ['cpy', 70],
  ['prt', 17],
  ['aut', 8],
  ['pau', 5],
];
/** Incipits per score: mean 1.6 before the running correction toward the requested total. */
const INCIPIT_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [0, 12],
  [1, 40],
  [2, 30],
  [3, 12],
  [4, 6],
];
const BATCH = 1000;
const DAY_MS = 86_400_000;
const FIRST_CHANGE = Date.UTC(2014, 0, 1);

export async function loadScores(
  target: Target,
  sizes: ScoreSizes,
  people: People,
  pool: RismPool,
  genreIds: ReadonlyMap<string, number>,
  seed: number,
  progress: (done: number) => void,
): Promise<Scores> {
  const random = seededRandom(seed);
  const collectionRank = zipf(COLLECTIONS.length, 1);
  const composerRank = zipf(people.count, 1);
  const group = scoreLoaders(target, pool);
  let melodyId = pool.melodies.length;
  const made = new Set<string>(pool.melodies.map((row) => row[1] as string));
  const loaders = group.loaders;
  const facts: Scores = {
    count: sizes.scores,
    incipits: 0,
    collectionOf: new Uint8Array(sizes.scores),
    composerOf: new Int32Array(sizes.scores),
    templateOf: new Uint16Array(sizes.scores),
    perCollection: new Int32Array(COLLECTIONS.length),
  };
  const ids = { attribution: 0, part: 0, voice: 0, incipit: 0, copy: 0 };
  const genreNames = [...genreIds.keys()];

  for (let index = 0; index < sizes.scores; index++) {
    const id = index + 1;
    const collection = collectionRank(random);
    const number = ++facts.perCollection[collection];
    const templateIndex = random.int(pool.scores.length);
    const template = pool.scores[templateIndex];
    const author = random.chance(0.03) ? 0 : people.idAtRank[composerRank(random)];
    const key = template.key ?? (random.chance(0.5) ? random.pick(KEYS) : null);
    const shelfmark = SHELFMARK_FORMS[collection % SHELFMARK_FORMS.length](number);
    const changed = new Date(FIRST_CHANGE + random.int(10 * 365) * DAY_MS + random.int(DAY_MS));
    loaders.scores.add(
      id,
      collection + 1,
      shelfmark,
      random.chance(0.1)
        ? `olim ${String.fromCharCode(65 + random.int(8))} ${random.int(400) + 1}`
        : null,
      random.chance(0.05) ? `op. ${random.int(60) + 1}` : null,
      random.chance(0.2) ? random.pick(PROVENANCES) : null,
      random.chance(0.08)
        ? random.pick(['Titelblatt fehlt', 'Fragment', 'unvollständig', 'Stimmen später ergänzt'])
        : null,
      template.title,
      key,
      shortTitle(template, author ? people.primary[author - 1] : null, key),
      changed.toISOString(),
    );
    facts.collectionOf[index] = collection;
    facts.composerOf[index] = author;
    facts.templateOf[index] = templateIndex;

    let position = 0;
    const attribute = (person: number, fn: string, qualifier: AttributionQualifier) =>
      loaders.attributions.add(++ids.attribution, id, person, fn, qualifier, position++);
    if (author) attribute(author, 'aut', random.weighted(QUALIFIERS));
    if (author && random.chance(0.04))
      attribute(people.idAtRank[composerRank(random)], 'aut', 'cjt');
    if (random.chance(0.1))
      attribute(random.int(people.count) + 1, 'scr', random.chance(0.7) ? 'asc' : 'cjt');
    if (random.chance(0.02)) attribute(people.idAtRank[composerRank(random)], 'arr', 'asc');
    if (random.chance(0.03)) attribute(random.int(people.count) + 1, 'fmo', 'asc');

    const partCount = random.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    for (let part = 0; part < partCount; part++) {
      const year = 1700 + random.int(200);
      loaders.parts.add(
        ++ids.part,
        id,
        part,
        random.weighted(PART_TYPES),
        random.chance(0.8) ? random.pick(PART_EXTENTS) : null,
        random.chance(0.5) ? random.pick(MEASUREMENTS) : null,
        random.chance(0.1) ? random.pick(WEAR) : null,
        random.weighted([
          [String(year), 40],
          [`ca. ${year}`, 25],
          [`${year}-${year + 10}`, 10],
          [`${Math.floor(year / 100) + 1}.${random.int(2) + 1}d`, 10],
          [null, 15],
        ] as const),
        random.chance(0.35) ? random.pick(WATERMARKS) : null,
      );
    }

    const voices = template.voices.length > 0 ? template.voices : random.pick(SCORINGS);
    voices.forEach((voice, i) => loaders.voices.add(++ids.voice, id, voice, 1, i + 1));

    const genre = genreIds.get(template.genre);
    if (genre !== undefined) loaders.genres.add(id, genre, 0);
    if (random.chance(0.05)) {
      const second = genreIds.get(random.pick(genreNames));
      if (second !== undefined && second !== genre) loaders.genres.add(id, second, 1);
    }

    const incipitCount = incipitsFor(random, index, facts.incipits, sizes);
    for (let i = 0; i < incipitCount; i++) {
      const incipit = template.incipits[i] ?? random.pick(pool.incipits);
      const own = i < template.incipits.length;
      loaders.incipits.add(
        ++ids.incipit,
        id,
        i,
        incipit.tempo,
        incipit.clef,
        incipit.timeSignature,
        incipit.keySignature,
        incipit.text,
        incipit.part,
        incipit.pae,
        own ? incipit.number : 1,
        own ? incipit.movement : i + 1,
        own ? incipit.section : 1,
        ...(sizes.distinctMelodies
          ? ownMelody(incipit.melody, made, ++melodyId, loaders)
          : incipit.melody),
      );
    }
    facts.incipits += incipitCount;

    if (random.chance(0.05))
      loaders.copies.add(++ids.copy, `Digitalisat ${shelfmark}`, 'score', id);

    if (index % BATCH === BATCH - 1) {
      await group.flushIfFull();
      progress(id);
    }
  }
  await group.finish();
  return facts;
}

/**
 * A melody of the incipit's own (BENCH_DISTINCT_MELODIES): its template's notes and eight more,
 * the base-7 digits of a number as steps from the last note — the next number whose melody no
 * row has yet (`made`: their keys) — written as a row of `melodies` (search text and grams
 * computed as a save computes them); answers the incipit's melody columns. The incipit's PAE
 * stays the template's.
 */
function ownMelody(
  template: unknown[],
  made: Set<string>,
  id: number,
  loaders: ReturnType<typeof scoreLoaders>['loaders'],
): unknown[] {
  const notes = melodyFromText(template[0] as string);
  if (!notes || notes.length === 0) return template;
  for (let number = id; ; number++) {
    const melody: MelodyNote[] = [...notes];
    for (let digit = 0, rest = number; digit < 8; digit++, rest = Math.floor(rest / 7)) {
      const last = melody[melody.length - 1];
      const steps = (rest % 7) - 3;
      melody.push({
        pitch: last.pitch + Math.round((steps * 12) / 7),
        step: last.step + steps,
        duration: last.duration,
      });
    }
    const text = melodyToText(melody);
    const key = melodyKey(text);
    if (made.has(key)) continue;
    made.add(key);
    loaders.melodies.add(id, key, text, melodyIndex(melody), `{${melodyGrams(melody).join(',')}}`);
    return [text, id];
  }
}

/**
 * The incipit count of one score: drawn, then nudged so that the running total stays within two
 * of the requested share; the last score makes it exact.
 */
function incipitsFor(random: Random, index: number, sofar: number, sizes: ScoreSizes): number {
  const drawn = random.weighted(INCIPIT_COUNTS);
  if (index === sizes.scores - 1) return Math.max(0, sizes.incipits - sofar);
  const due = Math.round((sizes.incipits * (index + 1)) / sizes.scores);
  if (sofar + drawn > due + 2) return Math.max(0, due + 2 - sofar);
  if (sofar + drawn < due - 2) return due - 2 - sofar;
  return drawn;
}

/** As the editor suggests it for a genre title ("Haydn, Joseph — Missa in C"), else author and title. */
function shortTitle(template: ScoreTemplate, author: string | null, key: string | null): string {
  if (isGenericTitle(template.title)) {
    return suggestedShortTitle({
      attributions: author
        ? [{ function: 'aut', person: { names: [{ name: author, primary: true }] } }]
        : [],
      genres: [{ name: template.genre }],
      key,
    });
  }
  return author ? [author, template.title].join(SHORT_TITLE_SEPARATOR) : template.title;
}

function scoreLoaders(target: Target, pool: RismPool) {
  return new LoadGroup({
    melodies: new TableLoader(target, 'melodies', MELODY_COLUMNS),
    scores: new TableLoader(target, 'scores', [
      ['id', 'bigint'],
      ['collection_id', 'bigint'],
      ['shelfmark', 'text'],
      ['former_shelfmarks', 'text'],
      ['opus', 'text'],
      ['provenance', 'text'],
      ['notes', 'text'],
      ['title', 'text'],
      ['key', 'text'],
      ['short_title', 'text'],
      ['updated_at', 'timestamptz'],
    ]),
    attributions: new TableLoader(target, 'attributions', [
      ['id', 'bigint'],
      ['score_id', 'bigint'],
      ['person_id', 'bigint'],
      ['function', 'text'],
      ['qualifier', 'text'],
      ['position', 'int'],
    ]),
    parts: new TableLoader(target, 'parts', [
      ['id', 'bigint'],
      ['score_id', 'bigint'],
      ['position', 'int'],
      ['type', 'text'],
      ['extent', 'text'],
      ['measurements', 'text'],
      ['wear', 'text'],
      ['date', 'text'],
      ['watermark', 'text'],
    ]),
    voices: new TableLoader(target, 'score_voices', [
      ['id', 'bigint'],
      ['score_id', 'bigint'],
      ['voice', 'text'],
      ['count', 'int'],
      ['position', 'int'],
    ]),
    genres: new TableLoader(target, 'score_genres', [
      ['score_id', 'bigint'],
      ['genre_id', 'bigint'],
      ['position', 'int'],
    ]),
    incipits: new TableLoader(target, 'incipits', [
      ['id', 'bigint'],
      ['score_id', 'bigint'],
      ['position', 'int'],
      ['tempo', 'text'],
      ['clef', 'text'],
      ['time_signature', 'text'],
      ['key_signature', 'text'],
      ['text', 'text'],
      ['part', 'text'],
      ['pae', 'text'],
      ['number', 'int'],
      ['movement', 'int'],
      ['section', 'int'],
      ...pool.melodyColumns,
    ]),
    copies: new TableLoader(target, 'digital_copies', [
      ['id', 'bigint'],
      ['name', 'text'],
      ['digitizable_type', 'text'],
      ['digitizable_id', 'bigint'],
    ]),
  });
}
