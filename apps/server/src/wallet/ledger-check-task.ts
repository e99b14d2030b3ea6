import type { AppContext } from '../platform/context';
import { checkOwedWagers } from '../wagers/owed-wagers';
import { checkLedger } from './ledger-check';

/**
 * `npm run ledger:check`: prints the invariant report and the owed report (every wager decided
 * but not paid, or open past its product's longest life); exit code 0 only when the ledger
 * balances and nothing is owed.
 */
export async function ledgerCheckTask(ctx: AppContext): Promise<number> {
  const report = await checkLedger(ctx.db);
  const owed = await checkOwedWagers(ctx.db, { now: ctx.now() });
  console.log(JSON.stringify({ ...report, owed }, null, 2));
  if (!report.ok) console.log('ledger check FAILED: see the lists above');
  if (!owed.ok) {
    console.log(
      `owed check FAILED: ${owed.owed.length} wagers owed to bettors (up to ${(owed.owedCentsAtMost / 100).toFixed(2)}), see "owed" above`,
    );
  }
  if (report.ok && owed.ok) {
    console.log(
      `ledger OK: ${report.transactions} transactions, ${report.entries} entries, every balance equals its entries, nothing owed to bettors`,
    );
  }
  return report.ok && owed.ok ? 0 : 1;
}
