// The scores feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { CollectionScoresSection } from './CollectionScoresSection';
export { PlaceAttributionsSection } from './citations/PlaceAttributionsSection';
export {
  PublicationAttributionsSection,
  PublicationScoresSection,
} from './citations/PublicationCitationsSections';
export { scoreRoutes } from './routes';
export { scoreHeading } from './score-heading';
export { SCORE_KIND, entryPath, partTypeLabel, scorePath } from './score-model';
export { ScoreSlotsContext, type ScoreSlots } from './score-slots';
export { ScoreViewPage } from './ScoreViewPage';
