import type { AppContext } from '../platform/context';
import { checkLedger } from './ledger-check';

/** `npm run ledger:check`: prints the invariant report; exit code 0 only when it holds. */
export async function ledgerCheckTask(ctx: AppContext): Promise<number> {
  const report = await checkLedger(ctx.db);
  console.log(JSON.stringify(report, null, 2));
  console.log(
    report.ok
      ? `ledger OK: ${report.transactions} transactions, ${report.entries} entries, every balance equals its entries`
      : 'ledger check FAILED: see the lists above',
  );
  return report.ok ? 0 : 1;
}
