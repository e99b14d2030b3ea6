import type { Settle } from '../feed/market-definitions';
import type { Distribution } from '../feed/pricing';

export const LOST = 0;
export const WON = 1;
export const VOID = 2;

/**
 * Each outcome's result in every state of a distribution, computed once: a quote on every pick
 * change then only combines arrays (the settle functions are those of the match's cached
 * market definitions, so they key the cache).
 */
const resultCache = new WeakMap<Distribution, Map<Settle, Uint8Array>>();
const weightCache = new WeakMap<Distribution, Float64Array>();

export function resultsIn(dist: Distribution, settle: Settle): Uint8Array {
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

export function weightsOf(dist: Distribution): Float64Array {
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
