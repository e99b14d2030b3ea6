import { totalOddsHundredths } from '@shangwe/domain';
import type { MarketDef, Settle } from '../feed/market-definitions';
import {
  priceMarket,
  type Distribution,
  type Distributions,
  type PricedMarket,
} from '../feed/pricing';
import { jointProbability, resultsIn, VOID, WON } from './outcome-results';
import type { ShikishaLeg } from './joint-price';

const priceCache = new WeakMap<Distributions, Map<MarketDef, PricedMarket>>();

/**
 * The sportsbook's own price of a market in a model state: the feed's pricing of it over the
 * distribution it is priced from (prematch, exactly the catalog's prices).
 */
export function sportsbookPrices(dists: Distributions, def: MarketDef): PricedMarket {
  let byDef = priceCache.get(dists);
  if (!byDef) {
    byDef = new Map();
    priceCache.set(dists, byDef);
  }
  let priced = byDef.get(def);
  if (!priced) {
    priced = priceMarket(def, dists[def.uses]);
    byDef.set(def, priced);
  }
  return priced;
}

const chanceCache = new WeakMap<Distribution, Map<Settle, number>>();

/**
 * P(won) of a never-void selection over the (small, aggregated) distribution its market is
 * priced from: a selection more likely than the combination cannot lie inside it, so most are
 * ruled out here without reading the joint distribution's thousands of states.
 */
function chanceOf(dist: Distribution, settle: Settle): number {
  let bySettle = chanceCache.get(dist);
  if (!bySettle) {
    bySettle = new Map();
    chanceCache.set(dist, bySettle);
  }
  let p = bySettle.get(settle);
  if (p === undefined) {
    p = 0;
    for (const x of dist) if (settle(x.s) === 'won') p += x.p;
    bySettle.set(settle, p);
  }
  return p;
}

/** The price a sportsbook selection is offered at, or null when it is not offered. */
const offered = (dists: Distributions, def: MarketDef, outcome: number): number | null => {
  const priced = sportsbookPrices(dists, def);
  const odd = priced.odds[outcome] ?? 0;
  return priced.decided || odd <= 0 ? null : odd;
};

/**
 * The most a combination may pay so that the sportsbook never offers the same chance cheaper:
 * - every offered selection of the match (never void) that can only win when the combination
 *   wins (its event inside the combination's: 'home win + under 1.5' IS correct score 1:0; a
 *   correct score, HT/FT or double chance equivalent) caps it at its own price, as the
 *   combination is at least as likely;
 * - picks positively correlated as a whole (joint probability at least the product of theirs)
 *   are capped at the product of their own prices, as a multi of them would be.
 * Infinity when nothing caps it.
 */
export function sportsbookCap(
  dists: Distributions,
  legs: readonly ShikishaLeg[],
  probability: number,
  book: Iterable<MarketDef>,
): number {
  if (!(probability > 0)) return Infinity;
  let cap = Infinity;
  const dist = dists.both;
  const legOdds = legs.map((leg) => offered(dists, leg.def, leg.outcome));
  if (legOdds.every((odd) => odd !== null)) {
    const independent = legs.reduce(
      (acc, leg) => acc * jointProbability(dist, [leg.def.outcomes[leg.outcome]!.settle]),
      1,
    );
    if (probability >= independent * (1 - 1e-9)) {
      cap = Number(totalOddsHundredths(legOdds as number[])) / 100;
    }
  }
  const legResults = legs.map((leg) => resultsIn(dist, leg.def.outcomes[leg.outcome]!.settle));
  const wins = new Uint8Array(dist.length);
  for (let s = 0; s < dist.length; s++) {
    wins[s] = legResults.every((r) => r[s] === WON) ? 1 : 0;
  }
  for (const def of book) {
    def.outcomes.forEach((outcome, i) => {
      const odd = offered(dists, def, i);
      if (odd === null || odd >= cap) return;
      if (chanceOf(dists[def.uses], outcome.settle) > probability * (1 + 1e-6)) return;
      const r = resultsIn(dist, outcome.settle);
      for (let s = 0; s < r.length; s++) {
        if (r[s] === VOID || (r[s] === WON && wins[s] === 0)) return;
      }
      cap = odd;
    });
  }
  return cap;
}
