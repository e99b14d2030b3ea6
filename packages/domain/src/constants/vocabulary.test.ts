import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_TYPE,
  BET_TYPE_CODES,
  CASINO_PRODUCT,
  CATALOG_LEG_PRODUCTS,
  FIXED_ODDS_KINDS,
  isCasinoProduct,
  JACKPOT_KINDS,
  JACKPOT_POOL_KINDS,
  LINED_PRODUCTS,
  POOL_KINDS,
  POOL_PRODUCTS,
  poolProductOf,
  PRODUCT,
  PRODUCTS,
} from './vocabulary';

describe('the product vocabulary (issue 30)', () => {
  it('keeps the spec bet type codes and gives every product family a code of its own', () => {
    expect(BET_TYPE).toMatchObject({ prematch: 7, live: 8, shikisha: 5, virtual: 0 });
    expect(new Set(BET_TYPE_CODES).size).toBe(BET_TYPE_CODES.length);
    // No pool's match count (5 bingwa, 13 grand, 17 20M) is a bet type any more.
    for (const matches of [5, 6, 12, 13, 17]) {
      expect(BET_TYPE_CODES.filter((c) => c === matches && c !== BET_TYPE.shikisha)).toEqual([]);
    }
    expect(BET_TYPE.jackpotPool).not.toBe(BET_TYPE.shikisha);
  });

  it('lists each product once; the groups are made of products', () => {
    expect(new Set(PRODUCTS).size).toBe(PRODUCTS.length);
    for (const group of [POOL_PRODUCTS, LINED_PRODUCTS, CATALOG_LEG_PRODUCTS]) {
      for (const p of group) expect(PRODUCTS).toContain(p);
    }
    expect(Object.values(CASINO_PRODUCT).every((p) => PRODUCTS.includes(p))).toBe(true);
  });

  it('jackpot kinds: pools and fixed odds, together the kinds, each once', () => {
    expect(JACKPOT_KINDS).toEqual([...POOL_KINDS, ...FIXED_ODDS_KINDS]);
    expect(new Set(JACKPOT_KINDS).size).toBe(JACKPOT_KINDS.length);
    for (const k of JACKPOT_POOL_KINDS) expect(POOL_KINDS).toContain(k);
  });

  it('stores each pool kind under a pool product', () => {
    for (const kind of POOL_KINDS) expect(POOL_PRODUCTS).toContain(poolProductOf(kind));
    expect(poolProductOf('free')).toBe(PRODUCT.freeJackpot);
    expect(poolProductOf('splitpot')).toBe(PRODUCT.splitPot);
    expect(poolProductOf('bingwa')).toBe(PRODUCT.jackpot);
  });

  it('knows a casino product from any other string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isCasinoProduct(s)).toBe((Object.values(CASINO_PRODUCT) as string[]).includes(s));
      }),
    );
    expect(isCasinoProduct(PRODUCT.casinoDice)).toBe(true);
    expect(isCasinoProduct(PRODUCT.normal)).toBe(false);
  });
});
