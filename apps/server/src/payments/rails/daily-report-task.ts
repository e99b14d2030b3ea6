import type { AppContext } from '../../platform/context';
import { dailyPaymentReport } from './daily-report';
import { railsOf } from './rail-providers';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day asked with `--day YYYY-MM-DD` (or `--day=`); yesterday (UTC) by default. */
export function reportDay(argv: readonly string[], now: Date): string | undefined {
  const at = argv.findIndex((a) => a === '--day' || a.startsWith('--day='));
  if (at < 0) return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** `npm run payments:report -- --day YYYY-MM-DD`: exit 1 when anything does not match. */
export async function paymentsReportTask(ctx: AppContext): Promise<number> {
  const day = reportDay(process.argv, ctx.now());
  if (!day) {
    console.error('Usage: npm run payments:report -- --day YYYY-MM-DD');
    return 2;
  }
  const rails = [...railsOf(ctx.env.paymentRails, ctx.now).byName.keys()];
  const report = await dailyPaymentReport(ctx.db, day, rails);
  for (const l of report.lines) {
    console.log(
      [
        day,
        l.kind,
        l.provider,
        l.reference,
        l.status,
        l.receipt ?? '-',
        l.amountCents,
        l.ledgerCents,
        l.problem ?? 'ok',
      ].join('\t'),
    );
  }
  for (const o of report.orphanMovements) {
    console.log(
      [
        day,
        o.kind,
        '-',
        o.reference ?? '-',
        'no payment',
        '-',
        '-',
        o.amountCents,
        'ledger movement without a settled payment',
      ].join('\t'),
    );
  }
  console.log(
    report.mismatches === 0
      ? `payments ${day}: ${report.lines.length} settled, all match the ledger`
      : `payments ${day}: ${report.mismatches} mismatch(es)`,
  );
  return report.mismatches === 0 ? 0 : 1;
}
