import { AddDigitalCopyButton } from '../../digital-copies/AddDigitalCopyButton';
import { ScoreDigitalCopiesSection } from '../../digital-copies/view/ScoreDigitalCopiesSection';
import { ScoreViewPage } from '../../scores/ScoreViewPage';
import { ScoreSlotsContext, type ScoreSlots } from '../../scores/score-slots';
import { similarMelodyUrl } from '../../search/search-state';

/** What a score's view shows of the features above scores. */
const slots: ScoreSlots = {
  Actions: ({ scoreId }) => <AddDigitalCopyButton type="score" id={scoreId} />,
  DigitalCopies: ScoreDigitalCopiesSection,
  similarMelodyPath: similarMelodyUrl,
};

/** /scores/{id}: the score's view, its slots filled by digital-copies and search. */
export function ScoreView() {
  return (
    <ScoreSlotsContext value={slots}>
      <ScoreViewPage />
    </ScoreSlotsContext>
  );
}
