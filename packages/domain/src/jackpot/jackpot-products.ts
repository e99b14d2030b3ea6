/**
 * The jackpot-style products (issue 15; spec 01 §1, §3, §9; spec 02 §2.7): their slip limits,
 * prices and prize rules. Amounts in cents of the country's currency.
 */

import type { JackpotProductKind, PoolKind } from '../constants/vocabulary';

export type { FixedOddsKind, JackpotProductKind, PoolKind } from '../constants/vocabulary';

/** A prize tier of a pool event: lines with `correct` correct picks share `sharePercent` of the fund. */
export interface TierRule {
  tier: 'jackpot' | 'bonus1' | 'bonus2';
  /** How many picks short of all correct (0 = the jackpot). */
  short: number;
  label: string;
  /** Percent of the prize fund (stakes minus the operator's share) this tier gets. */
  sharePercent: number;
}

export interface JackpotProductRule {
  kind: JackpotProductKind;
  name: string;
  /** product_id of the event (spec 01 §3: 8 grand, 6 midweek); null for the others. */
  productId: number | null;
  /** Matches per event: the slip's jackpot type (spec 01 §3: 12/13 grand, 5 bingwa, 17 20M). */
  matches: number;
  /** Most matches one slip may carry (spec 01 §9: jackpot 13, 20M jackpot 17; boosted 30). */
  maxSelections: number;
  stakePerLineCents: number;
  /** The jackpot the operator guarantees (tops up the jackpot tier when it has a winner). */
  guaranteeCents: number;
  /** Percent of the entries the operator keeps (the rest is the prize fund). */
  operatorSharePercent: number;
  tiers: readonly TierRule[];
  /** Several outcomes per match (doubles, triples). The free jackpot and split pot take one. */
  multipleOutcomes: boolean;
  /** How often the events worker opens one, and how far ahead its matches may start. */
  schedule: 'weekly' | 'midweek' | 'daily';
}

const JACKPOT_TIERS: readonly TierRule[] = [
  { tier: 'jackpot', short: 0, label: 'Jackpot', sharePercent: 60 },
  { tier: 'bonus1', short: 1, label: 'Bonus: one short', sharePercent: 25 },
  { tier: 'bonus2', short: 2, label: 'Bonus: two short', sharePercent: 15 },
];
const ALL_CORRECT_ONLY: readonly TierRule[] = [
  { tier: 'jackpot', short: 0, label: 'Jackpot', sharePercent: 100 },
];

/** The spec's jackpot slip texts (spec 01 §8). */
export const JACKPOT_MESSAGES = {
  maxMatches: (limit: number) => `You can only select outcomes for a maximum of ${limit} matches`,
} as const;

/** Every jackpot-style product's rules. */
export const JACKPOT_PRODUCTS: Readonly<Record<JackpotProductKind, JackpotProductRule>> = {
  grand: {
    kind: 'grand',
    name: 'Grand Jackpot',
    productId: 8,
    matches: 13,
    maxSelections: 13,
    stakePerLineCents: 10_000,
    guaranteeCents: 10_000_000_00,
    operatorSharePercent: 30,
    tiers: JACKPOT_TIERS,
    multipleOutcomes: true,
    schedule: 'weekly',
  },
  midweek: {
    kind: 'midweek',
    name: 'Midweek Jackpot',
    productId: 6,
    matches: 13,
    maxSelections: 13,
    stakePerLineCents: 5_000,
    guaranteeCents: 1_000_000_00,
    operatorSharePercent: 30,
    tiers: JACKPOT_TIERS,
    multipleOutcomes: true,
    schedule: 'midweek',
  },
  jp20m: {
    kind: 'jp20m',
    name: '20M Jackpot',
    productId: null,
    matches: 17,
    maxSelections: 17,
    stakePerLineCents: 10_000,
    guaranteeCents: 20_000_000_00,
    operatorSharePercent: 30,
    tiers: JACKPOT_TIERS,
    multipleOutcomes: true,
    schedule: 'weekly',
  },
  bingwa: {
    kind: 'bingwa',
    name: 'Bingwa 5',
    productId: null,
    matches: 5,
    maxSelections: 5,
    stakePerLineCents: 5_000,
    guaranteeCents: 100_000_00,
    operatorSharePercent: 30,
    tiers: [
      { tier: 'jackpot', short: 0, label: 'Jackpot', sharePercent: 80 },
      { tier: 'bonus1', short: 1, label: 'Bonus: one short', sharePercent: 20 },
    ],
    multipleOutcomes: true,
    schedule: 'daily',
  },
  free: {
    kind: 'free',
    name: 'Free Jackpot',
    productId: null,
    matches: 13,
    maxSelections: 13,
    stakePerLineCents: 0,
    guaranteeCents: 10_000_00,
    operatorSharePercent: 0,
    tiers: ALL_CORRECT_ONLY,
    multipleOutcomes: false,
    schedule: 'weekly',
  },
  splitpot: {
    kind: 'splitpot',
    name: 'Split Pot',
    productId: null,
    matches: 10,
    maxSelections: 10,
    stakePerLineCents: 2_000,
    guaranteeCents: 50_000_00,
    operatorSharePercent: 20,
    tiers: ALL_CORRECT_ONLY,
    multipleOutcomes: false,
    schedule: 'daily',
  },
  sababisha: {
    kind: 'sababisha',
    name: 'Sababisha',
    productId: null,
    matches: 8,
    maxSelections: 8,
    stakePerLineCents: 100,
    guaranteeCents: 0,
    operatorSharePercent: 0,
    tiers: [],
    multipleOutcomes: true,
    schedule: 'daily',
  },
  boosted: {
    kind: 'boosted',
    name: 'Boosted Multibet',
    productId: null,
    matches: 10,
    maxSelections: 30,
    stakePerLineCents: 100,
    guaranteeCents: 0,
    operatorSharePercent: 0,
    tiers: [],
    multipleOutcomes: false,
    schedule: 'daily',
  },
};

export const isPoolKind = (kind: JackpotProductKind): kind is PoolKind =>
  kind !== 'sababisha' && kind !== 'boosted';
