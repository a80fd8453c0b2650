import { CollectionCatalogsSection } from '../../catalogs/CollectionCatalogsSection';
import { CollectionViewPage } from '../../collections/CollectionViewPage';
import { CollectionSlotsContext, type CollectionSlots } from '../../collections/collection-slots';
import { CollectionScoresSection } from '../../scores/CollectionScoresSection';

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
