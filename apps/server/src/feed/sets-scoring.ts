import type { SportDef } from './reference-data';

/**
 * Scoring of set sports (tennis, volleyball, table tennis), point by point. The live engine
 * plays its pre-drawn points through it; pricing plays many random completions from the
 * current state (Monte Carlo).
 */
export interface SetsState {
  /** Sets won. */
  sets: [number, number];
  /** Finished sets: games (tennis) or points. */
  setScores: Array<[number, number]>;
  /** Current set: games (tennis) or points. */
  cur: [number, number];
  /** Tennis: points in the current game or tie-break. */
  game: [number, number];
  over: boolean;
}

export const newSetsState = (): SetsState => ({
  sets: [0, 0],
  setScores: [],
  cur: [0, 0],
  game: [0, 0],
  over: false,
});

export const cloneSetsState = (s: SetsState): SetsState => ({
  sets: [s.sets[0], s.sets[1]],
  setScores: s.setScores.map(([h, a]) => [h, a]),
  cur: [s.cur[0], s.cur[1]],
  game: [s.game[0], s.game[1]],
  over: s.over,
});

export type PointEffect = 'point' | 'game' | 'set' | 'match';

const wonBy = (a: number, b: number, target: number) => a >= target && a - b >= 2;

/** Plays one point (winner 0 = home, 1 = away) into the state; says what it completed. */
export function playPoint(
  state: SetsState,
  kind: NonNullable<SportDef['sets']>['kind'],
  toWin: number,
  winner: 0 | 1,
): PointEffect {
  if (state.over) return 'match';
  const w = winner;
  const l = winner === 0 ? 1 : 0;
  let setDone = false;
  let gameDone = false;
  if (kind === 'tennis') {
    state.game[w]++;
    const tieBreak = state.cur[0] === 6 && state.cur[1] === 6;
    if (wonBy(state.game[w], state.game[l], tieBreak ? 7 : 4)) {
      gameDone = true;
      state.game = [0, 0];
      state.cur[w]++;
      if (tieBreak || wonBy(state.cur[w], state.cur[l], 6)) setDone = true;
    }
  } else {
    state.cur[w]++;
    const decider = state.sets[0] === toWin - 1 && state.sets[1] === toWin - 1;
    const target = kind === 'volleyball' ? (decider ? 15 : 25) : 11;
    if (wonBy(state.cur[w], state.cur[l], target)) setDone = true;
  }
  if (!setDone) return gameDone ? 'game' : 'point';
  state.setScores.push([state.cur[0], state.cur[1]]);
  state.sets[w]++;
  state.cur = [0, 0];
  if (state.sets[w] >= toWin) {
    state.over = true;
    return 'match';
  }
  return 'set';
}

/** Total games (tennis) or points played, finished sets plus the current one. */
export const setsTotal = (s: SetsState) =>
  s.setScores.reduce((acc, [h, a]) => acc + h + a, 0) + s.cur[0] + s.cur[1];
