import { createContext, useContext, type ComponentType } from 'react';

/**
 * What a place's view shows of the features above places, without importing them: the root fills
 * these slots (root/screens/PlaceView.tsx); an empty one shows nothing.
 */
export type PlaceSlots = {
  /** The attributions naming the place, with their scores and people (scores: a paged list). */
  Attributions?: ComponentType<{ placeId: string }>;
};

export const PlaceSlotsContext = createContext<PlaceSlots>({});

export function usePlaceSlots(): PlaceSlots {
  return useContext(PlaceSlotsContext);
}
