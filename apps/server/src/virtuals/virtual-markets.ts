import type { VirtualMarket } from '@shangwe/contract';
import { soccerMarkets, type FinalState, type MarketDef } from '../feed/market-definitions';
import { priceMarket, type Distribution } from '../feed/pricing';
import { convolve, halfRates, truncatedPoisson } from './virtual-model';
import type { VirtualTeamDef } from './virtual-teams';

/**
 * The markets of a virtual match: the sportsbook's own soccer definitions (same sub_type_ids,
 * odd_keys and settle rules), priced over the exact distribution the results are drawn from,
 * with each market's margin.
 */

/** 1X2, double chance, totals, both teams to score, correct score, half-time 1X2 (no market with void outcomes: a price is then simply 1 / (p × (1 + margin))). */
const OFFERED = new Set([1, 10, 18, 29, 45, 60]);

export function marketDefs(home: string, away: string): MarketDef[] {
  return soccerMarkets(home, away).filter(
    (m) => OFFERED.has(m.sub_type_id) && (m.uses === 'ft' || m.uses === 'ht'),
  );
}

/** The full-time and the half-time score distributions of a fixture. */
export function scoreDistributions(
  home: VirtualTeamDef,
  away: VirtualTeamDef,
): { ft: Distribution; ht: Distribution } {
  const [h1, a1, h2, a2] = halfRates(home, away).map(truncatedPoisson) as [
    number[],
    number[],
    number[],
    number[],
  ];
  const grid = (hs: number[], as: number[], state: (h: number, a: number) => FinalState) =>
    hs.flatMap((ph, h) => as.map((pa, a) => ({ p: ph * pa, s: state(h, a) })));
  return {
    // Markets on the full time read only ft, those on the half time only ht.
    ft: grid(convolve(h1, h2), convolve(a1, a2), (h, a) => ({ ft: [h, a], ht: [0, 0] })),
    ht: grid(h1, a1, (h, a) => ({ ft: [h, a], ht: [h, a] })),
  };
}

/** The probability, before margin, that each outcome of `def` wins. */
export function fairProbabilities(def: MarketDef, dist: Distribution): number[] {
  return def.outcomes.map((o) =>
    dist.reduce((sum, { p, s }) => (o.settle(s) === 'won' ? sum + p : sum), 0),
  );
}

/**
 * The priced markets of a fixture, as served. Left out: outcomes too unlikely to price, and
 * outcomes so likely that their price would be raised to the lowest price (1.01) above
 * 1 / (p × (1 + margin)): offered, they would return more than the market keeps back (issue 25;
 * a fourteen-pick slip of them with the virtual bonus returned more than the stake).
 */
export function priceFixture(home: VirtualTeamDef, away: VirtualTeamDef): VirtualMarket[] {
  const dists = scoreDistributions(home, away);
  return marketDefs(home.name, away.name).map((def) => {
    const dist = dists[def.uses as 'ft' | 'ht'];
    const priced = priceMarket(def, dist);
    const p = fairProbabilities(def, dist);
    const keepsMargin = (i: number) => p[i]! * priced.odds[i]! * (1 + def.margin) <= 1 + 1e-12;
    return {
      sub_type_id: def.sub_type_id,
      name: def.name,
      special_bet_value: def.special_bet_value,
      bet_status: 'active' as const,
      odds: def.outcomes
        .map((o, i) => ({
          odd_key: o.odd_key,
          outcome_id: o.outcome_id,
          display: o.display,
          odd_value: keepsMargin(i) ? priced.odds[i]! : 0,
          result: null,
        }))
        .filter((o) => o.odd_value > 0),
    };
  });
}

/** The result of every priced outcome once the final state is known. */
export function resultMarkets(
  markets: readonly VirtualMarket[],
  home: string,
  away: string,
  state: FinalState,
): VirtualMarket[] {
  const defs = marketDefs(home, away);
  return markets.map((m) => {
    const def = defs.find(
      (d) => d.sub_type_id === m.sub_type_id && d.special_bet_value === m.special_bet_value,
    );
    return {
      ...m,
      bet_status: 'suspended' as const,
      odds: m.odds.map((o) => {
        const outcome = def?.outcomes.find((x) => x.odd_key === o.odd_key);
        return { ...o, result: outcome ? outcome.settle(state) : 'void' };
      }),
    };
  });
}
