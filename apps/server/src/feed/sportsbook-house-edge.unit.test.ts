import {
  getCountryConfig,
  matrixPercent,
  matrixSize,
  slipRules,
  COUNTRY_CODES,
} from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { finalStateOf, priceLive, resultsOf } from '../live/live-pricing';
import { buildTimeline, stateAt } from '../live/match-timeline';
import {
  dayNumber,
  marketDefsFor,
  prematchDistributions,
  SimulatedOddsFeed,
} from './fixture-generator';
import type { FinalState, MarketDef } from './market-definitions';
import type { FeedMatch } from './odds-feed';
import {
  goalsDistributions,
  pointsDistributions,
  priceMarket,
  type Distribution,
  type Distributions,
} from './pricing';
import { sportById, type SportDef } from './reference-data';
import { newSetsState, playPoint, type SetsState } from './sets-scoring';

/**
 * The standing guard of the sportsbook's own markets (issue 25): from the fixture generator's
 * own model, the bettor's expected return of every offered selection — P(won | not void) under
 * the distribution the price comes from, times the price — is never above 1; prematch and in
 * play. And the acca bonus on top never makes a multi positive: a multi of picks from
 * different matches (independent in the model) returns at most the product of its picks'
 * returns, each at most 1 / (1 + the least market margin) when it counts for the bonus, so
 * the bonus percent at q qualifying picks must stay under (1 + least margin)^q − 1.
 *
 * Sets sports (tennis, volleyball, table tennis) are checked against this file's own exact
 * distribution: the model's points played one by one through sets-scoring's rules, every
 * reachable state carried with its probability (not the pricing code's set-by-set recursion).
 * The mass it leaves in the deuce tails counts as won for every selection, so the check is an
 * upper bound, never flattered by truncation.
 */

const SEED = 20261121;
const DAY = dayNumber(new Date('2026-11-21T00:00:00Z'));
const feed = new SimulatedOddsFeed({ seed: SEED, liveDemo: false });
const all = [DAY, DAY + 1].flatMap((d) => feed.fixtures(`day:${d}`));
const matches = all.filter((m) => m.model.family !== 'sets');
const setsMatches = all.filter((m) => m.model.family === 'sets');

type SetsDef = NonNullable<SportDef['sets']>;

const gameCache = new Map<string, number>();
/** The chance that side `w` wins the tennis game (or tie-break) under way in `from`, point by point. */
function gameChance(from: SetsState, p: number, w: 0 | 1): number {
  const key = `${from.cur.join()}|${from.game.join()}|${p}`;
  let home = gameCache.get(key);
  if (home === undefined) {
    home = 0;
    let live = [{ game: [...from.game] as [number, number], p: 1 }];
    while (live.length > 0) {
      const next = new Map<string, (typeof live)[number]>();
      for (const n of live) {
        if (n.p < 1e-18) continue;
        for (const v of [0, 1] as const) {
          const st: SetsState = {
            sets: [0, 0],
            setScores: [],
            cur: [from.cur[0], from.cur[1]],
            game: [n.game[0], n.game[1]],
            over: false,
          };
          const q = n.p * (v === 0 ? p : 1 - p);
          if (playPoint(st, 'tennis', 2, v) !== 'point') home += v === 0 ? q : 0;
          else {
            const e = next.get(st.game.join());
            if (e) e.p += q;
            else next.set(st.game.join(), { game: st.game, p: q });
          }
        }
      }
      live = [...next.values()];
    }
    gameCache.set(key, home);
  }
  return w === 0 ? home : 1 - home;
}

/**
 * Every final state a sets market can tell apart (sets won, first set's winner, total games or
 * points), with its exact probability from `from`, plus the mass left unresolved (`tail`).
 */
function referenceSets(
  sets: SetsDef,
  from: SetsState,
  p: number,
): { dist: Distribution; tail: number } {
  interface Node {
    st: SetsState;
    first: 0 | 1 | null;
    done: number;
    p: number;
  }
  const key = ({ st, first, done }: Omit<Node, 'p'>) =>
    ((((((st.sets[0] * 4 + st.sets[1]) * 3 + (first ?? 2)) * 256 + st.cur[0]) * 256 + st.cur[1]) *
      32 +
      st.game[0]) *
      32 +
      st.game[1]) *
      2048 +
    done;
  const ends = new Map<string, { p: number; s: FinalState }>();
  const finished = from.setScores.reduce((acc, [h, a]) => acc + h + a, 0);
  const firstOf = (s: [number, number] | undefined) => (s ? (s[0] > s[1] ? 0 : 1) : null);
  let live: Node[] = [
    {
      st: {
        sets: [...from.sets],
        setScores: [],
        cur: [...from.cur],
        game: [...from.game],
        over: from.over,
      },
      first: firstOf(from.setScores[0]),
      done: finished,
      p: 1,
    },
  ];
  let tail = 0;
  for (let step = 0; live.length > 0; step++) {
    const next = new Map<number, Node>();
    for (const n of live) {
      if (n.p < 1e-13 || step > 3000) {
        tail += n.p;
        continue;
      }
      for (const w of [0, 1] as const) {
        const st: SetsState = {
          sets: [n.st.sets[0], n.st.sets[1]],
          setScores: [],
          cur: [n.st.cur[0], n.st.cur[1]],
          game: [n.st.game[0], n.st.game[1]],
          over: false,
        };
        // Tennis goes a game at a time (its points count in no total): the game's winner takes
        // the points it still needs, with the chance the game's own points give it.
        if (sets.kind === 'tennis') while (playPoint(st, sets.kind, sets.toWin, w) === 'point');
        else playPoint(st, sets.kind, sets.toWin, w);
        const set = st.setScores[0];
        const child = {
          st: { ...st, setScores: [] },
          first: n.first ?? firstOf(set),
          done: n.done + (set ? set[0] + set[1] : 0),
          p: n.p * (sets.kind === 'tennis' ? gameChance(n.st, p, w) : w === 0 ? p : 1 - p),
        };
        if (st.over) {
          // One real final state of the class stands for it: its first set, then the rest.
          const first: [number, number] = child.first === 0 ? [1, 0] : [0, 1];
          const s: FinalState = {
            ft: [st.sets[0], st.sets[1]],
            ht: [st.sets[0], st.sets[1]],
            setScores: [first, [child.done - 1, 0]],
          };
          const k = `${s.ft.join()}|${child.first}|${child.done}`;
          const e = ends.get(k);
          if (e) e.p += child.p;
          else ends.set(k, { p: child.p, s });
          continue;
        }
        const k = key(child);
        const e = next.get(k);
        if (e) e.p += child.p;
        else next.set(k, child);
      }
    }
    live = [...next.values()];
  }
  return { dist: [...ends.values()], tail };
}

const referenceCache = new Map<string, { dist: Distribution; tail: number }>();
const prematchReference = (sport: SportDef, p: number) => {
  const k = `${sport.sport_id}:${p}`;
  let r = referenceCache.get(k);
  if (!r) {
    r = referenceSets(sport.sets!, newSetsState(), p);
    referenceCache.set(k, r);
  }
  return r;
};

/** Upper bound of a sets selection's return: the unresolved tail counts as won. */
function setsReturns(
  defs: readonly MarketDef[],
  ref: { dist: Distribution; tail: number },
  odds: readonly (readonly number[])[],
  offered: readonly boolean[],
) {
  const dists = { ft: ref.dist, ht: ref.dist, both: ref.dist, sets: ref.dist };
  return returnsOf(defs, dists, odds, offered).map((r) => ({
    ...r,
    ret: r.ret + ref.tail * r.odd,
  }));
}

/** P(won | not void) of an outcome under a distribution, summed here. */
function chance(dist: Distribution, settle: MarketDef['outcomes'][number]['settle']): number {
  let won = 0;
  let standing = 0;
  for (const { p, s } of dist) {
    const r = settle(s);
    if (r === 'void') continue;
    standing += p;
    if (r === 'won') won += p;
  }
  return standing > 0 ? won / standing : 0;
}

/** Every offered selection's expected return; the least market margin seen. */
function returnsOf(
  defs: readonly MarketDef[],
  dists: Distributions,
  odds: readonly (readonly number[])[],
  offered: readonly boolean[],
): Array<{ ret: number; odd: number; margin: number; name: string }> {
  return defs.flatMap((def, i) =>
    offered[i]
      ? def.outcomes.flatMap((o, j) => {
          const odd = odds[i]![j]!;
          if (!(odd > 0)) return [];
          const ret = chance(dists[def.uses], o.settle) * odd;
          return [{ ret, odd, margin: def.margin, name: `${def.name} ${o.odd_key}` }];
        })
      : [],
  );
}

const prematchOf = (m: FeedMatch) => {
  const sport = sportById.get(m.sport_id)!;
  const defs = marketDefsFor(sport, m.home_team, m.away_team, m.model);
  return {
    defs,
    dists: prematchDistributions(sport, m.model),
    odds: m.markets.map((k) => k.outcomes.map((o) => o.odd_value)),
    offered: m.markets.map((k) => k.bet_status === 'ACTIVE'),
  };
};

/** The least margin of any market the sportsbook offers (every family, every sport). */
const leastMargin = Math.min(
  ...[DAY, DAY + 1]
    .flatMap((d) => feed.fixtures(`day:${d}`))
    .flatMap((m) =>
      marketDefsFor(sportById.get(m.sport_id)!, m.home_team, m.away_team, m.model).map(
        (d) => d.margin,
      ),
    ),
);

describe('the sportsbook never gives the bettor an edge (from its own model)', () => {
  it('prematch: every offered selection of every generated goals and points match returns ≤ 1', () => {
    expect(matches.length).toBeGreaterThan(200);
    expect(new Set(matches.map((m) => m.sport_id)).size).toBeGreaterThan(3);
    let checked = 0;
    for (const m of matches) {
      const { defs, dists, odds, offered } = prematchOf(m);
      for (const r of returnsOf(defs, dists, odds, offered)) {
        checked++;
        if (r.ret > 1) throw new Error(`${m.parent_match_id} ${r.name} @${r.odd} returns ${r.ret}`);
        // A price the margin shaped (not clamped up to the least price) keeps the margin.
        if (r.odd > 1.01) expect(r.ret).toBeLessThanOrEqual(1 / (1 + r.margin) + 1e-9);
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('in play: every offered selection returns ≤ 1 at the live engine prices through a match', () => {
    let checked = 0;
    for (const m of matches.filter((_, i) => i % 10 === 0)) {
      const sport = sportById.get(m.sport_id)!;
      const defs = marketDefsFor(sport, m.home_team, m.away_team, m.model);
      const timeline = buildTimeline(SEED, m.parent_match_id, sport, m.model);
      if (timeline.kind !== 'clocked') continue;
      for (const share of [0.1, 0.3, 0.55, 0.8, 0.95]) {
        const state = stateAt(sport, timeline, share * timeline.playSeconds);
        if (state.status !== 'live') continue;
        const priced = priceLive(sport, m.model, state, defs);
        const dists =
          m.model.family === 'goals'
            ? goalsDistributions({ ...m.model, ...state })
            : pointsDistributions({
                mh: m.model.family === 'points' ? m.model.mh : 0,
                ma: m.model.family === 'points' ? m.model.ma : 0,
                sd: m.model.family === 'points' ? m.model.sd : 0,
                score: state.score,
                htScore: state.htScore,
                played: state.played,
              });
        const offered = priced.map((p) => !p.decided && !state.suspended);
        for (const r of returnsOf(
          defs,
          dists,
          priced.map((p) => p.odds),
          offered,
        )) {
          checked++;
          if (r.ret > 1)
            throw new Error(`${m.parent_match_id} ${r.name} @${r.odd} returns ${r.ret}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it('prematch: every offered selection of every generated sets match returns ≤ 1', () => {
    expect(setsMatches.length).toBeGreaterThan(30);
    expect(new Set(setsMatches.map((m) => m.sport_id)).size).toBe(3);
    let checked = 0;
    for (const m of setsMatches) {
      const { defs, odds, offered } = prematchOf(m);
      if (m.model.family !== 'sets') continue;
      const ref = prematchReference(sportById.get(m.sport_id)!, m.model.p);
      expect(ref.tail).toBeLessThan(1e-6);
      for (const r of setsReturns(defs, ref, odds, offered)) {
        checked++;
        if (r.ret > 1) throw new Error(`${m.parent_match_id} ${r.name} @${r.odd} returns ${r.ret}`);
        if (r.odd > 1.01) expect(r.ret).toBeLessThanOrEqual(1 / (1 + r.margin) + 1e-9);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('in play: every offered selection of sets matches returns ≤ 1 at the live engine prices', () => {
    let checked = 0;
    for (const m of setsMatches.filter((_, i) => i % 4 === 0)) {
      if (m.model.family !== 'sets') continue;
      const sport = sportById.get(m.sport_id)!;
      const defs = marketDefsFor(sport, m.home_team, m.away_team, m.model);
      const timeline = buildTimeline(SEED, m.parent_match_id, sport, m.model);
      if (timeline.kind !== 'sets') continue;
      for (const share of [0.15, 0.4, 0.65, 0.9]) {
        const state = stateAt(sport, timeline, share * timeline.endsAt);
        if (state.status !== 'live' || !state.sets) continue;
        const priced = priceLive(sport, m.model, state, defs);
        const ref = referenceSets(sport.sets!, state.sets, m.model.p);
        expect(ref.tail).toBeLessThan(1e-6);
        const offered = priced.map((p) => !p.decided && !state.suspended);
        for (const r of setsReturns(
          defs,
          ref,
          priced.map((p) => p.odds),
          offered,
        )) {
          checked++;
          if (r.ret > 1)
            throw new Error(`${m.parent_match_id} ${r.name} @${r.odd} returns ${r.ret}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('a sets final state settles every sets market as the class that prices it does', () => {
    // The classes above (sets won, first set's winner, total) are all sets markets read.
    for (const m of setsMatches.slice(0, 12)) {
      const sport = sportById.get(m.sport_id)!;
      const defs = marketDefsFor(sport, m.home_team, m.away_team, m.model);
      const timeline = buildTimeline(SEED, m.parent_match_id, sport, m.model);
      const end = stateAt(sport, timeline, timeline.endsAt + 1);
      expect(end.status).toBe('ended');
      const real = finalStateOf(end);
      const scores = real.setScores!;
      const total = scores.reduce((acc, [h, a]) => acc + h + a, 0);
      const first: [number, number] = scores[0]![0] > scores[0]![1] ? [1, 0] : [0, 1];
      const standIn: FinalState = { ft: real.ft, ht: real.ht, setScores: [first, [total - 1, 0]] };
      expect(resultsOf(defs, standIn)).toEqual(resultsOf(defs, real));
    }
  });

  it('no outcome whose fair price is below the least price is offered at it', () => {
    // Raised to 1.01, an outcome above 1 / 1.01 would return more than the stake.
    const check = (
      defs: readonly MarketDef[],
      dists: Distributions,
      odds: readonly (readonly number[])[],
      offered: readonly boolean[],
    ) => {
      defs.forEach((def, i) => {
        if (!offered[i]) return;
        def.outcomes.forEach((o, j) => {
          if (odds[i]![j] !== 1.01) return;
          expect(chance(dists[def.uses], o.settle) * 1.01).toBeLessThanOrEqual(1);
        });
      });
    };
    for (const m of all) {
      const { defs, dists, odds, offered } = prematchOf(m);
      check(defs, dists, odds, offered);
    }
    // The least price itself: a market with an outcome that likely is not offered at all.
    const def = marketDefsFor(sportById.get(1)!, 'H', 'A', {
      family: 'goals',
      lh: 9,
      la: 0.05,
    })[0]!;
    const priced = priceMarket(
      def,
      goalsDistributions({
        lh: 9,
        la: 0.05,
        score: [0, 0],
        htScore: null,
        played: 0,
      }).ft,
    );
    expect(priced.odds[0]).toBe(1.01);
    expect(priced.decided).toBe(true);
  });

  it('the acca bonus of every country stays under the margin its qualifying picks carry', () => {
    // 5.5% today (1X2, winner); the bound below is what any new market must keep.
    expect(leastMargin).toBeGreaterThan(0.05);
    for (const code of COUNTRY_CODES) {
      const config = getCountryConfig(code);
      // Every qualifying pick's price is above the least price, so its margin is intact.
      expect(config.accaBonusMinimumOdd).toBeGreaterThan(1.01);
      const capacity = slipRules('main', { config }).capacity;
      expect(matrixSize(config.accaBonusMatrix)).toBeGreaterThan(0);
      for (let q = 1; q <= capacity; q++) {
        const percent = matrixPercent(config.accaBonusMatrix, q, config.accaBonusMinSelections);
        // Best case for the bettor: every pick qualifies and returns 1 / (1 + least margin).
        const best = (1 + percent / 100) / (1 + leastMargin) ** q;
        expect(best, `${code} ${q} picks: ${percent}%`).toBeLessThan(1);
      }
    }
  });
});
