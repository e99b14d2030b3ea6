import type {
  JackpotEntry,
  JackpotEvent,
  JackpotOdd,
  JackpotResult,
  JackpotTier,
} from '@shangwe/contract';
import { JACKPOT_PRODUCTS, type JackpotPick } from '@shangwe/domain';
import type { EventMatchRow, EventRow } from './jackpot-repository';

const major = (amountCents: number | string | null | undefined) => Number(amountCents ?? 0) / 100;

const OUTCOME_IDS: Record<string, string> = { '1': '1', X: '2', '2': '3' };

function oddsOf(match: EventMatchRow): JackpotOdd[] {
  return (['1', 'X', '2'] as const)
    .filter((key) => match.odds[key] !== undefined)
    .map((key) => ({
      odd_key: key,
      outcome_id: OUTCOME_IDS[key]!,
      odd_value: Number(match.odds[key]),
      catalog_odd_value:
        match.catalog_odds[key] === undefined ? null : Number(match.catalog_odds[key]),
    }));
}

/** What the event's tiers pay: the stored settlement once settled, else the pools so far. */
function tiersOf(event: EventRow, matches: number): JackpotTier[] {
  if (event.settlement) {
    return event.settlement.tiers.map((t) => ({
      tier: t.tier,
      correct: t.correct,
      label: t.label,
      pool: major(t.pool),
      winning_lines: t.winning_lines,
      amount_per_line: major(t.amount_per_line),
    }));
  }
  return JACKPOT_PRODUCTS[event.kind].tiers.map((t) => ({
    tier: t.tier,
    correct: matches - t.short,
    label: t.label,
    pool: t.tier === 'jackpot' ? major(jackpotShown(event)) : 0,
    winning_lines: null,
    amount_per_line: null,
  }));
}

/** The jackpot shown before settlement: the guarantee, or more when rollovers exceed it. */
function jackpotShown(event: EventRow): number {
  return Math.max(Number(event.guarantee), Number(event.carry_in));
}

export function presentEvent(
  event: EventRow,
  matches: readonly EventMatchRow[],
  now: Date,
): JackpotEvent {
  const rule = JACKPOT_PRODUCTS[event.kind];
  const pool = rule.tiers.length > 0;
  return {
    event_id: Number(event.id),
    kind: event.kind,
    name: event.name,
    product_id: event.product_id,
    type: rule.matches,
    status:
      event.status === 'settled'
        ? 'settled'
        : event.status === 'open' && event.closes_at > now
          ? 'open'
          : 'closed',
    // The event's own currency: every amount of it is in this currency, whoever asks.
    currency: event.currency,
    stake_per_line: major(event.stake_per_line),
    closes_at: event.closes_at.toISOString(),
    server_time: now.toISOString(),
    jackpot_amount: pool ? major(jackpotShown(event)) : null,
    guaranteed_amount: major(event.guarantee),
    rollover_amount: major(event.carry_in),
    max_selections: rule.maxSelections,
    operator_share_percent: event.kind === 'splitpot' ? event.operator_share_percent : null,
    tiers: tiersOf(event, matches.length),
    matches: matches.map((m) => ({
      parent_match_id: Number(m.parent_match_id),
      position: m.position,
      home_team: m.home_team,
      away_team: m.away_team,
      start_time: m.start_time.toISOString(),
      competition_name: m.competition_name,
      category: m.category_name,
      odds: oddsOf(m),
      result: m.result,
      score:
        m.home_score === null || m.away_score === null ? null : `${m.home_score}:${m.away_score}`,
    })),
  };
}

export function presentResult(
  event: EventRow,
  matches: readonly EventMatchRow[],
  now: Date,
): JackpotResult {
  const s = event.settlement;
  return {
    ...presentEvent(event, matches, now),
    settled_at: (event.settled_at ?? now).toISOString(),
    total_lines: Number(event.total_lines ?? 0),
    remainder_carried: major(s?.remainder),
    rollover_carried: major(s?.rollover),
  };
}

/** One of the bettor's entries as GET /api/jackpot/entries lists it. */
export interface EntryView {
  bet_id: number;
  short_id: string;
  event_id: number;
  kind: EventRow['kind'];
  event_name: string;
  created_at: Date;
  lines: number;
  stake: number;
  status: string;
  best_correct: number | null;
  winning_lines: Record<string, number> | null;
  /** What was paid (net of tax), from the wager. */
  amount_paid: number;
  withholding_tax: number | null;
  picks: string[];
  pick_odds: number[][] | null;
}

export function presentEntry(entry: EntryView, matches: readonly EventMatchRow[]): JackpotEntry {
  return {
    bet_id: Number(entry.bet_id),
    short_bet_id: entry.short_id,
    event_id: Number(entry.event_id),
    kind: entry.kind,
    event_name: entry.event_name,
    created: entry.created_at.toISOString(),
    lines: entry.lines,
    stake: major(entry.stake),
    status: entry.status,
    best_correct: entry.best_correct,
    winning_lines: Object.entries(entry.winning_lines ?? {}).map(([tier, lines]) => ({
      tier,
      lines,
    })),
    payout: major(entry.amount_paid),
    withholding_tax: major(entry.withholding_tax),
    picks: matches.map((m, i) => {
      const picks = [...(entry.picks[i] ?? '')] as JackpotPick[];
      return {
        parent_match_id: Number(m.parent_match_id),
        home_team: m.home_team,
        away_team: m.away_team,
        picks,
        odds: entry.pick_odds?.[i]?.map(Number) ?? [],
        result: m.result,
        correct:
          m.result === null ? null : m.result === 'void' || picks.includes(m.result as JackpotPick),
      };
    }),
  };
}
