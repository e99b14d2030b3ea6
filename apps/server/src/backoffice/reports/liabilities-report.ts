import type { BoLiabilitiesResponse } from '@shangwe/contract/backoffice';
import type { Database, Queryable } from '../../db/database';
import { CURRENCY_HOUSE_ACCOUNTS, HOUSE_ACCOUNTS } from '../../wallet/ledger';
import {
  bettorBalancesBefore,
  houseBalancesBefore,
  pendingWithdrawalsBefore,
} from '../../wallet/ledger-reads';
import { currencyOf } from './currency-of';

/** Kinds that end a wager's life in the ledger: after one of them nothing is at stake. */
const CLOSING_KINDS = ['payout', 'bet_lost', 'refund', 'cashout'];

/**
 * What the operator owes bettors at the end of `date` (UTC), per bettor country in its currency
 * (no line adds two currencies): every figure is the ledger as it
 * stood at the next midnight (entries booked before it), read in one REPEATABLE READ snapshot:
 * - cash and bonus balances: the sum of each bettor account's entries, per bettor country;
 * - withdrawals pending: cash reserved by withdrawal requests the rails have not answered;
 * - open bets: wagers whose stake was booked and no closing movement (payout, loss, refund,
 *   cash-out) yet, with their stakes and the payout each would make if it won
 *   (final_payout; a pool entry, whose prize is not known before its event, counts its stake).
 *   A losing pool entry moves no money of its own (its stake went into the pool with the
 *   event's), so a pool entry is also closed once its row was settled;
 * - unused free bets: granted, not expired, not withdrawn and not yet staked at that moment
 *   (a free bet restored by a later void counts as staked on the date);
 * - jackpot pools: the balance of the country's currency's house:jackpot_pools (entries and
 *   carries held for its bettors: every event is one country's, in its currency), of which
 *   carries: the pools its events carried out and its next event had not yet taken.
 *   The held stakes are house accounts that hold every currency (house_all_currencies).
 */
export function liabilitiesReport(db: Database, date: string): Promise<BoLiabilitiesResponse> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return liabilitiesIn(tx, date);
  });
}

async function liabilitiesIn(db: Queryable, date: string): Promise<BoLiabilitiesResponse> {
  const cutoff = new Date(`${date}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() + 1);
  const at = cutoff.toISOString();
  const balances = await bettorBalancesBefore(db, at);
  const pending = await pendingWithdrawalsBefore(db, at);
  const open = await db.query<{ country: string; bets: string; stakes: string; payouts: string }>(
    `SELECT b.country, count(*) AS bets, sum(b.stake) AS stakes,
            sum(CASE WHEN je.bet_id IS NULL THEN b.final_payout ELSE b.stake END) AS payouts
       FROM wagers_read b
       LEFT JOIN jackpot_entries je ON je.bet_id = b.id
      WHERE EXISTS (SELECT 1 FROM wallet_movements t
                     WHERE t.kind IN ('stake', 'freebet_stake') AND t.reference = b.id::text
                       AND t.created_at < $1)
        AND NOT EXISTS (SELECT 1 FROM wallet_movements t
                         WHERE t.kind = ANY($2::text[]) AND t.reference = b.id::text
                           AND t.created_at < $1)
        AND NOT (je.bet_id IS NOT NULL AND b.settled_at < $1)
      GROUP BY 1`,
    [at, CLOSING_KINDS],
  );
  const freeBets = await db.query<{ country: string; amount: string }>(
    `SELECT country, sum(amount) AS amount FROM free_bets
      WHERE granted_at < $1 AND expires_at > $1
        AND (withdrawn_at IS NULL OR withdrawn_at > $1)
        AND (status = 'active' OR used_at > $1)
      GROUP BY 1`,
    [at],
  );
  const poolIds: Record<string, number> = CURRENCY_HOUSE_ACCOUNTS.jackpotPools;
  const house = await houseBalancesBefore(db, at, [
    ...Object.values(poolIds),
    HOUSE_ACCOUNTS.stakes,
    HOUSE_ACCOUNTS.casinoStakes,
  ]);
  const carries = await db.query<{ country: string; amount: string }>(
    `SELECT country, sum(carried_out) AS amount FROM jackpot_events e
      WHERE carried_out > 0 AND settled_at < $1
        AND (carried_to IS NULL OR (SELECT created_at FROM jackpot_events n WHERE n.id = e.carried_to) >= $1)
      GROUP BY 1`,
    [at],
  );
  const houseOf = (id: number | undefined) => (id === undefined ? 0 : (house.get(id) ?? 0));
  const poolOf = (country: string) => houseOf(poolIds[currencyOf(country)]);
  const countries = new Set<string>([
    ...balances.map((r) => r.country),
    ...open.rows.map((r) => r.country),
    ...freeBets.rows.map((r) => r.country),
    ...carries.rows.map((r) => r.country),
  ]);
  const lines = [...countries].sort().map((country) => {
    const bal = (kind: string) =>
      balances.find((r) => r.country === country && r.kind === kind)?.cents ?? 0;
    const o = open.rows.find((r) => r.country === country);
    const cash = bal('cash');
    const withdrawals = pending.find((r) => r.country === country)?.cents ?? 0;
    const potential = Number(o?.payouts ?? 0);
    const free = Number(freeBets.rows.find((r) => r.country === country)?.amount ?? 0);
    return {
      country,
      currency: currencyOf(country),
      cash_balances: cash / 100,
      bonus_balances: bal('bonus') / 100,
      withdrawals_pending: withdrawals / 100,
      open_bets: Number(o?.bets ?? 0),
      open_stakes: Number(o?.stakes ?? 0) / 100,
      open_potential_payouts: potential / 100,
      unused_free_bets: free / 100,
      jackpot_pools: poolOf(country) / 100,
      jackpot_carries: Number(carries.rows.find((r) => r.country === country)?.amount ?? 0) / 100,
      total: (cash + withdrawals + potential + free) / 100,
    };
  });
  return {
    date,
    as_of: at,
    countries: lines,
    // Accounts still shared by every currency: checks on the ledger, never money shown.
    house_all_currencies: {
      stakes_held: (houseOf(HOUSE_ACCOUNTS.stakes) + houseOf(HOUSE_ACCOUNTS.casinoStakes)) / 100,
    },
  };
}
