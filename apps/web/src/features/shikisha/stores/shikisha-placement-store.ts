import { create } from 'zustand';

/** Texts of spec 01 §4 and §8 for the outcome of a Shikisha placement. */
export const SHIKISHA_PLACEMENT_TEXTS = {
  successTitle: 'Bet placement successful',
  failedTitle: 'Bet placement failed',
  noResponse: 'An error occurred. Please try again and contact us if this persists.',
  sessionExpiredTitle: 'Session expired',
  sessionExpired: 'Your session has expired. Please login again',
  unconfirmedTitle: 'Bet not confirmed yet',
  unconfirmedHint: 'Press Place Bet again to check: the same bet is never placed twice.',
  checkingTitle: 'Checking your bet…',
  priceMoved: (from: string, to: string) =>
    `The price moved from ${from} to ${to}. Accept the new price to place your bet.`,
} as const;

/** Success note 5-10 s; failures stay 10 s in Shikisha (spec 01 §8). */
export const SHIKISHA_SUCCESS_MS = 8000;
export const SHIKISHA_FAILURE_MS = 10_000;

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
