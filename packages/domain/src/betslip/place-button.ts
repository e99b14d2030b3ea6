import type { ValidationCode, ValidationFailure } from '../validation/validation-failure';
import { hasInvalidPicks, hasOddChanges } from './operations';
import type { PickCore } from './pick';
import type { SlipKind } from './slip-kinds';

/** Labels of the place button (spec 01 §4). */
export const PLACE_BUTTON_LABELS = {
  acceptAndPlace: 'Accept and Place Bet',
  acceptChanges: 'Accept Odd Changes',
  removeExpired: 'Remove Expired',
  removeLocked: 'Remove Locked',
  place: 'Place Bet',
} as const;

/** What the place button shows and does. */
export type PlaceButtonState =
  /** A loader replaces the button; inputs are disabled; double submit is blocked. */
  | { action: 'placing'; label: null; disabled: true; reason: null }
  /** Invalid picks: the button removes them. */
  | {
      action: 'removeInvalid';
      label: 'Remove Expired' | 'Remove Locked';
      disabled: false;
      reason: null;
    }
  /** Odds moved: the button accepts the changes (and on the full slip places the bet). */
  | {
      action: 'acceptAndPlace' | 'acceptChanges';
      label: 'Accept and Place Bet' | 'Accept Odd Changes';
      disabled: boolean;
      reason: ValidationFailure | null;
    }
  | { action: 'place'; label: string; disabled: boolean; reason: ValidationFailure | null };

/** Inputs of {@link placeButtonState}. */
export interface PlaceButtonInput {
  kind: SlipKind;
  picks: readonly PickCore[];
  now: Date;
  placing: boolean;
  /** The mini betslip (mobile) says 'Remove Locked' and 'Accept Odd Changes'. */
  mini?: boolean;
  /** Failures of the slip's quote (quoteSlip().failures). */
  failures: readonly ValidationFailure[];
}

/**
 * Failures that disable the button rather than being shown when it is pressed (spec 01 §5):
 * normal slips when the stake is not a number or a free bet's minimum odd is unmet; shikisha
 * when the amount is under 1 or not a number or the total odds are under minTotalOdd (its
 * label then reads 'Min total odds of {n} required to place a bet'); virtual when the amount is
 * not a number or under the minimum, or the slip is empty.
 */
const DISABLING: Readonly<Record<'normal' | 'shikisha' | 'virtual', readonly ValidationCode[]>> = {
  normal: ['BETSLIP_EMPTY', 'AMOUNT_NOT_A_NUMBER', 'FREEBET_ODD_BELOW_MINIMUM'],
  shikisha: [
    'BETSLIP_EMPTY',
    'AMOUNT_NOT_A_NUMBER',
    'STAKE_BELOW_MINIMUM',
    'TOTAL_ODD_BELOW_MINIMUM',
  ],
  virtual: ['BETSLIP_EMPTY', 'AMOUNT_NOT_A_NUMBER', 'STAKE_BELOW_MINIMUM'],
};

function family(kind: SlipKind): 'normal' | 'shikisha' | 'virtual' {
  return kind === 'shikisha' ? 'shikisha' : kind === 'virtual' ? 'virtual' : 'normal';
}

/**
 * The place button (spec 01 §4): while placing, a loader; any invalid pick → 'Remove Expired'
 * (mini betslip 'Remove Locked'); any changed odd (none invalid) → 'Accept and Place Bet' (mini
 * betslip 'Accept Odd Changes'); otherwise 'Place Bet'. Disabled with the first disabling
 * failure as reason; other failures (login, min stake …) are shown when the button is pressed.
 */
export function placeButtonState(input: PlaceButtonInput): PlaceButtonState {
  if (input.placing) return { action: 'placing', label: null, disabled: true, reason: null };
  if (hasInvalidPicks(input.picks, input.now)) {
    return {
      action: 'removeInvalid',
      label: input.mini ? PLACE_BUTTON_LABELS.removeLocked : PLACE_BUTTON_LABELS.removeExpired,
      disabled: false,
      reason: null,
    };
  }
  const disabling = DISABLING[family(input.kind)];
  const reason = input.failures.find((f) => disabling.includes(f.code)) ?? null;
  if (hasOddChanges(input.picks)) {
    return input.mini
      ? {
          action: 'acceptChanges',
          label: PLACE_BUTTON_LABELS.acceptChanges,
          disabled: false,
          reason: null,
        }
      : {
          action: 'acceptAndPlace',
          label: PLACE_BUTTON_LABELS.acceptAndPlace,
          disabled: reason !== null,
          reason,
        };
  }
  const label =
    input.kind === 'shikisha' && reason?.code === 'TOTAL_ODD_BELOW_MINIMUM'
      ? reason.message
      : PLACE_BUTTON_LABELS.place;
  return { action: 'place', label, disabled: reason !== null, reason };
}
