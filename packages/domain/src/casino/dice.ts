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
/** Fewest winning rolls allowed (1% chance). */
export const DICE_MIN_WINNING_ROLLS = 100;
/** Most winning rolls allowed (98% chance). */
export const DICE_MAX_WINNING_ROLLS = 9_800;

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
 * hundredths or leaves a chance outside 1%–98%.
 */
export function diceWinningRolls(target: number, direction: DiceDirection): number | null {
  if (!Number.isSafeInteger(target)) return null;
  const count = direction === 'under' ? target : DICE_ROLLS - 1 - target;
  return count >= DICE_MIN_WINNING_ROLLS && count <= DICE_MAX_WINNING_ROLLS ? count : null;
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
