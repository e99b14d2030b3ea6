import type { MatchModel } from '../feed/odds-feed';
import { FIRST_HALF_GOAL_SHARE } from '../feed/pricing';
import { createRandom } from '../feed/random';
import type { SportDef } from '../feed/reference-data';
import { newSetsState, playPoint, setsTotal, type SetsState } from '../feed/sets-scoring';

/**
 * What happens in a match, drawn once from (feed seed, parent_match_id) and the match's model:
 * the live state at any moment is a pure function of this timeline and the time since kick-off,
 * so a restart, a late start or a test at a fixed time all see the same match.
 */
export interface ClockedEvent {
  /** Seconds of play when it happens. */
  t: number;
  kind: 'score' | 'yellow_card' | 'red_card';
  team: 0 | 1;
  value: number;
}

export interface ClockedTimeline {
  kind: 'clocked';
  events: ClockedEvent[];
  /** Play and break segments in match seconds (real seconds × time scale since kick-off). */
  segments: Array<{ from: number; to: number; play: boolean; period: number }>;
  /** Seconds of play in the whole match. */
  playSeconds: number;
  /** Match seconds from kick-off to the final whistle. */
  endsAt: number;
}

export interface SetsTimeline {
  kind: 'sets';
  /** Each point: who won it and the match second it ends at. */
  points: Array<{ at: number; winner: 0 | 1 }>;
  endsAt: number;
}

export type Timeline = ClockedTimeline | SetsTimeline;

/** A match's live state at one moment. */
export interface LiveState {
  status: 'not_started' | 'live' | 'ended';
  period: string;
  score: [number, number];
  /** Score when half the play was done (half-time), once reached. */
  htScore: [number, number] | null;
  clockSeconds: number;
  clockRunning: boolean;
  /** Share of the match played, 0..1 (clocked sports). */
  played: number;
  /** Markets are suspended (an event just happened, or a break between sets/games). */
  suspended: boolean;
  detail: Record<string, unknown>;
  /** Sets sports: the scoring state. */
  sets?: SetsState;
  /** How many events (scores, cards, points) have happened: a cheap change detector. */
  eventCount: number;
}

/** Seconds of play after a goal, try or red card during which markets stay suspended. */
const SUSPEND_AFTER: Record<ClockedEvent['kind'], number> = {
  score: 40,
  red_card: 25,
  yellow_card: 0,
};

export function buildTimeline(
  seed: number,
  parentMatchId: number,
  sport: SportDef,
  model: MatchModel,
): Timeline {
  const random = createRandom(seed, 'live', parentMatchId);
  if (model.family === 'sets') {
    const sets = sport.sets!;
    const state = newSetsState();
    const points: SetsTimeline['points'] = [];
    let at = 0;
    while (!state.over && points.length < 2000) {
      at += sets.secondsPerPoint * (0.6 + 0.8 * random.next());
      const winner: 0 | 1 = random.next() < model.p ? 0 : 1;
      const effect = playPoint(state, sets.kind, sets.toWin, winner);
      points.push({ at: Math.round(at), winner });
      if (effect === 'set') at += 120;
      else if (
        effect === 'game' &&
        sets.kind === 'tennis' &&
        (state.cur[0] + state.cur[1]) % 2 === 1
      )
        at += 60;
    }
    return { kind: 'sets', points, endsAt: Math.round(at) };
  }
  const periods = sport.periods!;
  const periodSeconds = periods.minutes * 60;
  const playSeconds = periods.count * periodSeconds;
  const segments: ClockedTimeline['segments'] = [];
  let cursor = 0;
  for (let p = 0; p < periods.count; p++) {
    segments.push({ from: cursor, to: cursor + periodSeconds, play: true, period: p + 1 });
    cursor += periodSeconds;
    const pause = periods.breaks[p];
    if (pause !== undefined && p < periods.count - 1) {
      segments.push({ from: cursor, to: cursor + pause * 60, play: false, period: p + 1 });
      cursor += pause * 60;
    }
  }
  const events: ClockedEvent[] = [];
  const at = () => Math.floor(random.next() * playSeconds);
  if (model.family === 'goals') {
    // Goals follow the pricing model: FIRST_HALF_GOAL_SHARE of them before half-time.
    const half = playSeconds / 2;
    const goalAt = () => {
      const u = random.next();
      const t =
        u < FIRST_HALF_GOAL_SHARE
          ? (u / FIRST_HALF_GOAL_SHARE) * half
          : half + ((u - FIRST_HALF_GOAL_SHARE) / (1 - FIRST_HALF_GOAL_SHARE)) * half;
      return Math.min(playSeconds - 1, Math.floor(t));
    };
    for (const team of [0, 1] as const) {
      const n = random.poisson(team === 0 ? model.lh : model.la);
      for (let i = 0; i < n; i++) events.push({ t: goalAt(), kind: 'score', team, value: 1 });
    }
    if (sport.sport_id === 1) {
      const yellows = random.poisson(3.6);
      for (let i = 0; i < yellows; i++)
        events.push({ t: at(), kind: 'yellow_card', team: random.chance(0.5) ? 0 : 1, value: 1 });
      const reds = random.poisson(0.12);
      for (let i = 0; i < reds; i++)
        events.push({ t: at(), kind: 'red_card', team: random.chance(0.5) ? 0 : 1, value: 1 });
    }
  } else {
    const values = sport.scoreValues ?? [[1, 1]];
    const weight = values.reduce((a, [, w]) => a + w, 0);
    const ev = values.reduce((a, [v, w]) => a + v * w, 0) / weight;
    const draw = () => {
      let r = random.next() * weight;
      for (const [v, w] of values) {
        r -= w;
        if (r < 0) return v;
      }
      return values[0]![0];
    };
    for (const team of [0, 1] as const) {
      const n = random.poisson((team === 0 ? model.mh : model.ma) / ev);
      for (let i = 0; i < n; i++) events.push({ t: at(), kind: 'score', team, value: draw() });
    }
    if (!sport.draws) {
      // No draws in basketball: a last free throw settles a level game.
      const [h, a] = events.reduce<[number, number]>(
        (s, e) => (e.team === 0 ? [s[0] + e.value, s[1]] : [s[0], s[1] + e.value]),
        [0, 0],
      );
      if (h === a)
        events.push({
          t: playSeconds - 1,
          kind: 'score',
          team: random.chance(0.5) ? 0 : 1,
          value: 1,
        });
    }
  }
  events.sort((x, y) => x.t - y.t || x.team - y.team);
  return { kind: 'clocked', events, segments, playSeconds, endsAt: cursor };
}

const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
export const matchTime = (clockSeconds: number) => mmss(clockSeconds);

/** The state `elapsed` match seconds after kick-off (negative: not started). */
export function stateAt(sport: SportDef, timeline: Timeline, elapsed: number): LiveState {
  if (timeline.kind === 'sets') return setsStateAt(sport, timeline, elapsed);
  const periods = sport.periods!;
  if (elapsed < 0) {
    return {
      status: 'not_started',
      period: 'Not started',
      score: [0, 0],
      htScore: null,
      clockSeconds: 0,
      clockRunning: false,
      played: 0,
      suspended: false,
      detail: {},
      eventCount: 0,
    };
  }
  const ended = elapsed >= timeline.endsAt;
  let clock = timeline.playSeconds;
  let running = false;
  let period = 'Ended';
  if (!ended) {
    const seg = timeline.segments.find((s) => elapsed >= s.from && elapsed < s.to)!;
    const periodSeconds = periods.minutes * 60;
    if (seg.play) {
      clock = (seg.period - 1) * periodSeconds + (elapsed - seg.from);
      running = true;
      period = periods.label(seg.period);
    } else {
      clock = seg.period * periodSeconds;
      period = periods.count === 2 ? 'Halftime' : 'Pause';
    }
  }
  clock = Math.floor(clock);
  const score: [number, number] = [0, 0];
  const half = timeline.playSeconds / 2;
  let htScore: [number, number] | null = null;
  const cards = { yellow: [0, 0], red: [0, 0] };
  const byPeriod: Array<[number, number]> = Array.from({ length: periods.count }, () => [0, 0]);
  let count = 0;
  let suspended = false;
  for (const e of timeline.events) {
    if (htScore === null && e.t >= half && clock >= half) htScore = [score[0], score[1]];
    if (e.t > clock) break;
    count++;
    if (e.kind === 'score') {
      score[e.team] += e.value;
      const p = Math.min(periods.count - 1, Math.floor(e.t / (periods.minutes * 60)));
      byPeriod[p]![e.team] += e.value;
    } else if (e.kind === 'yellow_card') cards.yellow[e.team]!++;
    else cards.red[e.team]!++;
    if (!ended && clock - e.t < SUSPEND_AFTER[e.kind]) suspended = true;
  }
  if (htScore === null && clock >= half) htScore = [score[0], score[1]];
  const passed = byPeriod.slice(0, Math.max(1, Math.ceil(clock / (periods.minutes * 60))));
  const detail: Record<string, unknown> = {
    periods: passed.map(([h, a]) => ({ home: h, away: a })),
  };
  if (sport.sport_id === 1)
    detail.cards = {
      yellow: { home: cards.yellow[0], away: cards.yellow[1] },
      red: { home: cards.red[0], away: cards.red[1] },
    };
  if (htScore) detail.half_time = { home: htScore[0], away: htScore[1] };
  return {
    status: ended ? 'ended' : 'live',
    period,
    score,
    htScore,
    clockSeconds: clock,
    clockRunning: running,
    played: Math.min(1, clock / timeline.playSeconds),
    suspended,
    detail,
    eventCount: count,
  };
}

function setsStateAt(sport: SportDef, timeline: SetsTimeline, elapsed: number): LiveState {
  const sets = sport.sets!;
  const state = newSetsState();
  if (elapsed < 0) {
    return {
      status: 'not_started',
      period: 'Not started',
      score: [0, 0],
      htScore: null,
      clockSeconds: 0,
      clockRunning: false,
      played: 0,
      suspended: false,
      detail: {},
      sets: state,
      eventCount: 0,
    };
  }
  let count = 0;
  let lastEffect: string = 'point';
  let lastAt = 0;
  for (const p of timeline.points) {
    if (p.at > elapsed) break;
    lastEffect = playPoint(state, sets.kind, sets.toWin, p.winner);
    lastAt = p.at;
    count++;
  }
  const ended = state.over;
  const setNo = state.sets[0] + state.sets[1] + 1;
  // Markets pause briefly after a game (tennis) or set ends.
  const suspended =
    !ended && count > 0 && (lastEffect === 'set' || lastEffect === 'game') && elapsed - lastAt < 20;
  const detail: Record<string, unknown> = {
    sets: [...state.setScores, ...(ended ? [] : [state.cur])].map(([h, a]) => ({
      home: h,
      away: a,
    })),
    ...(sets.kind === 'tennis' && !ended
      ? {
          game: {
            home: tennisPoint(state.game[0], state.game[1], state),
            away: tennisPoint(state.game[1], state.game[0], state),
          },
        }
      : {}),
    total: setsTotal(state),
  };
  return {
    status: ended ? 'ended' : 'live',
    period: ended ? 'Ended' : `Set ${setNo}`,
    score: [state.sets[0], state.sets[1]],
    htScore: null,
    clockSeconds: Math.floor(Math.min(elapsed, timeline.endsAt)),
    clockRunning: false,
    played: 0,
    suspended,
    detail,
    sets: state,
    eventCount: count,
  };
}

function tennisPoint(mine: number, theirs: number, state: SetsState): string {
  if (state.cur[0] === 6 && state.cur[1] === 6) return String(mine);
  if (mine >= 3 && theirs >= 3) return mine === theirs ? '40' : mine > theirs ? 'A' : '40';
  return ['0', '15', '30', '40'][Math.min(mine, 3)] as string;
}
