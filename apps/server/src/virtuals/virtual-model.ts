import type { VirtualTeamDef } from './virtual-teams';

/**
 * The goal model both the prices and the results come from (README: 'The model'). Each side's
 * goals in each half are independent Poisson counts, truncated at MAX_HALF_GOALS (the
 * truncated tail's mass is put on MAX_HALF_GOALS itself, so the sampled and the priced
 * distributions are the same distribution).
 */

/** Average goals per match of the home and the away side between average teams. */
export const HOME_GOALS = 1.5;
export const AWAY_GOALS = 1.15;
/** Share of a side's expected goals in the first half. */
export const FIRST_HALF_SHARE = 0.45;
/** Most goals one side can score in one half. */
export const MAX_HALF_GOALS = 6;

/** Expected goals of one side in each half: [home 1st, away 1st, home 2nd, away 2nd]. */
export type HalfRates = readonly [number, number, number, number];

export function halfRates(home: VirtualTeamDef, away: VirtualTeamDef): HalfRates {
  const h = HOME_GOALS * home.attack * away.defence;
  const a = AWAY_GOALS * away.attack * home.defence;
  return [
    h * FIRST_HALF_SHARE,
    a * FIRST_HALF_SHARE,
    h * (1 - FIRST_HALF_SHARE),
    a * (1 - FIRST_HALF_SHARE),
  ];
}

/** P(k) for k = 0..MAX_HALF_GOALS of a truncated Poisson(mu): the tail sits on the last value. */
export function truncatedPoisson(mu: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mu);
  let cum = 0;
  for (let k = 0; k < MAX_HALF_GOALS; k++) {
    out.push(p);
    cum += p;
    p = (p * mu) / (k + 1);
  }
  out.push(Math.max(0, 1 - cum));
  return out;
}

/** The smallest k whose cumulative probability exceeds u (u uniform in [0, 1)). */
export function inverseCdf(pmf: readonly number[], u: number): number {
  let cum = 0;
  for (let k = 0; k < pmf.length - 1; k++) {
    cum += pmf[k]!;
    if (u < cum) return k;
  }
  return pmf.length - 1;
}

/** The distribution of the sum of two independent counts. */
export function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((pa, i) => b.forEach((pb, j) => (out[i + j] = out[i + j]! + pa * pb)));
  return out;
}
