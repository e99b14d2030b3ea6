import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { JACKPOT_MESSAGES, normalisePicks, type JackpotPick } from '@shangwe/domain';
import { trackJackpotAdd } from '../lib/analytics';

/**
 * The jackpot-style slips (spec 02 §3.8: entries, stake, selectedOdds per parent match), one per
 * event, kept for the session (spec 02 §2.5 "kept per session"). Shared because the shell's
 * navigation shows their counts while the jackpots feature owns the screens.
 */
export interface JackpotSlip {
  eventId: number;
  /** The product (grand, sababisha, boosted, ...) the event belongs to. */
  kind: string;
  /** Outcomes picked per parent match, in 1, X, 2 order. */
  picks: Record<string, JackpotPick[]>;
  /** Sababisha and boosted: the amount the bettor typed (pool events price the lines). */
  stake: number | null;
}

export interface ToggleRules {
  /** Most matches one slip may carry (13, 17; boosted 30). */
  maxSelections: number;
  /** One outcome per match (free jackpot, split pot, boosted): a new pick replaces the old. */
  single: boolean;
}

export type ToggleOutcome = { ok: true } | { ok: false; message: string };

interface JackpotSlipState {
  slips: Record<string, JackpotSlip>;
  toggle: (
    eventId: number,
    kind: string,
    parentMatchId: number,
    outcome: JackpotPick,
    rules: ToggleRules,
  ) => ToggleOutcome;
  setStake: (eventId: number, kind: string, stake: number | null) => void;
  clear: (eventId: number) => void;
}

export const JACKPOT_SLIP_STORAGE_KEY = 'jackpot-slips';

const emptySlip = (eventId: number, kind: string): JackpotSlip => ({
  eventId,
  kind,
  picks: {},
  stake: null,
});

/** The picks of a match after the bettor taps `outcome`: on adds it, on again removes it. */
export function togglePicks(
  current: readonly JackpotPick[],
  outcome: JackpotPick,
  single: boolean,
): JackpotPick[] {
  if (current.includes(outcome)) return current.filter((o) => o !== outcome);
  return single ? [outcome] : normalisePicks([...current, outcome]);
}

export const useJackpotSlipStore = create<JackpotSlipState>()(
  persist(
    (set, get) => ({
      slips: {},
      toggle: (eventId, kind, parentMatchId, outcome, rules) => {
        const slip = get().slips[eventId] ?? emptySlip(eventId, kind);
        const key = String(parentMatchId);
        const current = slip.picks[key] ?? [];
        const next = togglePicks(current, outcome, rules.single);
        if (current.length === 0 && Object.keys(slip.picks).length >= rules.maxSelections) {
          return { ok: false, message: JACKPOT_MESSAGES.maxMatches(rules.maxSelections) };
        }
        const picks = { ...slip.picks };
        if (next.length === 0) delete picks[key];
        else picks[key] = next;
        set((s) => ({ slips: { ...s.slips, [eventId]: { ...slip, kind, picks } } }));
        // Spec 02 §7 tracks each add (not a removal) with the slip's product and the match.
        if (next.length > current.length) trackJackpotAdd({ betType: kind, parentMatchId });
        return { ok: true };
      },
      setStake: (eventId, kind, stake) =>
        set((s) => ({
          slips: {
            ...s.slips,
            [eventId]: { ...(s.slips[eventId] ?? emptySlip(eventId, kind)), stake },
          },
        })),
      clear: (eventId) =>
        set((s) => {
          const slips = { ...s.slips };
          delete slips[eventId];
          return { slips };
        }),
    }),
    {
      name: JACKPOT_SLIP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
    },
  ),
);

/** The slip of one event (an empty one when nothing is picked yet). */
export function useJackpotSlip(eventId: number, kind: string): JackpotSlip {
  const slip = useJackpotSlipStore((s) => s.slips[eventId]);
  return slip ?? emptySlip(eventId, kind);
}

/** Matches picked on every slip of these products (bottom-nav and menu counts). */
export function useJackpotPickCount(kinds?: readonly string[]): number {
  return useJackpotSlipStore((s) =>
    Object.values(s.slips)
      .filter((slip) => !kinds || kinds.includes(slip.kind))
      .reduce((n, slip) => n + Object.keys(slip.picks).length, 0),
  );
}
