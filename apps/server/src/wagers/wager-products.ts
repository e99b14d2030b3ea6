import { normalBet } from '../betting/normal-bet';
import { crashBet } from '../casino/crash-wager';
import { diceBet, wheelBet } from '../casino/instant-wager';
import { boostedBet } from '../jackpots/boosted-wager';
import { POOL_PRODUCTS } from '../jackpots/pool-entry-wager';
import { sababishaBet } from '../jackpots/sababisha-wager';
import { shikishaBet } from '../shikisha/shikisha-wager';
import { virtualBet } from '../virtuals/virtual-wager';
import type { WagerProduct } from './wager-product';

/**
 * Every product of the pipeline by its bets.product name: the decider and the settler find a
 * stored wager's judge and settler here. A new product adds one line.
 */
const PRODUCTS: Readonly<Record<string, WagerProduct<never>>> = {
  [normalBet.name]: normalBet,
  [shikishaBet.name]: shikishaBet as WagerProduct<never>,
  [virtualBet.name]: virtualBet as WagerProduct<never>,
  ...Object.fromEntries(POOL_PRODUCTS.map((p) => [p.name, p as WagerProduct<never>])),
  [sababishaBet.name]: sababishaBet as WagerProduct<never>,
  [boostedBet.name]: boostedBet as WagerProduct<never>,
  [crashBet.name]: crashBet as WagerProduct<never>,
  [diceBet.name]: diceBet as WagerProduct<never>,
  [wheelBet.name]: wheelBet as WagerProduct<never>,
};

/** Every product name (wager-lifetimes.ts must give each one its longest life). */
export const WAGER_PRODUCT_NAMES: readonly string[] = Object.keys(PRODUCTS);

/** The product of a stored wager; throws for a name no product claims (a programming error). */
export function wagerProductOf(name: string): WagerProduct<never> {
  const product = PRODUCTS[name];
  if (!product) throw new Error(`no wager product named ${name}`);
  return product;
}
