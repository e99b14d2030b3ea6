import type { Settle } from '../feed/market-definitions';
import { MAX_ODD, type GoalsLiveState } from '../feed/pricing';
import { jointDistribution, jointProbability, SHIKISHA_MARGIN } from './joint-price';

/**
 * The price a Shikisha is paid at after void picks were removed: the remaining picks' joint
 * probability in the model state stored at placement, with the same margin, truncated to 2
 * decimals, at least 1.00 (a near certainty pays the stake back) and never above the price
 * the bettor placed at (removing a pick cannot make a combination less likely).
 */
export function settledJointOdd(
  state: GoalsLiveState,
  remaining: readonly Settle[],
  placedOdd: number,
): number {
  const probability = jointProbability(jointDistribution(state), remaining);
  const raw = probability > 0 ? 1 / (probability * (1 + SHIKISHA_MARGIN)) : MAX_ODD;
  const odd = Math.max(1, Math.min(MAX_ODD, Math.floor(raw * 100 + 1e-9) / 100));
  return Math.min(odd, placedOdd);
}
