import { totalOddsHundredths } from '../odds/total-odds';

/**
 * Sababisha (spec 02 §2.7, §3.8): fixed odds on a jackpot-style slip. Each combination of one
 * selected odd per match is a line at the product of its odds (truncated to 2 decimals); the
 * stake is split equally across the lines in whole cents, and only what splits evenly is
 * charged (stake per line × lines), so no cent is taken that no line stakes.
 */
export interface SababishaQuote {
  lines: number;
  stakeCents: number;
  stakePerLineCents: number;
  bestOddHundredths: bigint;
  worstOddHundredths: bigint;
  /** Winnings before tax of the best and the worst line, cents. */
  bestPayoutCents: number;
  worstPayoutCents: number;
}

/** The highest and lowest line price: the products of each match's highest / lowest odd. */
function extremeOdds(oddsPerMatch: readonly (readonly number[])[]) {
  return {
    best: totalOddsHundredths(oddsPerMatch.map((odds) => Math.max(...odds))),
    worst: totalOddsHundredths(oddsPerMatch.map((odds) => Math.min(...odds))),
  };
}

/** null when the stake cannot give every line at least `minPerLineCents`. */
export function quoteSababisha(
  oddsPerMatch: readonly (readonly number[])[],
  stakeCents: number,
  minPerLineCents: number,
): SababishaQuote | null {
  const lines = oddsPerMatch.reduce((n, odds) => n * odds.length, oddsPerMatch.length ? 1 : 0);
  if (lines === 0) return null;
  const stakePerLineCents = Math.floor(stakeCents / lines);
  if (stakePerLineCents < Math.max(1, minPerLineCents)) return null;
  const { best, worst } = extremeOdds(oddsPerMatch);
  return {
    lines,
    stakeCents: stakePerLineCents * lines,
    stakePerLineCents,
    bestOddHundredths: best,
    worstOddHundredths: worst,
    bestPayoutCents: Number((best * BigInt(stakePerLineCents)) / 100n),
    worstPayoutCents: Number((worst * BigInt(stakePerLineCents)) / 100n),
  };
}

/**
 * Winnings before tax of a settled Sababisha entry: each line whose every pick is correct pays
 * stake per line × its odds. A void match counts every picked outcome correct at odds 1.00.
 * `picked[i]` are the picks of match i with their odds; `results[i]` its result.
 */
export function sababishaWinningsCents(
  picked: readonly (readonly { pick: string; odd: number }[])[],
  results: readonly string[],
  stakePerLineCents: number,
): { winningLines: number; winningsCents: number } {
  let combos: number[][] = [[]];
  for (const [i, picks] of picked.entries()) {
    const result = results[i];
    const correct =
      result === 'void'
        ? picks.map(() => 1)
        : picks.filter((p) => p.pick === result).map((p) => p.odd);
    combos = combos.flatMap((c) => correct.map((odd) => [...c, odd]));
  }
  let winningsCents = 0;
  for (const odds of combos) {
    winningsCents += Number((totalOddsHundredths(odds) * BigInt(stakePerLineCents)) / 100n);
  }
  return { winningLines: combos.length, winningsCents };
}
