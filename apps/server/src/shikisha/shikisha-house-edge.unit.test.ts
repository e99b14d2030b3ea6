import {
  matrixPercent,
  MULTIBET_BONUS_MIN_SELECTIONS,
  MULTIBET_BONUS_MINIMUM_ODD,
  MULTIBET_BONUS_TABLE,
  KENYA,
  quoteSlip,
  SHIKISHA_LIMITS,
} from '@shangwe/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, SimulatedOddsFeed } from '../feed/fixture-generator';
import { soccerMarkets } from '../feed/market-definitions';
import { priceMarket, type Distributions, type GoalsLiveState } from '../feed/pricing';
import { modelDistributions, quoteCombination, type ShikishaLeg } from './joint-price';

/**
 * The standing guard of Shikisha (issue 25): for every quotable slip, the bettor's expected
 * return including the multi-pick bonus, from the match model's own probabilities, is at most
 * 1 − (the published margin − the bonus's share) and never above 1; no slip pays more than the
 * sportsbook's selection of the same event; no pick that adds nothing is quotable. Every
 * figure here is recomputed from the distribution by this file (settle functions called on the
 * states), not read from the pricing module's caches.
 */

const defs = soccerMarkets('Home', 'Away');
const def = (sub: number, sbv = '') =>
  defs.find((d) => d.sub_type_id === sub && d.special_bet_value === sbv)!;
const leg = (sub: number, sbv: string, key: string): ShikishaLeg => {
  const d = def(sub, sbv);
  const outcome = d.outcomes.findIndex((o) => o.odd_key === key);
  if (outcome < 0) throw new Error(`no outcome ${sub} ${sbv} ${key}`);
  return { def: d, outcome };
};

/** The published Shikisha margin of a slip: its markets' overrounds multiplied, at least 10%. */
const publishedOverround = (legs: readonly ShikishaLeg[]) =>
  Math.max(
    1.1,
    legs.reduce((acc, l) => acc * (1 + l.def.margin), 1),
  );

/** What this file knows of a model state: each outcome's result in each state, and weights. */
interface Model {
  dists: Distributions;
  weights: number[];
  /** results[defIndex][outcome][state]: 'won' | 'lost' | 'void'. */
  results: string[][][];
  /** The sportsbook's price of each outcome (0: not offered). */
  prices: number[][];
}

function modelOf(state: GoalsLiveState): Model {
  const dists = modelDistributions(state);
  const both = dists.both;
  return {
    dists,
    weights: both.map((x) => x.p),
    results: defs.map((d) => d.outcomes.map((o) => both.map((x) => o.settle(x.s)))),
    prices: defs.map((d) => {
      const priced = priceMarket(d, dists[d.uses]);
      return priced.decided ? priced.odds.map(() => 0) : priced.odds;
    }),
  };
}

const indexOf = (l: ShikishaLeg) => defs.indexOf(l.def);

/** P(all won | none void), summed over the states by this file. */
function probability(model: Model, legs: readonly ShikishaLeg[]): number {
  let won = 0;
  let standing = 0;
  model.weights.forEach((w, s) => {
    const r = legs.map((l) => model.results[indexOf(l)]![l.outcome]![s]);
    if (r.includes('void')) return;
    standing += w;
    if (r.every((x) => x === 'won')) won += w;
  });
  return standing > 0 ? won / standing : 0;
}

/** The least price of an offered, never-void selection that only wins when every leg wins. */
function equivalentCap(model: Model, legs: readonly ShikishaLeg[]): number {
  let cap = Infinity;
  defs.forEach((_, d) =>
    model.results[d]!.forEach((r, o) => {
      const price = model.prices[d]![o]!;
      if (price <= 0 || r.includes('void')) return;
      const inside = r.every(
        (x, s) =>
          x !== 'won' || legs.every((l) => model.results[indexOf(l)]![l.outcome]![s] === 'won'),
      );
      if (inside) cap = Math.min(cap, price);
    }),
  );
  return cap;
}

const legPrice = (model: Model, l: ShikishaLeg) => model.prices[indexOf(l)]![l.outcome]!;

/** Spec 01 §9's Shikisha bonus percent for picks at these prices (all moving the price). */
const bonusPercent = (odds: readonly number[]) =>
  matrixPercent(
    MULTIBET_BONUS_TABLE,
    odds.filter((o) => o >= MULTIBET_BONUS_MINIMUM_ODD).length,
    MULTIBET_BONUS_MIN_SELECTIONS,
  );

/** Checks every promise of a quotable slip; returns its expected return with the bonus. */
function checkQuotable(model: Model, legs: readonly ShikishaLeg[], odd: number): number {
  const p = probability(model, legs);
  const overround = publishedOverround(legs);
  const legOdds = legs.map((l) => legPrice(model, l));
  const bonus = bonusPercent(legOdds) / 100;
  const ret = p * odd;
  const bonusShare = ret * bonus;
  const published = 1 - 1 / overround;
  const expectedReturn = ret + bonusShare;
  expect(expectedReturn).toBeLessThanOrEqual(1 - (published - bonusShare) + 1e-9);
  expect(expectedReturn).toBeLessThan(1);
  expect(odd).toBeLessThanOrEqual(equivalentCap(model, legs));
  const independent = legs.reduce((acc, l) => acc * probability(model, [l]), 1);
  if (p >= independent * (1 - 1e-9)) {
    expect(odd).toBeLessThanOrEqual(legOdds.reduce((a, b) => a * b, 1) + 1e-9);
  }
  return expectedReturn;
}

/** Every offered outcome that wins in state `s`, one per market line. */
function winnersAt(model: Model, s: number, order: readonly number[]): ShikishaLeg[] {
  const out: ShikishaLeg[] = [];
  for (const d of order) {
    const o = model.results[d]!.findIndex(
      (r, i) => r[s] === 'won' && model.prices[d]![i]! > 0 && !r.includes('void'),
    );
    if (o >= 0) out.push({ def: defs[d]!, outcome: o });
  }
  return out;
}

const stateArb: fc.Arbitrary<GoalsLiveState> = fc.oneof(
  fc.record({
    lh: fc.double({ min: 0.3, max: 3.2, noNaN: true }),
    la: fc.double({ min: 0.3, max: 3.2, noNaN: true }),
    score: fc.constant<[number, number]>([0, 0]),
    htScore: fc.constant(null),
    played: fc.constant(0),
  }),
  fc
    .record({
      lh: fc.double({ min: 0.3, max: 3.2, noNaN: true }),
      la: fc.double({ min: 0.3, max: 3.2, noNaN: true }),
      h: fc.integer({ min: 0, max: 3 }),
      a: fc.integer({ min: 0, max: 3 }),
      htH: fc.integer({ min: 0, max: 3 }),
      htA: fc.integer({ min: 0, max: 3 }),
      played: fc.double({ min: 0.05, max: 0.9, noNaN: true }),
    })
    .map(({ lh, la, h, a, htH, htA, played }) => ({
      lh,
      la,
      score: [h, a] as [number, number],
      htScore: played >= 0.5 ? ([Math.min(h, htH), Math.min(a, htA)] as [number, number]) : null,
      played,
    })),
);

/** A state of the match drawn by its weight (u in 0..1): a result the picks can all share. */
function drawState(model: Model, u: number): number {
  let acc = 0;
  for (let s = 0; s < model.weights.length; s++) {
    acc += model.weights[s]!;
    if (acc >= u) return s;
  }
  return model.weights.length - 1;
}

// A bound for a stuck run, not a speed requirement: a 2-core machine kept busy by other
// processes took 323 s for the two-match version of the pair sweep below.
const TIMEOUT = 600_000;

describe('Shikisha never gives the bettor an edge (property, over generated matches)', () => {
  it(
    'every quotable slip of up to 30 picks: expected return with the bonus ≤ 1 − (margin − bonus share) < 1, never above the sportsbook',
    () => {
      let quotable = 0;
      let withBonus = 0;
      let redundant = 0;
      fc.assert(
        fc.property(
          stateArb,
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.shuffledSubarray(
            defs.map((_, i) => i),
            { minLength: defs.length, maxLength: defs.length },
          ),
          fc.integer({ min: 2, max: SHIKISHA_LIMITS.maxPicks }),
          (state, u, order, size) => {
            const model = modelOf(state);
            const winners = winnersAt(model, drawState(model, u), order);
            // A random slip of picks that can all win together (so mostly redundant ones).
            const slip = winners.slice(0, Math.min(size, winners.length));
            if (slip.length >= 2) {
              const q = quoteCombination(model.dists, slip, defs);
              if ('refused' in q) {
                if (q.refused === 'redundant') {
                  redundant++;
                  // The named pick truly adds nothing: to the picks named, nor to all others.
                  const others = slip.filter((_, i) => i !== q.pick);
                  const by = q.impliedBy.map((i) => slip[i]!);
                  expect(probability(model, [...by, slip[q.pick]!])).toBeCloseTo(
                    probability(model, by),
                    12,
                  );
                  expect(probability(model, slip)).toBeCloseTo(probability(model, others), 12);
                }
              } else {
                quotable++;
                checkQuotable(model, slip, q.odd);
              }
            }
            // A slip built pick by pick, keeping only picks that move the price: every such
            // slip is quotable unless near certain, and earns the bonus on all its picks.
            // Picks at the bonus odd first, so that slips reach the bonus often.
            const bonusFirst = [
              ...winners.filter((l) => legPrice(model, l) >= MULTIBET_BONUS_MINIMUM_ODD),
              ...winners.filter((l) => legPrice(model, l) < MULTIBET_BONUS_MINIMUM_ODD),
            ];
            const moving: ShikishaLeg[] = [];
            for (const l of bonusFirst) {
              if (moving.length >= size) break;
              const next = [...moving, l];
              const q = next.length >= 2 ? quoteCombination(model.dists, next, defs) : null;
              if (q && 'refused' in q && q.refused === 'redundant') continue;
              moving.push(l);
            }
            if (moving.length < 2) return;
            const q = quoteCombination(model.dists, moving, defs);
            if ('refused' in q) {
              expect(q.refused).toBe('near_certain');
              return;
            }
            quotable++;
            checkQuotable(model, moving, q.odd);
            if (bonusPercent(moving.map((l) => legPrice(model, l))) > 0) withBonus++;
          },
        ),
        { numRuns: 80 },
      );
      // The sampling reaches every case it claims to check: over 80 runs about 60 quotable,
      // 70 redundant and 7 bonus slips (measured over 400 runs: 300, 374, 34), so these
      // floors fail only on a freak sample (about 1 run in 1,000 for the bonus one).
      expect(quotable).toBeGreaterThan(20);
      expect(redundant).toBeGreaterThan(20);
      expect(withBonus).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});

describe("the audit's cases", () => {
  const prematch = (lh: number, la: number): GoalsLiveState => ({
    lh,
    la,
    score: [0, 0],
    htScore: null,
    played: 0,
  });

  it('refuses the twelve picks implied by one core event, naming a pick the others imply', () => {
    const model = modelOf(prematch(1.6, 1.1));
    const core = leg(45, '', '2:1');
    const implied = [
      leg(1, '', '1'),
      leg(19, 'total=0.5', 'over 0.5'),
      leg(18, 'total=0.5', 'over 0.5'),
      leg(18, 'total=1.5', 'over 1.5'),
      leg(18, 'total=2.5', 'over 2.5'),
      leg(18, 'total=3.5', 'under 3.5'),
      leg(29, '', 'yes'),
      leg(10, '', '1/X'),
      leg(26, '', 'odd'),
      leg(21, '', '3'),
      leg(35, '', '1 & yes'),
    ];
    const twelve = [core, ...implied];
    expect(twelve).toHaveLength(12);
    const q = quoteCombination(model.dists, twelve, defs);
    expect(q).toMatchObject({ refused: 'redundant' });
    // Each implied pick with the core alone: refused, named, the core named as the reason.
    for (const pick of implied) {
      expect(quoteCombination(model.dists, [core, pick], defs)).toEqual({
        refused: 'redundant',
        pick: 1,
        impliedBy: [0],
      });
    }
    // Taking out what the quote names, again and again, leaves fewer than 2 picks: not one
    // of the twelve moved the price of the others.
    let slip = twelve;
    while (slip.length >= 2) {
      const again = quoteCombination(model.dists, slip, defs);
      if (!('refused' in again) || again.refused !== 'redundant') break;
      slip = slip.filter((_, i) => i !== again.pick);
    }
    expect(slip).toHaveLength(1);
  });

  it(
    'never quotes home win + under 1.5 above correct score 1:0, nor HT/FT twins above HT/FT',
    () => {
      fc.assert(
        fc.property(
          fc.double({ min: 0.3, max: 3.2, noNaN: true }),
          fc.double({ min: 0.3, max: 3.2, noNaN: true }),
          (lh, la) => {
            const dists = modelDistributions(prematch(lh, la));
            const price = (l: ShikishaLeg) =>
              priceMarket(l.def, dists[l.def.uses]).odds[l.outcome]!;
            const cs10 = price(leg(45, '', '1:0'));
            const q = quoteCombination(
              dists,
              [leg(1, '', '1'), leg(18, 'total=1.5', 'under 1.5')],
              defs,
            );
            if (!('refused' in q)) expect(q.odd).toBeLessThanOrEqual(cs10);
            for (const [h, f] of [
              ['1', '1'],
              ['X', '2'],
              ['2', 'X'],
            ] as const) {
              const htft = price(leg(47, '', `${h}/${f}`));
              const twin = quoteCombination(dists, [leg(60, '', h), leg(1, '', f)], defs);
              if (!('refused' in twin) && htft > 0) expect(twin.odd).toBeLessThanOrEqual(htft);
            }
          },
        ),
        { numRuns: 40 },
      );
    },
    TIMEOUT,
  );

  it(
    'prices every two-pick combination of generated matches at most at the catalog selection of the same event and the legs multiplied',
    () => {
      const feed = new SimulatedOddsFeed({ seed: 20261121, liveDemo: false });
      const soccer = feed
        .fixtures(`day:${dayNumber(new Date('2026-11-21T00:00:00Z'))}`)
        .filter((m) => m.sport_id === 1)
        // One match holds about 7,800 two-pick combinations: enough for the property, half the CPU.
        .slice(0, 1);
      let pairs = 0;
      let equivalents = 0;
      for (const m of soccer) {
        if (m.model.family !== 'goals') continue;
        const model = modelOf(prematch(m.model.lh, m.model.la));
        // The catalog's own prices (the feed's answer), as the audit read them.
        const catalog = defs.map((d) => {
          const k = m.markets.find(
            (x) => x.sub_type_id === d.sub_type_id && x.special_bet_value === d.special_bet_value,
          )!;
          return k.bet_status === 'ACTIVE' ? k.outcomes.map((o) => o.odd_value) : [];
        });
        // Each offered, never-void outcome's winning states as a bit set, for subset tests.
        const words = Math.ceil(model.weights.length / 32);
        const bits = model.results.map((byOutcome) =>
          byOutcome.map((r) => {
            const set = new Uint32Array(words);
            r.forEach((x, st) => {
              if (x === 'won') set[st >> 5]! |= 1 << (st & 31);
            });
            return set;
          }),
        );
        const selections = defs.flatMap((d, i) =>
          d.outcomes.flatMap((_, o) =>
            (catalog[i]![o] ?? 0) > 0 && !model.results[i]![o]!.includes('void')
              ? [{ i, o, odd: catalog[i]![o]! }]
              : [],
          ),
        );
        const legs = defs.flatMap((def, i) =>
          def.outcomes.flatMap((_, o) => ((catalog[i]![o] ?? 0) > 0 ? [{ def, outcome: o }] : [])),
        );
        for (let a = 0; a < legs.length; a++) {
          for (let b = a + 1; b < legs.length; b++) {
            if (legs[a]!.def === legs[b]!.def) continue;
            const q = quoteCombination(model.dists, [legs[a]!, legs[b]!], defs);
            if ('refused' in q) continue;
            pairs++;
            const ba = bits[indexOf(legs[a]!)]![legs[a]!.outcome]!;
            const bb = bits[indexOf(legs[b]!)]![legs[b]!.outcome]!;
            for (const sel of selections) {
              const bs = bits[sel.i]![sel.o]!;
              let inside = true;
              for (let w = 0; w < words && inside; w++)
                inside = (bs[w]! & ~(ba[w]! & bb[w]!)) === 0;
              if (!inside) continue;
              if (q.odd >= sel.odd) equivalents++;
              expect(q.odd).toBeLessThanOrEqual(sel.odd);
            }
            const pa = probability(model, [legs[a]!]);
            const pb = probability(model, [legs[b]!]);
            if (q.probability >= pa * pb * (1 - 1e-9)) {
              const product =
                catalog[indexOf(legs[a]!)]![legs[a]!.outcome]! *
                catalog[indexOf(legs[b]!)]![legs[b]!.outcome]!;
              expect(q.odd).toBeLessThanOrEqual(product + 1e-9);
            }
          }
        }
      }
      expect(pairs).toBeGreaterThan(1000);
      // Combinations that ARE a catalog selection (home win + under 1.5 = correct score 1:0),
      // capped at its price.
      expect(equivalents).toBeGreaterThan(10);
    },
    TIMEOUT,
  );

  it('gives the spec bonus to a slip whose picks each move the price', () => {
    const model = modelOf(prematch(1.5, 1.2));
    const picks = [
      leg(1, '', '1'),
      leg(29, '', 'yes'),
      leg(60, '', 'X'),
      leg(26, '', 'even'),
      leg(52, '', '2nd half'),
    ];
    const odds = picks.map((l) => legPrice(model, l));
    expect(odds.every((o) => o >= MULTIBET_BONUS_MINIMUM_ODD)).toBe(true);
    const q = quoteCombination(model.dists, picks, defs);
    if ('refused' in q) throw new Error(`refused: ${q.refused}`);
    const quote = quoteSlip(
      {
        kind: 'shikisha',
        picks: odds.map((odd_value) => ({ odd_value })),
        stake: 100,
        loggedIn: true,
        jointOdds: q.odd,
      },
      KENYA,
    );
    expect(quote.bonus.percent).toBe(5);
    expect(quote.bonusAmount).toBeGreaterThan(0);
    expect(checkQuotable(model, picks, q.odd)).toBeLessThan(1);
  });
});
