import type { TierRule } from './jackpot-products';

/**
 * A pool divided equally among its winning lines in whole cents. What no line can take whole
 * (fewer cents than lines) is the remainder, carried into the next event of the product, so
 * no cent is created or lost: perLine × lines + remainder = pool. With no winning line the
 * whole pool is the remainder.
 */
export function dividePool(
  poolCents: number,
  winningLines: number,
): { perLineCents: number; remainderCents: number } {
  if (!Number.isSafeInteger(poolCents) || poolCents < 0)
    throw new Error('pool must be whole cents');
  if (!Number.isSafeInteger(winningLines) || winningLines < 0) throw new Error('bad line count');
  if (winningLines === 0) return { perLineCents: 0, remainderCents: poolCents };
  const perLineCents = Math.floor(poolCents / winningLines);
  return { perLineCents, remainderCents: poolCents - perLineCents * winningLines };
}

/** The operator's share of the entries and the prize fund left (rounded down for the fund). */
export function prizeFund(
  entriesCents: number,
  operatorSharePercent: number,
): { operatorCents: number; fundCents: number } {
  const fundCents = Math.floor((entriesCents * (100 - operatorSharePercent)) / 100);
  return { operatorCents: entriesCents - fundCents, fundCents };
}

export interface TierOutcome {
  tier: TierRule['tier'];
  short: number;
  label: string;
  poolCents: number;
  winningLines: number;
  perLineCents: number;
  /** Paid out of the tier: perLine × lines. */
  paidCents: number;
}

export interface PoolSettlement {
  operatorCents: number;
  /** The house's top-up bringing a won jackpot up to the guarantee. */
  guaranteeTopUpCents: number;
  tiers: TierOutcome[];
  /** Unpaid tiers and remainders, carried into the next event of the same product. */
  carriedCents: number;
}

/**
 * Divides an event's money among its tiers (documented in packages/domain/README.md):
 * - fund = entries − operator share; each tier gets its share of the fund (the jackpot tier
 *   takes what the percentages leave, so the fund is shared exactly), and the jackpot tier also
 *   gets the carry-in of earlier events;
 * - a jackpot with a winner is topped up to the guarantee by the house; without one nothing is
 *   topped up and its pool rolls over;
 * - each tier's pool is divided equally among its winning lines (dividePool); unpaid pools and
 *   remainders are carried into the next event.
 * Conservation: Σ paid + carried = entries − operator + carryIn + topUp.
 */
export function settlePool(input: {
  entriesCents: number;
  carryInCents: number;
  operatorSharePercent: number;
  guaranteeCents: number;
  tiers: readonly TierRule[];
  /** Winning lines per tier, by `short` (0 = all correct). */
  winningLines: (short: number) => number;
}): PoolSettlement {
  const { operatorCents, fundCents } = prizeFund(input.entriesCents, input.operatorSharePercent);
  const others = input.tiers.filter((t) => t.tier !== 'jackpot');
  const otherPools = others.map((t) => Math.floor((fundCents * t.sharePercent) / 100));
  const jackpotBase = fundCents - otherPools.reduce((a, b) => a + b, 0) + input.carryInCents;
  const jackpotRule = input.tiers.find((t) => t.tier === 'jackpot');
  let guaranteeTopUpCents = 0;
  let carriedCents = 0;
  const tiers: TierOutcome[] = [];
  const tierOf = (rule: TierRule, poolCents: number) => {
    const lines = input.winningLines(rule.short);
    const { perLineCents, remainderCents } = dividePool(poolCents, lines);
    carriedCents += remainderCents;
    tiers.push({
      tier: rule.tier,
      short: rule.short,
      label: rule.label,
      poolCents,
      winningLines: lines,
      perLineCents,
      paidCents: perLineCents * lines,
    });
  };
  if (jackpotRule) {
    const won = input.winningLines(0) > 0;
    guaranteeTopUpCents = won ? Math.max(0, input.guaranteeCents - jackpotBase) : 0;
    tierOf(jackpotRule, jackpotBase + guaranteeTopUpCents);
  } else {
    carriedCents += jackpotBase;
  }
  others.forEach((rule, i) => tierOf(rule, otherPools[i]!));
  return { operatorCents, guaranteeTopUpCents, tiers, carriedCents };
}
