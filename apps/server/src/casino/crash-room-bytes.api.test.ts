import { randomUUID } from 'node:crypto';
import { casinoSocketEvents } from '@shangwe/contract';
import { crashElapsedMsFor } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { useListeningApp } from '../test/listening-app';
import { CrashEngine } from './crash-engine';
import { latestRound, type CrashRoundRow } from './crash-repository';
import { TEST_CRASH_CONFIG as CONFIG } from './test-crash-config';

const live = useListeningApp();

/** Bettors of the measured round (CRASH_BYTES_BETTORS: the bench's 1,000 on PostgreSQL). */
const BETTORS = Number(process.env.CRASH_BYTES_BETTORS ?? 40);

/**
 * What one watcher of the crash room downloads for a round's bets and cash-outs: the bytes of
 * the websocket text each event arrives in (engine.io and socket.io prefixes included; the
 * frame header, 2-4 bytes a push, is not). Bettors on metered phones pay for every one.
 */
describe('crash room bytes', () => {
  it('a watcher downloads each bet and each cash-out of a round in a few dozen bytes', async () => {
    const url = await live.listen();
    const t = live.testApp;
    const watcher = await live.connect(url);
    await new Promise((resolve) =>
      watcher.emit(casinoSocketEvents.subscribe, { game: 'crash' }, resolve),
    );
    const bytes = new Map<string, number>();
    const counts = new Map<string, number>();
    // Every text message as it came off the wire: `4` (engine.io) + `2["event",payload]`.
    watcher.io.engine.on('packet', (packet: { type: string; data?: unknown }) => {
      if (packet.type !== 'message' || typeof packet.data !== 'string') return;
      const event = /^2\["([^"]+)"/.exec(packet.data)?.[1] ?? '?';
      bytes.set(event, (bytes.get(event) ?? 0) + 1 + Buffer.byteLength(packet.data));
      counts.set(event, (counts.get(event) ?? 0) + 1);
    });

    let clock = new Date('2030-06-01T12:00:00Z');
    t.ctx.now = () => clock;
    const engine = new CrashEngine(t.ctx, CONFIG);
    // A round flying past 3.00x: every auto cash-out (1.20x-3.00x) and hand cash-out is paid.
    let round: CrashRoundRow | null = null;
    for (let i = 0; i < 200 && !round; i++) {
      await engine.tick(clock);
      const r = (await latestRound(t.ctx.db))!;
      if (r.crash_point > 320 && r.settled_at === null && clock < r.bet_window_ends_at) round = r;
      else clock = new Date(Math.max(clock.getTime(), r.crashes_at.getTime()) + CONFIG.pauseMs);
    }
    const id = Number(round!.id);
    const players: TestProfile[] = [];
    for (let i = 0; i < BETTORS; i++)
      players.push(await createTestProfile(t.ctx, { cashCents: 100_000 }));
    const post = (i: number, path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: `Bearer ${players[i]!.token}`, 'idempotency-key': randomUUID() },
        payload,
      });
    // As the bench: half with an auto cash-out between 1.20x and 3.00x, half by hand.
    for (let i = 0; i < BETTORS; i += 20) {
      const placed = await Promise.all(
        players.slice(i, i + 20).map((_, k) =>
          post(i + k, '/api/casino/crash/bet', {
            round_id: id,
            stake: 10 + ((i + k) % 7) * 15,
            ...((i + k) % 2 === 0
              ? { auto_cashout: (1.2 + (((i + k) * 7) % 181) / 100).toFixed(2) }
              : {}),
          }),
        ),
      );
      expect(
        placed.map((p) => p.statusCode),
        placed[0]!.body,
      ).toEqual(placed.map(() => 201));
    }
    const takeOff = round!.bet_window_ends_at.getTime();
    // Fly to 3.10x a tick at a time; the hand cash-outs spread over the flight.
    const end = takeOff + crashElapsedMsFor(310, CONFIG.growthPerSecond);
    const hand = players.map((_, i) => i).filter((i) => i % 2 === 1);
    for (let ms = takeOff + 200; ms <= end; ms += 200) {
      clock = new Date(ms);
      await engine.tick(clock);
      const due = hand.splice(0, Math.ceil(hand.length / Math.max(1, (end - ms) / 200)));
      const cashed = await Promise.all(
        due.map((i) => post(i, '/api/casino/crash/cashout', { round_id: id, slot: 1 })),
      );
      expect(cashed.map((c) => c.statusCode)).toEqual(cashed.map(() => 200));
    }
    clock = round!.crashes_at;
    await engine.tick(clock);
    await expect.poll(() => counts.get(casinoSocketEvents.crash) ?? 0).toBeGreaterThan(0);
    const betBytes = bytes.get(casinoSocketEvents.bets) ?? 0;
    const cashoutBytes = bytes.get(casinoSocketEvents.cashouts) ?? 0;
    console.info(
      `crash room, ${BETTORS} bets and ${BETTORS} cash-outs: crash:bets ${betBytes} B in ` +
        `${counts.get(casinoSocketEvents.bets)} messages (${(betBytes / BETTORS).toFixed(1)} B a bet), ` +
        `crash:cashouts ${cashoutBytes} B in ${counts.get(casinoSocketEvents.cashouts)} messages ` +
        `(${(cashoutBytes / BETTORS).toFixed(1)} B a cash-out)`,
    );
    // As whole objects a bet took 131 B and a cash-out 102 B (145 B at the bench's stakes).
    expect(betBytes).toBeGreaterThan(0);
    expect(betBytes / BETTORS).toBeLessThan(45);
    // A cash-out rides the next tick, so a push often holds one: its envelope (event name,
    // round, time; some 70 B) is counted apart.
    const envelopes = (counts.get(casinoSocketEvents.cashouts) ?? 0) * 80;
    expect(cashoutBytes).toBeGreaterThan(0);
    expect((cashoutBytes - envelopes) / BETTORS).toBeLessThan(30);
  });
});
