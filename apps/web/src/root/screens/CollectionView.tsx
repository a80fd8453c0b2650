import { CollectionCatalogsSection } from '../../catalogs/index';
import {
  CollectionSlotsContext,
  CollectionViewPage,
  type CollectionSlots,
} from '../../collections/index';
import { CollectionScoresSection } from '../../scores/index';

/** What a collection's view shows of the features above collections. */
const slots: CollectionSlots = {
  Catalogs: CollectionCatalogsSection,
  Scores: CollectionScoresSection,
};

/** /collections/{id}: the collection's view, its slots filled by catalogs and scores. */
export function CollectionView() {
  return (
    <CollectionSlotsContext value={slots}>
      <CollectionViewPage />
    </CollectionSlotsContext>
  );
}
