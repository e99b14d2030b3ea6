import { EXPORT_COLUMNS, type ExportDataset } from '@shangwe/contract/backoffice';
import { Readable } from 'node:stream';
import type { Database, Queryable } from '../../db/database';
import { streamRows } from '../../db/row-stream';
import { cashAndBonusOf } from '../../wallet/ledger-reads';
import { csvLine, money } from './csv';
import { productKey } from './product-key';

type Cell = string | number | null | undefined;
type Row = Record<string, unknown> & { stream_key: number };

/**
 * One export: its CSV header (the contract's EXPORT_COLUMNS), its query (period = $1..$2, UTC
 * days, $2 inclusive), what a batch of rows reads from another owner (one query per batch),
 * a row's cells in the header's order.
 */
interface ExportSpec {
  header: readonly string[];
  select: string;
  key: string;
  withBatch?(db: Queryable, rows: Row[]): Promise<void>;
  cells(row: Row): Cell[];
}

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
const amount = (value: unknown): string => (value == null ? '' : money(value as number));
const text = (value: unknown): Cell => (value == null ? '' : String(value));

export const EXPORTS: Record<ExportDataset, ExportSpec> = {
  /**
   * Every wager placed in the period (all products: sportsbook, Shikisha, virtuals, jackpots,
   * casino), from the bet store's view `wagers_read` (migration 0155).
   */
  bets: {
    header: EXPORT_COLUMNS.bets,
    select: `SELECT b.id AS stream_key, b.short_id, b.ref, b.created_at, b.profile_id, b.country,
                    b.product, b.bet_type, je.kind AS jackpot_kind, b.src, b.status, b.stake,
                    b.excise_tax, b.total_odd::text AS total_odd, b.possible_win,
                    coalesce(b.settled_withholding_tax, b.withholding_tax) AS withholding_tax,
                    b.amount_paid, b.free_bet_id, b.settled_at
               FROM wagers_read b LEFT JOIN jackpot_entries je ON je.bet_id = b.id
              WHERE b.created_at >= $1::date AND b.created_at < $2::date + 1`,
    key: 'b.id',
    cells: (r) => [
      r.stream_key,
      text(r.short_id),
      text(r.ref),
      iso(r.created_at),
      r.profile_id as number,
      text(r.country),
      productKey(String(r.product), Number(r.bet_type), (r.jackpot_kind as string | null) ?? null),
      text(r.src) || 'unknown',
      text(r.status),
      amount(r.stake),
      amount(r.excise_tax),
      text(r.total_odd),
      amount(r.possible_win),
      amount(r.withholding_tax),
      amount(r.amount_paid),
      text(r.free_bet_id),
      iso(r.settled_at),
    ],
  },
  /**
   * Every ledger entry booked in the period: both sides of each movement (they sum to 0), from
   * the wallet's view `wallet_movement_entries` (migration 0155).
   */
  transactions: {
    header: EXPORT_COLUMNS.transactions,
    select: `SELECT e.id AS stream_key, e.transaction_id, e.created_at, e.kind, e.reference,
                    e.profile_id, e.account_kind AS account, e.account_profile_id,
                    e.amount, e.balance_after
               FROM wallet_movement_entries e
              WHERE e.created_at >= $1::date AND e.created_at < $2::date + 1`,
    key: 'e.id',
    cells: (r) => [
      r.stream_key,
      r.transaction_id as number,
      iso(r.created_at),
      text(r.kind),
      text(r.reference),
      text(r.profile_id),
      text(r.account),
      text(r.account_profile_id),
      amount(r.amount),
      amount(r.balance_after),
    ],
  },
  /**
   * Bettors who signed up in the period, with their KYC identity and their balances now (the
   * wallet's `cashAndBonusOf`, once per batch of bettors).
   */
  players: {
    header: EXPORT_COLUMNS.players,
    select: `SELECT p.id AS stream_key, p.mobile, p.country, p.created_at, p.verified_at,
                    p.kyc_status, p.kyc_official_name, p.kyc_id_type, p.kyc_id_number,
                    to_char(coalesce(p.kyc_date_of_birth, p.date_of_birth), 'YYYY-MM-DD') AS dob,
                    p.src, p.affiliate_id, p.locked_at
               FROM profiles p
              WHERE p.created_at >= $1::date AND p.created_at < $2::date + 1`,
    key: 'p.id',
    async withBatch(db, rows) {
      const balances = await cashAndBonusOf(
        db,
        rows.map((r) => Number(r.stream_key)),
      );
      for (const r of rows) {
        const b = balances.get(Number(r.stream_key))!;
        r.cash = b.cashCents;
        r.bonus = b.bonusCents;
      }
    },
    cells: (r) => [
      r.stream_key,
      text(r.mobile),
      text(r.country),
      iso(r.created_at),
      iso(r.verified_at),
      text(r.kyc_status),
      text(r.kyc_official_name),
      text(r.kyc_id_type),
      text(r.kyc_id_number),
      text(r.dob),
      text(r.src) || 'unknown',
      text(r.affiliate_id),
      iso(r.locked_at),
      amount(r.cash ?? 0),
      amount(r.bonus ?? 0),
    ],
  },
};

/**
 * The export as a CSV stream: the header line, then one chunk of lines per batch of rows read
 * (db/row-stream.ts). Readable.from pulls the next batch only when the HTTP socket has taken
 * the last one (backpressure); a closed download stops the read and frees its connection.
 */
export function exportCsv(
  db: Database,
  dataset: ExportDataset,
  from: string,
  to: string,
): Readable {
  const spec = EXPORTS[dataset];
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(spec.header);
    for await (const rows of streamRows<Row>(db, {
      select: spec.select,
      key: spec.key,
      params: [from, to],
    })) {
      await spec.withBatch?.(db, rows);
      yield rows.map((r) => csvLine(spec.cells(r))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
