import type { JackpotEvent } from '@shangwe/contract';
import { formatCurrency } from '@shangwe/domain';
import { t, tAny } from '../../../lib/i18n';
import { useCountryConfig } from '../../../shared/country-store';
import { useJackpotSlip } from '../../../shared/jackpot-slip-store';
import { closingText, useServerNow } from '../hooks/use-countdown';
import { useIsPlacingJackpot } from '../hooks/use-place-jackpot';
import { JackpotPicker } from './jackpot-picker';
import { JackpotSlip } from './jackpot-slip';

/** The amount, closing countdown and prize tiers of an event. */
export function JackpotHeader({ event, receivedAt }: { event: JackpotEvent; receivedAt: number }) {
  const config = useCountryConfig();
  const now = useServerNow(event.server_time, receivedAt);
  const money = (n: number) => formatCurrency(n, config);
  const open = event.status === 'open' && Date.parse(event.closes_at) > now;
  return (
    <header className="jp-head">
      <h1 className="jp-head__name">{event.name}</h1>
      {event.jackpot_amount !== null && (
        <p className="jp-head__amount" data-testid="jackpot-amount">
          {money(event.jackpot_amount)}
        </p>
      )}
      <p className="jp-head__close" data-testid="jackpot-countdown">
        {open ? t('Closes in {time}', { time: closingText(event.closes_at, now) }) : t('Closed')}
      </p>
      <p className="jp-head__meta">
        {t('{count} matches', { count: event.matches.length })}
        {event.kind !== 'free' && !['sababisha', 'boosted'].includes(event.kind)
          ? ` · ${t('{amount} per line', { amount: money(event.stake_per_line) })}`
          : ''}
        {event.kind === 'free' ? ` · ${t('free entry, one line')}` : ''}
        {event.operator_share_percent !== null && event.kind === 'splitpot'
          ? ` · ${t('pot split equally among all-correct lines')}`
          : ''}
      </p>
      {event.tiers.length > 0 && (
        <ul className="jp-tiers" aria-label={t('Prizes')}>
          {event.tiers.map((tier) => (
            <li key={tier.tier}>
              <span>
                {tAny(tier.label)} ({tier.correct}/{event.matches.length})
              </span>
              <strong>{money(tier.pool)}</strong>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

/** One event: its header, the picker and the slip beside it. */
export function JackpotEventView({
  event,
  receivedAt,
}: {
  event: JackpotEvent;
  receivedAt: number;
}) {
  const slip = useJackpotSlip(event.event_id, event.kind);
  const placing = useIsPlacingJackpot();
  return (
    <article className="jp-event" data-testid="jackpot-event">
      <JackpotHeader event={event} receivedAt={receivedAt} />
      <div className="jp-event__body">
        <JackpotPicker event={event} slip={slip} disabled={placing || event.status !== 'open'} />
        <JackpotSlip event={event} />
      </div>
    </article>
  );
}
