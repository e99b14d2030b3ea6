/**
 * The freebets store of spec 02 §3.8: the free bet applied to the normal slip and its applied
 * status. The list itself is server state (TanStack Query, `shared/offers-queries.ts`); the
 * betslip and the Offers & Rewards screens both read and write the applied free bet here, so
 * neither feature imports the other.
 */
import type { FreeBet } from '@shangwe/contract';
import { create } from 'zustand';

interface FreebetsState {
  /** The free bet applied to the normal slip, or null (spec 01 §4 'Freebet'). */
  applied: FreeBet | null;
  /** Applies a free bet: the slip's stake becomes its amount and Balance is hidden. */
  apply: (freebet: FreeBet) => void;
  /** Clears the applied free bet (removed by the bettor, expired, used or gone from the list). */
  clearApplied: () => void;
}

/** Not persisted: a free bet is applied for the slip on screen, and re-applied in one tap. */
export const useFreebetsStore = create<FreebetsState>()((set) => ({
  applied: null,
  apply: (freebet) => set({ applied: freebet }),
  clearApplied: () => set({ applied: null }),
}));

/** The applied free bet, or null. */
export function useAppliedFreebet(): FreeBet | null {
  return useFreebetsStore((s) => s.applied);
}

/**
 * Spec 01 §4, spec 02 §4.7: when the server's list no longer holds the applied free bet (none
 * returned, or this one used or expired elsewhere), the applied state is cleared. Returns true
 * when it cleared it.
 */
export function reconcileAppliedFreebet(list: readonly FreeBet[]): boolean {
  const { applied, clearApplied } = useFreebetsStore.getState();
  if (!applied) return false;
  const still = list.find((f) => f.free_bet_profile_id === applied.free_bet_profile_id);
  if (still && still.status === 'active') return false;
  clearApplied();
  return true;
}
