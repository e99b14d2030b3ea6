import { create } from 'zustand';
import { WAGER_PLACEMENT_TEXTS } from '../../../shared/use-wager-placement';

/** Texts of spec 01 §4 and §8 for the outcome of a Shikisha placement. */
export const SHIKISHA_PLACEMENT_TEXTS = {
  ...WAGER_PLACEMENT_TEXTS,
  priceMoved: (from: string, to: string) =>
    `The price moved from ${from} to ${to}. Accept the new price to place your bet.`,
} as const;

interface ShikishaPlacementState {
  /** From the press until the answer: inputs disabled, a loader replaces the button. */
  placing: boolean;
  /**
   * The price the server holds now after refusing a moved one, for the combination it was
   * refused for; the bettor accepts it and places again.
   */
  moved: { combo: string; from: number; to: number } | null;
  setPlacing: (placing: boolean) => void;
  setMoved: (moved: ShikishaPlacementState['moved']) => void;
}

/** The current Shikisha placement, shared by the slip in the betslip tab and the builder. */
export const useShikishaPlacementStore = create<ShikishaPlacementState>()((set) => ({
  placing: false,
  moved: null,
  setPlacing: (placing) => set({ placing }),
  setMoved: (moved) => set({ moved }),
}));
