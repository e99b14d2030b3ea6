import type { FinalState, MarketDef } from './market-definitions';
import type { SetsState } from './sets-scoring';

/** A distribution of final states: weights sum to 1. */
export type Distribution = Array<{ p: number; s: FinalState }>;

/** Distributions by what a market reads (see MarketDef.uses). */
export interface Distributions {
  ft: Distribution;
  ht: Distribution;
  both: Distribution;
  sets: Distribution;
}

export interface PricedMarket {
  /** Odds per outcome, in the definition's order; 0 = outcome no longer possible. */
  odds: number[];
  /** One outcome is (nearly) certain: the market cannot be offered. */
  decided: boolean;
}

/** Lowest and highest price offered. */
export const MIN_ODD = 1.01;
export const MAX_ODD = 250;

/** Prices one market over a distribution: P(won | not void) with the market's margin. */
export function priceMarket(def: MarketDef, dist: Distribution): PricedMarket {
  const n = def.outcomes.length;
  const pw = new Array<number>(n).fill(0);
  const pv = new Array<number>(n).fill(0);
  let total = 0;
  for (const { p, s } of dist) {
    total += p;
    for (let i = 0; i < n; i++) {
      const r = (def.outcomes[i] as MarketDef['outcomes'][number]).settle(s);
      if (r === 'won') pw[i] = (pw[i] as number) + p;
      else if (r === 'void') pv[i] = (pv[i] as number) + p;
    }
  }
  let best = 0;
  const odds = pw.map((w, i) => {
    const denom = total - (pv[i] as number);
    const prob = denom > 1e-12 ? w / denom : 0;
    best = Math.max(best, prob);
    if (prob < 1e-6) return 0;
    const raw = 1 / (prob * (1 + def.margin));
    return Math.min(MAX_ODD, Math.max(MIN_ODD, Math.floor(raw * 100) / 100));
  });
  return { odds, decided: best > 0.985 };
}

export function priceMarkets(defs: readonly MarketDef[], dists: Distributions): PricedMarket[] {
  return defs.map((def) => priceMarket(def, dists[def.uses]));
}

const pmfCache = new Map<number, number[]>();
/** Poisson probabilities 0..k until the tail is negligible. */
export function poissonPmf(mu: number): number[] {
  const key = Math.round(mu * 1000) / 1000;
  const cached = pmfCache.get(key);
  if (cached) return cached;
  const out: number[] = [];
  let p = Math.exp(-key);
  let cum = 0;
  for (let k = 0; k < 30; k++) {
    out.push(p);
    cum += p;
    if (1 - cum < 1e-7 && k >= 1) break;
    p = (p * key) / (k + 1);
  }
  if (pmfCache.size > 5000) pmfCache.clear();
  pmfCache.set(key, out);
  return out;
}

export interface GoalsLiveState {
  /** Expected goals per team over the whole match. */
  lh: number;
  la: number;
  score: [number, number];
  /** Half-time score once the first half is over, else null. */
  htScore: [number, number] | null;
  /** Fraction of the match played, 0..1. */
  played: number;
}

/**
 * Share of a match's expected goals scored before half-time: in real football about 45% of the
 * goals come in the first half, so each half is priced from its own distribution.
 */
export const FIRST_HALF_GOAL_SHARE = 0.45;

/** Share of the expected goals already behind a match `played` (0..1) of the way through. */
export function goalShareElapsed(played: number): number {
  const x = Math.min(1, Math.max(0, played));
  return x <= 0.5
    ? x * 2 * FIRST_HALF_GOAL_SHARE
    : FIRST_HALF_GOAL_SHARE + (x - 0.5) * 2 * (1 - FIRST_HALF_GOAL_SHARE);
}

/** Goals family (soccer, ice hockey, futsal): independent Poisson goals for the time left. */
export function goalsDistributions(st: GoalsLiveState): Distributions {
  const [h0, a0] = st.score;
  const eps = 1e-9;
  if (st.htScore === null) {
    const f1 = Math.max(0, FIRST_HALF_GOAL_SHARE - goalShareElapsed(Math.min(st.played, 0.5)));
    const f2 = 1 - FIRST_HALF_GOAL_SHARE;
    const H1 = poissonPmf(st.lh * f1);
    const A1 = poissonPmf(st.la * f1);
    const H2 = poissonPmf(st.lh * f2);
    const A2 = poissonPmf(st.la * f2);
    const ht: Distribution = [];
    const both: Distribution = [];
    const ftMap = new Map<number, { p: number; s: FinalState }>();
    for (let i = 0; i < H1.length; i++) {
      for (let j = 0; j < A1.length; j++) {
        const p1 = (H1[i] as number) * (A1[j] as number);
        if (p1 < eps) continue;
        const hts: [number, number] = [h0 + i, a0 + j];
        ht.push({ p: p1, s: { ht: hts, ft: hts } });
        for (let k = 0; k < H2.length; k++) {
          for (let l = 0; l < A2.length; l++) {
            const p = p1 * (H2[k] as number) * (A2[l] as number);
            if (p < eps) continue;
            const fts: [number, number] = [hts[0] + k, hts[1] + l];
            both.push({ p, s: { ht: hts, ft: fts } });
            const key = fts[0] * 100 + fts[1];
            const e = ftMap.get(key);
            if (e) e.p += p;
            else ftMap.set(key, { p, s: { ht: fts, ft: fts } });
          }
        }
      }
    }
    const ft = [...ftMap.values()];
    return { ft, ht, both, sets: ft };
  }
  const rest = Math.max(0, 1 - goalShareElapsed(st.played));
  const H = poissonPmf(st.lh * rest);
  const A = poissonPmf(st.la * rest);
  const ht: Distribution = [{ p: 1, s: { ht: st.htScore, ft: st.htScore } }];
  const ft: Distribution = [];
  for (let i = 0; i < H.length; i++) {
    for (let j = 0; j < A.length; j++) {
      const p = (H[i] as number) * (A[j] as number);
      if (p < eps) continue;
      ft.push({ p, s: { ht: st.htScore, ft: [h0 + i, a0 + j] } });
    }
  }
  return { ft, ht, both: ft, sets: ft };
}

// Inverse of the standard normal CDF (Acklam's rational approximation).
function normInv(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q = p < 0.5 ? p : 1 - p;
  let x: number;
  if (q < 0.02425) {
    const t = Math.sqrt(-2 * Math.log(q));
    x =
      (((((c[0]! * t + c[1]!) * t + c[2]!) * t + c[3]!) * t + c[4]!) * t + c[5]!) /
      ((((d[0]! * t + d[1]!) * t + d[2]!) * t + d[3]!) * t + 1);
  } else {
    const t = q - 0.5;
    const r = t * t;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * t) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
    return p < 0.5 ? x : -x;
  }
  return p < 0.5 ? -x : x;
}

const GRID = 25;
const Z = Array.from({ length: GRID }, (_, k) => normInv((k + 0.5) / GRID));

export interface PointsLiveState {
  /** Expected points per team over the whole match, and their standard deviations. */
  mh: number;
  ma: number;
  sd: number;
  score: [number, number];
  htScore: [number, number] | null;
  played: number;
}

/** Points family (basketball, handball, rugby): normal approximation on a quantile grid. */
export function pointsDistributions(st: PointsLiveState): Distributions {
  const grid = (
    base: [number, number],
    fraction: number,
    htFixed: [number, number] | null,
  ): Distribution => {
    const out: Distribution = [];
    const w = 1 / (GRID * GRID);
    const sd = st.sd * Math.sqrt(Math.max(fraction, 0));
    for (const zh of Z) {
      for (const za of Z) {
        const h = Math.max(base[0], Math.round(base[0] + st.mh * fraction + sd * zh));
        const a = Math.max(base[1], Math.round(base[1] + st.ma * fraction + sd * za));
        out.push({ p: w, s: { ht: htFixed ?? [h, a], ft: [h, a] } });
      }
    }
    return out;
  };
  const rest = Math.max(0, 1 - st.played);
  const ft = grid(st.score, rest, st.htScore);
  const ht =
    st.htScore === null
      ? grid(st.score, Math.max(0, 0.5 - st.played), null)
      : [{ p: 1, s: { ht: st.htScore, ft: st.htScore } }];
  return { ft, ht, both: ft, sets: ft };
}

export const emptySets = (s: SetsState) => s.sets[0] + s.sets[1] === 0 && s.cur[0] + s.cur[1] === 0;
