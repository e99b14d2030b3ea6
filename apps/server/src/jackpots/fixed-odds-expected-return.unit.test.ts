import { COUNTRY_CODES, getCountryConfig, quoteSababisha, quoteSlip } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { soccerMarkets } from '../feed/market-definitions';
import { goalsDistributions, priceMarket } from '../feed/pricing';
import { boostedOdds } from './fixed-odds-pricing';

/**
 * The jackpots' fixed-odds lines' standing guard (issue 25): the boosted multibet and Sababisha
 * are priced from the catalog's 1X2 prices, which the sportsbook's scoring model makes. For
 * every soccer match that model can price (home and away expected goals over the feed's whole
 * range), the bettor's expected return on each boosted or Sababisha leg, from the model's own
 * probabilities, is below 1; so is every slip of independent matches (no bonus is added to
 * either product).
 */
interface Match {
  label: string;
  p: Record<string, number>;
  catalog: Record<string, number>;
}

function modelMatches(): Match[] {
  const def = soccerMarkets('Home', 'Away').find((m) => m.sub_type_id === 1)!;
  const matches: Match[] = [];
  for (let lh = 0.2; lh <= 4.001; lh += 0.1) {
    for (let la = 0.2; la <= 4.001; la += 0.1) {
      const { ft } = goalsDistributions({ lh, la, score: [0, 0], htScore: null, played: 0 });
      const priced = priceMarket(def, ft);
      const p: Record<string, number> = {};
      const catalog: Record<string, number> = {};
      def.outcomes.forEach((o, i) => {
        p[o.odd_key] = ft.reduce((sum, x) => (o.settle(x.s) === 'won' ? sum + x.p : sum), 0);
        if (priced.odds[i]! > 0) catalog[o.odd_key] = priced.odds[i]!;
      });
      matches.push({ label: `λ ${lh.toFixed(1)}–${la.toFixed(1)}`, p, catalog });
    }
  }
  return matches;
}

/** Each match's best leg (highest expected return) under a pricing. */
function bestLegs(matches: readonly Match[], price: (m: Match) => Record<string, number>) {
  return matches
    .map((m) => {
      const odds = price(m);
      return Object.entries(odds)
        .map(([key, odd]) => ({ label: `${m.label} ${key} @ ${odd}`, p: m.p[key]!, odd }))
        .reduce((a, b) => (b.p * b.odd > a.p * a.odd ? b : a));
    })
    .sort((a, b) => b.p * b.odd - a.p * a.odd);
}

describe('jackpots fixed-odds lines: the bettor never has an edge', () => {
  const matches = modelMatches();

  it('every boosted leg returns less than its stake, and lies at or above the catalog', () => {
    const over: string[] = [];
    for (const m of matches) {
      const boosted = boostedOdds(m.catalog);
      for (const [key, odd] of Object.entries(boosted)) {
        expect(odd).toBeGreaterThanOrEqual(m.catalog[key]!);
        expect(odd).toBeLessThanOrEqual(Math.round(m.catalog[key]! * 110) / 100);
        if (m.p[key]! * odd >= 1) over.push(`${m.label} ${key} @ ${odd}: ${m.p[key]! * odd}`);
      }
    }
    expect(over).toEqual([]);
  });

  it('no boosted multibet of 1 to 30 picks returns its stake, in any country', () => {
    const legs = bestLegs(matches, (m) => boostedOdds(m.catalog));
    for (let n = 1; n <= 30; n++) {
      const slip = legs.slice(0, n);
      const pAll = slip.reduce((v, l) => v * l.p, 1);
      for (const country of COUNTRY_CODES) {
        const quote = quoteSlip(
          {
            kind: 'boosted',
            picks: slip.map((l) => ({ odd_value: l.odd })),
            stake: 1_000,
            loggedIn: true,
          },
          getCountryConfig(country),
        );
        expect(quote.bonusAmount).toBe(0);
        expect((pAll * quote.finalPayout) / quote.stake, `${n} picks ${country}`).toBeLessThan(1);
      }
    }
  });

  it('every Sababisha line at the catalog prices returns less than its stake', () => {
    const legs = bestLegs(matches, (m) => m.catalog);
    expect(legs.filter((l) => l.p * l.odd >= 1).map((l) => l.label)).toEqual([]);
    // An eight-match slip of the best legs, two outcomes each where offered: every line together.
    const slip = matches.slice(0, 8).map((m) => Object.keys(m.catalog).slice(0, 2));
    const odds = slip.map((keys, i) => keys.map((k) => matches[i]!.catalog[k]!));
    const quote = quoteSababisha(odds, 256_000, 100)!;
    let expected = 0;
    const lines = (i: number, p: number, odd: number): void => {
      if (i === slip.length) {
        expected += p * Math.floor(odd * 100) * (quote.stakePerLineCents / 100);
        return;
      }
      slip[i]!.forEach((k) => lines(i + 1, p * matches[i]!.p[k]!, odd * matches[i]!.catalog[k]!));
    };
    lines(0, 1, 1);
    expect(expected / quote.stakeCents).toBeLessThan(1);
  });
});
