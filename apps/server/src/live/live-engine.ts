import {
  busChannels,
  type BetStatus,
  type MatchResultedMessage,
  type MatchUpdateMessage,
  type OddsChangeMessage,
  type OutcomeResult,
} from '@shangwe/contract';
import { Gauge } from 'prom-client';
import type { StoredOutcome } from '../catalog/selection-lookup';
import { marketDefsFor } from '../feed/fixture-generator';
import type { MarketDef } from '../feed/market-definitions';
import { sportById, type SportDef } from '../feed/reference-data';
import type { AppContext } from '../platform/context';
import {
  dueMatches,
  marketsOf,
  writeLiveChanges,
  heldKey,
  type LiveMatchRow,
  type MarketWrite,
  type MatchWrite,
} from './live-repository';
import { finalStateOf, priceLive, resultsOf } from './live-pricing';
import { buildTimeline, matchTime, stateAt, type LiveState, type Timeline } from './match-timeline';

/** Seconds of play between two re-pricings of a match when nothing happens. */
const REPRICE_EVERY = 20;
/** Real milliseconds between two clock updates of a match when nothing else changes. */
const CLOCK_PUSH_MS = 10_000;
/**
 * Longest stretch of a tick's synchronous work (ms) before requests waiting on the event loop
 * get their turn: bets and pages queued behind a tick wait at most about this long.
 */
const TICK_SLICE_MS = 4;

/** Yields to the event loop once the current slice has run TICK_SLICE_MS; returns its new start. */
async function yieldAfterSlice(sliceStart: number): Promise<number> {
  if (performance.now() - sliceStart < TICK_SLICE_MS) return sliceStart;
  await new Promise((resolve) => setImmediate(resolve));
  return performance.now();
}

interface MarketState {
  bet_status: BetStatus;
  odds: number[];
  results: Array<OutcomeResult | null>;
}

interface Tracked {
  row: LiveMatchRow;
  sport: SportDef;
  defs: MarketDef[];
  timeline: Timeline;
  markets: MarketState[];
  key: string;
  pricedClock: number;
  pushedAt: number;
  clock: number;
}

export interface TickResult {
  started: number;
  updatedMatches: number;
  updatedMarkets: number;
  resulted: number[];
  live: number;
}

/**
 * Runs live matches: kick-off at start time, clock, events from the seeded timeline, re-pricing
 * from score and time left, suspensions around events, and the final results. `tick(now)` is one
 * deterministic step (tests call it with chosen times); the worker calls it every second.
 */
export class LiveEngine {
  private readonly tracked = new Map<number, Tracked>();
  private readonly oddsUpdates;
  private readonly liveGauge: Gauge;

  constructor(private readonly ctx: AppContext) {
    this.oddsUpdates = ctx.metrics.counter(
      'feed_odds_updates_total',
      'Markets whose price or status the live engine changed',
      ['sport'],
    );
    const existing = ctx.metrics.registry.getSingleMetric('feed_live_matches');
    this.liveGauge =
      (existing as Gauge | undefined) ??
      new Gauge({
        name: 'feed_live_matches',
        help: 'Matches in play',
        registers: [ctx.metrics.registry],
      });
  }

  /** Matches the engine runs right now. */
  get liveCount(): number {
    return this.tracked.size;
  }

  async tick(now: Date = this.ctx.now()): Promise<TickResult> {
    const { ctx } = this;
    const fresh = await dueMatches(ctx.db, now, [...this.tracked.keys()]);
    const stored = await marketsOf(
      ctx.db,
      fresh.map((m) => m.parent_match_id),
    );
    const storedBy = new Map<string, (typeof stored)[number]>();
    for (const m of stored)
      storedBy.set(`${m.parent_match_id}|${m.sub_type_id}|${m.special_bet_value}`, m);
    let slice = performance.now();
    for (const row of fresh) {
      // A start or a busy kick-off builds many timelines: in slices, like the pricing below.
      slice = await yieldAfterSlice(slice);
      const sport = sportById.get(row.sport_id);
      if (!sport) continue;
      const defs = marketDefsFor(sport, row.home_team, row.away_team, row.model);
      this.tracked.set(row.parent_match_id, {
        row,
        sport,
        defs,
        timeline: buildTimeline(ctx.env.feedSeed, row.parent_match_id, sport, row.model),
        markets: defs.map((d) => {
          const s = storedBy.get(`${row.parent_match_id}|${d.sub_type_id}|${d.special_bet_value}`);
          return {
            bet_status: s?.bet_status ?? 'ACTIVE',
            odds: d.outcomes.map(
              (o) => s?.outcomes.find((x) => x.odd_key === o.odd_key)?.odd_value ?? 0,
            ),
            results: d.outcomes.map(() => null),
          };
        }),
        key: row.status === 'live' ? '' : 'not_started',
        pricedClock: -Infinity,
        pushedAt: 0,
        clock: -1,
      });
    }

    const matchWrites: MatchWrite[] = [];
    const marketWrites: MarketWrite[] = [];
    const matchMessages: MatchUpdateMessage[] = [];
    const oddsMessages: OddsChangeMessage[] = [];
    const resulted: number[] = [];
    // In-memory state moves only once the tick's writes are committed: a failed write is
    // simply retried by the next tick.
    const afterCommit: Array<() => void> = [];
    const ts = now.getTime();

    slice = performance.now();
    for (const t of this.tracked.values()) {
      // Hundreds of live matches: let requests in between slices of pricing work (by time, not
      // by count: a slice of 50 matches that all re-price blocked bets for tens of ms).
      slice = await yieldAfterSlice(slice);
      const elapsed = ((ts - t.row.start_time.getTime()) / 1000) * ctx.env.timeScale;
      const state = stateAt(t.sport, t.timeline, elapsed);
      if (state.status === 'not_started') continue;
      const key = [
        state.status,
        state.period,
        state.score.join(':'),
        state.suspended,
        state.eventCount,
        state.htScore?.join(':'),
      ].join('|');
      const changed = key !== t.key;
      const clockDue = state.clockSeconds !== t.clock && ts - t.pushedAt >= CLOCK_PUSH_MS;
      let next: MarketState[] | undefined;
      if (state.status === 'ended') {
        const results = resultsOf(t.defs, finalStateOf(state));
        next = t.markets.map((m, i) => ({
          bet_status: 'SETTLED',
          odds: m.odds,
          results: results[i] as OutcomeResult[],
        }));
      } else if (changed || state.clockSeconds - t.pricedClock >= REPRICE_EVERY) {
        const priced = priceLive(t.sport, t.row.model, state, t.defs);
        next = priced.map((p) => ({
          bet_status: state.suspended || p.decided ? 'STOPPED' : 'ACTIVE',
          odds: p.odds,
          results: p.odds.map(() => null),
        }));
        // Staggered per match: 500 live matches must not all re-price in the same tick.
        const pricedClock =
          t.pricedClock === -Infinity
            ? state.clockSeconds - (t.row.parent_match_id % REPRICE_EVERY)
            : state.clockSeconds;
        afterCommit.push(() => (t.pricedClock = pricedClock));
      }
      if (next) {
        const changedMarkets: OddsChangeMessage['markets'] = [];
        next.forEach((m, i) => {
          const before = t.markets[i] as MarketState;
          const def = t.defs[i] as MarketDef;
          if (
            m.bet_status === before.bet_status &&
            sameOdds(m.odds, before.odds) &&
            m.results.every((r, j) => r === before.results[j])
          )
            return;
          const outcomes: StoredOutcome[] = def.outcomes.map((o, j) => ({
            odd_key: o.odd_key,
            outcome_id: o.outcome_id,
            display: o.display,
            odd_value: m.odds[j] ?? 0,
            result: m.results[j] ?? null,
          }));
          marketWrites.push({
            parent_match_id: t.row.parent_match_id,
            sub_type_id: def.sub_type_id,
            special_bet_value: def.special_bet_value,
            bet_status: m.bet_status,
            outcomes,
          });
          changedMarkets.push({
            sub_type_id: def.sub_type_id,
            special_bet_value: def.special_bet_value,
            bet_status: m.bet_status,
            odds: outcomes.map((o) => ({
              odd_key: o.odd_key,
              outcome_id: o.outcome_id,
              odd_value: o.odd_value,
              result: o.result,
            })),
          });
        });
        const markets = next;
        afterCommit.push(() => (t.markets = markets));
        if (changedMarkets.length > 0) {
          afterCommit.push(() =>
            this.oddsUpdates.inc({ sport: t.sport.sport_name }, changedMarkets.length),
          );
          oddsMessages.push({
            parent_match_id: t.row.parent_match_id,
            match_id: t.row.match_id,
            markets: changedMarkets,
            ts,
          });
        }
      }
      if (changed || clockDue) {
        matchWrites.push(toMatchWrite(t.row.parent_match_id, state));
        matchMessages.push(toMatchMessage(t, state, ts));
        // The first push is staggered too, so clock updates spread over CLOCK_PUSH_MS.
        const pushedAt =
          t.pushedAt === 0 ? ts - ((t.row.parent_match_id * 997) % CLOCK_PUSH_MS) : ts;
        afterCommit.push(() => {
          t.key = key;
          t.pushedAt = pushedAt;
          t.clock = state.clockSeconds;
        });
      }
      if (state.status === 'ended') resulted.push(t.row.parent_match_id);
    }

    if (matchWrites.length > 0 || marketWrites.length > 0) {
      const held = await ctx.db.transaction((tx) =>
        writeLiveChanges(tx, now, matchWrites, marketWrites),
      );
      // A market a trader suspended stays STOPPED in the database: slips are told so too.
      if (held.size > 0)
        for (const m of oddsMessages)
          for (const mk of m.markets)
            if (held.has(heldKey(m.parent_match_id, mk.sub_type_id, mk.special_bet_value)))
              mk.bet_status = 'STOPPED';
    }
    for (const apply of afterCommit) apply();
    for (const id of resulted) this.tracked.delete(id);
    this.liveGauge.set(this.tracked.size);
    // Published after the commit: whoever reacts reads what was written.
    // ts is the publish time (wall clock): subscribers measure delivery latency with it.
    for (const m of oddsMessages)
      await ctx.bus.publish(busChannels.oddsChange, { ...m, ts: Date.now() });
    for (const m of matchMessages)
      await ctx.bus.publish(busChannels.matchUpdate, { ...m, ts: Date.now() });
    for (const id of resulted)
      await ctx.bus.publish(busChannels.matchResulted, {
        parent_match_id: id,
      } satisfies MatchResultedMessage);
    return {
      started: fresh.length,
      updatedMatches: matchWrites.length,
      updatedMarkets: marketWrites.length,
      resulted,
      live: this.tracked.size,
    };
  }
}

const sameOdds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

function toMatchWrite(id: number, s: LiveState): MatchWrite {
  return {
    parent_match_id: id,
    status: s.status,
    period: s.period,
    home_score: s.score[0],
    away_score: s.score[1],
    clock_seconds: s.clockSeconds,
    clock_running: s.clockRunning,
    score_detail: s.detail,
    ended: s.status === 'ended',
  };
}

function toMatchMessage(t: Tracked, s: LiveState, ts: number): MatchUpdateMessage {
  const clocked = t.timeline.kind === 'clocked';
  return {
    parent_match_id: t.row.parent_match_id,
    sport_id: t.row.sport_id,
    status: s.status,
    live: s.status === 'live',
    period: s.period,
    score: { home: s.score[0], away: s.score[1] },
    clock_seconds: s.clockSeconds,
    clock_running: s.clockRunning,
    match_time: clocked && s.status === 'live' ? matchTime(s.clockSeconds) : null,
    score_detail: s.detail,
    ts,
  };
}
