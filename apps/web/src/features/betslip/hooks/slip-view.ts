import type { AccaBonusHint } from '@shangwe/domain';
import type { BetslipPick } from '../../../shared/betslip-store';

/** One pick as the slip shows it (spec 01 §4 pick display states). */
export interface PickView {
  pick: BetslipPick;
  /** normal, odd changed (marker), locked (odd shown as Expired for live, Started otherwise). */
  state: 'normal' | 'changed' | 'locked' | 'started';
  /** 'Locked' or 'Started' badge, when the pick cannot be bet. */
  badge: 'Locked' | 'Started' | null;
  /** 'Expired' (live) or 'Started' (prematch) in place of the odd when locked. */
  lockedLabel: 'Expired' | 'Started' | null;
  /** The odd before the change, when changed. */
  previousOdd: number | null;
}

/** What the place button does and says (spec 01 §4). */
export interface PlaceButtonView {
  label: string;
  action: 'place' | 'acceptChanges' | 'acceptAndPlace' | 'removeInvalid' | 'placing';
  disabled: boolean;
  /** Why it is disabled, in the spec's words (e.g. a free bet's minimum odd), when it is. */
  reason?: string | null;
}

/** Everything the normal slip renders, computed by `@shangwe/domain`. */
export interface NormalSlipView {
  picks: PickView[];
  hasLive: boolean;
  /** 'Keep Betslip?' is disabled while any live pick is in the slip. */
  canKeep: boolean;
  totalOdds: number;
  totalOddsText: string;
  minTotalOdd: number;
  stake: number;
  minStake: number;
  maxStake: number;
  exciseTax: number;
  stakeAfterExcise: number;
  possibleWin: number;
  withholdingTax: number;
  bonus: number;
  finalPayout: number;
  points: number;
  /** The acca bonus hint (below / active / max) with its message, from the domain. */
  acca: AccaBonusHint | null;
  winBoostHint: string | null;
  /**
   * Rule failures (spec texts) that stop the bet, shown once the button is pressed; login is
   * excluded (the button sends visitors to login).
   */
  failures: string[];
  /** The opted-in promo's unmet opt-in rules ('Increase your stake to … to opt in to …'). */
  promoFailures: string[];
  /** A free bet is applied: the stake is its amount and Balance is hidden. */
  freebetApplied: boolean;
  button: PlaceButtonView;
}
