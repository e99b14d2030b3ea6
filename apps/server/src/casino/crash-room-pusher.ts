import { casinoSocketEvents } from '@shangwe/contract';
import type { FanoutEvent } from '../realtime/room-fanout';

/** How often the pusher looks for gathered bets when no tick carries them (betting). */
export const CRASH_BATCH_MS = 200;
/**
 * How often gathered bets go out on their own (betting: no tick carries them). Each push is a
 * write to every watcher; at 200 ms, a busy bet window wrote 5,000 watchers five times a second
 * and the bets themselves waited behind those writes. Once a second is live enough for a list.
 */
export const CRASH_BETS_PUSH_MS = 1000;

type GatheredEvent = typeof casinoSocketEvents.bets | typeof casinoSocketEvents.cashouts;
/** The payload field each gathered event lists its tuples in (CrashBetsEvent, CrashCashoutsEvent). */
const LIST_OF = {
  [casinoSocketEvents.bets]: 'bets',
  [casinoSocketEvents.cashouts]: 'cashouts',
} as const satisfies Record<GatheredEvent, string>;

/** Writes events to the crash room; resolves once every watcher was written. */
export type CrashRoomSender = (
  events: FanoutEvent[],
  options: { volatile: boolean },
) => Promise<unknown>;

/**
 * What the crash room is sent, and when. One push is written at a time; what arrives meanwhile
 * waits for the next one, in order, and:
 * - bets and cash-outs are gathered (a thousand bets make a few messages per watcher) and go
 *   out with the next tick while the round flies (one write per watcher for both), once a
 *   second while it takes bets, and before any round or crash message;
 * - a tick replaces a tick still waiting: the multiplier is a clock, only the latest matters,
 *   so a server that falls behind sends the curve as it is now instead of a backlog of it.
 */
export class CrashRoomPusher {
  /** By event, then round: the bets' or cash-outs' tuples (already in their wire form). */
  private readonly gathered = new Map<string, Map<number, unknown[]>>();
  private pending: FanoutEvent[] = [];
  private sending = false;
  private flushScheduled = false;
  private lastTickAt = Number.NEGATIVE_INFINITY;
  private lastGatheredAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly send: CrashRoomSender,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Bets placed (`crash:bets`) or cash-outs (`crash:cashouts`), as tuples: gathered. */
  gather(event: GatheredEvent, roundId: number, items: readonly unknown[]): void {
    const rounds = this.gathered.get(event) ?? new Map<number, unknown[]>();
    this.gathered.set(event, rounds);
    const list = rounds.get(roundId);
    if (list) list.push(...items);
    else rounds.set(roundId, [...items]);
  }

  tick(payload: unknown): void {
    this.lastTickAt = this.clock();
    this.takeGathered();
    this.pending = this.pending.filter((e) => e.event !== casinoSocketEvents.tick);
    this.pending.push({ event: casinoSocketEvents.tick, payload });
    this.flush();
  }

  /**
   * A round opened, took off or crashed: after everything gathered before it. Sent on the next
   * turn of the event loop, so the tick the engine publishes right behind a take-off goes in
   * the same push: one write per watcher. Sent alone, the first tick of every flight waited for
   * the take-off to reach the whole room and reached the last watchers twice as late as the rest.
   */
  phase(event: string, payload: unknown): void {
    this.takeGathered();
    this.pending.push({ event, payload });
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  /**
   * The batch timer: gathered bets go out on their own only while no tick carries them, and at
   * most once every CRASH_BETS_PUSH_MS.
   */
  onTimer(): void {
    const now = this.clock();
    if (now - this.lastTickAt < CRASH_BATCH_MS) return;
    if (now - this.lastGatheredAt < CRASH_BETS_PUSH_MS) return;
    this.takeGathered();
    this.flush();
  }

  private takeGathered(): void {
    if (this.gathered.size > 0) this.lastGatheredAt = this.clock();
    for (const [event, rounds] of this.gathered)
      for (const [roundId, items] of rounds)
        this.pending.push({
          event,
          payload: {
            round_id: roundId,
            [LIST_OF[event as GatheredEvent]]: items,
            ts: this.clock(),
          },
        });
    this.gathered.clear();
  }

  private flush(): void {
    if (this.sending || this.pending.length === 0) return;
    const events = this.pending;
    this.pending = [];
    this.sending = true;
    // A tick alone may be skipped by a watcher far behind (a newer one follows); the rest not.
    const volatile = events.every((e) => e.event === casinoSocketEvents.tick);
    void this.send(events, { volatile })
      .catch(() => undefined)
      .finally(() => {
        this.sending = false;
        this.flush();
      });
  }
}
