import { busChannels, type MatchResultedMessage, type OddsChangeMessage } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { pruneOldMarkets } from '../feed/feed-repository';
import { sportById } from '../feed/reference-data';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { LiveEngine } from './live-engine';
import { buildTimeline, type ClockedTimeline } from './match-timeline';
import type { MatchModel } from '../feed/odds-feed';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const NOW = new Date('2026-11-21T12:00:00Z');
const SEED = 4242;

async function setup() {
  t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: true });
  const feed = new SimulatedOddsFeed({
    seed: SEED,
    matchesPerDay: 60,
    daysAhead: 2,
    liveDemo: true,
  });
  const written = await syncFixtures(t.ctx, feed, NOW);
  return { app: t, feed, written };
}

type Row = { parent_match_id: number; start_time: Date; model: MatchModel; status: string };

describe('live engine', () => {
  it('kicks matches off, keeps several dozen live, suspends around a goal and re-opens, and results the match', async () => {
    const { app, written } = await setup();
    expect(written.matches).toBeGreaterThan(100);
    const again = await syncFixtures(
      app.ctx,
      new SimulatedOddsFeed({ seed: SEED, matchesPerDay: 60, daysAhead: 2 }),
      NOW,
    );
    expect(again.matches).toBe(0);

    const engine = new LiveEngine(app.ctx);
    const odds: OddsChangeMessage[] = [];
    const resulted: number[] = [];
    await app.ctx.bus.subscribe(busChannels.oddsChange, (m) => odds.push(m as OddsChangeMessage));
    await app.ctx.bus.subscribe(busChannels.matchResulted, (m) =>
      resulted.push((m as MatchResultedMessage).parent_match_id),
    );

    const first = await engine.tick(NOW);
    expect(first.live).toBeGreaterThanOrEqual(24);
    const live = await app.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM matches WHERE status = 'live'`,
    );
    expect(live.rows[0]?.n).toBe(first.live);

    // A live soccer match with a goal still to come before its end.
    const { rows } = await app.ctx.db.query<Row>(
      `SELECT parent_match_id, start_time, model, status FROM matches WHERE status = 'live' AND sport_id = 1 ORDER BY start_time DESC`,
    );
    const soccer = sportById.get(1)!;
    let target: { row: Row; goalAt: number } | undefined;
    for (const row of rows) {
      const model =
        typeof row.model === 'string' ? (JSON.parse(row.model) as MatchModel) : row.model;
      const tl = buildTimeline(SEED, Number(row.parent_match_id), soccer, model) as ClockedTimeline;
      const elapsed = (NOW.getTime() - new Date(row.start_time).getTime()) / 1000;
      const clockNow = elapsed < 2700 ? elapsed : elapsed - 900;
      const goal = tl.events.find(
        (e) =>
          e.kind === 'score' &&
          e.t > clockNow + 5 &&
          e.t < 2600 &&
          !tl.events.some((o) => o !== e && Math.abs(o.t - e.t) < 120 && o.kind !== 'yellow_card'),
      );
      if (goal) {
        target = { row, goalAt: goal.t };
        break;
      }
    }
    expect(target).toBeDefined();
    const id = Number(target!.row.parent_match_id);
    const kickoff = new Date(target!.row.start_time).getTime();
    const at = (clock: number) => new Date(kickoff + clock * 1000);

    const status = async () =>
      (
        await app.ctx.db.query<{ bet_status: string; outcomes: Array<{ odd_value: number }> }>(
          `SELECT bet_status, outcomes FROM markets WHERE parent_match_id = $1 AND sub_type_id = 1`,
          [id],
        )
      ).rows[0]!;

    await engine.tick(at(target!.goalAt - 2));
    expect((await status()).bet_status).toBe('ACTIVE');
    odds.length = 0;
    await engine.tick(at(target!.goalAt + 3));
    expect((await status()).bet_status).toBe('STOPPED');
    expect(
      odds.some(
        (m) =>
          m.parent_match_id === id &&
          m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'STOPPED'),
      ),
    ).toBe(true);
    await engine.tick(at(target!.goalAt + 60));
    const reopened = await status();
    expect(reopened.bet_status).toBe('ACTIVE');
    expect(reopened.outcomes.every((o) => o.odd_value >= 1.01)).toBe(true);

    // Full time (90 minutes of play plus the 15-minute break): every market resulted.
    await engine.tick(new Date(kickoff + 106 * 60_000));
    const match = (
      await app.ctx.db.query<{
        status: string;
        home_score: number;
        away_score: number;
        resulted_at: Date | null;
      }>(
        'SELECT status, home_score, away_score, resulted_at FROM matches WHERE parent_match_id = $1',
        [id],
      )
    ).rows[0]!;
    expect(match.status).toBe('ended');
    expect(match.resulted_at).not.toBeNull();
    expect(resulted).toContain(id);
    const markets = (
      await app.ctx.db.query<{
        sub_type_id: number;
        special_bet_value: string;
        bet_status: string;
        outcomes: Array<{ odd_key: string; result: string | null }>;
      }>(
        'SELECT sub_type_id, special_bet_value, bet_status, outcomes FROM markets WHERE parent_match_id = $1',
        [id],
      )
    ).rows;
    expect(
      markets.every(
        (m) => m.bet_status === 'SETTLED' && m.outcomes.every((o) => o.result !== null),
      ),
    ).toBe(true);
    const oneXtwo = markets.find((m) => m.sub_type_id === 1)!;
    const expected =
      match.home_score > match.away_score ? '1' : match.home_score < match.away_score ? '2' : 'X';
    expect(oneXtwo.outcomes.find((o) => o.result === 'won')?.odd_key).toBe(expected);
    const total = markets.find((m) => m.sub_type_id === 18 && m.special_bet_value === 'total=2.5')!;
    const goals = match.home_score + match.away_score;
    expect(total.outcomes.find((o) => o.result === 'won')?.odd_key).toBe(
      goals > 2.5 ? 'over 2.5' : 'under 2.5',
    );
    const dnb = markets.find((m) => m.sub_type_id === 11)!;
    if (expected === 'X') expect(dnb.outcomes.every((o) => o.result === 'void')).toBe(true);

    // A week later the settled match's markets are pruned; open matches keep theirs.
    const openBefore = await app.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM markets mk JOIN matches m USING (parent_match_id) WHERE m.status <> 'ended'`,
    );
    const cutoff = new Date(kickoff + 60_000);
    const due = await app.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM markets mk JOIN matches m USING (parent_match_id)
        WHERE m.status = 'ended' AND m.start_time < $1`,
      [cutoff.toISOString()],
    );
    expect(due.rows[0]!.n).toBeGreaterThanOrEqual(markets.length);
    expect(await pruneOldMarkets(app.ctx.db, cutoff)).toBe(due.rows[0]!.n);
    const left = await app.ctx.db.query('SELECT 1 FROM markets WHERE parent_match_id = $1', [id]);
    expect(left.rowCount).toBe(0);
    const openAfter = await app.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM markets mk JOIN matches m USING (parent_match_id) WHERE m.status <> 'ended'`,
    );
    expect(openAfter.rows[0]!.n).toBe(openBefore.rows[0]!.n);
  });

  it('keeps its in-memory state when a write fails, so the next tick writes the change again', async () => {
    const { app } = await setup();
    const engine = new LiveEngine(app.ctx);
    await engine.tick(NOW);
    const later = new Date(NOW.getTime() + 45_000);
    const realTransaction = app.ctx.db.transaction.bind(app.ctx.db);
    app.ctx.db.transaction = () => Promise.reject(new Error('database went away'));
    await expect(engine.tick(later)).rejects.toThrow('database went away');
    app.ctx.db.transaction = realTransaction;
    const retried = await engine.tick(later);
    expect(retried.updatedMarkets).toBeGreaterThan(0);
    expect(retried.updatedMatches).toBeGreaterThan(0);
    const again = await engine.tick(later);
    expect(again.updatedMarkets).toBe(0);
  });
});
