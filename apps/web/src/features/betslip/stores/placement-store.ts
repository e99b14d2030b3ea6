import { create } from 'zustand';
import { WAGER_PLACEMENT_TEXTS } from '../../../shared/use-wager-placement';

/** Texts of spec 01 §8 for the outcome of a placement: the one table of every slip. */
export const PLACEMENT_TEXTS = WAGER_PLACEMENT_TEXTS;

/** How long the success note stays (spec 01 §8: 5-10 s). */
export const SUCCESS_NOTE_MS = 8000;

export interface PlacementOutcome {
  /** 'pending': no answer yet, the same bet is being asked for again. */
  type: 'success' | 'error' | 'pending';
  title: string;
  message: string;
}

interface PlacementState {
  /** True from the click until the answer: inputs disabled, a loader replaces the button. */
  placing: boolean;
  outcome: PlacementOutcome | null;
  setPlacing: (placing: boolean) => void;
  setOutcome: (outcome: PlacementOutcome | null) => void;
}

/**
 * The state of the current placement, shared by every view of the slip (desktop panel,
 * /betslip, mini betslip) so that a bet placed from one shows its outcome in all of them.
 */
export const usePlacementStore = create<PlacementState>()((set) => ({
  placing: false,
  outcome: null,
  setPlacing: (placing) => set({ placing }),
  setOutcome: (outcome) => set({ outcome }),
}));
