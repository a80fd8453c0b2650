import {
  PublicationSlotsContext,
  PublicationViewPage,
  type PublicationSlots,
} from '../../publications/index';
import { PublicationAttributionsSection, PublicationScoresSection } from '../../scores/index';

/** What a publication's view shows of the features above publications. */
const slots: PublicationSlots = {
  Scores: PublicationScoresSection,
  Attributions: PublicationAttributionsSection,
};

/** /publications/{id}: the publication's view, its slots filled by scores. */
export function PublicationView() {
  return (
    <PublicationSlotsContext value={slots}>
      <PublicationViewPage />
    </PublicationSlotsContext>
  );
}
