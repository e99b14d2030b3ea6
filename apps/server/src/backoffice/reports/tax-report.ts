import type { BoTaxResponse } from '@shangwe/contract/backoffice';
import {
  countryName,
  GAMING_TAX_RATE,
  gamingTaxDue,
  getCountryConfig,
  type CountryCode,
} from '@shangwe/domain';
import type { Queryable } from '../../db/database';
import { addCents, ggrCells, ggrOf, ZERO_CENTS, type GgrCents } from './ggr-report';
import { STAKE_KIND, VOID_KIND } from './wager-ledger-kinds';

/** First and last day (inclusive) of a YYYY-MM month. */
export function monthDays(period: string): { from: string; to: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/**
 * A country's tax return figures for one month (UTC), all from the ledger's movements in the
 * month and the wagers they name:
 * - excise: the excise_tax of wagers whose stake was debited in the month and never refunded
 *   (a refund hands the whole amount back, excise included);
 * - withholding: every wager whose winnings were paid in the month with tax withheld (the
 *   sportsbook's settled_withholding_tax, a pool's jackpot_entries.withholding_tax), with the
 *   bettor's mobile and KYC identity;
 * - gaming: the gaming tax rate (packages/domain gaming-tax.ts) on the month's GGR.
 * The ledger and the wagers are read through the views their owners publish (migration 0155:
 * `wallet_movements`, `wagers_read`).
 */
export async function taxReport(
  db: Queryable,
  country: CountryCode,
  period: string,
): Promise<BoTaxResponse> {
  const { from, to } = monthDays(period);
  const config = getCountryConfig(country);
  const excise = await db.query<{ bets: string; stakes: string | null; collected: string | null }>(
    `SELECT count(*) AS bets, sum(b.stake) AS stakes, sum(b.excise_tax) AS collected
       FROM wagers_read b
      WHERE b.country = $1
        AND EXISTS (SELECT 1 FROM wallet_movements t
                     WHERE t.kind = $4 AND t.reference = b.id::text
                       AND t.created_at >= $2::date AND t.created_at < $3::date + 1)
        AND NOT EXISTS (SELECT 1 FROM wallet_movements t
                         WHERE t.kind = $5 AND t.reference = b.id::text)`,
    [country, from, to, STAKE_KIND, VOID_KIND],
  );
  const withheld = await db.query<{
    bet_id: string;
    short_id: string;
    paid_at: Date;
    profile_id: string;
    mobile: string;
    name: string | null;
    id_type: string | null;
    id_number: string | null;
    paid: string;
    withholding: string;
  }>(
    `SELECT b.id AS bet_id, b.short_id, t.created_at AS paid_at, p.id AS profile_id, p.mobile,
            p.kyc_official_name AS name, p.kyc_id_type AS id_type, p.kyc_id_number AS id_number,
            b.amount_paid AS paid,
            coalesce(je.withholding_tax, b.settled_withholding_tax) AS withholding
       FROM wallet_movements t
       JOIN wagers_read b ON b.id::text = t.reference
       JOIN profiles p ON p.id = b.profile_id
       LEFT JOIN jackpot_entries je ON je.bet_id = b.id
      WHERE t.kind = 'payout' AND b.country = $1
        AND t.created_at >= $2::date AND t.created_at < $3::date + 1
        AND coalesce(je.withholding_tax, b.settled_withholding_tax) > 0
      ORDER BY t.created_at, b.id`,
    [country, from, to],
  );
  const cells = (await ggrCells(db, from, to)).filter((c) => c.country === country);
  const ggrCents = ggrOf(cells.reduce<GgrCents>(addCents, ZERO_CENTS)).ggr;
  const e = excise.rows[0]!;
  const lines = withheld.rows.map((r) => ({
    bet_id: Number(r.bet_id),
    short_id: r.short_id,
    paid_at: new Date(r.paid_at).toISOString(),
    profile_id: Number(r.profile_id),
    mobile: r.mobile,
    name: r.name,
    id_type: r.id_type,
    id_number: r.id_number,
    paid: Number(r.paid) / 100,
    withholding: Number(r.withholding) / 100,
  }));
  const whtCents = withheld.rows.reduce((s, r) => s + Number(r.withholding), 0);
  return {
    country,
    country_name: countryName(country),
    period,
    currency: config.currency,
    rates: {
      excise: config.exciseTax,
      withholding: config.whtTax,
      gaming: GAMING_TAX_RATE[country],
    },
    excise: {
      bets: Number(e.bets),
      stakes: Number(e.stakes ?? 0) / 100,
      collected: Number(e.collected ?? 0) / 100,
    },
    withholding: { total: whtCents / 100, lines },
    gaming: {
      ggr: ggrCents / 100,
      due: gamingTaxDue(ggrCents, GAMING_TAX_RATE[country]) / 100,
    },
  };
}
