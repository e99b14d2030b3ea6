import type { Market, Odd } from '@shangwe/contract';
import { outcomeName, outcomeShortKey } from '@shangwe/domain';

/**
 * How the builder names an outcome (issue 28 item 6): its full name in sentence case ("Draw or
 * Wigan Athletic", never cut), led by the key a bettor knows where the market has one (1, X, 2;
 * 1X, 12, X2 for double chance; 1/X for half-time/full-time), so that two outcomes naming the
 * same team never look alike.
 */
export function shikishaOutcome(
  market: Pick<Market, 'name'>,
  odd: Pick<Odd, 'odd_key' | 'display'>,
): { key: string | null; name: string } {
  const name = outcomeName(odd.display);
  const key = outcomeShortKey(odd.odd_key, market.name);
  // Keys of one to three signs (1, X, 12, 1/X); 'Over 2.5' or 'Yes' are names themselves.
  const isKey = /^[1X2](?:\/?[1X2])?$/.test(key) && key !== name;
  return { key: isKey ? key : null, name };
}

/**
 * Names longer than this go one outcome per line (key, name, odd), as a team's name does not
 * fit a third of a phone row; short ones (Over 2.5, Yes, Odd) stay side by side.
 */
const SIDE_BY_SIDE_MAX = 12;

/** Whether a market's outcomes are listed one per line rather than side by side. */
export function listsOutcomes(market: Pick<Market, 'name' | 'odds'>): boolean {
  return market.odds.some((odd) => shikishaOutcome(market, odd).name.length > SIDE_BY_SIDE_MAX);
}
