import { randomBytes } from 'node:crypto';
import { casinoSocketEvents, crashBusChannel, type CrashBusMessage } from '@shangwe/contract';
import {
  chainSalt,
  chainSeedsHash,
  crashEndsAfterMs,
  crashPointFromSeed,
  CRASH_HOUSE_EDGE_PERCENT,
  sha256Hex,
} from '@shangwe/domain';
import type { AppContext } from '../platform/context';
import { settleWager } from '../wagers/wager-settler';
import { buildHashChainInSlices } from './chain-builder';
import type { CrashConfig } from './crash-config';
import { publishCashouts } from './crash-cashout';
import { cashoutSettlements } from './crash-cashout-settlements';
import { multiplierAt, presentRound } from './crash-presenters';
import {
  betsByIds,
  chainById,
  chainSeed,
  fixChainSalt,
  insertChain,
  insertRound,
  isSalted,
  latestRound,
  markAutoCashouts,
  markRoundSettled,
  nextSeededChain,
  openBetIdsOfRound,
  unsettledRounds,
  type CrashRoundRow,
  type SaltedChainRow,
} from './crash-repository';

/** The published salt procedure (packages/domain chain-seeding.ts). */
const saltOf = (terminatingHash: string, seeds: readonly string[]) => {
  const seedsHash = chainSeedsHash(seeds);
  return { seedsHash, salt: chainSalt(terminatingHash, seedsHash) };
};

/** Wagers settled at once (each its own transaction on its locked row). */
const SETTLE_CONCURRENCY = 8;

/** Settles wagers through the pipeline, a few at a time; each is settled once whatever happens. */
async function settleAll(ctx: AppContext, betIds: readonly number[]): Promise<void> {
  const queue = [...betIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await settleWager(ctx, id);
  };
  await Promise.all(Array.from({ length: SETTLE_CONCURRENCY }, worker));
}

/**
 * Plays crash rounds back to back (one instance, under the worker's advisory lock). Each tick
 * looks at the clock and the rounds' committed times: it opens a round (the chain's next seed,
 * its crash point fixed now, before any bet), pushes the multiplier while it flies, marks the
 * auto cash-outs the curve reaches (their payment queued), and at the crash reveals the seed
 * and settles every bet of the round. Everything it decides follows from rows already committed, so a restart in the
 * middle of a round continues it, or settles it from its crash point, never re-draws it.
 */
export class CrashEngine {
  private announced = new Map<number, 'betting' | 'flying' | 'crashed'>();
  /** The round read by the last tick: `pulse` pushes its multiplier without the database. */
  private current: CrashRoundRow | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly config: CrashConfig,
  ) {}

  async tick(now: Date = this.ctx.now()): Promise<void> {
    // Rounds left unsettled by an earlier process (or an error) are finished first.
    for (const round of await unsettledRounds(this.ctx.db)) {
      if (now >= round.crashes_at) await this.settle(round, now);
      else await this.fly(round, now);
    }
    const latest = await latestRound(this.ctx.db);
    this.current = latest;
    if (
      !latest ||
      (latest.settled_at !== null &&
        now.getTime() >= latest.crashes_at.getTime() + this.config.pauseMs)
    ) {
      const round = await this.open(now, latest);
      if (!round) return;
      this.current = round;
      await this.publish({ event: casinoSocketEvents.round, payload: presentRound(round, now) });
      // The rounds before it are settled: their marks are no longer needed.
      this.announced.clear();
      this.announced.set(Number(round.id), 'betting');
    }
  }

  /** While betting or flying: announce take-off once, push the multiplier, pay auto cash-outs. */
  private async fly(round: CrashRoundRow, now: Date): Promise<void> {
    const id = Number(round.id);
    if (now < round.bet_window_ends_at) return;
    const multiplier = multiplierAt(round, now);
    // The tick first: watchers see the curve on time however many auto cash-outs follow.
    if (this.announced.get(id) !== 'flying') {
      this.announced.set(id, 'flying');
      // Take-off and the first tick published together (in this order: one connection to the
      // bus), so every process receives them at once and pushes them to its room in one write.
      await Promise.all([
        this.publish({ event: casinoSocketEvents.round, payload: presentRound(round, now) }),
        this.publishTick(round, now),
      ]);
    } else await this.publishTick(round, now);
    const autos = await markAutoCashouts(this.ctx.db, round, multiplier, now);
    if (autos.length === 0) return;
    // Paid by the cash-outs' queue, as hand cash-outs are: settled here, a few at a time on the
    // casino's house rows, they held the tick (and the pool) while the hand cash-outs waited.
    // Marked is decided: a bet still open at the crash is settled below with the rest.
    const settlements = cashoutSettlements(this.ctx);
    for (const betId of autos) settlements.settle(betId);
    await publishCashouts(this.ctx, id, await betsByIds(this.ctx.db, autos));
  }

  /** The round crashed: settle every bet (cash-outs win, the rest lose) and reveal the seed. */
  private async settle(round: CrashRoundRow, now: Date): Promise<void> {
    const id = Number(round.id);
    // Watchers see the crash when it happens, not after a busy round's thousand settlements:
    // the crash point is committed and a cash-out is judged by its arrival time, so telling
    // the room first changes no outcome (one still being written wins or loses the same).
    await this.announceCrash(round, now);
    await settleAll(this.ctx, await openBetIdsOfRound(this.ctx.db, id));
    // Only once every bet is settled: a failure above leaves the round for the next tick.
    await markRoundSettled(this.ctx.db, id, now);
  }

  /** The crash with its seed, once per round (by the tick or, while one is busy, the pulse). */
  private async announceCrash(round: CrashRoundRow, now: Date): Promise<void> {
    const id = Number(round.id);
    if (this.announced.get(id) === 'crashed') return;
    this.announced.set(id, 'crashed');
    await this.publish({ event: casinoSocketEvents.crash, payload: presentRound(round, now) });
  }

  /**
   * Opens the next round: the next position of the current chain, else the first position of
   * the next seeded chain once its salt is fixed. Null while that chain's seeding window is
   * still open (no round is played on a chain whose salt is not fixed yet).
   */
  private async open(now: Date, last: CrashRoundRow | undefined): Promise<CrashRoundRow | null> {
    const playing = await this.chainToPlay(now, last);
    if (!playing) return null;
    const { chain, position } = playing;
    const seed = await chainSeed(this.ctx.db, Number(chain.id), position);
    if (!seed) throw new Error(`crash chain ${chain.id} has no seed at ${position}`);
    const crashPoint = crashPointFromSeed(seed, chain.salt);
    const windowEnds = new Date(now.getTime() + this.config.betWindowMs);
    return insertRound(this.ctx.db, {
      chain_id: Number(chain.id),
      chain_position: position,
      seed,
      seed_hash: sha256Hex(seed),
      crash_point: crashPoint,
      growth_per_second: this.config.growthPerSecond,
      bet_window_ends_at: windowEnds,
      crashes_at: new Date(
        windowEnds.getTime() + crashEndsAfterMs(crashPoint, this.config.growthPerSecond),
      ),
      created_at: now,
    });
  }

  /**
   * The chain and position of the next round. Chains are played in order; one is always
   * published ahead of the one being played, so its seeding window runs while this one plays
   * and it is ready (salted) when this one is used up. Chains from before seeding are not
   * played on.
   */
  private async chainToPlay(
    now: Date,
    last: CrashRoundRow | undefined,
  ): Promise<{ chain: SaltedChainRow; position: number } | null> {
    const db = this.ctx.db;
    let chain = last ? await chainById(db, Number(last.chain_id)) : undefined;
    let position = last ? last.chain_position + 1 : 1;
    if (!chain || chain.seeding_ends_at === null || position > chain.length) {
      const afterId = chain ? Number(chain.id) : 0;
      let next = await nextSeededChain(db, afterId);
      if (!next) {
        await this.publishChain(now);
        next = (await nextSeededChain(db, afterId))!;
      }
      chain = await fixChainSalt(db, Number(next.id), now, saltOf);
      position = 1;
    }
    if (!isSalted(chain)) return null;
    if (!(await nextSeededChain(db, Number(chain.id)))) await this.publishChain(now);
    return { chain, position };
  }

  /** Publishes a new chain: its terminating hash now, its salt after the seeding window. */
  private async publishChain(now: Date): Promise<void> {
    await insertChain(
      this.ctx.db,
      await buildHashChainInSlices(randomBytes(32).toString('hex'), this.config.chainLength),
      CRASH_HOUSE_EDGE_PERCENT,
      now,
      new Date(now.getTime() + this.config.seedingWindowMs),
    );
  }

  /**
   * Pushes the multiplier of the round the last tick read, from the clock alone (no database):
   * the worker calls it while a tick is still busy with the database (a burst of cash-outs), so
   * watchers see the curve rise on time.
   */
  async pulse(now: Date = this.ctx.now()): Promise<void> {
    const round = this.current;
    if (!round || round.settled_at !== null) return;
    if (now < round.bet_window_ends_at) return;
    // Crashed while the tick is busy (a burst of cash-outs to settle): the room learns it now.
    if (now >= round.crashes_at) return this.announceCrash(round, now);
    await this.publishTick(round, now);
  }

  private publishTick(round: CrashRoundRow, now: Date): Promise<void> {
    return this.publish({
      event: casinoSocketEvents.tick,
      payload: {
        round_id: Number(round.id),
        multiplier: multiplierAt(round, now) / 100,
        elapsed_ms: now.getTime() - round.bet_window_ends_at.getTime(),
        ts: Date.now(),
      },
    });
  }

  private publish(message: CrashBusMessage): Promise<void> {
    return this.ctx.bus.publish(crashBusChannel, message);
  }
}
