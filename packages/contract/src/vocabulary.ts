import {
  BET_TYPE_CODES,
  JACKPOT_KINDS,
  PRODUCT,
  PRODUCTS,
  type BetTypeCode,
  type JackpotProductKind,
  type Product,
} from '@shangwe/domain';
import { z } from 'zod';

/**
 * The product vocabulary as zod schemas (issue 30): the values are the domain's
 * (`constants/vocabulary.ts`), the one place they are spelled.
 */

/** A wager's product, as `bets.product` stores it. */
export const productSchema = z.enum(PRODUCTS);
export type { Product };

/** A wager's or a leg's bet type code (`bets.bet_type`). */
export const betTypeSchema = z.literal(BET_TYPE_CODES as BetTypeCode[]);

/** Every product a jackpot-style event belongs to (the `product` filter of the lists). */
export { JACKPOT_KINDS };
export const jackpotKindSchema = z.enum(JACKPOT_KINDS);
export type JackpotKind = JackpotProductKind;

/** The products a shared betslip may carry (spec 01 §7 share/encode `product_type`). */
export const SHARE_PRODUCT_TYPES = [
  PRODUCT.normal,
  PRODUCT.shikisha,
  PRODUCT.virtual,
  PRODUCT.jackpot,
] as const;
export type ShareProductType = (typeof SHARE_PRODUCT_TYPES)[number];

/** The products My Bets lists in tabs of their own (casino has its own history). */
export const HISTORY_PRODUCTS = [
  PRODUCT.normal,
  PRODUCT.shikisha,
  PRODUCT.virtual,
  PRODUCT.jackpot,
  PRODUCT.sababisha,
  PRODUCT.splitPot,
  PRODUCT.boosted,
] as const;
export type BetHistoryProduct = (typeof HISTORY_PRODUCTS)[number];
