import type { GraphQLResolveInfo } from 'graphql';
import { scoreAuthor, shortTitlePrefix } from '@partitura/domain';
import type { GraphQLContext } from '../core/context';
import type { Resolvers, ScoreResolvers } from '../generated/graphql';
import { scoreLoaders } from './score-loader';
import type { ScoreRecord } from './score-views';
import { findScore, removeScore, saveScore, scoresPage } from './service';

/**
 * A Score as its field resolvers receive it. Ours (getScore, scores) carry the ScoreRecord and
 * nothing else: the children are loaded here, batched across all scores of the response. A score
 * nested in another feature's answer (an entry's score, a person's attributions) may carry more
 * or less — at least its id: what it carries is answered as GraphQL's default resolver would
 * (a function is called), what it lacks is loaded here.
 */
type ScoreParent = Partial<ScoreRecord> & { id: number | string } & Record<string, unknown>;

type Load = (score: ScoreParent, ctx: GraphQLContext) => unknown;

const scoreId = (score: ScoreParent) => Number(score.id);

async function recordOf(score: ScoreParent, ctx: GraphQLContext): Promise<ScoreParent> {
  if (score.collection !== undefined && score.shelfmark !== undefined) return score;
  return (await scoreLoaders(ctx).record.load(scoreId(score))) ?? score;
}

/** A field answered from the parent when it carries it, else by `load`. */
function field(name: string, load: Load) {
  return (score: ScoreParent, args: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
    const value = score[name];
    if (typeof value === 'function') return value.call(score, args, ctx, info);
    return value !== undefined ? value : load(score, ctx);
  };
}

/** A field of the score's own row (shelfmark, collection, …). */
const own = (name: keyof ScoreRecord) =>
  field(name, async (score, ctx) => (await recordOf(score, ctx))[name]);

/** The score's children, each pointing back at the parent (Attribution.score, Entry.score). */
async function withParent<T>(score: ScoreParent, children: Promise<T[]>) {
  return (await children).map((child) => ({ ...child, score }));
}

const scoreFields = {
  version: own('version'),
  shelfmark: own('shelfmark'),
  former_shelfmarks: own('former_shelfmarks'),
  title: own('title'),
  short_title: own('short_title'),
  opus: own('opus'),
  key: own('key'),
  provenance: own('provenance'),
  notes: own('notes'),
  collection: own('collection'),
  short_title_prefix: field('short_title_prefix', async (score, ctx) =>
    shortTitlePrefix(await recordOf(score, ctx)),
  ),
  attributions: field('attributions', (score, ctx) =>
    withParent(score, scoreLoaders(ctx).attributions.load(scoreId(score))),
  ),
  author: field('author', async (score, ctx) =>
    scoreAuthor({ attributions: await scoreLoaders(ctx).attributions.load(scoreId(score)) }),
  ),
  parts: field('parts', (score, ctx) => scoreLoaders(ctx).parts.load(scoreId(score))),
  incipits: field('incipits', (score, ctx) => scoreLoaders(ctx).incipits.load(scoreId(score))),
  text_incipits: field('text_incipits', async (score, ctx) => {
    const texts = (await scoreLoaders(ctx).incipits.load(scoreId(score)))
      .map((incipit) => incipit.text)
      .filter((text): text is string => text !== null);
    return texts.length > 0 ? texts.join(' / ') : null;
  }),
  sources: field('sources', (score, ctx) => scoreLoaders(ctx).sources.load(scoreId(score))),
  publications: field('publications', (score, ctx) =>
    withParent(score, scoreLoaders(ctx).publications.load(scoreId(score))),
  ),
  genres: field('genres', (score, ctx) => scoreLoaders(ctx).genres.load(scoreId(score))),
  voices: field('voices', (score, ctx) => scoreLoaders(ctx).voices.load(scoreId(score))),
  entries: field('entries', (score, ctx) =>
    withParent(score, scoreLoaders(ctx).entries.load(scoreId(score))),
  ),
  has_digital_copy: field('has_digital_copy', (score, ctx) =>
    scoreLoaders(ctx).hasDigitalCopy.load(scoreId(score)),
  ),
};

export const scoresResolvers: Resolvers = {
  Query: {
    // The generated types want every child on the parent; the Score field resolvers below supply
    // them, so the records are handed over as they are.
    getScore: async (_parent, { id }, ctx) => (await findScore(ctx, id)) as never,
    scores: async (_parent, args, ctx) => (await scoresPage(ctx, args)) as never,
  },
  Mutation: {
    upsertScore: (_parent, { input }, ctx) => saveScore(ctx, input),
    deleteScore: (_parent, { id }, ctx) => removeScore(ctx, id),
  },
  // Typed for the parents it really receives (ScoreParent), which the generated type cannot say.
  Score: scoreFields as unknown as ScoreResolvers,
};
