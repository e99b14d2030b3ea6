import type { OutcomeResult } from '@shangwe/contract';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { betNotice } from '../../wagers/bet-notifier';
import { findBet, findLegs, insertBetEvent, setLegStatus } from '../../wagers/bet-store';
import { settleMatch } from '../../settlement/bet-settler';
import { publishNotices, type Notice } from '../../notifications/notification-writer';
import { reopenWager, type MarketRef } from '../../wagers/settlement-rollback';
import { settleWager } from '../../wagers/wager-settler';
import { InsufficientFundsError } from '../../wallet/ledger';
import { redivideJackpotEvent, type Redivision } from '../../jackpots/event-redivision';

/**
 * The resettlement of a committed correction, driven from its rows in
 * `trading_resettlement_wagers` (migration 0131) so that it can be resumed: by the request that
 * made the correction, or after a crash by the trading resettlement worker at start. Every step
 * moves a row on under its lock in the transaction that moves the money, so a wager is
 * reversed once and settled again once, whoever runs it and however often.
 */

const HELD_REASON = 'The bettor no longer holds the payout to reverse';
const SETTLED = new Set(['won', 'lost', 'void']);

interface Job {
  id: number;
  parentMatchId: number;
  label: string;
  markets: MarketRef[];
  leg: { legNo: number; result: OutcomeResult; before: string } | null;
}

interface JobRow {
  id: number | string;
  scope: string;
  parent_match_id: number | string;
  leg_no: number | null;
  before: { leg?: { result: string } } | string;
  after: { results: MarketRef[]; leg?: { result: OutcomeResult } } | string;
  home_team: string | null;
  away_team: string | null;
}

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function loadJob(db: Queryable, correctionId: number): Promise<Job | null> {
  const { rows } = await db.query<JobRow>(
    `SELECT c.id, c.scope, c.parent_match_id, c.leg_no, c.before, c.after, m.home_team, m.away_team
       FROM trading_result_corrections c
       LEFT JOIN matches m ON m.parent_match_id = c.parent_match_id
      WHERE c.id = $1 AND c.resettled_at IS NULL`,
    [correctionId],
  );
  const row = rows[0];
  if (!row) return null;
  const before = parse(row.before);
  const after = parse(row.after);
  return {
    id: Number(row.id),
    parentMatchId: Number(row.parent_match_id),
    label: `${row.home_team ?? ''} vs ${row.away_team ?? ''}`,
    markets: after.results.map((m) => ({
      sub_type_id: m.sub_type_id,
      special_bet_value: m.special_bet_value,
    })),
    leg:
      row.scope === 'leg'
        ? { legNo: row.leg_no!, result: after.leg!.result, before: before.leg!.result }
        : null,
  };
}

async function settledPoolEvents(db: Queryable, parentMatchId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number | string }>(
    `SELECT e.id FROM jackpot_event_matches em JOIN jackpot_events e ON e.id = em.event_id
      WHERE em.parent_match_id = $1 AND e.status = 'settled' ORDER BY e.id`,
    [parentMatchId],
  );
  return rows.map((r) => Number(r.id));
}

/** The wagers of a correction in one state, oldest first. */
async function wagersIn(db: Queryable, correctionId: number, state: string): Promise<number[]> {
  const { rows } = await db.query<{ bet_id: number | string }>(
    `SELECT bet_id FROM trading_resettlement_wagers
      WHERE correction_id = $1 AND state = $2 ORDER BY bet_id`,
    [correctionId, state],
  );
  return rows.map((r) => Number(r.bet_id));
}

/** Locks one wager's row of the correction; answers its state. */
async function lockProgress(tx: Queryable, correctionId: number, betId: number) {
  const { rows } = await tx.query<{ state: string }>(
    `SELECT state FROM trading_resettlement_wagers
      WHERE correction_id = $1 AND bet_id = $2 FOR UPDATE`,
    [correctionId, betId],
  );
  return rows[0]?.state;
}

async function moveTo(
  db: Queryable,
  correctionId: number,
  betId: number,
  state: string,
  extra: { settledAgain?: boolean; reason?: string } = {},
) {
  await db.query(
    `UPDATE trading_resettlement_wagers SET state = $3, settled_again = $4, reason = $5
      WHERE correction_id = $1 AND bet_id = $2`,
    [correctionId, betId, state, extra.settledAgain ?? false, extra.reason ?? null],
  );
}

/**
 * One pending wager, in one transaction: its settlement on the old result reversed through the
 * wallet and its legs on the corrected markets reopened (wagers/settlement-rollback.ts, the step
 * a provider's rollback takes), a leg set by hand given its result, the bettor told, and its
 * row moved on. A bettor who no longer holds the payout to reverse keeps the wager ('held').
 */
async function reopenOne(ctx: AppContext, job: Job, betId: number): Promise<Notice | null> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      if ((await lockProgress(tx, job.id, betId)) !== 'pending') return null;
      let markets = job.markets;
      if (job.leg) {
        markets = (await findLegs(tx, [betId])).filter((l) => l.leg_no === job.leg!.legNo);
      }
      const done = await reopenWager(tx, betId, job.parentMatchId, markets, now);
      const bet = await findBet(tx, betId);
      if (!bet) {
        await moveTo(tx, job.id, betId, 'unchanged');
        return null;
      }
      if (job.leg) {
        await setLegStatus(tx, betId, job.leg.legNo, job.leg.result, job.leg.result, now);
        await insertBetEvent(
          tx,
          betId,
          'leg_corrected',
          job.leg.before,
          job.leg.result,
          { leg_no: job.leg.legNo },
          now,
        );
      }
      await moveTo(tx, job.id, betId, done === 'reopened' || job.leg ? 'reopened' : 'unchanged');
      if (done !== 'reopened') return null;
      return betNotice(
        tx,
        bet.profile_id,
        'bet won',
        'error',
        `A result in your bet ${bet.short_id} (${job.label}) was corrected. Your bet is settled again on the corrected result.`,
        { id: bet.id, ref: bet.ref },
        now,
      );
    });
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    await moveTo(ctx.db, job.id, betId, 'held', { reason: HELD_REASON });
    return null;
  }
}

/** One reopened wager settled again by its own product's settler (once, on its locked row). */
async function settleOne(ctx: AppContext, job: Job, betId: number): Promise<void> {
  await settleWager(ctx, betId);
  // Read after: a run that crashed after the settlement but before this line counts it too.
  const bet = await findBet(ctx.db, betId);
  await ctx.db.transaction(async (tx) => {
    if ((await lockProgress(tx, job.id, betId)) !== 'reopened') return;
    await moveTo(tx, job.id, betId, 'settled', {
      settledAgain: bet !== undefined && SETTLED.has(bet.status),
    });
  });
}

/**
 * Runs (or finishes) a correction's resettlement: every pending wager reopened, every reopened
 * one settled again, wagers that were waiting on the corrected markets settled, the match's
 * settled pool events divided again (jackpots/event-redivision.ts), and the correction closed (`resettled_at`) once no wager is left pending or reopened.
 */
export async function runResettlement(ctx: AppContext, correctionId: number): Promise<void> {
  const job = await loadJob(ctx.db, correctionId);
  if (!job) return;
  const notices: Array<Notice | null> = [];
  for (const betId of await wagersIn(ctx.db, job.id, 'pending'))
    notices.push(await reopenOne(ctx, job, betId));
  await publishNotices(ctx, notices);
  for (const betId of await wagersIn(ctx.db, job.id, 'reopened')) await settleOne(ctx, job, betId);
  // Wagers that were waiting on these markets settle now too (the settlement worker would).
  await settleMatch(ctx, job.parentMatchId);
  // Settled pool events of the match divided again (a no-op where the winners stand).
  const pools: Redivision[] = [];
  for (const eventId of await settledPoolEvents(ctx.db, job.parentMatchId)) {
    const done = await redivideJackpotEvent(ctx, eventId);
    if (done) pools.push(done);
  }
  await ctx.db.query(
    `UPDATE trading_result_corrections c SET resettled_at = $2, pools = $3::jsonb,
            resettled = (SELECT count(*) FROM trading_resettlement_wagers w
                          WHERE w.correction_id = c.id AND w.settled_again),
            held = (SELECT COALESCE(jsonb_agg(jsonb_build_object('bet_id', w.bet_id,
                                      'reason', w.reason) ORDER BY w.bet_id), '[]'::jsonb)
                      FROM trading_resettlement_wagers w
                     WHERE w.correction_id = c.id AND w.state = 'held')
      WHERE c.id = $1 AND c.resettled_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM trading_resettlement_wagers w
                         WHERE w.correction_id = c.id AND w.state IN ('pending', 'reopened'))`,
    [job.id, ctx.now(), JSON.stringify(pools)],
  );
}

/**
 * Finishes every correction whose resettlement a crash interrupted (`resettled_at` NULL),
 * oldest first. Safe beside a request still running one: each wager moves on under its lock.
 * Answers how many corrections it ran.
 */
export async function resumeResettlements(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number | string }>(
    'SELECT id FROM trading_result_corrections WHERE resettled_at IS NULL ORDER BY id',
  );
  for (const { id } of rows) await runResettlement(ctx, Number(id));
  return rows.length;
}
