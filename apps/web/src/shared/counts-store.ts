/**
 * Badge counts shown by the navigation: live matches, bet-builder matches and unread
 * notifications. Features that own the data set them; the shell only reads.
 */
import { create } from 'zustand';

interface CountsState {
  /** total_live_matches from GET {base}uo/totalMatches. */
  live: number;
  /** total_shikisha_matches from GET {base}uo/totalMatches. */
  betBuilder: number;
  /** Unread notifications (set by the notifications feature; 0 until it exists). */
  unreadNotifications: number;
  setCounts: (
    counts: Partial<Pick<CountsState, 'live' | 'betBuilder' | 'unreadNotifications'>>,
  ) => void;
}

/** The counts store. */
export const useCountsStore = create<CountsState>()((set) => ({
  live: 0,
  betBuilder: 0,
  unreadNotifications: 0,
  setCounts: (counts) => set(counts),
}));
