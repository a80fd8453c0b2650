import { createContext, useContext, type ComponentType } from 'react';

/**
 * What a publication's view shows of the features above publications, without importing them:
 * the root fills these slots (root/screens/PublicationView.tsx); an empty one shows nothing.
 */
export type PublicationSlots = {
  /** The scores the publication lists, with their numbers (scores: a paged list). */
  Scores?: ComponentType<{ publicationId: string }>;
  /** The attributions documented by the publication (scores: a paged list). */
  Attributions?: ComponentType<{ publicationId: string }>;
};

export const PublicationSlotsContext = createContext<PublicationSlots>({});

export function usePublicationSlots(): PublicationSlots {
  return useContext(PublicationSlotsContext);
}
