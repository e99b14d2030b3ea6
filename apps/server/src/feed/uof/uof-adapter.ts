import { busChannels, type CatalogReloadMessage } from '@shangwe/contract';
import type { AppContext } from '../../platform/context';
import { settleMatch } from '../../settlement/bet-settler';
import { rollBackSettlement } from '../../wagers/settlement-rollback';
import type { FeedMarket } from '../odds-feed';
import type { UofApi } from './uof-api';
import { marketKey, toFeedMarket, isMappedMarket } from './uof-markets';
import { type UofMarket, type UofMessage, urnId } from './uof-messages';
import {
  advanceProducerCursor,
  cancelMarket,
  clearMarketResults,
  matchesOfProducer,
  matchTeams,
  noteMatchProducer,
  producerCursor,
  setMatchStatus,
  settleMarket,
  suspendMatches,
  upsertFixture,
  upsertMarkets,
} from './uof-repository';

/** The provider replays at most this far back; an older cursor asks for a full snapshot. */
const MAX_RECOVERY_MS = 72 * 3_600_000;

/** A recovery without its snapshot_complete after this long is asked for again. */
const RECOVERY_TIMEOUT_MS = 10 * 60_000;

interface Recovery {
  requestId: number;
  startedAt: number;
  /** Newest message time seen while recovering: the cursor once the snapshot is complete. */
  maxTs: number;
  /** The last prices per match seen while recovering, opened only once the snapshot is complete. */
  held: Map<number, FeedMarket[]>;
}

export interface UofStats {
  processed: number;
  skippedMarkets: number;
  recoveries: number;
}

/**
 * Applies Unified Odds Feed messages to the catalog and the wagers, one at a time in arrival
 * order, and keeps each producer's recovery state. The connection (uof-connection.ts) feeds it;
 * it is what the tests drive through a real broker.
 */
export class UofAdapter {
  readonly stats: UofStats = { processed: 0, skippedMarkets: 0, recoveries: 0 };
  private readonly recovering = new Map<number, Recovery>();
  private readonly lastHeard = new Map<number, number>();
  private nextRequestId = Date.now() % 1_000_000_000;

  constructor(
    private readonly ctx: AppContext,
    private readonly api: UofApi,
    private readonly producers: Map<number, string>,
  ) {}

  isRecovering(producer: number): boolean {
    return this.recovering.has(producer);
  }

  /**
   * Starts a recovery of one producer: its matches are suspended, and the provider is asked to
   * replay everything after the last message processed. Messages keep being applied meanwhile,
   * with their markets held closed until snapshot_complete.
   */
  async recover(producer: number): Promise<void> {
    const name = this.producers.get(producer);
    if (!name) return;
    const requestId = ++this.nextRequestId;
    this.recovering.set(producer, { requestId, startedAt: Date.now(), maxTs: 0, held: new Map() });
    this.stats.recoveries++;
    await suspendMatches(this.ctx.db, await matchesOfProducer(this.ctx.db, producer));
    const cursor = await producerCursor(this.ctx.db, producer);
    const after = cursor !== null && Date.now() - cursor < MAX_RECOVERY_MS ? cursor : null;
    this.ctx.logger.info({ producer, after, requestId }, 'uof recovery requested');
    try {
      await this.api.initiateRecovery(name, after, requestId);
    } catch (error) {
      // Still suspended; the silence check asks again shortly.
      this.recovering.delete(producer);
      this.lastHeard.set(producer, 0);
      throw error;
    }
  }

  /**
   * Producers silent for longer than `maxSilenceMs` (no alive): recovered as after a gap; so is
   * a recovery whose snapshot_complete never came, or whose request failed.
   */
  async checkSilence(maxSilenceMs: number, now = Date.now()): Promise<void> {
    for (const [producer, r] of this.recovering) {
      if (now - r.startedAt > RECOVERY_TIMEOUT_MS) await this.recover(producer);
    }
    for (const [producer, at] of this.lastHeard) {
      if (now - at > maxSilenceMs && !this.recovering.has(producer)) {
        this.lastHeard.set(producer, now);
        await this.recover(producer);
      }
    }
  }

  async handle(message: UofMessage): Promise<void> {
    const producer = message.product;
    if (!this.producers.has(producer)) return;
    this.lastHeard.set(producer, Date.now());
    if (message.type === 'alive') {
      // subscribed=0: the provider lost our subscription, messages were missed.
      if (!message.subscribed && !this.recovering.has(producer)) await this.recover(producer);
      return;
    }
    const recovery = this.recovering.get(producer);
    if (message.type === 'snapshot_complete') {
      if (recovery?.requestId === message.requestId) await this.finishRecovery(producer, recovery);
      return;
    }
    const parentMatchId = urnId(message.eventId);
    const changed = await this.apply(message, parentMatchId, recovery);
    this.stats.processed++;
    if (recovery) recovery.maxTs = Math.max(recovery.maxTs, message.timestamp);
    else await advanceProducerCursor(this.ctx.db, producer, message.timestamp);
    if (changed) await this.reloadCatalog([parentMatchId]);
  }

  private async finishRecovery(producer: number, recovery: Recovery) {
    this.recovering.delete(producer);
    for (const [id, markets] of recovery.held) await upsertMarkets(this.ctx.db, id, markets);
    if (recovery.maxTs > 0) await advanceProducerCursor(this.ctx.db, producer, recovery.maxTs);
    this.ctx.logger.info({ producer, requestId: recovery.requestId }, 'uof recovery complete');
    await this.reloadCatalog([...recovery.held.keys()]);
  }

  private async reloadCatalog(ids: number[]) {
    if (ids.length === 0) return;
    await this.ctx.bus.publish(busChannels.catalogReload, {
      reason: 'uof',
      parent_match_ids: ids,
    } satisfies CatalogReloadMessage);
  }

  /** A match the catalog does not know yet is fetched from the REST API first. */
  private async ensureMatch(eventId: string, producer: number) {
    const id = urnId(eventId);
    const teams = await matchTeams(this.ctx.db, id);
    if (teams) return teams;
    await upsertFixture(this.ctx.db, await this.api.fixture(eventId));
    await noteMatchProducer(this.ctx.db, id, producer);
    return (await matchTeams(this.ctx.db, id))!;
  }

  private async apply(
    message: Exclude<UofMessage, { type: 'alive' | 'snapshot_complete' }>,
    parentMatchId: number,
    recovery: Recovery | undefined,
  ): Promise<boolean> {
    const { db } = this.ctx;
    switch (message.type) {
      case 'fixture_change': {
        await upsertFixture(db, await this.api.fixture(message.eventId));
        await noteMatchProducer(db, parentMatchId, message.product);
        return true;
      }
      case 'odds_change': {
        const teams = await this.ensureMatch(message.eventId, message.product);
        await noteMatchProducer(db, parentMatchId, message.product);
        const markets: FeedMarket[] = [];
        for (const m of message.markets) {
          const mapped = toFeedMarket(m, teams);
          if (mapped) markets.push(mapped);
          else this.stats.skippedMarkets++;
        }
        if (recovery) {
          // Held closed until the snapshot is complete; the newest prices win.
          const held = new Map(
            (recovery.held.get(parentMatchId) ?? []).map((m) => [
              `${m.sub_type_id}|${m.special_bet_value}`,
              m,
            ]),
          );
          for (const m of markets) held.set(`${m.sub_type_id}|${m.special_bet_value}`, m);
          recovery.held.set(parentMatchId, [...held.values()]);
          await upsertMarkets(
            db,
            parentMatchId,
            markets.map((m) => ({ ...m, bet_status: 'STOPPED' })),
          );
        } else {
          await upsertMarkets(db, parentMatchId, markets);
        }
        if (message.eventStatus !== undefined) {
          await setMatchStatus(db, parentMatchId, message.eventStatus, this.ctx.now());
        }
        return true;
      }
      case 'bet_stop': {
        recovery?.held.delete(parentMatchId);
        await suspendMatches(db, [parentMatchId]);
        return true;
      }
      case 'bet_settlement': {
        let any = false;
        for (const m of message.markets) {
          if (!isMappedMarket(m.id)) this.stats.skippedMarkets++;
          else if (await settleMarket(db, parentMatchId, m)) any = true;
        }
        if (any) await settleMatch(this.ctx, parentMatchId);
        return any;
      }
      case 'bet_cancel': {
        let any = false;
        for (const m of message.markets) {
          if (isMappedMarket(m.id) && (await cancelMarket(db, parentMatchId, m))) any = true;
        }
        if (any) await settleMatch(this.ctx, parentMatchId);
        return any;
      }
      case 'rollback_bet_settlement':
      case 'rollback_bet_cancel': {
        // A market whose results a trader holds (a result lock) keeps them: not cleared, and
        // its wagers stay settled on the trader's result.
        const cleared: UofMarket[] = [];
        for (const m of message.markets) {
          if (isMappedMarket(m.id) && (await clearMarketResults(db, parentMatchId, m)))
            cleared.push(m);
        }
        await rollBackSettlement(this.ctx, parentMatchId, cleared.map(marketKey));
        return cleared.length > 0;
      }
    }
  }
}
