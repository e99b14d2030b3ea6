import {
  cents,
  correctLineCounts,
  bestCorrect,
  JACKPOT_PRODUCTS,
  settlePool,
  withholdingTax,
  type JackpotPick,
  type JackpotResult,
  type PoolSettlement,
} from '@shangwe/domain';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { markLegsFromResults } from '../wagers/leg-results';
import { countryConfigOf } from '../wagers/slip-quote';
import { house, houseIn } from '../wallet/ledger';
import {
  bookPoolFunding,
  settlePooledWagers,
  type PoolSettlementInput,
  type PooledPayout,
} from '../wagers/pool-settler';
import { claimCarries } from './carries';
import {
  eventEntries,
  eventMatches,
  lockEvent,
  type EntryRow,
  type EventRow,
  type StoredSettlement,
} from './jackpot-repository';

/** What one entry won: lines per tier and the prize before tax. */
export interface EntryPrize {
  betId: number;
  best: number;
  winningLines: Record<string, number>;
  grossCents: number;
  withholdingTaxCents: number;
}

const splitPicks = (picks: string): JackpotPick[] => [...picks] as JackpotPick[];

/**
 * Divides an event among its entries (pure: the domain's pool rules over every entry): counts
 * each entry's lines per tier, settles the pool, then gives each entry its tiers' amount per
 * line times its winning lines, taxed per its bettor's country.
 */
export function divideEvent(
  event: Pick<EventRow, 'kind' | 'carry_in' | 'guarantee' | 'operator_share_percent'>,
  results: readonly JackpotResult[],
  entries: readonly Pick<EntryRow, 'bet_id' | 'country' | 'stake' | 'picks'>[],
): { pool: PoolSettlement; prizes: EntryPrize[] } {
  const rule = JACKPOT_PRODUCTS[event.kind];
  const n = results.length;
  const linesPerTier = new Map<number, number>();
  const counted = entries.map((entry) => {
    const picks = entry.picks.map(splitPicks);
    const counts = correctLineCounts(picks, results);
    for (const tier of rule.tiers) {
      const lines = counts[n - tier.short] ?? 0;
      linesPerTier.set(tier.short, (linesPerTier.get(tier.short) ?? 0) + lines);
    }
    return { entry, counts, best: bestCorrect(picks, results) };
  });
  const entriesCents = entries.reduce((sum, e) => sum + Number(e.stake), 0);
  const pool = settlePool({
    entriesCents,
    carryInCents: Number(event.carry_in),
    operatorSharePercent: event.operator_share_percent,
    guaranteeCents: Number(event.guarantee),
    tiers: rule.tiers,
    winningLines: (short) => linesPerTier.get(short) ?? 0,
  });
  const prizes = counted.map(({ entry, counts, best }) => {
    const winningLines: Record<string, number> = {};
    let gross = 0;
    for (const tier of pool.tiers) {
      const lines = counts[n - tier.short] ?? 0;
      if (lines === 0) continue;
      winningLines[tier.tier] = lines;
      gross += lines * tier.perLineCents;
    }
    const rate = countryConfigOf(entry.country).whtTax;
    const tax = gross > 0 ? withholdingTax(cents(gross), cents(Number(entry.stake)), rate) : 0;
    return {
      betId: Number(entry.bet_id),
      best,
      winningLines,
      grossCents: gross,
      withholdingTaxCents: tax,
    };
  });
  return { pool, prizes };
}

/** Each entry's lines and prize as divided, on its row (the results page, a redivision). */
export async function writeEntryPrizes(tx: Queryable, prizes: readonly EntryPrize[]) {
  await tx.query(
    `UPDATE jackpot_entries e SET best_correct = x.best, winning_lines = x.lines::jsonb,
            payout = x.gross, withholding_tax = x.tax
       FROM unnest($1::bigint[], $2::int[], $3::text[], $4::bigint[], $5::bigint[])
         AS x(bet_id, best, lines, gross, tax)
      WHERE e.bet_id = x.bet_id`,
    [
      prizes.map((p) => p.betId),
      prizes.map((p) => p.best),
      prizes.map((p) => JSON.stringify(p.winningLines)),
      prizes.map((p) => p.grossCents),
      prizes.map((p) => p.withholdingTaxCents),
    ],
  );
}

/** The division as the event keeps it (the results page). */
export function storedSettlement(pool: PoolSettlement, matches: number): StoredSettlement {
  const remainder = pool.tiers.reduce(
    (sum, t) => sum + (t.winningLines > 0 ? t.poolCents - t.paidCents : 0),
    0,
  );
  return {
    tiers: pool.tiers.map((t) => ({
      tier: t.tier,
      correct: matches - t.short,
      label: t.label,
      pool: t.poolCents,
      winning_lines: t.winningLines,
      amount_per_line: t.perLineCents,
    })),
    operator: pool.operatorCents,
    guarantee_top_up: pool.guaranteeTopUpCents,
    remainder,
    rollover: pool.carriedCents - remainder,
  };
}

/**
 * Settles a pool event once every match is resulted: divides it (divideEvent), stores the
 * outcome on the event and each entry, books the pool's money and pays each entry through the
 * pipeline's pool settler, marks the legs, then hands what is carried to the product's next
 * event. Returns null while a match is unresulted or when already settled.
 */
export async function settleJackpotEvent(
  ctx: AppContext,
  eventId: number,
): Promise<{ won: number; lost: number } | null> {
  const now = ctx.now();
  const prepared = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || event.status === 'settled' || event.closes_at > now) return null;
    const matches = await eventMatches(tx, [eventId]);
    if (matches.length === 0 || matches.some((m) => m.result === null)) return null;
    const results = matches.map((m) => m.result!);
    const entries = await eventEntries(tx, eventId);
    const { pool, prizes } = divideEvent(event, results, entries);
    const settlement = storedSettlement(pool, matches.length);
    const totalLines = entries.reduce((sum, e) => sum + e.lines, 0);
    await tx.query(
      `UPDATE jackpot_events SET status = 'settling', settlement = $2::jsonb, carried_out = $3,
              total_lines = $4
        WHERE id = $1`,
      [eventId, JSON.stringify(settlement), pool.carriedCents, totalLines],
    );
    await writeEntryPrizes(tx, prizes);
    const { rows: bets } = await tx.query<{ id: number; short_id: string; ref: string }>(
      `SELECT b.id, b.short_id, b.ref FROM wagers_read b JOIN jackpot_entries e ON e.bet_id = b.id
        WHERE e.event_id = $1`,
      [eventId],
    );
    const codes = new Map(bets.map((b) => [Number(b.id), b]));
    const byBet = new Map(entries.map((e) => [Number(e.bet_id), e]));
    const payouts: PooledPayout[] = prizes.map((p) => ({
      betId: p.betId,
      profileId: Number(byBet.get(p.betId)!.profile_id),
      shortId: codes.get(p.betId)?.short_id ?? '',
      ref: codes.get(p.betId)?.ref ?? '',
      stakeCents: Number(byBet.get(p.betId)!.stake),
      grossCents: p.grossCents,
      withholdingTaxCents: p.withholdingTaxCents,
    }));
    const input: PoolSettlementInput = {
      poolKey: `jackpot-event:${eventId}`,
      // The event's currency: its stakes, guarantee and carries are kept apart from the others'.
      pool: houseIn('jackpotPools', event.currency),
      movements: [
        {
          key: 'operator',
          kind: 'pool_operator_share',
          legs: [
            { account: houseIn('jackpotPools', event.currency), amountCents: -pool.operatorCents },
            { account: house('revenue'), amountCents: pool.operatorCents },
          ],
        },
        {
          key: 'guarantee',
          kind: 'pool_guarantee',
          legs: [
            {
              account: houseIn('jackpotGuarantees', event.currency),
              amountCents: -pool.guaranteeTopUpCents,
            },
            {
              account: houseIn('jackpotPools', event.currency),
              amountCents: pool.guaranteeTopUpCents,
            },
          ],
        },
      ],
      payouts,
      now,
    };
    await bookPoolFunding(tx, input);
    return {
      event,
      input,
      results: matches.map((m) => [Number(m.parent_match_id), m.result!] as const),
    };
  });
  if (!prepared) return null;
  const moved = await settlePooledWagers(ctx, prepared.input);
  await ctx.db.transaction(async (tx) => {
    await markLegsFromResults(
      tx,
      { sql: 'SELECT e.bet_id FROM jackpot_entries e WHERE e.event_id = $1', param: eventId },
      prepared.results.map(([id]) => id),
      prepared.results.map(([, r]) => r),
      now,
    );
    await tx.query(
      `UPDATE jackpot_events SET status = 'settled', settled_at = $2 WHERE id = $1 AND status = 'settling'`,
      [eventId, now],
    );
    await claimCarries(tx, prepared.event.kind, prepared.event.country, now);
  });
  return moved;
}
