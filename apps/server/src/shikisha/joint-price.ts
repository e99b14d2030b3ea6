import { SHIKISHA_LIMITS } from '@shangwe/domain';
import type { FinalState, Settle } from '../feed/market-definitions';
import {
  goalsDistributions,
  MAX_ODD,
  MIN_ODD,
  type Distribution,
  type GoalsLiveState,
} from '../feed/pricing';

/**
 * The Shikisha margin (overround − 1) on the combination: a little above the single markets'
 * (5–7%), as a bet builder's correlated price carries more model risk.
 */
export const SHIKISHA_MARGIN = 0.1;

/** Below this probability a combination cannot happen (the picks contradict each other). */
const IMPOSSIBLE = 1e-9;

/** The joint (half-time, full-time) distribution of a goals match, kept per model state. */
const distributions = new Map<string, Distribution>();

/** Enough distinct states for every open match and its live minutes; cleared past it. */
const MAX_DISTRIBUTIONS = 2000;

/**
 * Every (HT score, FT score) pair a goals match can end in, with its probability: independent
 * Poisson goals per team and half from the match's expected goals (the feed's model), given
 * the score and the minute when live. Half-time and full-time picks read the same state, so a
 * 1st-half pick and a full-time pick are correlated exactly as the model says.
 */
export function jointDistribution(state: GoalsLiveState): Distribution {
  const key = [
    state.lh.toFixed(4),
    state.la.toFixed(4),
    state.score.join(':'),
    state.htScore?.join(':') ?? '-',
    state.played.toFixed(4),
  ].join('|');
  const cached = distributions.get(key);
  if (cached) return cached;
  const dist = goalsDistributions(state).both;
  if (distributions.size >= MAX_DISTRIBUTIONS) distributions.clear();
  distributions.set(key, dist);
  return dist;
}

const LOST = 0;
const WON = 1;
const VOID = 2;

/**
 * Each outcome's result in every state of a distribution, computed once: a quote on every pick
 * change then only combines arrays (the settle functions are those of the match's cached
 * market definitions, so they key the cache).
 */
const resultCache = new WeakMap<Distribution, Map<Settle, Uint8Array>>();
const weightCache = new WeakMap<Distribution, Float64Array>();

function resultsIn(dist: Distribution, settle: Settle): Uint8Array {
  let byOutcome = resultCache.get(dist);
  if (!byOutcome) {
    byOutcome = new Map();
    resultCache.set(dist, byOutcome);
  }
  let results = byOutcome.get(settle);
  if (!results) {
    results = new Uint8Array(dist.length);
    for (let i = 0; i < dist.length; i++) {
      const r = settle(dist[i]!.s);
      results[i] = r === 'won' ? WON : r === 'void' ? VOID : LOST;
    }
    byOutcome.set(settle, results);
  }
  return results;
}

function weightsOf(dist: Distribution): Float64Array {
  let weights = weightCache.get(dist);
  if (!weights) {
    weights = Float64Array.from(dist, (x) => x.p);
    weightCache.set(dist, weights);
  }
  return weights;
}

/**
 * P(every pick settles won | no pick is void): a void pick is removed at settlement, so the
 * combination is priced on the states where every pick stands.
 */
export function jointProbability(dist: Distribution, picks: readonly Settle[]): number {
  const weights = weightsOf(dist);
  const results = picks.map((settle) => resultsIn(dist, settle));
  let won = 0;
  let standing = 0;
  for (let i = 0; i < weights.length; i++) {
    let all = true;
    let voided = false;
    for (const r of results) {
      const x = r[i]!;
      if (x === VOID) {
        voided = true;
        break;
      }
      if (x === LOST) all = false;
    }
    if (voided) continue;
    standing += weights[i]!;
    if (all) won += weights[i]!;
  }
  return standing > 1e-12 ? won / standing : 0;
}

/** Why a combination is not offered. */
export type JointRefusal = 'impossible' | 'near_certain';

/**
 * The combination's price from its probability: 1 / (p × (1 + margin)), truncated to 2
 * decimals and clamped like every other price; refused when impossible or near certain
 * (under SHIKISHA_LIMITS.nearCertainOdd before clamping).
 */
export function jointOdd(probability: number): { odd: number } | { refused: JointRefusal } {
  if (!(probability > IMPOSSIBLE)) return { refused: 'impossible' };
  const raw = 1 / (probability * (1 + SHIKISHA_MARGIN));
  if (raw < SHIKISHA_LIMITS.nearCertainOdd) return { refused: 'near_certain' };
  return { odd: Math.min(MAX_ODD, Math.max(MIN_ODD, Math.floor(raw * 100 + 1e-9) / 100)) };
}

/** The first two picks (indexes) that can never win together, if any. */
export function contradictingPair(
  dist: Distribution,
  picks: readonly Settle[],
): [number, number] | null {
  for (let i = 0; i < picks.length; i++) {
    for (let j = i + 1; j < picks.length; j++) {
      if (!(jointProbability(dist, [picks[i]!, picks[j]!]) > IMPOSSIBLE)) return [i, j];
    }
  }
  return null;
}

/** The final state as settlement sees it, for tests and the settler. */
export const finalState = (ht: [number, number], ft: [number, number]): FinalState => ({ ht, ft });
