import type { BoBettorDetail, BoBettorSummary } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import { bettorsWithWagerCode, latestWagersOf } from '../../wagers/back-office-reads';
import { getBalances } from '../../wallet/ledger';
import { listStatement } from '../../wallet/wallet-repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const major = (cents: number | string) => Number(cents) / 100;

/** How many rows of each list the 360 page shows (newest first). */
export const BETTOR_PAGE_ROWS = 50;

interface SummaryRow {
  id: number;
  mobile: string;
  country: string;
  kyc_official_name: string | null;
  kyc_status: string;
  locked_at: Date | null;
  created_at: Date;
  matched: string;
}

/**
 * Bettors matching `q`: the phone (digits, any part), the name on their ID (any part, any
 * case), a bet's short code or reference, a deposit's or withdrawal's reference (exact, any
 * case). One row per bettor, the first thing it matched.
 */
export async function searchBettors(
  db: Queryable,
  q: string,
  page: number,
  perPage: number,
): Promise<{ items: BoBettorSummary[]; total: number }> {
  const digits = q.replace(/\D/g, '');
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = `
    SELECT id AS profile_id, 'phone' AS matched, 1 AS rank FROM profiles
      WHERE $1 <> '' AND length($1) >= 3 AND mobile LIKE '%' || $1 || '%'
    UNION ALL
    SELECT id, 'name', 2 FROM profiles WHERE lower(kyc_official_name) LIKE $2
    UNION ALL
    SELECT unnest($4::bigint[]), 'bet', 3
    UNION ALL
    SELECT profile_id, 'payment', 4 FROM deposits WHERE lower(reference) = lower($3)
      OR lower(provider_reference) = lower($3)
    UNION ALL
    SELECT profile_id, 'payment', 4 FROM withdrawals WHERE lower(reference) = lower($3)
      OR lower(provider_reference) = lower($3)`;
  // A wager's code: the bet store answers whose it is (wagers/back-office-reads.ts).
  const params = [digits, like, q, await bettorsWithWagerCode(db, q)];
  const { rows: count } = await db.query<{ n: string }>(
    `SELECT count(DISTINCT profile_id) AS n FROM (${matches}) m`,
    params,
  );
  const { rows } = await db.query<SummaryRow>(
    `SELECT p.id, p.mobile, p.country, p.kyc_official_name, p.kyc_status, p.locked_at,
            p.created_at, m.matched
     FROM (SELECT DISTINCT ON (profile_id) profile_id, matched FROM (${matches}) u
           ORDER BY profile_id, rank) m
     JOIN profiles p ON p.id = m.profile_id
     ORDER BY p.id DESC
     LIMIT $5 OFFSET $6`,
    [...params, perPage, (page - 1) * perPage],
  );
  return {
    total: Number(count[0]?.n ?? 0),
    items: rows.map((r) => ({
      id: Number(r.id),
      mobile: r.mobile,
      country: r.country,
      name: r.kyc_official_name,
      kyc_status: r.kyc_status,
      locked: r.locked_at !== null,
      created_at: iso(r.created_at)!,
      matched: r.matched,
    })),
  };
}

interface AccountRow {
  id: number;
  mobile: string;
  country: string;
  verified_at: Date | null;
  created_at: Date;
  locked_at: Date | null;
  locked_reason: string | null;
  kyc_status: string;
  kyc_official_name: string | null;
  kyc_date_of_birth: string | null;
  kyc_id_type: string | null;
  kyc_id_number: string | null;
  kyc_reason: string | null;
  kyc_updated_at: Date | null;
}

/** The account row of a bettor as the back office reads it (null: no such bettor). */
export async function findBettorAccount(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT id, mobile, country, verified_at, created_at, locked_at, locked_reason, kyc_status,
            kyc_official_name, to_char(kyc_date_of_birth, 'YYYY-MM-DD') AS kyc_date_of_birth,
            kyc_id_type, kyc_id_number, kyc_reason, kyc_updated_at
     FROM profiles WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Everything of one bettor for the 360 page (each list: the newest BETTOR_PAGE_ROWS rows). */
export async function loadBettor(
  db: Queryable,
  id: number,
): Promise<Omit<BoBettorDetail, 'audit'> | null> {
  const account = await findBettorAccount(db, id);
  if (!account) return null;
  const n = BETTOR_PAGE_ROWS;
  const [balances, statement, bets, deposits, withdrawals, notifications, sms, notes] =
    await Promise.all([
      getBalances(db, id),
      listStatement(db, id, n, 0),
      latestWagersOf(db, id, n),
      paymentsOf(db, 'deposits', id, n),
      paymentsOf(db, 'withdrawals', id, n),
      db.query<{
        id: number;
        type: string;
        title: string;
        message: string;
        created_at: Date;
        read_at: Date | null;
      }>(
        `SELECT id, type, title, message, created_at, read_at FROM notifications
         WHERE audience = 'user' AND profile_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [id, n],
      ),
      // What was texted (never the text: it holds one-time codes).
      db.query<{ id: number; purpose: string; created_at: Date }>(
        `SELECT id, purpose, created_at FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT $2`,
        [account.mobile, n],
      ),
      db.query<{ id: number; staff_email: string; body: string; created_at: Date }>(
        `SELECT id, staff_email, body, created_at FROM bettor_notes
         WHERE profile_id = $1 ORDER BY id DESC LIMIT $2`,
        [id, n],
      ),
    ]);
  const payments = [
    ...deposits.map((p) => ({ ...p, direction: 'deposit' as const })),
    ...withdrawals.map((p) => ({ ...p, direction: 'withdrawal' as const })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    account: {
      id: Number(account.id),
      mobile: account.mobile,
      country: account.country,
      name: account.kyc_official_name,
      verified_at: iso(account.verified_at),
      created_at: iso(account.created_at)!,
      locked_at: iso(account.locked_at),
      locked_reason: account.locked_reason,
    },
    balances: {
      cash: major(balances.cashCents),
      bonus: major(balances.bonusCents),
      points: major(balances.pointsCents),
    },
    statement: statement.map((s) => ({
      id: Number(s.id),
      kind: s.kind,
      reference: s.reference,
      account: s.account,
      amount: major(s.amount),
      balance_after: major(s.balance_after),
      created_at: iso(s.created_at)!,
    })),
    bets: bets.map((b) => ({
      id: Number(b.id),
      short_id: b.short_id,
      product: b.product,
      status: b.status,
      stake: major(b.stake),
      possible_win: major(b.possible_win),
      amount_paid: major(b.amount_paid),
      created_at: iso(b.created_at)!,
    })),
    payments,
    kyc: {
      status: account.kyc_status,
      official_name: account.kyc_official_name,
      date_of_birth: account.kyc_date_of_birth,
      id_type: account.kyc_id_type,
      id_number: account.kyc_id_number,
      reason: account.kyc_reason,
      updated_at: iso(account.kyc_updated_at),
    },
    notifications: notifications.rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      title: r.title,
      message: r.message,
      created_at: iso(r.created_at)!,
      read_at: iso(r.read_at),
    })),
    sms: sms.rows.map((r) => ({
      id: Number(r.id),
      purpose: r.purpose,
      created_at: iso(r.created_at)!,
    })),
    notes: notes.rows.map((r) => ({
      id: Number(r.id),
      staff_email: r.staff_email,
      body: r.body,
      created_at: iso(r.created_at)!,
    })),
  };
}

async function paymentsOf(db: Queryable, table: 'deposits' | 'withdrawals', id: number, n: number) {
  const { rows } = await db.query<{
    id: number;
    reference: string;
    provider: string;
    amount: string;
    status: string;
    failure_reason: string | null;
    created_at: Date;
  }>(
    `SELECT id, reference, provider, amount, status, failure_reason, created_at FROM ${table}
     WHERE profile_id = $1 ORDER BY id DESC LIMIT $2`,
    [id, n],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    reference: r.reference,
    provider: r.provider,
    amount: major(r.amount),
    status: r.status,
    failure_reason: r.failure_reason,
    created_at: iso(r.created_at)!,
  }));
}

/** True when staff locked the bettor (the login refuses them). */
export async function isBettorLocked(db: Queryable, profileId: number): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    'SELECT locked_at IS NOT NULL AS locked FROM profiles WHERE id = $1',
    [profileId],
  );
  return rows[0]?.locked === true;
}
