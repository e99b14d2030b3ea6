import type { FinalState } from './market-definitions';
import type { Distribution, Distributions } from './pricing';
import type { SportDef } from './reference-data';
import type { SetsState } from './sets-scoring';

/**
 * Exact final-state distribution of a set sport's match under its model (every point won by
 * the home side with probability p, independently), by dynamic programming over the scoring
 * rules of sets-scoring.ts, prematch or from any in-play state. A sample of the model priced
 * from its own noise and gave the bettor an edge on some selections (issue 25).
 *
 * Sets markets read only the sets won, the first set's winner and the total of games (tennis)
 * or points (setsMarkets), so one entry stands for every final state sharing those three: its
 * setScores are a representative, the first set won 1:0 (or 0:1), the rest of the total after.
 */

type SetsDef = NonNullable<SportDef['sets']>;

/** How a set (or game, or tie-break) ends: who wins it, how many games/points it holds. */
interface End {
  w: 0 | 1;
  total: number;
  p: number;
}

/** Mass left unresolved by a deuce tail is below this: dropped (weights then sum to 1 − it). */
const TAIL = 1e-15;

const wonBy = (a: number, b: number, target: number) => a >= target && a - b >= 2;

/** A race from (a, b) to `target` won by two, one unit at a time. */
function race(a: number, b: number, target: number, p: number): End[] {
  const ends = new Map<number, End>();
  let live = new Map<number, number>([[a * 4096 + b, 1]]);
  for (let step = 0; live.size > 0 && step < 4000; step++) {
    const next = new Map<number, number>();
    let mass = 0;
    for (const [key, m] of live) {
      const x = Math.floor(key / 4096);
      const y = key % 4096;
      for (const w of [0, 1] as const) {
        const nx = w === 0 ? x + 1 : x;
        const ny = w === 1 ? y + 1 : y;
        const q = m * (w === 0 ? p : 1 - p);
        if (w === 0 ? wonBy(nx, ny, target) : wonBy(ny, nx, target)) {
          const k = (nx + ny) * 2 + w;
          const e = ends.get(k);
          if (e) e.p += q;
          else ends.set(k, { w, total: nx + ny, p: q });
        } else {
          const k = nx * 4096 + ny;
          next.set(k, (next.get(k) ?? 0) + q);
          mass += q;
        }
      }
    }
    live = mass < TAIL ? new Map() : next;
  }
  return [...ends.values()];
}

const homeWins = (ends: End[]) => ends.reduce((acc, e) => acc + (e.w === 0 ? e.p : 0), 0);

/** A tennis set from games (gx, gy) with the current game (or tie-break) at points (px, py). */
function tennisSet(gx: number, gy: number, px: number, py: number, p: number): End[] {
  const ends = new Map<number, End>();
  const add = (w: 0 | 1, total: number, q: number) => {
    const k = total * 2 + w;
    const e = ends.get(k);
    if (e) e.p += q;
    else ends.set(k, { w, total, p: q });
  };
  const fresh = homeWins(race(0, 0, 4, p));
  const tieBreak = (first: boolean) => homeWins(race(first ? px : 0, first ? py : 0, 7, p));
  let live = new Map<number, number>([[gx * 16 + gy, 1]]);
  for (let first = true; live.size > 0; first = false) {
    const next = new Map<number, number>();
    for (const [key, m] of live) {
      const x = Math.floor(key / 16);
      const y = key % 16;
      if (x === 6 && y === 6) {
        const t = tieBreak(first);
        add(0, 13, m * t);
        add(1, 13, m * (1 - t));
        continue;
      }
      const g = first ? homeWins(race(px, py, 4, p)) : fresh;
      for (const w of [0, 1] as const) {
        const nx = w === 0 ? x + 1 : x;
        const ny = w === 1 ? y + 1 : y;
        const q = m * (w === 0 ? g : 1 - g);
        if (w === 0 ? wonBy(nx, ny, 6) : wonBy(ny, nx, 6)) add(w, nx + ny, q);
        else next.set(nx * 16 + ny, (next.get(nx * 16 + ny) ?? 0) + q);
      }
    }
    live = next;
  }
  return [...ends.values()];
}

/** Points (or games) a set needs: volleyball's deciding set goes to 15. */
const targetOf = (sets: SetsDef, sh: number, sa: number) =>
  sets.kind === 'tennis'
    ? 6
    : sets.kind === 'volleyball'
      ? sh === sets.toWin - 1 && sa === sets.toWin - 1
        ? 15
        : 25
      : 11;

const freshCache = new Map<string, End[]>();
function freshSet(sets: SetsDef, target: number, p: number): End[] {
  const key = `${sets.kind}:${target}:${p}`;
  let ends = freshCache.get(key);
  if (!ends) {
    ends = sets.kind === 'tennis' ? tennisSet(0, 0, 0, 0, p) : race(0, 0, target, p);
    if (freshCache.size > 2000) freshCache.clear();
    freshCache.set(key, ends);
  }
  return ends;
}

const firstWinner = (s: [number, number] | undefined): 0 | 1 | null =>
  s === undefined ? null : s[0] > s[1] ? 0 : 1;

/** Exact distributions of a sets match's end from `state` (prematch: a new state). */
export function setsDistribution(sets: SetsDef, state: SetsState, p: number): Distributions {
  if (state.over) {
    const s: FinalState = { ft: [...state.sets], ht: [...state.sets], setScores: state.setScores };
    const dist: Distribution = [{ p: 1, s }];
    return { ft: dist, ht: dist, both: dist, sets: dist };
  }
  interface Node {
    sh: number;
    sa: number;
    /** Who won the first set, once known. */
    first: 0 | 1 | null;
    total: number;
    p: number;
  }
  const finished = state.setScores.reduce((acc, [h, a]) => acc + h + a, 0);
  let live: Node[] = [
    {
      sh: state.sets[0],
      sa: state.sets[1],
      first: firstWinner(state.setScores[0]),
      total: finished,
      p: 1,
    },
  ];
  const out = new Map<number, Distribution[number]>();
  for (let first = true; live.length > 0; first = false) {
    const next = new Map<number, Node>();
    for (const n of live) {
      const target = targetOf(sets, n.sh, n.sa);
      const ends = !first
        ? freshSet(sets, target, p)
        : sets.kind === 'tennis'
          ? tennisSet(state.cur[0], state.cur[1], state.game[0], state.game[1], p)
          : race(state.cur[0], state.cur[1], target, p);
      for (const e of ends) {
        const q = n.p * e.p;
        const sh = n.sh + (e.w === 0 ? 1 : 0);
        const sa = n.sa + (e.w === 1 ? 1 : 0);
        const firstW = n.first ?? e.w;
        const total = n.total + e.total;
        if (q < TAIL * 1e-3) continue;
        const key = ((sh * 8 + sa) * 2 + firstW) * 100_000 + total;
        if (sh >= sets.toWin || sa >= sets.toWin) {
          const end = out.get(key);
          if (end) end.p += q;
          else {
            const firstSet: [number, number] = firstW === 0 ? [1, 0] : [0, 1];
            const s: FinalState = {
              ft: [sh, sa],
              ht: [sh, sa],
              setScores: [firstSet, [total - 1, 0]],
            };
            out.set(key, { p: q, s });
          }
          continue;
        }
        const node = next.get(key);
        if (node) node.p += q;
        else next.set(key, { sh, sa, first: firstW, total, p: q });
      }
    }
    live = [...next.values()];
  }
  const dist = [...out.values()];
  return { ft: dist, ht: dist, both: dist, sets: dist };
}
