import { incipitNumbering, scoreAuthor, shortTitlePrefix } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { loadIfSet, present } from '../core/records/loaders';
import { INDEXED_MAX_OFFSET, pageWindow } from '../core/records/paging';
import { catalogLoaders } from '../catalogs/index';
import { collectionLoaders } from '../collections/index';
import type { Resolvers } from '../generated/graphql';
import { peopleLoaders } from '../people/index';
import { placeLoaders } from '../places/index';
import { publicationLoaders } from '../publications/index';
import { scoreLoaders } from './loaders';
import { removeScore, saveScore, scoreById, scoresPage } from './service';

const collectionOf = (score: { collectionId: number }, ctx: GraphQLContext) =>
  present(collectionLoaders(ctx).byId.load(score.collectionId));

export const scoresResolvers = {
  Query: {
    getScore: (_parent, { id }, ctx) => scoreById(ctx, id),
    scores: (_parent, args, ctx) => scoresPage(ctx, args),
  },
  Mutation: {
    upsertScore: (_parent, { input }, ctx) => saveScore(ctx, input),
    deleteScore: (_parent, { id }, ctx) => removeScore(ctx, id),
  },
  Score: {
    collection: (score, _args, ctx) => collectionOf(score, ctx),
    short_title_prefix: async (score, _args, ctx) =>
      shortTitlePrefix({ collection: await collectionOf(score, ctx), shelfmark: score.shelfmark }),
    author: async (score, _args, ctx) => {
      const attributions = await scoreLoaders(ctx).attributions.load(score.id);
      const personId = scoreAuthor({
        attributions: attributions.map((a) => ({ function: a.function, person: a.personId })),
      });
      return loadIfSet(peopleLoaders(ctx).byId, personId);
    },
    attributions: (score, _args, ctx) => scoreLoaders(ctx).attributions.load(score.id),
    parts: (score, _args, ctx) => scoreLoaders(ctx).parts.load(score.id),
    incipits: (score, _args, ctx) => scoreLoaders(ctx).incipits.load(score.id),
    text_incipits: async (score, _args, ctx) => {
      const texts = (await scoreLoaders(ctx).incipits.load(score.id))
        .map((incipit) => incipit.text)
        .filter((text): text is string => text !== null);
      return texts.length > 0 ? texts.join(' / ') : null;
    },
    sources: (score, _args, ctx) => scoreLoaders(ctx).sources.load(score.id),
    publications: (score, _args, ctx) => scoreLoaders(ctx).publications.load(score.id),
    genres: (score, _args, ctx) => scoreLoaders(ctx).genres.load(score.id),
    voices: (score, _args, ctx) => scoreLoaders(ctx).voices.load(score.id),
    entries: (score, _args, ctx) => catalogLoaders(ctx).entriesOfScores.load(score.id),
  },
  Attribution: {
    person: (attribution, _args, ctx) =>
      present(peopleLoaders(ctx).byId.load(attribution.personId)),
    score: (attribution, _args, ctx) => present(scoreLoaders(ctx).byId.load(attribution.scoreId)),
    publication: (attribution, _args, ctx) =>
      loadIfSet(publicationLoaders(ctx).byId, attribution.publicationId),
    place: (attribution, _args, ctx) => loadIfSet(placeLoaders(ctx).byId, attribution.placeId),
  },
  Part: {
    voices: (part, _args, ctx) => scoreLoaders(ctx).partVoices.load(part.id),
  },
  Incipit: {
    numbering: (incipit) => incipitNumbering(incipit),
  },
  PublicationScore: {
    publication: (reference, _args, ctx) =>
      present(publicationLoaders(ctx).byId.load(reference.publicationId)),
    score: (reference, _args, ctx) => present(scoreLoaders(ctx).byId.load(reference.scoreId)),
  },
  // A place's and a publication's citations, paged in the order of their own index (migration
  // 0018), so every page of the most cited one is reachable, as a person's attributions are.
  Place: {
    attributions: (place, args, ctx) =>
      scoreLoaders(ctx)
        .attributionsOfPlaces(pageWindow(args, 50, 500, INDEXED_MAX_OFFSET))
        .load(place.id),
    attribution_count: async (place, _args, ctx) =>
      (await scoreLoaders(ctx).placeAttributionCounts.load(place.id)) ?? 0,
  },
  Publication: {
    attributions: (publication, args, ctx) =>
      scoreLoaders(ctx)
        .attributionsOfPublications(pageWindow(args, 50, 500, INDEXED_MAX_OFFSET))
        .load(publication.id),
    attribution_count: async (publication, _args, ctx) =>
      (await scoreLoaders(ctx).publicationAttributionCounts.load(publication.id)) ?? 0,
    publication_scores: (publication, args, ctx) =>
      scoreLoaders(ctx)
        .publicationScoresOfPublications(pageWindow(args, 50, 500, INDEXED_MAX_OFFSET))
        .load(publication.id),
    publication_score_count: async (publication, _args, ctx) =>
      (await scoreLoaders(ctx).publicationScoreCounts.load(publication.id)) ?? 0,
  },
  Person: {
    attributions: (person, args, ctx) => {
      // Paged by its own index (one person's attributions): every page of the most prolific
      // composer is reachable, as the person screen has no search to narrow them.
      const window = pageWindow(args, 100, 500, INDEXED_MAX_OFFSET);
      return scoreLoaders(ctx).attributionsOfPeople(window).load(person.id);
    },
    attribution_count: async (person, _args, ctx) =>
      (await scoreLoaders(ctx).attributionCounts.load(person.id)) ?? 0,
  },
  Entry: {
    score: (entry, _args, ctx) => loadIfSet(scoreLoaders(ctx).byId, entry.scoreId),
  },
} satisfies Resolvers;
