import {
  busChannels,
  socketEvents,
  type MatchUpdateMessage,
  type OddsChangeMessage,
} from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { LiveEngine } from '../live/live-engine';
import { emitAck, nextEvent as next, useListeningApp } from '../test/listening-app';
import { notifyUser } from './notify-user';

const live = useListeningApp();
const open = live.connect;

describe('socket gateway', () => {
  it('pushes odds and match changes to the match room only', async () => {
    const url = await live.listen();
    const a = await open(url);
    const b = await open(url);
    expect(
      await emitAck(a, socketEvents.subscribe, { parent_match_ids: [101, 102] }),
    ).toMatchObject({ ok: true });
    expect(await emitAck(b, socketEvents.subscribe, { parent_match_ids: [202] })).toMatchObject({
      ok: true,
    });
    expect(await emitAck(a, socketEvents.subscribe, { parent_match_ids: 'x' })).toMatchObject({
      ok: false,
    });

    let bGotOdds = false;
    b.on(socketEvents.odds, () => (bGotOdds = true));
    const odds: OddsChangeMessage = {
      parent_match_id: 101,
      match_id: 9101,
      markets: [
        {
          sub_type_id: 1,
          special_bet_value: '',
          bet_status: 'STOPPED',
          odds: [{ odd_key: '1', outcome_id: '1', odd_value: 2.5, result: null }],
        },
      ],
      ts: Date.now(),
    };
    const gotOdds = next<OddsChangeMessage>(a, socketEvents.odds);
    await live.testApp.ctx.bus.publish(busChannels.oddsChange, odds);
    expect(await gotOdds).toEqual(odds);

    const update: MatchUpdateMessage = {
      parent_match_id: 202,
      sport_id: 1,
      status: 'live',
      live: true,
      period: '2nd half',
      score: { home: 1, away: 0 },
      clock_seconds: 3000,
      clock_running: true,
      match_time: '50:00',
      score_detail: {},
      ts: Date.now(),
    };
    const gotMatch = next<MatchUpdateMessage>(b, socketEvents.match);
    await live.testApp.ctx.bus.publish(busChannels.matchUpdate, update);
    expect(await gotMatch).toEqual(update);
    expect(bGotOdds).toBe(false);

    await emitAck(a, socketEvents.unsubscribe, { parent_match_ids: [101] });
    let afterLeave = false;
    a.on(socketEvents.odds, () => (afterLeave = true));
    await live.testApp.ctx.bus.publish(busChannels.oddsChange, odds);
    // The round trip of an ack proves the odds message (sent before it) was not delivered.
    await emitAck(a, socketEvents.subscribe, { parent_match_ids: [103] });
    expect(afterLeave).toBe(false);
  });

  it('joins the user room after auth with a session token and delivers notifyUser', async () => {
    const url = await live.listen();
    const profile = await createTestProfile(live.testApp.ctx);
    const socket = await open(url);
    expect(await emitAck(socket, socketEvents.auth, { token: 'nope' })).toEqual({
      ok: false,
      message: 'Your session has expired. Please login again',
    });
    expect(await emitAck(socket, socketEvents.auth, { token: profile.token })).toEqual({
      ok: true,
      profile_id: profile.profileId,
    });
    const got = next<{ bet_id: number }>(socket, 'bet');
    await notifyUser(live.testApp.ctx, profile.profileId, 'bet', { bet_id: 7 });
    expect(await got).toEqual({ bet_id: 7 });

    // A token given in the handshake joins the room as well.
    const viaHandshake = await open(url, { auth: { token: profile.token } });
    await emitAck(viaHandshake, socketEvents.subscribe, { parent_match_ids: [1] });
    const got2 = next<{ n: number }>(viaHandshake, 'hello');
    await notifyUser(live.testApp.ctx, profile.profileId, 'hello', { n: 1 });
    expect(await got2).toEqual({ n: 1 });
  });

  it('delivers live engine changes of a subscribed match', async () => {
    const url = await live.listen();
    const now = new Date('2026-11-21T12:00:00Z');
    await syncFixtures(
      live.testApp.ctx,
      new SimulatedOddsFeed({ seed: 5, matchesPerDay: 30, daysAhead: 1 }),
      now,
    );
    const engine = new LiveEngine(live.testApp.ctx);
    await engine.tick(now);
    const { rows } = await live.testApp.ctx.db.query<{ parent_match_id: number }>(
      `SELECT parent_match_id FROM matches WHERE status = 'live' AND sport_id = 1 ORDER BY start_time DESC LIMIT 1`,
    );
    const id = Number(rows[0]!.parent_match_id);
    const socket = await open(url);
    // Joining a live match's room brings its current state at once.
    const snapshot = next<MatchUpdateMessage>(socket, socketEvents.match);
    await emitAck(socket, socketEvents.subscribe, { parent_match_ids: [id] });
    const first = await snapshot;
    expect(first).toMatchObject({ parent_match_id: id, live: true, status: 'live' });
    const update = next<MatchUpdateMessage>(socket, socketEvents.match);
    await engine.tick(new Date(now.getTime() + 60_000));
    const m = await update;
    expect(m.parent_match_id).toBe(id);
    expect(m.clock_seconds).toBeGreaterThan(first.clock_seconds);
  });
});
