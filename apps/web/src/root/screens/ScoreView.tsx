import { AddDigitalCopyButton, ScoreDigitalCopiesSection } from '../../digital-copies/index';
import { ScoreSlotsContext, ScoreViewPage, type ScoreSlots } from '../../scores/index';
import { similarMelodyUrl } from '../../search/index';

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
