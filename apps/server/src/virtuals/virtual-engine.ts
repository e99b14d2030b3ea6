import {
  virtualBusChannel,
  virtualSocketEvents,
  type VirtualBusMessage,
  type VirtualGoal,
} from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import { drawMatchDay, newSeed, type DrawnMatch } from './virtual-fairness';
import { priceFixture, resultMarkets } from './virtual-markets';
import {
  ensureLeague,
  finishRound,
  insertRound,
  latestRound,
  markPlaying,
  matchesOfRounds,
  setLeagueSeason,
  unfinishedRounds,
  type MatchRow,
  type RoundRow,
} from './virtual-repository';
import { doubleRoundRobin } from './virtual-schedule';
import { settleRound, settleUnsettledRounds } from './virtual-settler';
import { teamById, VIRTUAL_TEAMS, type VirtualLeagueDef } from './virtual-teams';
import { virtualLeagueOf, virtualTimings, type VirtualTimings } from './virtual-league';

/** How often finished rounds are swept for bets a crash left unsettled. */
const SWEEP_MS = 60_000;

/** The season's fixtures of the default league: match-day d (1-based) is SCHEDULE[d - 1]. */
export const SCHEDULE = doubleRoundRobin(VIRTUAL_TEAMS.map((t) => t.id));
export const MATCH_DAYS = SCHEDULE.length;

/** A league's season: its own clubs in a double round robin. */
export function scheduleOf(
  league: Pick<VirtualLeagueDef, 'teams'>,
): Array<Array<[number, number]>> {
  return doubleRoundRobin(league.teams.map((t) => t.id));
}

/** The match minute (0–90) of a round in play at `now`. */
export function minuteAt(round: Pick<RoundRow, 'kick_off' | 'ends_at'>, now: Date): number {
  const played = now.getTime() - round.kick_off.getTime();
  const length = round.ends_at.getTime() - round.kick_off.getTime();
  if (played <= 0) return 0;
  if (played >= length) return 90;
  return Math.floor((played / length) * 90);
}

/** The results of a round's matches, recomputed from its stored (committed) seed. */
export function drawRound(
  round: Pick<RoundRow, 'seed'>,
  matches: readonly MatchRow[],
): DrawnMatch[] {
  const fixtures = [...matches]
    .sort((a, b) => a.match_index - b.match_index)
    .map((m) => ({ home: teamById(m.home_team_id), away: teamById(m.away_team_id) }));
  return drawMatchDay(round.seed, fixtures);
}

export interface TickReport {
  opened: number | null;
  kickedOff: number[];
  finished: number[];
  settled: number;
}

/**
 * The virtual league: opens a match-day for betting with its seed committed, kicks it off,
 * pushes its clock and goals, finishes it from the stored seed (never drawn again), and settles
 * its bets. Every step reads its state from the database, so a restarted engine carries on
 * where the stopped one was.
 */
export class VirtualEngine {
  private readonly league;
  private readonly timings: VirtualTimings;
  /** The season being played, read once (only this engine changes it, under the worker lock). */
  private season: number | null = null;
  /** When finished rounds were last swept for unsettled bets (epoch ms). */
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** Per round in play: its results (from the seed) and the last minute pushed. */
  private readonly playing = new Map<
    number,
    { drawn: DrawnMatch[]; matches: MatchRow[]; minute: number }
  >();

  private readonly schedule: Array<Array<[number, number]>>;

  constructor(
    private readonly ctx: AppContext,
    timings?: VirtualTimings,
    league?: VirtualLeagueDef,
  ) {
    this.league = league ?? virtualLeagueOf(ctx.env.defaultCountry);
    this.timings = timings ?? virtualTimings(ctx.env);
    this.schedule = scheduleOf(this.league);
  }

  get leagueId(): number {
    return this.league.id;
  }

  async tick(now: Date = this.ctx.now()): Promise<TickReport> {
    const { db } = this.ctx;
    const report: TickReport = { opened: null, kickedOff: [], finished: [], settled: 0 };
    this.season ??= await ensureLeague(db, this.league.id, this.league.name);
    const rounds = await unfinishedRounds(db, this.league.id);
    for (const round of rounds) {
      if (round.status === 'open' && round.kick_off <= now) {
        await markPlaying(db, round.id);
        round.status = 'playing';
        report.kickedOff.push(round.id);
        await this.publishRound(round, now);
      }
      if (round.status !== 'playing') continue;
      if (round.ends_at <= now) {
        // The last goals and the final whistle reach the ticker before the results.
        await this.pushPlay(round, round.ends_at);
        if (await this.finish(round, now)) report.finished.push(round.id);
        report.settled += await settleRound(this.ctx, round.id);
      } else {
        await this.pushPlay(round, now);
      }
    }
    // A settlement a crash interrupted is caught up at start and every minute after.
    if (now.getTime() - this.lastSweep >= SWEEP_MS) {
      report.settled += await settleUnsettledRounds(this.ctx, this.league.id);
      this.lastSweep = now.getTime();
    }
    if (!rounds.some((r) => r.status === 'open' && r.kick_off > now)) {
      report.opened = await this.openNext(now);
    }
    return report;
  }

  /** Opens the next match-day (called when none is open for betting). */
  private async openNext(now: Date): Promise<number | null> {
    const { db } = this.ctx;
    const latest = await latestRound(db, this.league.id);
    let season = this.season ?? (await ensureLeague(db, this.league.id, this.league.name));
    let matchDay = 1;
    if (latest && latest.season === season) matchDay = latest.match_day + 1;
    if (matchDay > this.schedule.length) {
      season += 1;
      matchDay = 1;
      await setLeagueSeason(db, this.league.id, season);
      this.season = season;
    }
    const { roundMs, playMs } = this.timings;
    // Kick-offs sit on a fixed grid of the round length, after the last one.
    // Each league kicks off at its own offset within the round, so two leagues' match-days
    // never share a kick-off.
    const offset = Math.round(this.league.offsetShare * roundMs);
    const aligned = Math.floor((now.getTime() - offset) / roundMs) * roundMs + roundMs + offset;
    const kickOff = Math.max(aligned, latest ? latest.kick_off.getTime() + roundMs : 0);
    const { seed, seedHash } = newSeed();
    const matches = this.schedule[matchDay - 1]!.map(([homeId, awayId], i) => {
      const home = teamById(homeId);
      const away = teamById(awayId);
      return {
        match_index: i,
        home_team_id: home.id,
        away_team_id: away.id,
        home_team: home.name,
        away_team: away.name,
        markets: priceFixture(home, away),
      };
    });
    const round = {
      league_id: this.league.id,
      season,
      match_day: matchDay,
      opens_at: now,
      kick_off: new Date(kickOff),
      ends_at: new Date(kickOff + playMs),
      seed,
      seed_hash: seedHash,
    };
    const id = await db.transaction((tx) => insertRound(tx, round, matches));
    if (id !== null) {
      await this.publishRound(
        { ...round, id, status: 'open', finished_at: null, settled_at: null },
        now,
      );
    }
    return id;
  }

  private async stateOf(round: RoundRow) {
    let state = this.playing.get(round.id);
    if (!state) {
      const matches = await matchesOfRounds(this.ctx.db, [round.id]);
      state = { matches, drawn: drawRound(round, matches), minute: -1 };
      this.playing.set(round.id, state);
    }
    return state;
  }

  /** Pushes the goals scored since the last push and the clock. */
  private async pushPlay(round: RoundRow, now: Date): Promise<void> {
    const state = await this.stateOf(round);
    const minute = minuteAt(round, now);
    if (minute === state.minute) return;
    const ts = now.getTime();
    for (const [i, drawn] of state.drawn.entries()) {
      for (const goal of drawn.goals) {
        if (goal.minute > state.minute && goal.minute <= minute) {
          await this.publish({
            event: 'virtual.goal',
            payload: {
              league_id: round.league_id,
              round_id: round.id,
              parent_virtual_id: state.matches[i]!.id,
              goal,
              ts,
            },
          });
        }
      }
    }
    state.minute = minute;
    await this.publish({
      event: 'virtual.clock',
      payload: {
        league_id: round.league_id,
        round_id: round.id,
        minute,
        clock_running: true,
        scores: state.drawn.map((d, i) => ({
          parent_virtual_id: state.matches[i]!.id,
          ...scoreAt(d.goals, minute),
        })),
        ts,
      },
    });
  }

  /** Stores the results drawn from the round's committed seed and reveals it. */
  private async finish(round: RoundRow, now: Date): Promise<boolean> {
    const matches = await matchesOfRounds(this.ctx.db, [round.id]);
    const drawn = drawRound(round, matches);
    const results = matches.map((m, i) => {
      const d = drawn[i]!;
      return {
        id: m.id,
        ht: d.ht,
        ft: d.ft,
        goals: d.goals,
        markets: resultMarkets(m.markets, m.home_team, m.away_team, { ft: d.ft, ht: d.ht }),
      };
    });
    const finished = await this.ctx.db.transaction((tx) => finishRound(tx, round.id, results, now));
    this.playing.delete(round.id);
    if (finished) await this.publishRound({ ...round, status: 'finished' }, now);
    return finished;
  }

  private async publishRound(round: RoundRow, now: Date): Promise<void> {
    await this.publish({
      event: 'virtual.round',
      payload: {
        league_id: round.league_id,
        round_id: round.id,
        status: round.status,
        kick_off: round.kick_off.toISOString(),
        ends_at: round.ends_at.toISOString(),
        seed_hash: round.seed_hash,
        seed: round.status === 'finished' ? round.seed : null,
        ts: now.getTime(),
      },
    });
  }

  private async publish(message: VirtualBusMessage): Promise<void> {
    await this.ctx.bus.publish(virtualBusChannel, message);
  }
}

/** The score after the goals up to `minute`. */
export function scoreAt(
  goals: readonly VirtualGoal[],
  minute: number,
): { home: number; away: number } {
  const last = goals.filter((g) => g.minute <= minute).at(-1);
  return last ? { home: last.home, away: last.away } : { home: 0, away: 0 };
}

export { virtualSocketEvents };
