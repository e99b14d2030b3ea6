import type { WagerProduct } from './wager-product';

/**
 * Every product of the pipeline by its bets.product name: the decider, the settler and the bet
 * reader find a stored wager's judge, settler and presenter here. The pipeline imports no
 * product: the composition root (`../products.ts`) registers them all when the server's
 * modules load, so a new product adds one line there.
 */
const PRODUCTS = new Map<string, WagerProduct<never>>();

const names: string[] = [];

/** Every product name (wager-lifetimes.ts must give each one its longest life). */
export const WAGER_PRODUCT_NAMES: readonly string[] = names;

/** Registers products under their names (the composition root, once per process). */
export function registerWagerProducts(products: readonly WagerProduct<never>[]): void {
  for (const product of products) {
    if (!PRODUCTS.has(product.name)) names.push(product.name);
    PRODUCTS.set(product.name, product);
  }
}

/** The product of a stored wager; throws for a name no product claims (a programming error). */
export function wagerProductOf(name: string): WagerProduct<never> {
  const product = PRODUCTS.get(name);
  if (!product) throw new Error(`no wager product named ${name}`);
  return product;
}

/** The product of a stored wager, or undefined for a name no product claims. */
export function findWagerProduct(name: string): WagerProduct<never> | undefined {
  return PRODUCTS.get(name);
}
