import { randomUUID } from 'node:crypto';
import { tradingSocketEvents, type BoLiabilityPush } from '@shangwe/contract/backoffice';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { pick, seedFixtureMatches } from '../../betting/test-fixtures';
import { emitAck, useListeningApp } from '../../test/listening-app';
import { createTestStaff, staffToken } from '../test-staff';

const live = useListeningApp();

/** The next push whose first page satisfies `ok` (earlier pushes are skipped). */
const pushWhere = (socket: Socket, ok: (p: BoLiabilityPush) => boolean) =>
  new Promise<BoLiabilityPush>((resolve) => {
    const on = (p: BoLiabilityPush) => {
      if (!ok(p)) return;
      socket.off(tradingSocketEvents.liability, on);
      resolve(p);
    };
    socket.on(tradingSocketEvents.liability, on);
  });

describe('trading: live liability over the websocket', () => {
  it('a trader’s socket gets the liability at once and again as bets arrive; others are refused', async () => {
    const url = await live.listen();
    const t = live.testApp;
    const start = new Date(Date.now() + 6 * 3600_000);
    await seedFixtureMatches(t.ctx, [{ id: 101, home: 'Leeds Town', away: 'York Rovers', start }]);
    const trader = await createTestStaff(t.ctx, 'trading');
    const support = await createTestStaff(t.ctx, 'support');
    const bettor = await createTestProfile(t.ctx, { cashCents: 100_000 });

    // Not staff, staff without trading, staff without the second factor: no room, no push.
    const outsider = await live.connect(url);
    for (const token of [
      bettor.token,
      await staffToken(t.ctx, support),
      await staffToken(t.ctx, trader, { pending: true }),
      'nonsense',
    ]) {
      expect(await emitAck(outsider, tradingSocketEvents.watch, { token })).toEqual({
        ok: false,
        message: 'Your role does not allow this',
      });
    }
    let outsiderPushed = false;
    outsider.on(tradingSocketEvents.liability, () => (outsiderPushed = true));

    const socket = await live.connect(url);
    const initial = pushWhere(socket, () => true);
    expect(
      await emitAck(socket, tradingSocketEvents.watch, { token: await staffToken(t.ctx, trader) }),
    ).toEqual({ ok: true });
    expect(await initial).toEqual({ items: [], total: 0 });

    // A bet arrives: the book's exposure on the home win is pushed, no request asked for it.
    const pushed = pushWhere(socket, (p) => p.total > 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: bettor.token, stake: 100, betslip: [pick(101, '1', 2.1)] },
    });
    expect(res.statusCode).toBe(201);
    const page = await pushed;
    expect(page.items).toEqual([
      expect.objectContaining({
        parent_match_id: 101,
        match: 'Leeds Town vs York Rovers',
        odd_key: '1',
        bets: 1,
        stakes: 100,
      }),
    ]);
    // What the book pays if it wins: the wager's payout, as the bets table holds it.
    const payout = await t.ctx.db.query<{ final_payout: string }>(
      'SELECT final_payout::text FROM bets WHERE id = $1',
      [res.json().bet_id],
    );
    expect(page.items[0]!.liability).toBe(Number(payout.rows[0]!.final_payout) / 100);
    expect(page.items[0]!.liability).toBeGreaterThan(100);

    // A second bet on the same selection moves it again.
    const again = pushWhere(socket, (p) => p.items[0]?.bets === 2);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: bettor.token, stake: 50, betslip: [pick(101, '1', 2.1)] },
    });
    expect(second.statusCode).toBe(201);
    expect((await again).items[0]).toMatchObject({ bets: 2, stakes: 150 });
    expect(outsiderPushed).toBe(false);
  });
});
