import {
  casinoSocketEvents,
  encodeCrashCashout,
  encodePlacedCrashBet,
  type CrashCashoutTuple,
  type CrashPlacedBetTuple,
} from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import type { FanoutEvent } from '../realtime/room-fanout';
import { CrashRoomPusher, CRASH_BATCH_MS, CRASH_BETS_PUSH_MS } from './crash-room-pusher';

const { tick, bets, cashouts, round, crash } = casinoSocketEvents;

const bet = (id: number): CrashPlacedBetTuple =>
  encodePlacedCrashBet({
    bet_id: id,
    player: '2547***000',
    slot: 1,
    stake: 10,
    auto_cashout: null,
    status: 'open',
    cashout_multiplier: null,
    payout: 0,
  });
const cashout = (id: number): CrashCashoutTuple =>
  encodeCrashCashout({ bet_id: id, cashout_multiplier: 1.5, payout: 15 });

/** One turn of the event loop (what the pusher waits before sending a phase alone). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A pusher whose sends stay open until the test finishes them, and what each one carried. */
function pusherWithManualSends(now = { ms: 0 }) {
  const sends: Array<{ events: string[]; volatile: boolean; done: () => void }> = [];
  const describeEvent = (e: FanoutEvent) => {
    // Bets in `bets`, cash-outs in `cashouts`: a list under the other's name shows as `?`.
    const p = e.payload as { bets?: unknown[][]; cashouts?: unknown[][]; n?: number };
    const list = e.event === bets ? p.bets : e.event === cashouts ? p.cashouts : undefined;
    if (e.event === bets || e.event === cashouts)
      return `${e.event} ${list?.map((item) => item[0]).join(',') ?? '?'}`;
    return `${e.event} ${p.n}`;
  };
  const pusher = new CrashRoomPusher(
    (events, { volatile }) =>
      new Promise<void>((resolve) =>
        sends.push({ events: events.map(describeEvent), volatile, done: resolve }),
      ),
    () => now.ms,
  );
  /** Ends the oldest open send and lets the pusher start the next one. */
  const finish = async (i: number) => {
    sends[i]!.done();
    await nextTurn();
  };
  return { pusher, sends, finish, now };
}

describe('crash room pusher', () => {
  it('sends gathered cash-outs with the next tick, cash-outs first; a tick alone is volatile', () => {
    const { pusher, sends } = pusherWithManualSends();
    pusher.gather(cashouts, 3, [cashout(1)]);
    pusher.gather(cashouts, 3, [cashout(2)]);
    pusher.tick({ n: 1 });
    expect(sends.map((s) => [s.events, s.volatile])).toEqual([
      [[`${cashouts} 1,2`, `${tick} 1`], false],
    ]);
  });

  it('while a push is being written, a newer tick replaces a waiting one and phases keep their order', async () => {
    const { pusher, sends, finish } = pusherWithManualSends();
    pusher.tick({ n: 1 });
    // The room is still being written: these wait.
    pusher.tick({ n: 2 });
    pusher.gather(cashouts, 3, [cashout(7)]);
    pusher.tick({ n: 3 });
    pusher.phase(crash, { n: 4 });
    pusher.phase(round, { n: 5 });
    pusher.tick({ n: 6 });
    expect(sends).toHaveLength(1);
    await finish(0);
    expect(sends.map((s) => s.events)).toEqual([
      [`${tick} 1`],
      [`${cashouts} 7`, `${crash} 4`, `${round} 5`, `${tick} 6`],
    ]);
    expect(sends.map((s) => s.volatile)).toEqual([true, false]);
    await finish(1);
    expect(sends).toHaveLength(2);
  });

  it('sends bets on the timer while no tick flows, and leaves them to the tick while ticks flow', async () => {
    const { pusher, sends, now, finish } = pusherWithManualSends({ ms: 10_000 });
    pusher.gather(bets, 4, [bet(1)]);
    pusher.onTimer();
    expect(sends.map((s) => s.events)).toEqual([[`${bets} 1`]]);
    await finish(0);
    pusher.tick({ n: 1 });
    now.ms += 100;
    pusher.gather(cashouts, 4, [cashout(2)]);
    pusher.onTimer();
    expect(sends).toHaveLength(2);
  });

  it('while betting, sends gathered bets on their own at most once every CRASH_BETS_PUSH_MS', async () => {
    const { pusher, sends, now, finish } = pusherWithManualSends({ ms: 10_000 });
    pusher.gather(bets, 4, [bet(1)]);
    pusher.onTimer();
    await finish(0);
    // The timer's next looks within the interval leave new bets gathered.
    pusher.gather(bets, 4, [bet(2)]);
    pusher.gather(bets, 4, [bet(3)]);
    for (let waited = CRASH_BATCH_MS; waited < CRASH_BETS_PUSH_MS; waited += CRASH_BATCH_MS) {
      now.ms += CRASH_BATCH_MS;
      pusher.onTimer();
    }
    expect(sends).toHaveLength(1);
    now.ms += CRASH_BATCH_MS;
    pusher.onTimer();
    expect(sends.map((s) => s.events)).toEqual([[`${bets} 1`], [`${bets} 2,3`]]);
    // A phase change does not wait for the interval: what was gathered goes before it.
    await finish(1);
    pusher.gather(bets, 4, [bet(4)]);
    pusher.phase(round, { n: 9 });
    await nextTurn();
    expect(sends[2]!.events).toEqual([`${bets} 4`, `${round} 9`]);
  });

  it('sends a phase with the tick that follows it in the same turn, in one push', async () => {
    const { pusher, sends } = pusherWithManualSends();
    pusher.phase(round, { n: 1 });
    expect(sends).toHaveLength(0);
    pusher.tick({ n: 2 });
    expect(sends.map((s) => [s.events, s.volatile])).toEqual([
      [[`${round} 1`, `${tick} 2`], false],
    ]);
    // The turn the phase waited for finds nothing left to send.
    await nextTurn();
    expect(sends).toHaveLength(1);
  });

  it('sends a phase on the next turn when no tick follows it', async () => {
    const { pusher, sends } = pusherWithManualSends();
    pusher.phase(crash, { n: 1 });
    expect(sends).toHaveLength(0);
    await nextTurn();
    expect(sends.map((s) => s.events)).toEqual([[`${crash} 1`]]);
  });
});
