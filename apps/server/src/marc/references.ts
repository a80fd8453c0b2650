import { and, eq, sql } from 'drizzle-orm';
import type { FieldError } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { saveCollection } from '../collections/index';
import { collections } from '../db/schema/collections';
import { personNames, people } from '../db/schema/people';
import { publications } from '../db/schema/publications';
import type { ScoreInput } from '../generated/graphql';
import { savePerson } from '../people/index';
import { savePublication } from '../publications/index';
import type { ImportedScore, MarcPerson } from './score-import';

/*
 * What an imported record names — its collection (by siglum), people (by RISM id, else name and
 * dates) and publications (by short title) — found or created inside the record's (or batch's)
 * transaction through the features' own saves, remembered for the file's next records once
 * committed; and the score's input as the editor would send it, those references resolved.
 */

/** Thrown to roll a record back when a save refused it. */
export class Refused extends Error {
  constructor(readonly errors: FieldError[]) {
    super('refused');
  }
}

/** Records already looked up: an archive's records name the same few people again and again. */
export type Known = {
  collections: Map<string, number>;
  people: Map<string, number>;
  publications: Map<string, number>;
};

/** Where a record looks its references up: what it found or made first, then the file's. */
type Lookup = Record<keyof Known, { get(key: string): number | undefined }>;

function layered(first: Map<string, number>, then: Map<string, number>) {
  return { get: (key: string) => first.get(key) ?? then.get(key) };
}

function personKey(person: MarcPerson) {
  return person.rismId ? `rism:${person.rismId}` : `name:${person.name}|${person.dates ?? ''}`;
}

export function failed(answer: {
  success: boolean;
  errors: FieldError[];
  id: string | null;
}): number {
  if (!answer.success || answer.id === null) throw new Refused(answer.errors);
  return Number(answer.id);
}

async function collectionFor(ctx: GraphQLContext, score: ImportedScore, known: Lookup) {
  const cached = known.collections.get(score.siglum);
  if (cached) return { id: cached, created: false };
  const [found] = await ctx.db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.prefix, score.siglum))
    .orderBy(collections.id)
    .limit(1);
  if (found) return { id: found.id, created: false };
  const id = failed(
    await saveCollection(ctx, { name: score.holding ?? score.siglum, prefix: score.siglum }),
  );
  return { id, created: true };
}

async function personFor(ctx: GraphQLContext, person: MarcPerson, known: Lookup) {
  const key = personKey(person);
  const cached = known.people.get(key);
  if (cached) return { id: cached, created: false };
  const [found] = person.rismId
    ? await ctx.db
        .select({ id: people.id })
        .from(people)
        .where(sql`${people.authorityIds} @> array[${`rism:${person.rismId}`}]::text[]`)
        .orderBy(people.id)
        .limit(1)
    : await ctx.db
        .select({ id: personNames.personId })
        .from(personNames)
        .innerJoin(people, eq(people.id, personNames.personId))
        .where(
          and(
            eq(personNames.name, person.name),
            eq(personNames.primary, true),
            person.dates ? eq(people.dates, person.dates) : sql`${people.dates} is null`,
          ),
        )
        .orderBy(personNames.personId)
        .limit(1);
  if (found) return { id: found.id, created: false };
  const id = failed(
    await savePerson(ctx, {
      names: [{ name: person.name, primary: true }],
      dates: person.dates,
      authority_ids: person.rismId ? [`rism:${person.rismId}`] : [],
    }),
  );
  return { id, created: true };
}

async function publicationFor(ctx: GraphQLContext, shortTitle: string, known: Lookup) {
  const cached = known.publications.get(shortTitle);
  if (cached) return { id: cached, created: false };
  const [found] = await ctx.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.shortTitle, shortTitle))
    .orderBy(publications.id)
    .limit(1);
  if (found) return { id: found.id, created: false };
  const id = failed(await savePublication(ctx, { short_title: shortTitle }));
  return { id, created: true };
}

/** The score's input as the editor would send it, its references resolved. */
export function scoreInput(
  score: ImportedScore,
  refs: { collection: number; people: number[]; publications: number[] },
  stored: { id: number; version: number } | null,
): ScoreInput {
  const voices = (list: ImportedScore['voices']) =>
    list.map((voice, position) => ({ voice: voice.voice, count: voice.count, position }));
  return {
    ...(stored ? { id: String(stored.id), version: stored.version } : {}),
    collection: { id: String(refs.collection) },
    shelfmark: score.shelfmark,
    former_shelfmarks: score.formerShelfmarks,
    title: score.title,
    short_title: score.shortTitle,
    opus: score.opus,
    key: score.key,
    provenance: score.provenance,
    notes: score.notes,
    attributions: score.attributions.map((attribution, i) => ({
      person: { id: String(refs.people[i]) },
      function: attribution.function,
      qualifier: attribution.qualifier,
    })),
    parts: score.parts.map((part) => ({
      type: part.type,
      extent: part.extent,
      measurements: part.measurements,
      wear: part.wear,
      date: part.date,
      watermark: part.watermark,
      notes: part.notes,
      voices: voices(part.voices),
    })),
    incipits: score.incipits,
    sources: score.sources.map((source) => ({
      type: 'cit',
      citation: source.citation,
      url: source.url,
    })),
    publications: score.publications.map((cited, i) => ({
      publication: { id: String(refs.publications[i]) },
      number: cited.number,
    })),
    genres: score.genres.map((name) => ({ name })),
    voices: voices(score.voices),
    entries: [],
  };
}

/** What a record's transaction found or made: `made` names what it created. */
export type Found = { local: Known; made: Set<string> };

export function newFound(): Found {
  return {
    local: { collections: new Map(), people: new Map(), publications: new Map() },
    made: new Set(),
  };
}

/**
 * The records the score names, found or created inside the transaction: what this transaction
 * found or made first, then what the file's earlier records did (no copy).
 */
export async function referencesOf(
  ctx: GraphQLContext,
  score: ImportedScore,
  known: Known,
  found: Found,
) {
  const { local, made } = found;
  const seen: Lookup = {
    collections: layered(local.collections, known.collections),
    people: layered(local.people, known.people),
    publications: layered(local.publications, known.publications),
  };
  const remember = (kind: keyof Known, key: string, got: { id: number; created: boolean }) => {
    local[kind].set(key, got.id);
    if (got.created) made.add(`${kind}:${got.id}`);
    return got.id;
  };
  const collection = remember('collections', score.siglum, await collectionFor(ctx, score, seen));
  const persons: number[] = [];
  for (const attribution of score.attributions)
    persons.push(
      remember(
        'people',
        personKey(attribution.person),
        await personFor(ctx, attribution.person, seen),
      ),
    );
  const cited: number[] = [];
  for (const publication of score.publications)
    cited.push(
      remember(
        'publications',
        publication.shortTitle,
        await publicationFor(ctx, publication.shortTitle, seen),
      ),
    );
  return { collection, people: persons, publications: cited };
}

/**
 * What a transaction found or made, known to the file's next records once it committed; after a
 * rollback (a dry run) only what existed before it.
 */
export function learn(known: Known, { local, made }: Found, committed: boolean) {
  for (const kind of ['collections', 'people', 'publications'] as const)
    for (const [key, id] of local[kind])
      if (committed || !made.has(`${kind}:${id}`)) known[kind].set(key, id);
}
