import { cents, type Cents } from '../money';
import { hashHead52 } from './fair-hash';
import { instantResultHash, uniformIndex } from './instant-seeds';

/**
 * Dice: a roll from 00.00 to 99.99 (10,000 equally likely values, kept in hundredths); the
 * player picks a target and wins when the roll is under it (or over it). The payout multiplier
 * is (100% − edge) / chance, so every target returns 97%.
 */

/** Dice's house edge, in percent. */
export const DICE_HOUSE_EDGE_PERCENT = 3;
/** Dice's return to player, in percent. */
export const DICE_RTP_PERCENT = 100 - DICE_HOUSE_EDGE_PERCENT;

/** Number of possible rolls (00.00 .. 99.99). */
export const DICE_ROLLS = 10_000;
/** Fewest winning rolls allowed (1% chance: 97x). */
export const DICE_MIN_WINNING_ROLLS = 100;
/**
 * Most winning rolls allowed (96% chance: 1.0104x). The range stops while a win still pays more
 * than the stake: at 97% the multiplier is 1x, above it below 1x (a "win" that loses money), and
 * between 96% and 97% it is under 1.01x, where rounding down to the cent leaves a minimum
 * stake's win at the stake itself.
 */
export const DICE_MAX_WINNING_ROLLS = 9_600;

/** The allowed chance range in percent, as the screen and the refusal state it. */
export const DICE_MIN_CHANCE_PERCENT = DICE_MIN_WINNING_ROLLS / 100;
export const DICE_MAX_CHANCE_PERCENT = DICE_MAX_WINNING_ROLLS / 100;

/** Why a target is refused: the chance range, in the bettor's words. */
export const DICE_TARGET_RULE = `Choose a target that gives a chance between ${DICE_MIN_CHANCE_PERCENT}% and ${DICE_MAX_CHANCE_PERCENT}% (above ${DICE_MAX_CHANCE_PERCENT}% a win would pay back little or nothing beyond the stake)`;

export type DiceDirection = 'under' | 'over';

/** The roll of a bet, 0..9999 (shown /100: 47.31). */
export function diceRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  return diceRollFromHash(instantResultHash(serverSeed, clientSeed, nonce));
}

/** The roll an HMAC result gives. */
export function diceRollFromHash(hashHex: string): number {
  return uniformIndex(hashHead52(hashHex), DICE_ROLLS);
}

/**
 * How many of the 10,000 rolls win for a target in hundredths: under T wins rolls 0..T−1 (T of
 * them); over T wins rolls T+1..9999 (9999 − T). Null when the target is not a whole number of
 * hundredths or leaves a chance outside 1%–96% ({@link DICE_TARGET_RULE}).
 */
export function diceWinningRolls(target: number, direction: DiceDirection): number | null {
  if (!Number.isSafeInteger(target)) return null;
  const count = direction === 'under' ? target : DICE_ROLLS - 1 - target;
  return count >= DICE_MIN_WINNING_ROLLS && count <= DICE_MAX_WINNING_ROLLS ? count : null;
}

/**
 * The targets (hundredths) allowed in a direction, both ends included: under 1.00–96.00, over
 * 3.99–98.99 (the screen's slider and the API's refusal both read them from here).
 */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING_ROLLS, max: DICE_MAX_WINNING_ROLLS }
    : {
        min: DICE_ROLLS - 1 - DICE_MAX_WINNING_ROLLS,
        max: DICE_ROLLS - 1 - DICE_MIN_WINNING_ROLLS,
      };
}

/** True when `roll` wins against the target. */
export function diceWins(roll: number, target: number, direction: DiceDirection): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

/** The payout multiplier × 10,000 (rounded down): 9,700 / winning rolls × 10,000. */
export function diceMultiplierX10000(winningRolls: number): number {
  return Math.floor((DICE_RTP_PERCENT * 100 * 10_000) / winningRolls);
}

/** The payout multiplier of a target as the screen shows it (4 decimals, rounded down). */
export function diceMultiplier(winningRolls: number): number {
  return diceMultiplierX10000(winningRolls) / 10_000;
}

/**
 * What a winning dice bet pays back (stake included): stake × 9,700 / winning rolls, rounded
 * down to the cent, capped at the country's maximum win.
 */
export function dicePayout(stake: Cents, winningRolls: number, maxWin: Cents): Cents {
  const raw = Number((BigInt(stake) * BigInt(DICE_RTP_PERCENT * 100)) / BigInt(winningRolls));
  return cents(Math.min(raw, maxWin));
}
