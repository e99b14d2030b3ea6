import { cents, lineCount, toCents, toMajor as domainToMajor } from '@shangwe/domain';
import type { BetLeg, BetSummary } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { BetRow, LegRow } from './bet-store';

/** Minor units to the API's major-unit number (at most 2 decimals), by the domain's rule. */
export const toMajor = (minor: number): number => domainToMajor(cents(Math.round(minor)));

/** A major-unit amount (number with up to 2 decimals) to minor units, rounded half up. */
export const toMinor = (major: number): number => toCents(major);

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function presentLeg(leg: LegRow): BetLeg {
  return {
    parent_match_id: leg.parent_match_id,
    game_id: leg.game_id ?? null,
    sub_type_id: leg.sub_type_id,
    special_bet_value: leg.special_bet_value,
    bet_pick: leg.bet_pick,
    outcome_id: leg.outcome_id,
    odd_value: Number(leg.odd_value),
    sport_id: leg.sport_id,
    bet_type: leg.bet_type,
    home_team: leg.home_team,
    away_team: leg.away_team,
    match_name: `${leg.home_team} vs ${leg.away_team}`,
    market_name: leg.market_name,
    display: leg.display,
    start_time: iso(leg.start_time),
    status: leg.status as BetLeg['status'],
    result: leg.result,
  };
}

/**
 * What a product adds to its wagers' summaries in My Bets and the bet detail (its
 * `WagerProduct.presenter`); the generic summary below is the pipeline's.
 */
export interface WagerPresenter {
  /** Its legs carry several outcomes ('1X'): the summary shows the entry's lines. */
  lined?: boolean;
  /**
   * The product's own fields, read once for a page of its wagers (`legs`: theirs only); the
   * returned function gives one wager's fields from its legs.
   */
  extras?(
    db: Queryable,
    legs: readonly LegRow[],
    now: Date,
  ): Promise<(legs: readonly LegRow[]) => Partial<BetSummary>>;
}

/** A bet for My Bets and the bet detail; never the raw row. */
export function presentBet(
  bet: BetRow,
  legs: readonly LegRow[],
  canCancel: boolean,
  presenter?: WagerPresenter,
): BetSummary {
  const settled = bet.settled_total_odd !== null;
  return {
    bet_id: bet.id,
    short_bet_id: bet.short_id,
    ref: bet.ref,
    // The columns' CHECK constraints (migration 0105) hold them to the vocabulary.
    product: bet.product as BetSummary['product'],
    bet_type: bet.bet_type as BetSummary['bet_type'],
    status: bet.status as BetSummary['status'],
    created: iso(bet.created_at)!,
    settled_at: iso(bet.settled_at),
    stake: toMajor(bet.stake),
    excise_tax: toMajor(bet.excise_tax),
    total_odd: Number(bet.total_odd),
    possible_win: toMajor(bet.possible_win),
    withholding_tax: toMajor(settled ? (bet.settled_withholding_tax ?? 0) : bet.withholding_tax),
    bonus: toMajor(settled ? (bet.settled_bonus ?? 0) : bet.bonus),
    final_payout: toMajor(bet.final_payout),
    points: Number(bet.points),
    amount_paid: toMajor(bet.amount_paid),
    reject_reason: bet.reject_reason,
    is_freebet: bet.free_bet_id !== null,
    legs_count: legs.length,
    ...(presenter?.lined ? { lines: lineCount(legs.map((l) => [...l.bet_pick])) } : {}),
    can_cancel: canCancel,
    legs: legs.map(presentLeg),
  };
}
