import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { betNotice } from './bet-notifier';
import { publishNotices, type Notice } from '../notifications/notification-writer';
import { betMetrics } from './bet-metrics';
import { toMajor } from './bet-presenter';
import { house, post, userCash, type AccountRef, type Leg } from '../wallet/ledger';

/** One pooled wager's share of its event, computed by the product from every entry. */
export interface PooledPayout {
  betId: number;
  profileId: number;
  shortId: string;
  ref: string;
  stakeCents: number;
  /** Prize before tax; 0: the wager lost. */
  grossCents: number;
  withholdingTaxCents: number;
}

/** An event-level movement (operator share, guarantee top-up), booked once under its key. */
export interface PoolMovement {
  key: string;
  kind: string;
  legs: Leg[];
}

export interface PoolSettlementInput {
  /** Names the event in ledger keys and references ('jackpot:42'). */
  poolKey: string;
  /** The house account the stakes go into and the prizes come out of (the event's currency's). */
  pool: AccountRef;
  movements: readonly PoolMovement[];
  payouts: readonly PooledPayout[];
  now: Date;
}

/** Wagers settled per transaction: each batch commits its status changes and money together. */
const BATCH = 2_000;

/**
 * Settles every wager of a pooled event (wagers/README.md, pooled products): the product has
 * computed each wager's prize from all of them; this moves the money through the ledger once.
 *
 * 1. In `tx` (the caller's, holding the event row locked): every stake of the event goes from
 *    house:stakes into the pool in one posting, and the event's own movements are booked —
 *    each under a ledger key, so a re-run books nothing twice.
 * 2. Then, batch by batch, each wager still 'open' is settled: a losing one changes status (its
 *    stake is already in the pool); a winning one is paid from the pool (net to the bettor's
 *    cash, the withheld tax to house:payouts) under the key `pool-payout:{betId}`. Only rows
 *    moved from 'open' pay, so a wager is paid exactly once however often this runs.
 */
export async function bookPoolFunding(tx: Queryable, input: PoolSettlementInput): Promise<void> {
  const stakes = input.payouts.reduce((sum, p) => sum + p.stakeCents, 0);
  if (stakes > 0) {
    await post(tx, {
      kind: 'pool_stakes',
      reference: input.poolKey,
      idempotencyKey: `${input.poolKey}:stakes`,
      legs: [
        { account: house('stakes'), amountCents: -stakes },
        { account: input.pool, amountCents: stakes },
      ],
    });
  }
  for (const movement of input.movements) {
    if (movement.legs.every((l) => l.amountCents === 0)) continue;
    await post(tx, {
      kind: movement.kind,
      reference: input.poolKey,
      idempotencyKey: `${input.poolKey}:${movement.key}`,
      legs: movement.legs,
    });
  }
}

/** Step 2: settles the wagers still open, in batches; returns how many it moved. */
export async function settlePooledWagers(
  ctx: AppContext,
  input: PoolSettlementInput,
): Promise<{ won: number; lost: number }> {
  let won = 0;
  let lost = 0;
  for (let i = 0; i < input.payouts.length; i += BATCH) {
    const batch = input.payouts.slice(i, i + BATCH);
    const paid = await ctx.db.transaction(async (tx) => {
      const losers = batch.filter((p) => p.grossCents === 0).map((p) => p.betId);
      const { rows } = await tx.query<{ id: number }>(
        `WITH moved AS (
           UPDATE bets SET status = 'lost', amount_paid = 0, settled_at = $2
            WHERE id = ANY($1::bigint[]) AND status = 'open' RETURNING id
         ), ev AS (
           INSERT INTO bet_events (bet_id, kind, from_status, to_status, detail, created_at)
           SELECT id, 'settled', 'open', 'lost', '{"paid":0}'::jsonb, $2 FROM moved
         )
         SELECT id FROM moved`,
        [losers, input.now],
      );
      const notices: Array<Notice | null> = [];
      const movedLosers = new Set(rows.map((r) => Number(r.id)));
      for (const p of batch) {
        if (p.grossCents !== 0 || !movedLosers.has(p.betId)) continue;
        notices.push(
          await betNotice(
            tx,
            p.profileId,
            'bet won',
            'error',
            `Your entry ${p.shortId} did not win this time.`,
            { id: p.betId, ref: p.ref },
            input.now,
          ),
        );
      }
      const winners: PooledPayout[] = [];
      for (const p of batch) {
        if (p.grossCents === 0) continue;
        const net = p.grossCents - p.withholdingTaxCents;
        const moved = await tx.query(
          `WITH moved AS (
             UPDATE bets SET status = 'won', amount_paid = $2, settled_withholding_tax = $3,
                    settled_total_odd = 1, settled_bonus = 0, settled_at = $4
              WHERE id = $1 AND status = 'open' RETURNING id
           )
           INSERT INTO bet_events (bet_id, kind, from_status, to_status, detail, created_at)
           SELECT id, 'settled', 'open', 'won', $5::jsonb, $4 FROM moved RETURNING bet_id`,
          [p.betId, net, p.withholdingTaxCents, input.now, JSON.stringify({ paid: net })],
        );
        if (moved.rows.length === 0) continue;
        await post(tx, {
          kind: 'payout',
          reference: p.betId,
          profileId: p.profileId,
          idempotencyKey: `pool-payout:${p.betId}`,
          legs: [
            { account: input.pool, amountCents: -p.grossCents },
            { account: house('payouts'), amountCents: p.withholdingTaxCents },
            { account: userCash(p.profileId), amountCents: net },
          ],
        });
        winners.push(p);
        notices.push(
          await betNotice(
            tx,
            p.profileId,
            'bet won',
            'success',
            `Your entry ${p.shortId} has won ${toMajor(net).toFixed(2)}.`,
            { id: p.betId, ref: p.ref },
            input.now,
          ),
        );
      }
      return { winners, losers: movedLosers.size, notices };
    });
    won += paid.winners.length;
    lost += paid.losers;
    await publishNotices(ctx, paid.notices);
  }
  betMetrics(ctx).settled.inc({ result: 'won' }, won);
  betMetrics(ctx).settled.inc({ result: 'lost' }, lost);
  return { won, lost };
}

/** A pooled wager's prize before and after its event was divided again. */
export interface PoolRedivision {
  poolKey: string;
  pool: AccountRef;
  /** The event's redivision number (1, 2, ...): names the ledger key of the difference. */
  round: number;
  betId: number;
  profileId: number;
  before: { grossCents: number; withholdingTaxCents: number };
  after: { grossCents: number; withholdingTaxCents: number };
  now: Date;
}

/**
 * Settles a pooled wager again after its event was divided anew on a corrected result, in the
 * caller's transaction: the difference between the new prize and the one paid moves through
 * the wallet as one compensating posting under `pool-repay:{betId}:{round}` (more from the pool
 * to the bettor, or back from the bettor's cash to the pool: the wallet's InsufficientFundsError
 * when the bettor no longer holds it, nothing moved), the wager's status and amount follow, and
 * the bettor is told. Answers the notice, or null when nothing changed.
 */
export async function repayPooledWager(tx: Queryable, r: PoolRedivision): Promise<Notice | null> {
  const netBefore = r.before.grossCents - r.before.withholdingTaxCents;
  const netAfter = r.after.grossCents - r.after.withholdingTaxCents;
  if (r.before.grossCents === r.after.grossCents && netBefore === netAfter) return null;
  const { rows } = await tx.query<{ status: string; short_id: string; ref: string }>(
    `SELECT status, short_id, ref FROM bets WHERE id = $1 AND status IN ('won', 'lost') FOR UPDATE`,
    [r.betId],
  );
  const bet = rows[0];
  if (!bet) return null;
  const delta = r.after.grossCents - r.before.grossCents;
  await post(tx, {
    kind: netAfter >= netBefore ? 'payout' : 'settlement_rollback',
    reference: r.betId,
    profileId: r.profileId,
    idempotencyKey: `pool-repay:${r.betId}:${r.round}`,
    legs: [
      { account: r.pool, amountCents: -delta },
      {
        account: house('payouts'),
        amountCents: r.after.withholdingTaxCents - r.before.withholdingTaxCents,
      },
      { account: userCash(r.profileId), amountCents: netAfter - netBefore },
    ],
  });
  const status = r.after.grossCents > 0 ? 'won' : 'lost';
  await tx.query(
    `WITH moved AS (
       UPDATE bets SET status = $2, amount_paid = $3, settled_withholding_tax = $4
        WHERE id = $1 RETURNING id
     )
     INSERT INTO bet_events (bet_id, kind, from_status, to_status, detail, created_at)
     SELECT id, 'pool_redivided', $5, $2, $6::jsonb, $7 FROM moved`,
    [
      r.betId,
      status,
      netAfter,
      r.after.withholdingTaxCents,
      bet.status,
      JSON.stringify({ paid_before: netBefore, paid: netAfter, round: r.round }),
      r.now,
    ],
  );
  return betNotice(
    tx,
    r.profileId,
    'bet won',
    netAfter > 0 ? 'success' : 'error',
    netAfter > 0
      ? `A result in your entry ${bet.short_id} was corrected: it now wins ${toMajor(netAfter).toFixed(2)}.`
      : `A result in your entry ${bet.short_id} was corrected: it no longer wins.`,
    { id: r.betId, ref: bet.ref },
    r.now,
  );
}
