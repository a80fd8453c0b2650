import { createContext, useContext, type ComponentType } from 'react';

/**
 * What a collection's view shows of the features above collections, without importing them: the
 * root fills these slots (root/screens/CollectionView.tsx); an empty one shows nothing.
 */
export type CollectionSlots = {
  /** The collection's catalogs (catalogs: a paged list of links). */
  Catalogs?: ComponentType<{ collectionId: string }>;
  /** The collection's scores (scores: a paged list of links, and the search among them). */
  Scores?: ComponentType<{ collectionId: string }>;
};

export const CollectionSlotsContext = createContext<CollectionSlots>({});

export function useCollectionSlots(): CollectionSlots {
  return useContext(CollectionSlotsContext);
}
