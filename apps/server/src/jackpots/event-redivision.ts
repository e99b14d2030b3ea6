import type { AppContext } from '../platform/context';
import { publishNotices, type Notice } from '../notifications/notification-writer';
import { remarkLegsOfMatch } from '../wagers/leg-results';
import { repayPooledWager } from '../wagers/pool-settler';
import { houseIn, InsufficientFundsError, post } from '../wallet/ledger';
import { divideEvent, storedSettlement, writeEntryPrizes } from './event-settlement';
import { eventEntries, eventMatches, lockEvent } from './jackpot-repository';

export type Redivision =
  | { event_id: number; entries_changed: number; held: null }
  | { event_id: number; entries_changed: 0; held: string };

interface StoredPrize {
  bet_id: number | string;
  payout: number | string | null;
  withholding_tax: number | string | null;
}

/**
 * Divides a settled pool event again on its matches' results as they stand now (a trader
 * corrected one), in one transaction on the locked event: each entry whose prize changes gets
 * the difference through the wallet (wagers/pool-settler.ts `repayPooledWager`, a compensating
 * posting, never an edit), a changed guarantee top-up moves under a new key, the event's stored
 * division, its entries and their legs follow, and what the event carries on changes with it
 * (on the event itself, or on the next event that took it while that one is unsettled).
 *
 * Held, nothing moved, when the change cannot be made whole: an entry's bettor no longer holds
 * the prize to take back, or the carry already went into an event that is settled. Running it
 * again on the same results changes nothing. Null when the event is not settled.
 */
export async function redivideJackpotEvent(
  ctx: AppContext,
  eventId: number,
): Promise<Redivision | null> {
  const now = ctx.now();
  try {
    const done = await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event || event.status !== 'settled') return null;
      const matches = await eventMatches(tx, [eventId]);
      if (matches.some((m) => m.result === null)) return null;
      const results = matches.map((m) => m.result!);
      const entries = await eventEntries(tx, eventId);
      const { pool, prizes } = divideEvent(event, results, entries);
      const { rows: stored } = await tx.query<StoredPrize>(
        'SELECT bet_id, payout, withholding_tax FROM jackpot_entries WHERE event_id = $1',
        [eventId],
      );
      const before = new Map(stored.map((s) => [Number(s.bet_id), s]));
      const changed = prizes.filter((p) => {
        const s = before.get(p.betId);
        return (
          Number(s?.payout ?? 0) !== p.grossCents ||
          Number(s?.withholding_tax ?? 0) !== p.withholdingTaxCents
        );
      });
      const { rows: meta } = await tx.query<{
        redivisions: number;
        carried_to: number | string | null;
      }>('SELECT redivisions, carried_to FROM jackpot_events WHERE id = $1', [eventId]);
      const carryDelta = pool.carriedCents - Number(event.carried_out ?? 0);
      const guaranteeDelta =
        pool.guaranteeTopUpCents - Number(event.settlement?.guarantee_top_up ?? 0);
      if (changed.length === 0 && carryDelta === 0 && guaranteeDelta === 0)
        return { event_id: eventId, entries_changed: 0, held: null, notices: [] };

      // The carry: on this event while unclaimed, else on the next event still unsettled.
      const carriedTo = meta[0]?.carried_to === null ? null : Number(meta[0]?.carried_to);
      if (carryDelta !== 0 && carriedTo !== null) {
        const { rowCount } = await tx.query(
          `UPDATE jackpot_events SET carry_in = carry_in + $2
            WHERE id = $1 AND status = 'open' AND carry_in + $2 >= 0`,
          [carriedTo, carryDelta],
        );
        if (rowCount !== 1)
          return {
            event_id: eventId,
            entries_changed: 0 as const,
            held: `What it carried already went into event ${carriedTo}, which is no longer open`,
            notices: [],
          };
      }
      const round = (meta[0]?.redivisions ?? 0) + 1;
      const poolKey = `jackpot-event:${eventId}`;
      if (guaranteeDelta !== 0) {
        await post(tx, {
          kind: 'pool_guarantee',
          reference: poolKey,
          idempotencyKey: `${poolKey}:guarantee:${round}`,
          legs: [
            { account: houseIn('jackpotGuarantees', event.currency), amountCents: -guaranteeDelta },
            { account: houseIn('jackpotPools', event.currency), amountCents: guaranteeDelta },
          ],
        });
      }
      const byBet = new Map(entries.map((e) => [Number(e.bet_id), e]));
      const notices: Array<Notice | null> = [];
      for (const p of changed) {
        const s = before.get(p.betId);
        notices.push(
          await repayPooledWager(tx, {
            poolKey,
            pool: houseIn('jackpotPools', event.currency),
            round,
            betId: p.betId,
            profileId: Number(byBet.get(p.betId)!.profile_id),
            before: {
              grossCents: Number(s?.payout ?? 0),
              withholdingTaxCents: Number(s?.withholding_tax ?? 0),
            },
            after: { grossCents: p.grossCents, withholdingTaxCents: p.withholdingTaxCents },
            now,
          }),
        );
      }
      await writeEntryPrizes(tx, prizes);
      await tx.query(
        `UPDATE jackpot_events SET settlement = $2::jsonb, carried_out = $3,
                redivisions = redivisions + 1
          WHERE id = $1`,
        [eventId, JSON.stringify(storedSettlement(pool, matches.length)), pool.carriedCents],
      );
      const entriesOf = {
        sql: 'SELECT e.bet_id FROM jackpot_entries e WHERE e.event_id = $1',
        param: eventId,
      };
      for (const m of matches)
        await remarkLegsOfMatch(tx, entriesOf, Number(m.parent_match_id), m.result!, now);
      return { event_id: eventId, entries_changed: changed.length, held: null, notices };
    });
    if (!done) return null;
    await publishNotices(ctx, done.notices);
    return done.held === null
      ? { event_id: eventId, entries_changed: done.entries_changed, held: null }
      : { event_id: eventId, entries_changed: 0, held: done.held };
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    return {
      event_id: eventId,
      entries_changed: 0,
      held: 'A bettor no longer holds the prize to take back',
    };
  }
}
