import type { JackpotPick, JackpotResult } from '@shangwe/domain';
import type { LegRow, NewLeg, WagerCompanion } from '../wagers/bet-store';
import { insertBetEvent, setLegStatus } from '../wagers/bet-store';
import type { Queryable } from '../db/database';
import type { EventMatchRow, EventRow } from './jackpot-repository';
import { MATCH_RESULT_SQL } from './jackpot-repository';

/** The legs of an entry: one per match of the event, its picks as one bet_pick ('1X'). */
export function entryLegs(
  matches: readonly EventMatchRow[],
  picks: readonly JackpotPick[][],
  betType: number,
  odds: readonly (readonly number[])[] | null,
): Omit<NewLeg, 'leg_no'>[] {
  return matches.map((m, i) => ({
    parent_match_id: Number(m.parent_match_id),
    match_id: null,
    sub_type_id: 1,
    special_bet_value: '',
    bet_pick: picks[i]!.join(''),
    outcome_id: '',
    // One number per leg: a single pick's price, else the best of the picks (display only).
    odd_value: odds ? Math.max(...odds[i]!) : 1,
    sport_id: m.sport_id,
    bet_type: betType,
    home_team: m.home_team,
    away_team: m.away_team,
    market_name: '1X2',
    display: picks[i]!.join(' / '),
    start_time: m.start_time,
  }));
}

/** The entry row written with the wager, in its one placement statement. */
export function entryCompanion(input: {
  event: EventRow;
  profileId: number;
  picks: readonly JackpotPick[][];
  lines: number;
  stakePerLineCents: number;
  odds: readonly (readonly number[])[] | null;
}): WagerCompanion {
  return {
    sql: (param) =>
      `INSERT INTO jackpot_entries (bet_id, event_id, profile_id, kind, picks, lines,
         stake_per_line, pick_odds)
       SELECT b.id, ${param(input.event.id)}::bigint, ${param(input.profileId)}::bigint,
              ${param(input.event.kind)}::text, ${param(input.picks.map((p) => p.join('')))}::text[],
              ${param(input.lines)}::int, ${param(input.stakePerLineCents)}::bigint,
              ${param(input.odds ? JSON.stringify(input.odds) : null)}::jsonb
         FROM b`,
  };
}

/** A leg's state for a match result: void, or whether one of its picks came in. */
export function legOutcome(betPick: string, result: JackpotResult): 'won' | 'lost' | 'void' {
  if (result === 'void') return 'void';
  return betPick.includes(result) ? 'won' : 'lost';
}

/**
 * Marks the open legs of an entry whose match is resulted (in `tx`, the wager locked),
 * updating `legs` in place; returns each leg's match result in leg order (null: not yet).
 */
export async function markEntryLegs(
  tx: Queryable,
  betId: number,
  legs: LegRow[],
  now: Date,
): Promise<Array<JackpotResult | null>> {
  const { rows } = await tx.query<{ parent_match_id: number; result: JackpotResult | null }>(
    `SELECT m.parent_match_id, ${MATCH_RESULT_SQL} AS result
       FROM matches m
       LEFT JOIN markets mk ON mk.parent_match_id = m.parent_match_id AND mk.sub_type_id = 1
                          AND mk.special_bet_value = ''
      WHERE m.parent_match_id = ANY($1::bigint[])`,
    [legs.map((l) => l.parent_match_id)],
  );
  const results = new Map(rows.map((r) => [Number(r.parent_match_id), r.result]));
  const out: Array<JackpotResult | null> = [];
  for (const leg of legs) {
    const result = results.get(Number(leg.parent_match_id)) ?? null;
    out.push(result);
    if (result === null || leg.status !== 'open') continue;
    const status = legOutcome(leg.bet_pick, result);
    await setLegStatus(tx, betId, leg.leg_no, status, result, now);
    leg.status = status;
    await insertBetEvent(tx, betId, 'leg_settled', 'open', status, { leg_no: leg.leg_no }, now);
  }
  return out;
}
