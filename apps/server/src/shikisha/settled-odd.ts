import type { MarketDef } from '../feed/market-definitions';
import type { GoalsLiveState } from '../feed/pricing';
import { shikishaPrice, type ShikishaLeg } from './joint-price';

/**
 * The price a Shikisha is paid at after void picks were removed: the remaining picks' price
 * (shikishaPrice: the same formula, margin and sportsbook caps as the quote) in the model
 * state stored at placement, at least 1.00 (a near certainty pays the stake back) and never
 * above the price the bettor placed at (removing a pick cannot make a combination less likely).
 */
export function settledJointOdd(
  state: GoalsLiveState,
  remaining: readonly ShikishaLeg[],
  book: Iterable<MarketDef>,
  placedOdd: number,
): number {
  const { odd } = shikishaPrice(state, remaining, book);
  return Math.max(1, Math.min(odd, placedOdd));
}
