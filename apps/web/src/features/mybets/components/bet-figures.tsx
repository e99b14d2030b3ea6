import type { BetSummary } from '@shangwe/contract';
import { useMoney } from '../hooks/use-money';

/** The money figures of a bet, each tax or bonus row only when above 0. */
export function BetFigures({ bet }: { bet: BetSummary }) {
  const money = useMoney();
  const rows: [string, string][] = [['Stake', money(bet.stake)]];
  if (bet.excise_tax > 0) rows.push(['Excise Tax', money(bet.excise_tax)]);
  rows.push(['Total Odds', bet.total_odd.toFixed(2)]);
  rows.push(['Possible Win', money(bet.possible_win)]);
  if (bet.bonus > 0) rows.push(['Bonus', money(bet.bonus)]);
  if (bet.withholding_tax > 0) rows.push(['Withholding Tax', money(bet.withholding_tax)]);
  rows.push(['Final Payout', money(bet.final_payout)]);
  if (
    bet.status === 'won' ||
    bet.status === 'cashed_out' ||
    bet.status === 'cancelled' ||
    bet.status === 'void'
  ) {
    rows.push(['Amount paid', money(bet.amount_paid)]);
  }
  return (
    <dl className="bet-figures">
      {rows.map(([label, value]) => (
        <div key={label} className="bet-figures__row">
          <dt>{label}</dt>
          <dd data-testid={`bet-figure-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
