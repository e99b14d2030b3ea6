import { BET_TYPE, isCasinoProduct, PRODUCT } from '@shangwe/domain';

/**
 * The product a report line names, from the wager's row: the sportsbook split into prematch and
 * live, each jackpot and pool by its kind (grand, midweek, ...), each casino game by name.
 */
export function productKey(product: string, betType: number, jackpotKind: string | null): string {
  if (product === PRODUCT.normal)
    return betType === BET_TYPE.live ? 'sportsbook_live' : 'sportsbook_prematch';
  if (product === PRODUCT.shikisha) return 'shikisha';
  if (product === PRODUCT.virtual) return 'virtuals';
  if (isCasinoProduct(product)) return `casino_${product.slice('CASINO_'.length).toLowerCase()}`;
  if (jackpotKind) return `jackpot_${jackpotKind.toLowerCase()}`;
  return product.toLowerCase();
}
