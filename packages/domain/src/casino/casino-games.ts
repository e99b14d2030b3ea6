import type { CountryCode } from '../countries';
import { cents, toCents, type Cents } from '../money';
import { CRASH_RTP_PERCENT } from './crash';
import { DICE_RTP_PERCENT } from './dice';
import { WHEEL_RTP_PERCENT } from './wheel';

/**
 * The casino's own games (issue 18): what the lobby lists and the limits each country sets.
 * Amounts here are MAJOR units, as the country configs write them.
 */

export const CASINO_GAME_IDS = ['crash', 'dice', 'wheel'] as const;
export type CasinoGameId = (typeof CASINO_GAME_IDS)[number];

export const CASINO_CATEGORIES = ['Crash', 'Instant', 'Popular', 'New'] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

export interface CasinoGame {
  id: CasinoGameId;
  name: string;
  /** Where the lobby shows it; the first is its own category. */
  categories: readonly CasinoCategory[];
  /** Return to player in percent, as stated to the player. */
  rtpPercent: number;
  /** One line for the tile. */
  tagline: string;
  /** The rules, one short paragraph each. */
  rules: readonly string[];
}

export const CASINO_GAMES: readonly CasinoGame[] = [
  {
    id: 'crash',
    name: 'Shangwe Crash',
    categories: ['Crash', 'Popular'],
    rtpPercent: CRASH_RTP_PERCENT,
    tagline: 'Cash out before the plane flies away',
    rules: [
      'Place up to two bets while the round is open for bets.',
      'The multiplier rises from 1.00x. Cash out at any moment from 1.01x to win your stake times the multiplier, or set an auto cash-out.',
      'A cash-out at exactly the crash point wins. When the round crashes, bets not cashed out are lost; a cash-out that reaches us after the crash loses: our server clock decides.',
      `Each crash point is fixed in advance by a published hash chain, salted by players' own seeds after it is published; the house edge is ${100 - CRASH_RTP_PERCENT}%.`,
    ],
  },
  {
    id: 'dice',
    name: 'Dice',
    categories: ['Instant', 'Popular'],
    rtpPercent: DICE_RTP_PERCENT,
    tagline: 'Roll under or over your number',
    rules: [
      'Pick a number and whether the roll must land under or over it.',
      'The roll is a number from 0.00 to 99.99. The smaller your chance, the bigger the multiplier.',
      `Multiplier = ${DICE_RTP_PERCENT} / chance in percent; the house edge is ${100 - DICE_RTP_PERCENT}%.`,
    ],
  },
  {
    id: 'wheel',
    name: 'Spin Wheel',
    categories: ['Instant', 'New'],
    rtpPercent: WHEEL_RTP_PERCENT,
    tagline: 'Spin for up to 3x',
    rules: [
      'Place your stake and spin: the wheel stops on one of 20 equal segments.',
      'You win your stake times the segment’s multiplier (0x, 1.2x, 1.5x, 2x or 3x).',
      `The wheel returns ${WHEEL_RTP_PERCENT}% of stakes on average.`,
    ],
  },
];

/** The game of an id, or undefined. */
export function casinoGame(id: string): CasinoGame | undefined {
  return CASINO_GAMES.find((g) => g.id === id);
}

/** Stake and win limits of one game in one country, in major units. */
export interface CasinoLimits {
  minStake: number;
  maxStake: number;
  /** Largest payout of one bet (stake included); a bigger multiplier pays this. */
  maxWin: number;
}

/** Per country, per game (the casino's part of the country configuration). */
export const CASINO_LIMITS: Readonly<
  Record<CountryCode, Readonly<Record<CasinoGameId, CasinoLimits>>>
> = {
  KE: {
    crash: { minStake: 10, maxStake: 20_000, maxWin: 1_000_000 },
    dice: { minStake: 10, maxStake: 10_000, maxWin: 500_000 },
    wheel: { minStake: 10, maxStake: 10_000, maxWin: 100_000 },
  },
  GH: {
    crash: { minStake: 1, maxStake: 1_000, maxWin: 50_000 },
    dice: { minStake: 1, maxStake: 500, maxWin: 25_000 },
    wheel: { minStake: 1, maxStake: 500, maxWin: 5_000 },
  },
  NG: {
    crash: { minStake: 50, maxStake: 200_000, maxWin: 10_000_000 },
    dice: { minStake: 50, maxStake: 100_000, maxWin: 5_000_000 },
    wheel: { minStake: 50, maxStake: 100_000, maxWin: 1_000_000 },
  },
};

/** The limits of a game in a country, in cents. */
export function casinoLimitsCents(
  country: CountryCode,
  game: CasinoGameId,
): { minStake: Cents; maxStake: Cents; maxWin: Cents } {
  const l = CASINO_LIMITS[country][game];
  return {
    minStake: toCents(l.minStake),
    maxStake: toCents(l.maxStake),
    maxWin: toCents(l.maxWin),
  };
}

export type CasinoStakeRefusal = 'STAKE_BELOW_MINIMUM' | 'STAKE_ABOVE_MAXIMUM';

/** The stake-limit refusal of a stake in cents, or null when it is within the game's limits. */
export function casinoStakeRefusal(
  stake: Cents,
  limits: { minStake: Cents; maxStake: Cents },
): CasinoStakeRefusal | null {
  if (stake < limits.minStake) return 'STAKE_BELOW_MINIMUM';
  if (stake > limits.maxStake) return 'STAKE_ABOVE_MAXIMUM';
  return null;
}

/** Cents of a stake sent in major units; null when it is not a positive amount of whole cents. */
export function casinoStakeCents(major: number): Cents | null {
  if (!Number.isFinite(major) || major <= 0) return null;
  const c = Math.round(major * 100);
  if (Math.abs(c - major * 100) > 1e-6 || !Number.isSafeInteger(c)) return null;
  return cents(c);
}
