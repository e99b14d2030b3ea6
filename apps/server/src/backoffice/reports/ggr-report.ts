import type { GgrDimension, GgrLine } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import { csvLine, money } from './csv';
import { currencyOf } from './currency-of';
import { productKey } from './product-key';
import {
  FREE_BET_STAKE_KIND,
  FREE_BETS_ACCOUNT_ID,
  STAKE_KIND,
  VOID_KIND,
  WAGER_LEDGER_KINDS,
} from './wager-ledger-kinds';

/** The measures of a group of wagers' ledger movements, in minor units. */
export interface GgrCents {
  bets: number;
  stakes: number;
  freeBetStakes: number;
  returns: number;
  voids: number;
  bonusCost: number;
  freeBetCost: number;
}

/** One finest-grained cell: a day, product, country (and its currency) and channel. */
export interface GgrCell extends GgrCents {
  day: string;
  product: string;
  country: string;
  currency: string;
  channel: string;
}

interface CellRow {
  day: string;
  product: string;
  bet_type: number;
  jackpot_kind: string | null;
  country: string;
  channel: string;
  bets: string;
  stakes: string | null;
  free_bet_stakes: string | null;
  returns: string | null;
  voids: string | null;
  bonus_cost: string | null;
  free_bet_cost: string | null;
}

/**
 * Every money movement of wagers booked in [from, to] (UTC days, inclusive), read from the
 * ledger: the amounts are the ledger entries of the bettors' cash and bonus accounts and of
 * house:freebets, in the transactions whose reference is a wager; the wager's row only says
 * which product, country and channel the movement belongs to. One statement over the views
 * the owners publish (migration 0155): the wallet's `wallet_movement_entries`, the bet store's
 * `wagers_read`.
 * - stakes: cash debited by stake postings; free_bet_stakes: house:freebets spent on stakes
 * - voids: cash handed back by refund postings (void, cancellation, refused live bet)
 * - returns: every other cash credit (and rollback debit) of a cash wager (wins, cash-outs,
 *   pool prizes); free_bet_cost: the same for wagers placed with a free bet
 * - bonus_cost: bonus credited by promo awards, net of their reversals
 */
export async function ggrCells(db: Queryable, from: string, to: string): Promise<GgrCell[]> {
  const { rows } = await db.query<CellRow>(
    `SELECT to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            b.product, b.bet_type, je.kind AS jackpot_kind, b.country,
            coalesce(nullif(b.src, ''), 'unknown') AS channel,
            count(DISTINCT b.id) FILTER (WHERE m.kind IN ($3, $4)) AS bets,
            -sum(m.amount) FILTER (WHERE m.account_kind = 'cash' AND m.kind = $3) AS stakes,
            -sum(m.amount) FILTER (WHERE m.account_id = $6 AND m.kind = $4) AS free_bet_stakes,
            sum(m.amount) FILTER (WHERE m.account_kind = 'cash' AND m.kind = $5) AS voids,
            sum(m.amount) FILTER (WHERE m.account_kind = 'cash' AND m.kind NOT IN ($3, $5)
                                    AND b.free_bet_id IS NULL) AS returns,
            sum(m.amount) FILTER (WHERE m.account_kind = 'cash' AND m.kind NOT IN ($3, $5)
                                    AND b.free_bet_id IS NOT NULL) AS free_bet_cost,
            sum(m.amount) FILTER (WHERE m.account_kind = 'bonus') AS bonus_cost
       FROM wallet_movement_entries m
       JOIN wagers_read b ON b.id::text = m.reference
       LEFT JOIN jackpot_entries je ON je.bet_id = b.id
      WHERE m.kind = ANY($7::text[])
        AND m.created_at >= $1::date AND m.created_at < $2::date + 1
      GROUP BY 1, 2, 3, 4, 5, 6`,
    [
      from,
      to,
      STAKE_KIND,
      FREE_BET_STAKE_KIND,
      VOID_KIND,
      FREE_BETS_ACCOUNT_ID,
      [...WAGER_LEDGER_KINDS],
    ],
  );
  return rows.map((r) => ({
    day: r.day,
    product: productKey(r.product, Number(r.bet_type), r.jackpot_kind),
    country: r.country,
    currency: currencyOf(r.country),
    channel: r.channel,
    bets: Number(r.bets),
    stakes: Number(r.stakes ?? 0),
    freeBetStakes: Number(r.free_bet_stakes ?? 0),
    returns: Number(r.returns ?? 0),
    voids: Number(r.voids ?? 0),
    bonusCost: Number(r.bonus_cost ?? 0),
    freeBetCost: Number(r.free_bet_cost ?? 0),
  }));
}

export const ZERO_CENTS: GgrCents = {
  bets: 0,
  stakes: 0,
  freeBetStakes: 0,
  returns: 0,
  voids: 0,
  bonusCost: 0,
  freeBetCost: 0,
};

/** The sum of two groups' measures. */
export function addCents(a: GgrCents, b: GgrCents): GgrCents {
  return {
    bets: a.bets + b.bets,
    stakes: a.stakes + b.stakes,
    freeBetStakes: a.freeBetStakes + b.freeBetStakes,
    returns: a.returns + b.returns,
    voids: a.voids + b.voids,
    bonusCost: a.bonusCost + b.bonusCost,
    freeBetCost: a.freeBetCost + b.freeBetCost,
  };
}

/**
 * GGR = cash stakes − voids − returns (what bettors staked and kept losing); NGR = GGR − bonus
 * and free-bet costs. Withholding tax is not in either: it is the authority's money, reported
 * by the tax report.
 */
export function ggrOf(c: GgrCents): { ggr: number; ngr: number } {
  const ggr = c.stakes - c.voids - c.returns;
  return { ggr, ngr: ggr - c.bonusCost - c.freeBetCost };
}

const major = (cents: number) => cents / 100;

function line(currency: string, keys: Partial<Record<GgrDimension, string>>, c: GgrCents): GgrLine {
  const { ggr, ngr } = ggrOf(c);
  return {
    currency,
    ...keys,
    bets: c.bets,
    stakes: major(c.stakes),
    free_bet_stakes: major(c.freeBetStakes),
    returns: major(c.returns),
    voids: major(c.voids),
    bonus_cost: major(c.bonusCost),
    free_bet_cost: major(c.freeBetCost),
    ggr: major(ggr),
    ngr: major(ngr),
  };
}

/**
 * Rolls cells up to the requested dimensions, always split by currency too (money of two
 * currencies is never added), lines sorted by their keys then currency; and the totals, one
 * line per currency.
 */
export function rollUp(
  cells: readonly GgrCell[],
  groupBy: readonly GgrDimension[],
): { lines: GgrLine[]; totals: GgrLine[] } {
  const dims = [...new Set(groupBy)];
  type Group = { currency: string; keys: Partial<Record<GgrDimension, string>>; sum: GgrCents };
  const groups = new Map<string, Group>();
  const totals = new Map<string, GgrCents>();
  for (const cell of cells) {
    totals.set(cell.currency, addCents(totals.get(cell.currency) ?? ZERO_CENTS, cell));
    const keys = Object.fromEntries(dims.map((d) => [d, cell[d]])) as Partial<
      Record<GgrDimension, string>
    >;
    const id = [...dims.map((d) => cell[d]), cell.currency].join('\u0000');
    const group = groups.get(id);
    groups.set(id, {
      currency: cell.currency,
      keys,
      sum: addCents(group?.sum ?? ZERO_CENTS, cell),
    });
  }
  const byKey = <T>(entries: [string, T][]) =>
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = byKey([...groups.entries()]).map(([, g]) => line(g.currency, g.keys, g.sum));
  return {
    lines,
    totals: byKey([...totals.entries()]).map(([currency, sum]) => line(currency, {}, sum)),
  };
}

/**
 * The report as CSV: one header (the dimensions, `currency`, the measures), one row per line,
 * then one totals row per currency (`TOTAL` in the first dimension's column).
 */
export function ggrCsv(
  groupBy: readonly GgrDimension[],
  lines: GgrLine[],
  totals: GgrLine[],
): string {
  const dims = [...new Set(groupBy)];
  const measures = [
    'bets',
    'stakes',
    'free_bet_stakes',
    'returns',
    'voids',
    'bonus_cost',
    'free_bet_cost',
    'ggr',
    'ngr',
  ] as const;
  // Amounts back to cents first, so the text is exact (never a float's 0.30000000000000004).
  const row = (l: GgrLine, label?: string) =>
    csvLine([
      ...dims.map((d, i) => (label !== undefined && i === 0 ? label : (l[d] ?? ''))),
      l.currency,
      ...measures.map((m) => (m === 'bets' ? l[m] : money(Math.round(l[m] * 100)))),
    ]);
  return (
    csvLine([...dims, 'currency', ...measures]) +
    lines.map((l) => row(l)).join('') +
    totals.map((t) => row(t, dims.length ? 'TOTAL' : undefined)).join('')
  );
}
