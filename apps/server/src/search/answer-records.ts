import {
  keyLabel,
  personDisplayName,
  publicationLabel,
  SEARCH_KINDS,
  type SearchKind,
} from '@partitura/domain';
import type { GraphQLResolveInfo } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';
import { catalogLoaders } from '../catalogs/index';
import { collectionLoaders } from '../collections/index';
import type { GraphQLContext } from '../core/graphql/context';
import { genreLoaders } from '../genres/index';
import { peopleLoaders } from '../people/index';
import { placeLoaders } from '../places/index';
import { publicationLoaders } from '../publications/index';
import { scoreLoaders } from '../scores/index';
import type { FacetAnswer } from './answer';
import type { Hit } from './repository';

/*
 * The records a search's answer names — its hits', and those its facet values stand for — read
 * through their batch loaders: by the answer's fields, or ahead of them (readAhead).
 */

/** Each kind's record by id, through its batch loader (one statement per kind a level). */
export function hitLoaders(ctx: GraphQLContext) {
  return {
    score: (id: number) => scoreLoaders(ctx).byId.load(id),
    person: (id: number) => peopleLoaders(ctx).byId.load(id),
    catalog: (id: number) => catalogLoaders(ctx).catalogById.load(id),
    entry: (id: number) => catalogLoaders(ctx).entryById.load(id),
    collection: (id: number) => collectionLoaders(ctx).byId.load(id),
    publication: (id: number) => publicationLoaders(ctx).byId.load(id),
    place: (id: number) => placeLoaders(ctx).byId.load(id),
  } satisfies Record<Hit['kind'], (id: number) => Promise<unknown>>;
}

/**
 * How a facet value reads: a key's label in the request's language (free text kept from before
 * the list as it is), the name of the record it stands for, else the value itself.
 */
export async function facetLabel(
  ctx: GraphQLContext,
  group: string,
  value: string,
): Promise<string> {
  if (group === 'key') return keyLabel(value, ctx.locale);
  const id = Number(value);
  if (!Number.isSafeInteger(id)) return value;
  const named = async (record: Promise<{ name: string } | undefined>) =>
    (await record)?.name ?? value;
  switch (group) {
    case 'composer':
      return personDisplayName({ names: await peopleLoaders(ctx).names.load(id) }) || value;
    case 'genre':
      return named(genreLoaders(ctx).byId.load(id));
    case 'collection':
      return named(collectionLoaders(ctx).byId.load(id));
    case 'catalog':
      return named(catalogLoaders(ctx).catalogById.load(id));
    case 'place':
      return named(placeLoaders(ctx).byId.load(id));
    case 'publication':
      return publicationLabel(await publicationLoaders(ctx).byId.load(id)) || value;
    default:
      return value;
  }
}

/** What of the records an answer names its operation asks for: readAhead reads those alone. */
export type AskedRecords = {
  /** The kinds whose hits' records are asked (`hits { score { … } }`). */
  kinds: ReadonlySet<SearchKind>;
  /** A score hit's incipits (`score { incipits }`). */
  incipits: boolean;
  /** A melodic hit's match (`melody`): its resolver finds the incipit among the score's. */
  melody: boolean;
  /** The facet values' labels (`facets { values { label } }`). */
  labels: boolean;
};

/** Nothing asked: nothing read ahead. */
export const NOTHING_ASKED: AskedRecords = {
  kinds: new Set(),
  incipits: false,
  melody: false,
  labels: false,
};

/** What the search field's selection asks (fragments, aliases, @skip and @include followed). */
export function askedRecords(info: GraphQLResolveInfo): AskedRecords {
  const tree = parseResolveInfo(info) as ResolveTree | null | undefined;
  const below = (trees: readonly ResolveTree[], name: string) =>
    trees
      .flatMap((node) => Object.values(node.fieldsByTypeName))
      .flatMap((fields) => Object.values(fields))
      .filter((field) => field.name === name);
  const root = tree ? [tree] : [];
  const hits = below(root, 'hits');
  return {
    kinds: new Set(SEARCH_KINDS.filter((kind) => below(hits, kind).length > 0)),
    incipits: below(below(hits, 'score'), 'incipits').length > 0,
    melody: below(hits, 'melody').length > 0,
    labels: below(below(below(root, 'facets'), 'values'), 'label').length > 0,
  };
}

/**
 * Starts reading what the operation asks of the records an answer names — the hits' records,
 * their incipits, the facet values' labels — as soon as they are known, on connections of
 * their own beside the rest of the search (the notes that matched), rather than after it: the
 * answer's fields then find them loaded. A melodic search at 1M answered 1.5–2 ms sooner. A
 * melodic search's exact hits have their incipits read with the notes that matched
 * (markMelodies): only a hit marked already (a near one; an exact one's are then known) has
 * them read here. A read that fails fails the field that asks for it, as before.
 */
export function readAhead(
  ctx: GraphQLContext,
  asked: AskedRecords,
  answer: { hits?: readonly Hit[]; melodic?: boolean; facets?: readonly FacetAnswer[] },
): void {
  const loaders = hitLoaders(ctx);
  for (const hit of answer.hits ?? []) {
    if (asked.kinds.has(hit.kind)) loaders[hit.kind](hit.recordId).catch(() => {});
    const incipits = answer.melodic
      ? hit.melody !== undefined && (asked.melody || asked.incipits)
      : asked.incipits;
    if (incipits && hit.kind === 'score')
      scoreLoaders(ctx)
        .incipits.load(hit.recordId)
        .catch(() => {});
  }
  if (!asked.labels) return;
  for (const facet of answer.facets ?? [])
    for (const { value } of facet.values) facetLabel(ctx, facet.group, value).catch(() => {});
}
