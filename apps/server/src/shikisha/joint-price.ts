import { SHIKISHA_LIMITS } from '@shangwe/domain';
import type { FinalState, MarketDef, Settle } from '../feed/market-definitions';
import {
  goalsDistributions,
  MAX_ODD,
  MIN_ODD,
  type Distribution,
  type Distributions,
  type GoalsLiveState,
} from '../feed/pricing';
import { jointProbability } from './outcome-results';
import { redundantPick } from './redundant-picks';
import { sportsbookCap } from './sportsbook-cap';

/**
 * The least Shikisha margin (overround − 1) on a combination. The margin applied is the
 * product of the picks' own markets' overrounds when that is more (see combinationOverround).
 */
export const SHIKISHA_MARGIN = 0.1;

/** Below this probability a combination cannot happen (the picks contradict each other). */
const IMPOSSIBLE = 1e-9;

/** The distributions of a goals match, kept per model state. */
const distributions = new Map<string, Distributions>();

/** Enough distinct states for every open match and its live minutes; cleared past it. */
const MAX_DISTRIBUTIONS = 2000;

/**
 * The feed's distributions of a goals match in a model state (full time, half-time, and both
 * together), cached: the sportsbook's own prices come from `ft`/`ht`, a combination's from
 * `both`.
 */
export function modelDistributions(state: GoalsLiveState): Distributions {
  const key = [
    state.lh.toFixed(4),
    state.la.toFixed(4),
    state.score.join(':'),
    state.htScore?.join(':') ?? '-',
    state.played.toFixed(4),
  ].join('|');
  const cached = distributions.get(key);
  if (cached) return cached;
  const dists = goalsDistributions(state);
  if (distributions.size >= MAX_DISTRIBUTIONS) distributions.clear();
  distributions.set(key, dists);
  return dists;
}

/**
 * Every (HT score, FT score) pair a goals match can end in, with its probability: independent
 * Poisson goals per team and half from the match's expected goals (the feed's model), given
 * the score and the minute when live. Half-time and full-time picks read the same state, so a
 * 1st-half pick and a full-time pick are correlated exactly as the model says.
 */
export const jointDistribution = (state: GoalsLiveState): Distribution =>
  modelDistributions(state).both;

export { jointProbability };

/** A pick of a combination: its market (margin, sportsbook price) and outcome. */
export interface ShikishaLeg {
  def: MarketDef;
  outcome: number;
}

export const settleOf = (leg: ShikishaLeg): Settle => leg.def.outcomes[leg.outcome]!.settle;

/**
 * The overround applied to a combination's joint probability: the product of its picks' own
 * markets' overrounds, never under 1 + SHIKISHA_MARGIN. The margin goes on the JOINT
 * probability, so two positively correlated picks (joint probability above the product of
 * theirs) are never priced above their own prices multiplied; and each pick added costs its
 * market's margin, so stacking picks for the multi-pick bonus (at most 20%, spec 01 §9) can
 * never give the bettor an edge (the standing guard test checks the bonus table against it).
 */
export function combinationOverround(legs: readonly ShikishaLeg[]): number {
  const product = legs.reduce((acc, leg) => acc * (1 + leg.def.margin), 1);
  return Math.max(1 + SHIKISHA_MARGIN, product);
}

/** Truncation to the cent of a price, as every price (a float just under a cent stays in it). */
const truncate = (odd: number) => Math.floor(odd * 100 + 1e-9) / 100;

/** A combination's price in a model state, before the quote's refusals and clamping. */
export interface CombinationOdd {
  /** P(every pick won | none void) under the model. */
  probability: number;
  overround: number;
  /** 1 / (probability × overround); Infinity when impossible. */
  raw: number;
  /** raw truncated to the cent, capped by the sportsbook (see sportsbook-cap.ts), ≤ MAX_ODD. */
  odd: number;
}

/**
 * THE Shikisha price (quote, placement, live decision, settlement re-price and cash-out all
 * call it): the joint probability with the combination's overround, truncated, then never
 * above the sportsbook's own price of the same event or of the picks multiplied.
 */
export function combinationOdd(
  dists: Distributions,
  legs: readonly ShikishaLeg[],
  book: Iterable<MarketDef>,
): CombinationOdd {
  const probability = jointProbability(dists.both, legs.map(settleOf));
  const overround = combinationOverround(legs);
  const raw = probability > 0 ? 1 / (probability * overround) : Infinity;
  const cap = sportsbookCap(dists, legs, probability, book);
  return { probability, overround, raw, odd: Math.min(MAX_ODD, truncate(raw), cap) };
}

/**
 * THE Shikisha price of picks in a model state (combinationOdd on the state's distributions):
 * the quote (priceFromState → quoteCombination), the settlement re-price after void picks
 * (settledJointOdd) and the cash-out value (shikishaCurrentOdd) all price through it.
 */
export function shikishaPrice(
  state: GoalsLiveState,
  legs: readonly ShikishaLeg[],
  book: Iterable<MarketDef>,
): CombinationOdd {
  return combinationOdd(modelDistributions(state), legs, book);
}

/** Why a combination is not offered. */
export type JointRefusal =
  | { refused: 'impossible'; pair: [number, number] | null }
  | { refused: 'redundant'; pick: number; impliedBy: number[] }
  | { refused: 'near_certain' };

/**
 * The quote of a combination: refused when impossible, when a pick adds nothing to the others
 * (it would earn the multi-pick bonus without moving the price), or near certain (raw price
 * under SHIKISHA_LIMITS.nearCertainOdd); else its price, clamped like every other price.
 */
export function quoteCombination(
  dists: Distributions,
  legs: readonly ShikishaLeg[],
  book: Iterable<MarketDef>,
): { odd: number; probability: number; overround: number } | JointRefusal {
  const priced = combinationOdd(dists, legs, book);
  const settles = legs.map(settleOf);
  if (!(priced.probability > IMPOSSIBLE)) {
    return { refused: 'impossible', pair: contradictingPair(dists.both, settles) };
  }
  const redundant = redundantPick(dists.both, settles);
  if (redundant) return { refused: 'redundant', ...redundant };
  if (priced.raw < SHIKISHA_LIMITS.nearCertainOdd) return { refused: 'near_certain' };
  return {
    odd: Math.max(MIN_ODD, priced.odd),
    probability: priced.probability,
    overround: priced.overround,
  };
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
