import type { BetSummary } from '@shangwe/contract';
import { useMoney } from '../hooks/use-money';
import { isPoolEntry } from './bet-kind';
import { msg, tAny } from '../../../lib/i18n';

/** The money figures of a bet, each tax or bonus row only when above 0. */
export function BetFigures({ bet }: { bet: BetSummary }) {
  const money = useMoney();
  const rows: [string, string][] = [
    [bet.is_freebet ? msg('Free bet') : msg('Stake'), money(bet.stake)],
  ];
  if (bet.excise_tax > 0) rows.push([msg('Excise Tax'), money(bet.excise_tax)]);
  if (isPoolEntry(bet)) {
    // A pool entry's prize is a share of the pool, known once the event is settled.
    rows.push([msg('Lines'), String(bet.lines ?? 1)]);
  } else {
    rows.push([msg('Total Odds'), bet.total_odd.toFixed(2)]);
    rows.push([msg('Possible Win'), money(bet.possible_win)]);
    if (bet.bonus > 0) rows.push([msg('Bonus'), money(bet.bonus)]);
    if (bet.withholding_tax > 0) rows.push([msg('Withholding Tax'), money(bet.withholding_tax)]);
    if (bet.status !== 'cashed_out') rows.push([msg('Final Payout'), money(bet.final_payout)]);
  }
  if (bet.status === 'cashed_out') rows.push([msg('Cashed out for'), money(bet.amount_paid)]);
  else if (bet.status === 'won') rows.push([msg('Amount paid'), money(bet.amount_paid)]);
  else if (bet.status === 'cancelled' || bet.status === 'void')
    rows.push([msg('Refunded'), money(bet.amount_paid)]);
  return (
    <dl className="bet-figures">
      {rows.map(([label, value]) => (
        <div key={label} className="bet-figures__row">
          <dt>{tAny(label)}</dt>
          <dd data-testid={`bet-figure-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
