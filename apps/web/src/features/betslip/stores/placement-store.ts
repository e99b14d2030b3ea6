import { create } from 'zustand';

/** Texts of spec 01 §8 for the outcome of a placement. */
export const PLACEMENT_TEXTS = {
  successTitle: 'Bet placement successful',
  /** A live bet waits for acceptance: it is not placed yet, and says so. */
  pendingTitle: 'Bet pending',
  failedTitle: 'Bet placement failed',
  noResponse: 'An error occurred. Please try again and contact us if this persists.',
  sessionExpiredTitle: 'Session expired',
  sessionExpired: 'Your session has expired. Please login again',
  /** Spec 01 §5: a visitor pressing Place Bet, shown on the login screen. */
  loginToPlace: 'Please login to place a bet',
  /** A try went unanswered and is being asked again with the same key. */
  checkingTitle: 'Checking your bet…',
  /** Every try went unanswered: the bet may have been taken, so this is not a failure. */
  unconfirmedTitle: 'Bet not confirmed yet',
  unconfirmedHint: 'Press Place Bet again to check: the same bet is never placed twice.',
} as const;

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
