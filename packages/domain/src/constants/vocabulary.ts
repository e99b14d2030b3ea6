/**
 * The product vocabulary, defined once (issue 30): the products a wager belongs to
 * (`bets.product`), the bet-type code each product stores (`bets.bet_type`, `bet_legs.bet_type`)
 * and the jackpot-style event kinds (`jackpot_events.kind`, `jackpot_entries.kind`). The
 * contract exposes them as zod enums, the server and the web import them, and migration
 * 0105_product_vocabulary.sql holds the database to the same lists (a test compares them).
 * Nowhere else in the source tree spells these literals (vocabulary.unit.test.ts greps for it).
 */

/** Every product of the wager pipeline, as stored in `bets.product`. */
export const PRODUCT = {
  normal: 'NORMAL',
  shikisha: 'SHIKISHA',
  virtual: 'VIRTUAL',
  jackpot: 'JACKPOT',
  freeJackpot: 'FREE_JACKPOT',
  splitPot: 'SPLIT_POT',
  sababisha: 'SABABISHA',
  boosted: 'BOOSTED',
  casinoCrash: 'CASINO_CRASH',
  casinoDice: 'CASINO_DICE',
  casinoWheel: 'CASINO_WHEEL',
} as const;
export type Product = (typeof PRODUCT)[keyof typeof PRODUCT];
/** The products as a list (the database CHECK and the contract enum). */
export const PRODUCTS = Object.values(PRODUCT) as readonly Product[] as readonly [
  Product,
  ...Product[],
];

/** The products whose entries are settled per event from a prize pool (wagers/pool-settler.ts). */
export const POOL_PRODUCTS: readonly Product[] = [
  PRODUCT.jackpot,
  PRODUCT.splitPot,
  PRODUCT.freeJackpot,
];
/** The products whose wagers are lines on a jackpot-style event (My Bets shows their lines). */
export const LINED_PRODUCTS: readonly Product[] = [...POOL_PRODUCTS, PRODUCT.sababisha];
/** The products whose legs are catalog selections (settled from the catalog's results). */
export const CATALOG_LEG_PRODUCTS: readonly Product[] = [
  PRODUCT.normal,
  PRODUCT.shikisha,
  PRODUCT.sababisha,
  PRODUCT.boosted,
];
/** The casino games' products, by game. */
export const CASINO_PRODUCT = {
  crash: PRODUCT.casinoCrash,
  dice: PRODUCT.casinoDice,
  wheel: PRODUCT.casinoWheel,
} as const;
export type CasinoGameKey = keyof typeof CASINO_PRODUCT;

/** Whether a stored product is a casino game. */
export function isCasinoProduct(product: string): boolean {
  return (Object.values(CASINO_PRODUCT) as string[]).includes(product);
}

/**
 * Bet type codes: those of the placement payload (spec 01 §9: 7 prematch, 8 live, 5 shikisha,
 * 0 virtual) and ours for the products the spec leaves without one, so that each product's
 * wagers carry a code of their own (a Bingwa entry is no longer 5, Shikisha's code).
 */
export const BET_TYPE = {
  virtual: 0,
  shikisha: 5,
  prematch: 7,
  live: 8,
  casino: 20,
  jackpotPool: 30,
  sababisha: 31,
  boosted: 32,
} as const;
export type BetTypeCode = (typeof BET_TYPE)[keyof typeof BET_TYPE];
/** Every bet type code (the database CHECK). */
export const BET_TYPE_CODES = Object.values(BET_TYPE) as readonly BetTypeCode[];

/** Whether a pick's or a bet's bet_type is the live one. */
export function isLiveBetType(betType: number): boolean {
  return betType === BET_TYPE.live;
}

/** The bet_type of a pick in a placement payload. */
export function betTypeOf(kind: 'normal' | 'shikisha' | 'virtual', live: boolean): number {
  if (kind === 'shikisha') return BET_TYPE.shikisha;
  if (kind === 'virtual') return BET_TYPE.virtual;
  return live ? BET_TYPE.live : BET_TYPE.prematch;
}

/** Jackpot-style events whose entries share a prize pool (settled per event). */
export const POOL_KINDS = ['grand', 'midweek', 'jp20m', 'bingwa', 'free', 'splitpot'] as const;
/** Jackpot-style events priced at fixed odds (settled per wager). */
export const FIXED_ODDS_KINDS = ['sababisha', 'boosted'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];
export type FixedOddsKind = (typeof FIXED_ODDS_KINDS)[number];
export type JackpotProductKind = PoolKind | FixedOddsKind;
/** Every kind of jackpot-style event (the `product` filter of the lists). */
export const JACKPOT_KINDS: readonly [JackpotProductKind, ...JackpotProductKind[]] = [
  ...POOL_KINDS,
  ...FIXED_ODDS_KINDS,
];
/** The paid jackpots, stored under product JACKPOT (a keypad bettor may enter these too). */
export const JACKPOT_POOL_KINDS = ['grand', 'midweek', 'jp20m', 'bingwa'] as const;

/** The product a pool kind's entries are stored under. */
export function poolProductOf(kind: PoolKind): Product {
  if (kind === 'free') return PRODUCT.freeJackpot;
  if (kind === 'splitpot') return PRODUCT.splitPot;
  return PRODUCT.jackpot;
}
