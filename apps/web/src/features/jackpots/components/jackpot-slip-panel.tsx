import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/app-link';
import type { JackpotEvent } from '@shangwe/contract';
import type { PublicCountryConfig } from '@shangwe/domain';
import { Loader } from '../../../components/ui/loader';
import { t, tAny } from '../../../lib/i18n';
import { useCountryConfig } from '../../../shared/country-store';
import { useJackpotSlipStore } from '../../../shared/jackpot-slip-store';
import { jackpotEventQuery } from '../api/jackpot-queries';
import { boostedPath, sababishaPath, splitPotPath } from './jackpot-paths';
import { JackpotSlip, emptyJackpotSlipText } from './jackpot-slip';
import './jackpots.css';

/** Where the bettor edits the picks of an event. */
export function eventPagePath(
  event: Pick<JackpotEvent, 'event_id' | 'kind'>,
  config: PublicCountryConfig,
): string {
  switch (event.kind) {
    case 'splitpot':
      return splitPotPath(config.splitPotName, event.event_id);
    case 'boosted':
      return boostedPath(config.boostedName, event.event_id);
    case 'sababisha':
      return sababishaPath(config.sababishaName, event.event_id);
    default:
      return `/jackpots?product=${event.kind}&event=${event.event_id}`;
  }
}

/** The slip of one event of the session, read fresh (closing time, prices). */
export function EventSlip({ eventId }: { eventId: number }) {
  const config = useCountryConfig();
  const event = useQuery(jackpotEventQuery(eventId));
  if (event.isPending) return <Loader />;
  if (event.isError) {
    return (
      <p className="jp-message">
        {tAny(event.error.message)}{' '}
        <button
          type="button"
          className="jp-button jp-button--ghost"
          onClick={() => useJackpotSlipStore.getState().clear(eventId)}
        >
          {t('Remove')}
        </button>
      </p>
    );
  }
  const e = event.data.data;
  return (
    <section className="jp-panel__event" aria-label={e.name}>
      <h3 className="jp-panel__name">
        <Link to={eventPagePath(e, config)}>{e.name}</Link>
      </h3>
      <JackpotSlip event={e} />
    </section>
  );
}

/** The event ids of the session's slips of `kinds` (all when omitted) that hold picks. */
export function useSlipEventIds(kinds?: readonly string[]): number[] {
  const ids = useJackpotSlipStore((s) =>
    Object.values(s.slips)
      .filter((slip) => (!kinds || kinds.includes(slip.kind)) && Object.keys(slip.picks).length)
      .map((slip) => slip.eventId)
      .join(','),
  );
  return ids ? ids.split(',').map(Number) : [];
}

/** The betslip's Jackpot tab: every jackpot-style slip of this session. */
export function JackpotSlipPanel() {
  const ids = useSlipEventIds();
  if (ids.length === 0) {
    return (
      <div className="betslip__empty" data-testid="jackpot-slip-empty">
        <p className="betslip__empty-text">{emptyJackpotSlipText('jackpot')}</p>
        <Link to="/jackpots">{t('Go to Jackpots')}</Link>
      </div>
    );
  }
  return (
    <div className="jp-panel">
      {ids.map((id) => (
        <EventSlip key={id} eventId={id} />
      ))}
    </div>
  );
}
