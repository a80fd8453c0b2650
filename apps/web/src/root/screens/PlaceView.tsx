import { PlaceSlotsContext, PlaceViewPage, type PlaceSlots } from '../../places/index';
import { PlaceAttributionsSection } from '../../scores/index';

/** What a place's view shows of the features above places. */
const slots: PlaceSlots = { Attributions: PlaceAttributionsSection };

/** /places/{id}: the place's view, its slot filled by scores. */
export function PlaceView() {
  return (
    <PlaceSlotsContext value={slots}>
      <PlaceViewPage />
    </PlaceSlotsContext>
  );
}
