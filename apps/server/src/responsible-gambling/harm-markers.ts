import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { startPollingLoop } from '../platform/polling-loop';
import type { Worker } from '../platform/workers';
import { followsLostWager, wagerHoursByBettor } from '../wagers/wagering-reads';

/**
 * Markers of harm, computed once a day per bettor active in the last 30 days. Each is a score
 * from 0 to 1 and a sentence an operator can read to the bettor's file; a marker at 0 is not
 * stored. The thresholds are deliberately simple and written here, so a reviewer can see why a
 * bettor was flagged.
 */
interface MarkerRow {
  profile_id: number;
  deposits_7d: number;
  deposits_prev_21d: number;
  deposit_sum_7d: number;
  deposit_sum_prev_21d: number;
  chased: number;
  night_bets: number;
  all_bets: number;
  increases: number;
  cancelled_withdrawals: number;
}

const DAY_MS = 86_400_000;

/** The local time a wager's hour is read in, by the bettor's country (night play). */
const NIGHT_ZONES: Readonly<Record<string, string>> = { GH: 'Africa/Accra', NG: 'Africa/Lagos' };
const OTHER_NIGHT_ZONE = 'Africa/Nairobi';

export function markersOf(
  row: MarkerRow,
): { marker: string; score: number; explanation: string }[] {
  const out: { marker: string; score: number; explanation: string }[] = [];
  const weeklyBefore = row.deposits_prev_21d / 3;
  if (row.deposits_7d >= 5 && row.deposits_7d > 2 * weeklyBefore) {
    out.push({
      marker: 'deposit_frequency',
      score: Math.min(1, row.deposits_7d / 20),
      explanation: `${row.deposits_7d} deposits in the last 7 days, against ${weeklyBefore.toFixed(1)} a week in the 3 weeks before.`,
    });
  }
  const sumBefore = row.deposit_sum_prev_21d / 3;
  if (row.deposit_sum_7d > 0 && sumBefore > 0 && row.deposit_sum_7d > 2 * sumBefore) {
    out.push({
      marker: 'deposit_size',
      score: Math.min(1, row.deposit_sum_7d / sumBefore / 10),
      explanation: `Deposited ${(row.deposit_sum_7d / 100).toFixed(2)} in the last 7 days, more than twice the weekly ${(sumBefore / 100).toFixed(2)} of the 3 weeks before.`,
    });
  }
  if (row.chased >= 3) {
    out.push({
      marker: 'chasing_losses',
      score: Math.min(1, row.chased / 10),
      explanation: `${row.chased} times in 7 days a deposit followed within 30 minutes of a lost wager.`,
    });
  }
  if (row.all_bets >= 10 && row.night_bets / row.all_bets >= 0.3) {
    out.push({
      marker: 'night_play',
      score: Math.min(1, row.night_bets / row.all_bets),
      explanation: `${row.night_bets} of ${row.all_bets} wagers in 7 days were placed between midnight and 6 am local time.`,
    });
  }
  if (row.increases >= 1) {
    out.push({
      marker: 'limit_increases',
      score: Math.min(1, row.increases / 3),
      explanation: `Asked to raise or remove a limit ${row.increases} time(s) in 30 days.`,
    });
  }
  if (row.cancelled_withdrawals >= 1) {
    out.push({
      marker: 'cancelled_withdrawals',
      score: Math.min(1, row.cancelled_withdrawals / 3),
      explanation: `${row.cancelled_withdrawals} withdrawal(s) failed or were cancelled in 30 days.`,
    });
  }
  return out;
}

/** Computes and stores the markers of `day` (its end is the reference moment). Returns how many. */
export async function computeHarmMarkers(db: Queryable, day: Date): Promise<number> {
  const end = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + DAY_MS,
  );
  const week = new Date(end.getTime() - 7 * DAY_MS);
  const month = new Date(end.getTime() - 30 * DAY_MS);
  // The bet store gives who wagered this month and their week's hours, and says which of the
  // week's deposits followed a lost wager (wagers/wagering-reads.ts); the payments, limits
  // and withdrawals are read here. One read per kind, whatever the number of bettors.
  const hours = await wagerHoursByBettor(db, {
    since: month,
    weekStart: week,
    until: end,
    zones: NIGHT_ZONES,
    otherZone: OTHER_NIGHT_ZONE,
    nightEndsHour: 6,
  });
  const { rows: payments } = await db.query<Omit<MarkerRow, 'chased' | 'night_bets' | 'all_bets'>>(
    `WITH active AS (
       SELECT unnest($4::bigint[]) AS profile_id
       UNION SELECT DISTINCT profile_id FROM deposits WHERE created_at >= $3 AND created_at < $1
     )
     SELECT a.profile_id,
       (SELECT count(*) FROM deposits d WHERE d.profile_id = a.profile_id AND d.status = 'completed'
          AND d.created_at >= $2 AND d.created_at < $1)::int AS deposits_7d,
       (SELECT count(*) FROM deposits d WHERE d.profile_id = a.profile_id AND d.status = 'completed'
          AND d.created_at >= $2::timestamptz - interval '21 days' AND d.created_at < $2)::int AS deposits_prev_21d,
       (SELECT coalesce(sum(amount), 0) FROM deposits d WHERE d.profile_id = a.profile_id
          AND d.status = 'completed' AND d.created_at >= $2 AND d.created_at < $1)::float8 AS deposit_sum_7d,
       (SELECT coalesce(sum(amount), 0) FROM deposits d WHERE d.profile_id = a.profile_id
          AND d.status = 'completed' AND d.created_at >= $2::timestamptz - interval '21 days'
          AND d.created_at < $2)::float8 AS deposit_sum_prev_21d,
       (SELECT count(*) FROM rg_events e WHERE e.profile_id = a.profile_id
          AND e.kind = 'limit_change_requested' AND e.created_at >= $3 AND e.created_at < $1)::int AS increases,
       (SELECT count(*) FROM withdrawals w WHERE w.profile_id = a.profile_id AND w.status = 'failed'
          AND w.created_at >= $3 AND w.created_at < $1)::int AS cancelled_withdrawals
     FROM active a`,
    [end, week, month, hours.map((h) => h.profile_id)],
  );
  // Every deposit of the week (whatever its status) that came within 30 minutes of a lost wager.
  const { rows: weekDeposits } = await db.query<{ profile_id: number; at: string }>(
    'SELECT profile_id, created_at::text AS at FROM deposits WHERE created_at >= $1 AND created_at < $2',
    [week, end],
  );
  const afterLoss = await followsLostWager(
    db,
    weekDeposits.map((d) => ({ profileId: Number(d.profile_id), at: d.at })),
    30,
  );
  const chased = new Map<number, number>();
  weekDeposits.forEach((d, i) => {
    if (afterLoss[i]) chased.set(Number(d.profile_id), (chased.get(Number(d.profile_id)) ?? 0) + 1);
  });
  const hoursOf = new Map(hours.map((h) => [Number(h.profile_id), h]));
  const rows: MarkerRow[] = payments.map((p) => ({
    ...p,
    chased: chased.get(Number(p.profile_id)) ?? 0,
    night_bets: hoursOf.get(Number(p.profile_id))?.night_wagers ?? 0,
    all_bets: hoursOf.get(Number(p.profile_id))?.week_wagers ?? 0,
  }));
  const dayText = new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10);
  let stored = 0;
  for (const row of rows) {
    for (const m of markersOf(row)) {
      await db.query(
        `INSERT INTO rg_markers (profile_id, day, marker, score, explanation) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (profile_id, day, marker) DO UPDATE SET score = EXCLUDED.score,
           explanation = EXCLUDED.explanation`,
        [row.profile_id, dayText, m.marker, m.score, m.explanation],
      );
      stored++;
    }
  }
  return stored;
}

/** The day's run for the worker: yesterday's markers (idempotent, safe to repeat). */
export async function computeYesterdaysMarkers(ctx: AppContext): Promise<number> {
  return computeHarmMarkers(ctx.db, new Date(ctx.now().getTime() - DAY_MS));
}

/**
 * Computes yesterday's markers once per day (at start, then when the UTC day changes; a
 * re-run on restart rewrites the same rows). One instance runs it (advisory lock).
 */
export const harmMarkersWorker: Worker = {
  name: 'rg-harm-markers',
  lockKey: 705_082,
  async start(ctx) {
    let lastDay: string | null = null;
    return startPollingLoop({
      name: this.name,
      everyMs: 15 * 60_000,
      pass: async () => {
        const day = ctx.now().toISOString().slice(0, 10);
        if (day === lastDay) return;
        const stored = await computeYesterdaysMarkers(ctx);
        lastDay = day;
        if (stored > 0) ctx.logger.info({ stored }, 'markers of harm computed');
      },
      logger: ctx.logger,
      failure: 'markers of harm failed',
    });
  },
};
