import type { ShareProductType } from '@shangwe/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  acceptOddChanges,
  addPick as addToSlip,
  DEFAULT_STAKE,
  isSameOdd,
  MESSAGES,
  removeInvalidPicks,
  removePick as removeFromSlip,
  SLIP_KINDS,
  slipRules,
  updatePickOdds,
  type BetslipPick,
  type PickOddsUpdate,
  type SlipKind,
} from '@shangwe/domain';
import { useCountryStore } from './country-store';

/**
 * The bettor's betslips (spec 01 §3, §4), persisted to localStorage so a slip survives reloads.
 * Every rule (one pick per match, toggle, capacity, invalid picks, odds changes) is the betslip
 * model of `@shangwe/domain`; this store only holds state and persists it.
 */

export type { BetslipPick, PickOdd, PickOddsUpdate, SlipKind } from '@shangwe/domain';
export { SLIP_KINDS } from '@shangwe/domain';

/** A copy of a placed slip kept for asynchronous (live) bets, under the returned ref. */
export interface BetslipRefCopy {
  kind: SlipKind;
  picks: BetslipPick[];
  stake: number;
  savedAt: string;
}

/** What happened when a pick was added (spec 01 §3: toggle off, replace, add). */
export type AddPickResult =
  { ok: true; action: 'added' | 'replaced' | 'removed' } | { ok: false; message: string };

/**
 * A request to open the share sheet: the picks of a slip, or a placed bet by id. Any screen asks
 * through the store; the share feature's sheet host answers (features never import each other).
 */
export interface ShareRequest {
  picks?: BetslipPick[];
  betId?: number;
  productType?: ShareProductType;
}

export const OFFLINE_ADD_MESSAGE = MESSAGES.offlineAdd;
export { DEFAULT_STAKE };

export interface BetslipState {
  slips: Record<SlipKind, BetslipPick[]>;
  stakes: Record<SlipKind, number>;
  /** The starting stake the untouched stakes hold (the applied country's defaultStake). */
  stakeDefault: number;
  keepBetslip: boolean;
  refs: Record<string, BetslipRefCopy>;
  /** Toggle / replace / add one pick. Offline or at capacity: `{ok:false, message}`. */
  addPick: (kind: SlipKind, pick: BetslipPick) => AddPickResult;
  removePick: (kind: SlipKind, parentMatchId: number) => void;
  clear: (kind: SlipKind) => void;
  /** Replace a slip's picks at once (shared slip, rebet, ref reload). */
  setPicks: (kind: SlipKind, picks: BetslipPick[]) => void;
  updateOdds: (kind: SlipKind, updates: readonly PickOddsUpdate[]) => void;
  acceptChanges: (kind: SlipKind) => void;
  removeInvalid: (kind: SlipKind, now: Date) => void;
  setStake: (kind: SlipKind, stake: number) => void;
  setKeepBetslip: (keep: boolean) => void;
  saveRef: (ref: string, copy: BetslipRefCopy) => void;
  /** The open share request (not persisted). */
  shareRequest: ShareRequest | null;
  requestShare: (request: ShareRequest) => void;
  closeShare: () => void;
}

function emptySlips(): Record<SlipKind, BetslipPick[]> {
  return Object.fromEntries(SLIP_KINDS.map((k) => [k, []])) as unknown as Record<
    SlipKind,
    BetslipPick[]
  >;
}

/** The stake a slip starts with in the applied country (its config), else spec 01 §9's 100. */
function countryDefaultStake(config: { defaultStake?: number } | null | undefined): number {
  return config?.defaultStake ?? DEFAULT_STAKE;
}

function defaultStakes(): Record<SlipKind, number> {
  const stake = countryDefaultStake(useCountryStore.getState().config);
  return Object.fromEntries(SLIP_KINDS.map((k) => [k, stake])) as unknown as Record<
    SlipKind,
    number
  >;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** How many copies of asynchronous bets are kept (the most recent ones). */
export const MAX_REF_COPIES = 20;

/** localStorage key of the persisted slips. */
export const BETSLIP_STORAGE_KEY = 'betslip';

export const useBetslipStore = create<BetslipState>()(
  persist(
    (set, get) => ({
      slips: emptySlips(),
      stakes: defaultStakes(),
      stakeDefault: countryDefaultStake(useCountryStore.getState().config),
      keepBetslip: false,
      refs: {},
      addPick: (kind, pick) => {
        if (!isOnline()) return { ok: false, message: OFFLINE_ADD_MESSAGE };
        const config = useCountryStore.getState().config ?? undefined;
        const outcome = addToSlip(slipRules(kind, { config }), get().slips[kind], pick);
        if (!outcome.ok) return { ok: false, message: outcome.message };
        set((s) => ({ slips: { ...s.slips, [kind]: outcome.picks } }));
        return { ok: true, action: outcome.action };
      },
      removePick: (kind, parentMatchId) =>
        set((s) => ({
          slips: { ...s.slips, [kind]: removeFromSlip(s.slips[kind], parentMatchId) },
        })),
      clear: (kind) => set((s) => ({ slips: { ...s.slips, [kind]: [] } })),
      setPicks: (kind, picks) => set((s) => ({ slips: { ...s.slips, [kind]: picks } })),
      updateOdds: (kind, updates) =>
        set((s) => {
          const before = s.slips[kind];
          // In the catalog `odd.display` is the outcome's label ('Draw', 'Over 2.5'), which a
          // price change must not replace with the number.
          const after = updatePickOdds(before, updates).map((p, i) =>
            p === before[i] ? p : { ...p, odd: { ...p.odd, display: before[i]!.odd.display } },
          );
          return { slips: { ...s.slips, [kind]: after } };
        }),
      acceptChanges: (kind) =>
        set((s) => ({ slips: { ...s.slips, [kind]: acceptOddChanges(s.slips[kind]) } })),
      removeInvalid: (kind, now) =>
        set((s) => ({ slips: { ...s.slips, [kind]: removeInvalidPicks(s.slips[kind], now) } })),
      setStake: (kind, stake) => set((s) => ({ stakes: { ...s.stakes, [kind]: stake } })),
      setKeepBetslip: (keep) => set({ keepBetslip: keep }),
      saveRef: (ref, copy) =>
        set((s) => {
          // Only recent bets need their copy ('Retry Bet'); keep localStorage small.
          const kept = Object.entries(s.refs)
            .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
            .slice(0, MAX_REF_COPIES - 1);
          return { refs: { ...Object.fromEntries(kept), [ref]: copy } };
        }),
      shareRequest: null,
      requestShare: (request) => set({ shareRequest: request }),
      closeShare: () => set({ shareRequest: null }),
    }),
    {
      name: BETSLIP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        slips: s.slips,
        stakes: s.stakes,
        stakeDefault: s.stakeDefault,
        keepBetslip: s.keepBetslip,
        refs: s.refs,
      }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<BetslipState>;
        return {
          ...current,
          ...p,
          slips: { ...emptySlips(), ...p.slips },
          stakes: { ...defaultStakes(), ...p.stakes },
          // Slips saved before countries had their own default started at spec 01 §9's 100.
          stakeDefault: p.stakes ? (p.stakeDefault ?? DEFAULT_STAKE) : current.stakeDefault,
        };
      },
    },
  ),
);

/**
 * Stakes still at the starting value they were given take the newly applied country's one: a
 * Ghanaian bettor starts at GH₵ 10, not at a GH₵ 100 their first deposit may not cover. A stake
 * the bettor typed is kept, and so is the default once it is the country's own.
 */
function adoptCountryDefaultStake(config: { defaultStake?: number } | null): void {
  const next = countryDefaultStake(config);
  const { stakes, stakeDefault } = useBetslipStore.getState();
  if (config === null || next === stakeDefault) return;
  const adopted = Object.fromEntries(
    Object.entries(stakes).map(([kind, stake]) => [kind, stake === stakeDefault ? next : stake]),
  ) as Record<SlipKind, number>;
  useBetslipStore.setState({ stakes: adopted, stakeDefault: next });
}
useCountryStore.subscribe((state) => adoptCountryDefaultStake(state.config));
adoptCountryDefaultStake(useCountryStore.getState().config);

/** Is this exact odd in the slip (odds buttons highlight themselves with it). */
export function useIsPicked(
  kind: SlipKind,
  parentMatchId: number,
  subTypeId: number,
  oddKey: string,
  specialBetValue = '',
): boolean {
  const probe = {
    parent_match_id: parentMatchId,
    sub_type_id: subTypeId,
    odd: { odd_key: oddKey, odd_value: null, special_bet_value: specialBetValue },
  };
  return useBetslipStore((s) => s.slips[kind].some((p) => isSameOdd(p, probe)));
}

/** Number of picks in one slip (bottom-nav betslip button, tabs). */
export function usePickCount(kind: SlipKind): number {
  return useBetslipStore((s) => s.slips[kind].length);
}

/** The picks of one slip. */
export function usePicks(kind: SlipKind): BetslipPick[] {
  return useBetslipStore((s) => s.slips[kind]);
}
