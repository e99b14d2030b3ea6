import { randomUUID } from 'node:crypto';
import {
  casinoSocketEvents,
  crashBusChannel,
  decodePlacedCrashBet,
  encodeCrashCashout,
  type CrashBetsEvent,
  type CrashRound,
  type CrashTick,
} from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { useListeningApp } from '../test/listening-app';
import { CrashEngine } from './crash-engine';
import { latestRound } from './crash-repository';

const live = useListeningApp();

describe('crash room', () => {
  it('pushes the round, its bets, the rising multiplier and the crash with the seed to every watcher', async () => {
    const url = await live.listen();
    const t = live.testApp;
    const watcher = await live.connect(url);
    const other = await live.connect(url);
    const ack = await new Promise((resolve) =>
      watcher.emit(casinoSocketEvents.subscribe, { game: 'crash' }, resolve),
    );
    expect(ack).toEqual({ ok: true, room: 'casino:crash' });
    const rounds: CrashRound[] = [];
    const ticks: CrashTick[] = [];
    const bets: CrashBetsEvent[] = [];
    const crashes: CrashRound[] = [];
    let strays = 0;
    watcher.on(casinoSocketEvents.round, (m: CrashRound) => rounds.push(m));
    watcher.on(casinoSocketEvents.tick, (m: CrashTick) => ticks.push(m));
    watcher.on(casinoSocketEvents.bets, (m: CrashBetsEvent) => bets.push(m));
    watcher.on(casinoSocketEvents.crash, (m: CrashRound) => crashes.push(m));
    other.on(casinoSocketEvents.tick, () => strays++);

    let clock = new Date('2030-06-01T12:00:00Z');
    t.ctx.now = () => clock;
    const engine = new CrashEngine(t.ctx, {
      betWindowMs: 5_000,
      pauseMs: 1_000,
      tickMs: 100,
      growthPerSecond: 0.06,
      chainLength: 50,
      seedingWindowMs: 0,
    });
    // A round that flies a little (crash point above 1.20x).
    let round = null;
    for (let i = 0; i < 100 && !round; i++) {
      await engine.tick(clock);
      const r = (await latestRound(t.ctx.db))!;
      if (r.crash_point > 120 && clock < r.bet_window_ends_at) round = r;
      else clock = new Date(r.crashes_at.getTime() + 1_000);
    }
    const me = await createTestProfile(t.ctx, { cashCents: 10_000 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/casino/crash/bet',
      headers: { authorization: `Bearer ${me.token}`, 'idempotency-key': randomUUID() },
      payload: { round_id: Number(round!.id), stake: 10 },
    });
    expect(placed.statusCode).toBe(201);
    for (
      let ms = 0;
      ms <= round!.crashes_at.getTime() - round!.bet_window_ends_at.getTime();
      ms += 500
    ) {
      clock = new Date(round!.bet_window_ends_at.getTime() + ms);
      await engine.tick(clock);
    }
    clock = round!.crashes_at;
    // The pulse (the worker's, while a tick is busy) announces the crash; the tick that
    // settles the round does not announce it again.
    await engine.pulse(clock);
    await engine.tick(clock);

    // Rounds passed over while looking for one that flies crashed too: only this round counts.
    const id = Number(round!.id);
    const crashed = () => crashes.filter((c) => c.round_id === id);
    await expect.poll(() => crashed().length).toBe(1);
    expect(
      rounds.find((r) => r.round_id === Number(round!.id) && r.phase === 'flying'),
    ).toBeTruthy();
    expect(bets.flatMap((b) => b.bets).map(decodePlacedCrashBet)).toEqual([
      expect.objectContaining({ stake: 10, slot: 1, status: 'open', payout: 0 }),
    ]);
    const mine = ticks.filter((k) => k.round_id === Number(round!.id)).map((k) => k.multiplier);
    expect(mine.length).toBeGreaterThan(0);
    expect([...mine].sort((a, b) => a - b)).toEqual(mine);
    // The round flies up to and including its crash point, never past it.
    expect(mine.at(-1)!).toBeLessThanOrEqual(round!.crash_point / 100);
    expect(crashed()[0]).toMatchObject({
      phase: 'crashed',
      seed: round!.seed,
      crash_point: round!.crash_point / 100,
    });
    expect(strays).toBe(0);
    // The next round's opening comes after the crash: by then a second crash would be here.
    await engine.tick(new Date(round!.crashes_at.getTime() + 1_000));
    await expect
      .poll(() => rounds.some((r) => r.round_id > id && r.phase === 'betting'))
      .toBe(true);
    expect(crashed()).toHaveLength(1);
  });

  it('sends gathered cash-outs with the next tick, cash-outs first, to every watcher', async () => {
    const url = await live.listen();
    const bus = live.testApp.ctx.bus;
    const watchers = [await live.connect(url), await live.connect(url)];
    const got = watchers.map(() => [] as string[]);
    for (const [i, w] of watchers.entries()) {
      await new Promise((resolve) =>
        w.emit(casinoSocketEvents.subscribe, { game: 'crash' }, resolve),
      );
      w.onAny((event: string, payload: { cashouts?: number[][] }) =>
        got[i]!.push(
          payload.cashouts ? `${event} ${payload.cashouts.map((c) => c[0]).join(',')}` : event,
        ),
      );
    }
    const cashout = (betId: number) =>
      encodeCrashCashout({ bet_id: betId, cashout_multiplier: 1.5, payout: 15 });
    const ts = Date.now();
    await bus.publish(crashBusChannel, {
      event: casinoSocketEvents.cashouts,
      payload: { round_id: 3, cashouts: [cashout(1)], ts },
    });
    await bus.publish(crashBusChannel, {
      event: casinoSocketEvents.cashouts,
      payload: { round_id: 3, cashouts: [cashout(2)], ts },
    });
    await bus.publish(crashBusChannel, {
      event: casinoSocketEvents.tick,
      payload: { round_id: 3, multiplier: 1.5, elapsed_ms: 6_800, ts },
    });
    for (const g of got)
      await expect
        .poll(() => g)
        .toEqual([`${casinoSocketEvents.cashouts} 1,2`, casinoSocketEvents.tick]);
  });
});
