import { createContext, useContext, type ComponentType } from 'react';

/**
 * What a score's view shows of the features above scores, without importing them: the root
 * fills these slots as the view loads (root/slots/score-view.tsx); an empty one shows nothing.
 */
export type ScoreSlots = {
  /** Beside the view's own actions (digital-copies: "Add digital copy"). */
  Actions?: ComponentType<{ scoreId: string }>;
  /** Below the overview (digital-copies: the score's copies in the image viewer). */
  DigitalCopies?: ComponentType<{ scoreId: string }>;
  /** Where an incipit's "Find similar" leads (search: its melodic search for that opening). */
  similarMelodyPath?: (incipit: {
    pae: string;
    clef?: string | null;
    key_signature?: string | null;
  }) => string;
};

export const ScoreSlotsContext = createContext<ScoreSlots>({});

export function useScoreSlots(): ScoreSlots {
  return useContext(ScoreSlotsContext);
}
